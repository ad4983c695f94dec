import { defineConfig } from '@playwright/test';
import { dataDirOf, e2ePort, e2eRtmpPort } from './support/env';

/** The route sweep runs on a server of its own, beside the journeys, so the two halves overlap. */
const sweepPort = e2ePort + 1;

/** The built app started as a user would start it, on a fresh data folder. */
const server = (port: number, dataDir: string, rtmpPort: number) => ({
  command: `rm -rf ${dataDir} && npm run start -w @simmer/server`,
  cwd: '..',
  url: `http://127.0.0.1:${port}/v1/health/`,
  // Generous: on a busy 2-core machine the first start seeds and transcodes the demo videos.
  timeout: 600_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LIVE_RTMP_PORT: String(rtmpPort),
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
    NODE_ENV: 'production',
    // Load shedding has its own route tests; here a busy shared machine's pauses (other jobs,
    // the demo clips transcoding) must not turn a journey's page load into a 503.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_DATABASE_WAIT_MS: '0',
  },
});

/**
 * Runs against the built app in Debian's Chromium. Two servers, two workers: the journeys on
 * one, the route sweep on the other. A journey reads its own server's outbox (`serverDataDir`).
 * (A third server with the journeys split in two halves was tried: the machine's two cores were
 * already busy, and the run took as long.)
 */
export default defineConfig({
  testDir: '.',
  // Safety nets, not speed checks: a busy 2-core machine can take several times a quiet one's.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
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
  projects: [
    {
      name: 'journeys',
      testMatch: '*.spec.ts',
      // The topology journeys run in their own stage (e2e/topology/playwright.config.ts).
      testIgnore: ['routes.spec.ts', 'topology/**'],
      // One file at a time: journeys share the server's state (one livestream, one outbox).
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${e2ePort}` },
    },
    {
      name: 'sweep',
      testMatch: 'routes.spec.ts',
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${sweepPort}` },
    },
  ],
  webServer: [
    server(e2ePort, dataDirOf(e2ePort), e2eRtmpPort),
    server(sweepPort, dataDirOf(sweepPort), e2eRtmpPort + 1),
  ],
});
