import { createHash } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { launchOptions } from '../support/chromium';

// The stage's own topology (scripts/topology/up.mjs): its state file, and the settings every
// Simmer process gets on top of the production ones. Set here so globalSetup, the workers and
// the specs agree. One state file per checkout: the setup first stops whatever a broken run left
// in it, which must never be the topology of another checkout's run on the same machine.
const checkout = createHash('sha256')
  .update(path.resolve(import.meta.dirname, '../..'))
  .digest('hex')
  .slice(0, 10);
process.env.TOPOLOGY_STATE ??= `/tmp/simmer-topology-e2e-${checkout}.json`;
process.env.TOPOLOGY_API_ENV ??= JSON.stringify({
  // Per address and route: enough for the journeys' own sign-ups and logins; the per-address
  // check of rate-limit.spec.ts sends this many from an address of its own.
  AUTH_RATE_LIMIT_MAX: '20',
  // Per account: the browser check of rate-limit.spec.ts.
  AUTH_ACCOUNT_RATE_LIMIT_MAX: '5',
});

/**
 * The production-topology stage (decision 405): PostgreSQL, Redis, s3rver, smtp-server, two API
 * processes with JOBS_WORKER=false and one `simmer worker` behind nginx, and browser journeys
 * through nginx that cross processes. `npm run test:topology`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // Safety nets for a busy 2-core machine, not speed checks.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  // One journey at a time: they share one topology (and nginx's round-robin turn).
  workers: 1,
  fullyParallel: false,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results/topology',
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    // Requests must be seen by the test, not answered by the web-push service worker.
    serviceWorkers: 'block',
    launchOptions,
  },
});
