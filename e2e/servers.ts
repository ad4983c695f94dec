// The browser tests' two servers: the built app started as a user would start it, each on a
// fresh data folder. playwright.config.ts starts them itself; `npm run test:all` starts them
// earlier with this script, so that their first start (migrations, the demo seed, the demo
// clips made in the background) runs beside the unit stages instead of before the journeys
// (decision 600). Playwright then finds them answering and uses them.
//
//   node --import tsx e2e/servers.ts start   spawns both, detached, and returns at once
//   node --import tsx e2e/servers.ts wait    returns once both answer (fails if one has exited)
//   node --import tsx e2e/servers.ts stop    stops both (and their ffmpeg children)
//
// Ports, data folders and the first start's time limit come from scripts/test-settings.mjs:
// E2E_PORT (default 3100) for the journeys, the next one for the route sweep; the RTMP ingest on
// E2E_RTMP_PORT (default E2E_PORT + 16000) and the next one.

import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  e2eDataDirOf,
  e2ePort,
  e2eRtmpPort,
  serverStartTimeoutMs,
  sweepPort,
} from '../scripts/test-settings.mjs';

const root = path.resolve(import.meta.dirname, '..');

export { e2ePort, e2eRtmpPort, serverStartTimeoutMs, sweepPort };
/** The data folder of the server listening on `port` (its mail outbox, its stored uploads). */
export const dataDirOf = e2eDataDirOf;

/**
 * The command, address and settings of the server on `port`. `clips: false` seeds the demo
 * videos without making their clips (`SEED_DEMO_MEDIA`): the route sweep's server, whose pages
 * show a video being processed or without a stream alike, and whose journeys play none, so its
 * first start does not spend the 100 s of ffmpeg the journeys' server does beside the earlier
 * stages.
 */
export function serverOf(port: number, rtmpPort: number, { clips = true } = {}) {
  const dataDir = dataDirOf(port);
  return {
    command: `rm -rf ${dataDir} && npm run start -w @simmer/server`,
    url: `http://127.0.0.1:${port}/v1/health/`,
    dataDir,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LIVE_RTMP_PORT: String(rtmpPort),
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      NODE_ENV: 'production',
      // The journeys use the demo accounts and content (a production start has none).
      SEED_DEMO: 'true',
      // Load shedding has its own route tests; here a busy shared machine's pauses (other jobs,
      // the demo clips transcoding) must not turn a journey's page load into a 503.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_DATABASE_WAIT_MS: '0',
      ADMISSION_CONCURRENCY: '0',
      SEED_DEMO_MEDIA: String(clips),
    },
  };
}

export type Server = ReturnType<typeof serverOf>;

export const servers = (): Server[] => [
  serverOf(e2ePort, e2eRtmpPort),
  serverOf(sweepPort, e2eRtmpPort + 1, { clips: false }),
];

/** Beside the data folder, not in it: the start empties the folder. */
const pidFile = (s: Server) => `${s.dataDir}.pid`;
export const logFile = (s: Server) => `${s.dataDir}.log`;

const answers = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
    (r) => r.ok,
    () => false,
  );

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function stop() {
  for (const s of servers()) {
    if (!existsSync(pidFile(s))) continue;
    const pid = Number(readFileSync(pidFile(s), 'utf8'));
    const signal = (sig: NodeJS.Signals) => {
      try {
        process.kill(-pid, sig);
      } catch {}
    };
    signal('SIGTERM');
    const until = Date.now() + 15_000;
    while (alive(-pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    if (alive(-pid)) signal('SIGKILL');
    rmSync(pidFile(s), { force: true });
  }
}

async function start() {
  await stop();
  for (const s of servers()) {
    if (await answers(s.url)) throw new Error(`something already answers at ${s.url}: pick another E2E_PORT`);
    const out = openSync(logFile(s), 'w');
    // Its own process group, so `stop` reaches npm, the server and its ffmpeg children.
    const child = spawn('sh', ['-c', s.command], {
      cwd: root,
      env: { ...process.env, ...s.env },
      detached: true,
      stdio: ['ignore', 'ignore', out],
    });
    writeFileSync(pidFile(s), String(child.pid));
    child.unref();
  }
}

/** Waits as long as a first start on a busy machine takes (the same bound as playwright.config.ts). */
async function wait(timeoutMs = serverStartTimeoutMs) {
  const until = Date.now() + timeoutMs;
  for (const s of servers()) {
    for (;;) {
      if (await answers(s.url)) break;
      const pid = existsSync(pidFile(s)) ? Number(readFileSync(pidFile(s), 'utf8')) : 0;
      if (!pid || !alive(-pid) || Date.now() > until) {
        const log = existsSync(logFile(s)) ? readFileSync(logFile(s), 'utf8').slice(-4000) : '';
        throw new Error(`the server for ${s.url} did not start:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const commands: Record<string, () => Promise<void>> = { start, wait, stop };
  const command = commands[process.argv[2] ?? ''];
  if (!command) {
    console.error('usage: node --import tsx e2e/servers.ts start | wait | stop');
    process.exit(2);
  }
  command().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
