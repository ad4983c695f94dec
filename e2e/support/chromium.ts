import { existsSync } from 'node:fs';

/**
 * The Chromium the browser tests drive, and how it starts: Debian's `chromium-headless-shell`
 * when it is installed (`scripts/setup-test-prereqs.sh` installs it), else Debian's `chromium`;
 * `CHROMIUM_PATH` overrides both. The headless shell is the same engine without the browser's
 * window machinery, the build Playwright itself uses for headless runs: on the route sweep it
 * spent 27% less CPU than the full browser for the same pages (decision 600), and the browser
 * tests are CPU-bound on two cores. Lighthouse (bench/) keeps the full browser.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';

/**
 * Debian's full Chromium, for the few journeys that need what only the full browser has: a
 * service worker's Background Sync (the headless shell never fires `sync`).
 */
export const fullChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchOptions = {
  executablePath: chromiumPath,
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
};
