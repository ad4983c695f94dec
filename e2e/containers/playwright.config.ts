import { defineConfig } from '@playwright/test';
import { launchOptions } from '../support/chromium';

/**
 * The container stage's smoke journeys (scripts/containers/ci.mjs): against Simmer's image
 * started on its embedded defaults, at SIMMER_URL. The stage starts and stops the container.
 */
const baseURL = process.env.SIMMER_URL;
if (!baseURL) throw new Error('SIMMER_URL is not set: run the container stage (scripts/containers/ci.mjs)');

export default defineConfig({
  testDir: '.',
  // `.test.ts`, not `.spec.ts`: the browser tests' own projects take every `*.spec.ts` under e2e/.
  testMatch: 'smoke.test.ts',
  // Safety nets for a busy 2-core machine, not speed checks.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results/containers',
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    // Requests must be seen by the test, not answered by the web-push service worker.
    serviceWorkers: 'block',
    launchOptions,
  },
});
