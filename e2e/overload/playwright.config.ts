import { defineConfig } from '@playwright/test';
import { launchOptions } from '../support/chromium';

/**
 * Overload as a person sees it (decision 780): the journey starts its own server with load
 * shedding forced on, so it never shares one with the other journeys.
 * `cd e2e && npx playwright test -c overload/playwright.config.ts`.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Safety nets for a busy 2-core machine (two server starts), not speed checks.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../test-results/overload',
  use: { trace: 'off', screenshot: 'only-on-failure', serviceWorkers: 'block', launchOptions },
});
