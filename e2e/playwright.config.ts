import { defineConfig } from '@playwright/test';
import { e2eDataDir, e2ePort, e2eRtmpPort } from './support/env';

/**
 * Runs against the built app started as a user would start it, on a fresh data folder,
 * in Debian's Chromium.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${e2eDataDir} && npm run start -w @simmer/server`,
    cwd: '..',
    url: `http://127.0.0.1:${e2ePort}/v1/health/`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(e2ePort),
      LIVE_RTMP_PORT: String(e2eRtmpPort),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir,
      PUBLIC_URL: `http://127.0.0.1:${e2ePort}`,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      NODE_ENV: 'production',
    },
  },
});
