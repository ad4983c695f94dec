import { defineConfig } from '@playwright/test';
import { e2ePort, type Server, serverStartTimeoutMs, servers, sweepPort } from './servers';
import { launchOptions } from './support/chromium';

/** Playwright's start of one server (e2e/servers.ts has its command and settings). */
const webServer = (s: Server) => ({
  command: s.command,
  cwd: '..',
  url: s.url,
  // Generous: on a busy 2-core machine the first start seeds and transcodes the demo videos.
  timeout: serverStartTimeoutMs,
  // `npm run test:all` starts the servers early (`e2e/servers.ts start`, decision 600) and says
  // so; any other run starts its own and never takes whatever answers on the port.
  reuseExistingServer: process.env.E2E_SERVERS_STARTED === '1',
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: s.env,
});

/**
 * Journeys that run on the sweep's server, in its project, so both servers work to the end
 * instead of the first one running every journey alone after the sweep (decision 600). Files of
 * one project run one after the other in name order, so these come before routes.spec.ts; the
 * sweep's pages then load with their announcements, sign-ups and home edits, which it checks like
 * any other content. (A project of their own depending on the sweep waits for every project of
 * the sweep's phase, the journeys included, so it ran them last, after everything.) They play no
 * video: the sweep's server makes no demo clips (e2e/servers.ts). With these seven, each lane's
 * tests take about 6.7 minutes on a clean clone (449 s for the journeys' lane and 359 s for the
 * sweep's before the grocery and profile journeys joined it).
 */
const onSweepServer = [
  'admin-recipes.spec.ts',
  'announcements-faq.spec.ts',
  'auth.spec.ts',
  'first-run.spec.ts',
  'grocery-profile.spec.ts',
  'home-editor.spec.ts',
  'navigation.spec.ts',
];

/**
 * Runs against the built app in Debian's Chromium. Two servers, two workers: the journeys on
 * one, a few journeys and the route sweep on the other. A journey reads its own server's
 * outbox (`serverDataDir`). (A third server with the journeys split in two halves was tried: the
 * machine's two cores were already busy, and the run took as long.)
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
    launchOptions,
  },
  projects: [
    {
      name: 'journeys',
      testMatch: '*.spec.ts',
      // The topology journeys run in their own stage (e2e/topology/playwright.config.ts), and so
      // does overload (e2e/overload/playwright.config.ts): it starts its own server.
      testIgnore: ['routes.spec.ts', 'topology/**', 'overload/**', ...onSweepServer],
      // One file at a time: journeys share the server's state (one livestream, one outbox).
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${e2ePort}` },
    },
    {
      name: 'sweep',
      testMatch: ['routes.spec.ts', ...onSweepServer],
      // One file at a time, as on the journeys' server.
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${sweepPort}` },
    },
  ],
  webServer: servers().map(webServer),
});
