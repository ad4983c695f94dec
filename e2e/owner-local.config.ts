import { defineConfig } from '@playwright/test';
import { launchOptions } from '/work/wt/owner/e2e/support/chromium';
export default defineConfig({
  testDir: '/work/wt/owner/e2e',
  timeout: 300_000,
  expect: { timeout: 20_000 },
  workers: 1,
  reporter: [['list']],
  use: { trace: 'off', screenshot: 'only-on-failure', launchOptions },
});
