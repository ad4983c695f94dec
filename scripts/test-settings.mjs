// The test runner's settings in one place (docs/TESTING.md): which PostgreSQL the second server
// pass uses, the browser tests' ports and data folders, how long a server's first start may take,
// and where test processes take their ports. scripts/test-all.sh, scripts/test-one.mjs,
// e2e/servers.ts, e2e/playwright.config.ts and the topology scripts read them from here.
// Plain JavaScript so that the shell script and the topology scripts run it with node alone.
//
//   node scripts/test-settings.mjs pg-url    prints the PostgreSQL address of the second pass

/** The PostgreSQL the server tests' second pass and the topology stage use when none is named. */
export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

/** TEST_DATABASE_URL, or the local server's `test` database (an empty value counts as unset). */
export const testDatabaseUrl = (env = process.env) => env.TEST_DATABASE_URL || defaultTestDatabaseUrl;

/**
 * The browser tests' ports: E2E_PORT (default 3100) for the journeys' server, the next one for
 * the route sweep's; their RTMP ingests on E2E_RTMP_PORT (default E2E_PORT + 16000) and the next
 * one. A second run on the same machine moves them all with E2E_PORT.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const sweepPort = e2ePort + 1;
export const e2eRtmpPort = Number(process.env.E2E_RTMP_PORT ?? e2ePort + 16_000);

/** The data folder of the browser tests' server listening on `port` (its outbox, its uploads). */
export const e2eDataDirOf = (port) => `/tmp/simmer-e2e-${port}`;

/**
 * How long a browser-test server's first start may take (migrations, the demo seed): generous,
 * since on a busy 2-core machine it is several times a quiet one's. A safety net, not a budget.
 */
export const serverStartTimeoutMs = 600_000;

/** Ports for the processes tests start (Redis, PostgreSQL, SMTP, RTMP, the topology's servers). */
export { freePort } from '../apps/server/test/free-port.mjs';

if (import.meta.url === `file://${process.argv[1]}`) {
  const commands = { 'pg-url': () => console.log(testDatabaseUrl()) };
  const command = commands[process.argv[2] ?? ''];
  if (!command) {
    console.error(`usage: node scripts/test-settings.mjs ${Object.keys(commands).join(' | ')}`);
    process.exit(2);
  }
  command();
}
