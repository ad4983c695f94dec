import { defineConfig } from '@playwright/test';
import { launchOptions } from '../support/chromium';
// The stage's state file and the settings of its Simmer processes (settings.ts).
import './settings';

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
