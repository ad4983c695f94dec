import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const busyTitle = 'Busy for a moment';

/** A port the system has free now (the stage never shares the journeys' ports). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function startServer(port: number, dataDir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['apps/server/bin/simmer.js', 'start'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      JOBS_WORKER: 'false',
      // The demo's accounts include the owner, so pages are not sent to the first-start /setup.
      SEED_DEMO: 'true',
      SEED_DEMO_MEDIA: 'false',
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_DATABASE_WAIT_MS: '0',
      ...env,
    },
  });
}

/** Waits until the server answers its health check with `status` (a shed server answers 503). */
async function answering(base: string, child: ChildProcess, status: number) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const got = await fetch(`${base}/v1/health/`).then(
      (r) => r.status,
      () => 0,
    );
    if (got === status) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

let dataDir = '';
let server: ChildProcess | undefined;
test.beforeAll(() => {
  execFileSync(process.execPath, ['apps/server/scripts/build.mjs', '--if-changed'], { cwd: root });
  dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-e2e-overload-'));
});
test.afterAll(async () => {
  if (server) await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test('a shed page shows a branded page that loads the page by itself once the server has room', async ({
  page,
}) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Any heap is above one byte: every request the server would shed is shed. Retry-After is
  // long enough for the test to replace this server by one with room before the page reloads.
  server = startServer(port, dataDir, {
    PRESSURE_MAX_HEAP_USED_BYTES: '1',
    PRESSURE_RETRY_AFTER_SECONDS: '45',
  });
  await answering(base, server, 503);

  const shed = await page.goto(`${base}/welcome-screen`);
  expect(shed?.status()).toBe(503);
  expect(shed?.headers()['retry-after']).toBe('45');
  await expect(page.getByRole('heading', { name: busyTitle })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('loads again by itself');
  await expect(page).toHaveTitle(new RegExp(busyTitle));
  // Not the API's JSON.
  await expect(page.locator('body')).not.toContainText('"status":503');

  // The app's stylesheet and scripts are served while pages are shed.
  const index = readFileSync(path.join(root, 'apps/web/dist/index.html'), 'utf8');
  const assets = [...index.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)].map(
    (m) => m[1] as string,
  );
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) expect((await page.request.get(`${base}${asset}`)).status()).toBe(200);
  // An API call keeps its JSON answer.
  const api = await page.request.get(`${base}/v1/site-config/`);
  expect(api.status()).toBe(503);
  expect((await api.json()).status).toBe(503);

  // The same server, now with room; the page loads again by itself after Retry-After.
  await stop(server);
  server = startServer(port, dataDir, {});
  await answering(base, server, 200);
  const loaded = page.waitForResponse((r) => r.url() === `${base}/welcome-screen` && r.status() === 200, {
    timeout: 120_000,
  });
  await loaded;
  await expect(page.getByRole('heading', { name: busyTitle })).toBeHidden();
  await expect(page.locator('#root')).not.toBeEmpty();
  expect(page.url()).toBe(`${base}/welcome-screen`);
});
