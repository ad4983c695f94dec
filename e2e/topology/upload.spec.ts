import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { demo, signInAs } from '../support/helpers';
import { expect, instanceOf, test } from './support';

test('a video upload cut off on one process resumes on the other, is transcoded by the worker and plays', async ({
  page,
}) => {
  // In the test's output folder, which Playwright empties at the next run.
  const dir = test.info().outputPath('clip');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'kitchen-clip.mp4');
  // About 20 MB of real video: four 5 MiB tus chunks, so the resumed ones cross processes.
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-t', '20', '-i', 'testsrc2=size=854x480:rate=24'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '8M', '-maxrate', '8M', '-bufsize', '1M', file],
  ]);
  const size = readFileSync(file).length;
  expect(size).toBeGreaterThan(15 * 1024 * 1024);

  await signInAs(page, demo.member);
  const chooseVideoPost = async () => {
    await page.goto('/add-post/add-new');
    await page.getByRole('combobox', { name: 'Post type' }).click();
    await page.getByRole('option', { name: 'Video' }).click();
  };
  const patches: Array<{ instance: string; offset: number }> = [];
  // Every answer about the upload (HEAD, PATCH), stored or not, and the process that gave it.
  const touched: Array<{ method: string; instance: string; status: number }> = [];
  page.on('response', (r) => {
    if (!r.url().includes('/v1/media/uploads/')) return;
    touched.push({ method: r.request().method(), instance: instanceOf(r), status: r.status() });
    if (r.request().method() === 'PATCH' && r.status() === 204) {
      patches.push({ instance: instanceOf(r), offset: Number(r.request().headers()['upload-offset']) });
    }
  });

  // The first chunk goes through nginx to one process, then the connection drops.
  await chooseVideoPost();
  let sent = 0;
  const uploads = (url: URL) => url.pathname.startsWith('/v1/media/uploads/');
  await page.route(uploads, async (route) => {
    if (route.request().method() === 'PATCH' && ++sent > 1) return route.abort('connectionreset');
    return route.continue();
  });
  const firstChunk = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.status() === 204);
  await page.locator('input[type=file]').setInputFiles(file);
  const location = new URL((await firstChunk).url()).pathname;
  expect(patches).toHaveLength(1);
  const before = patches[0]!.instance;

  // A reload, the same file again: the upload resumes from the offset on the shared volume,
  // whichever process each request reaches.
  await page.unroute(uploads);
  const resumeFrom = touched.length;
  await page.reload();
  await chooseVideoPost();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByTestId('upload-percent')).toHaveText('100%', { timeout: 120_000 });
  const resumed = patches.slice(1);
  // The resume starts after the chunk the first process stored, not from zero.
  expect(resumed.length).toBeGreaterThanOrEqual(1);
  expect(resumed[0]!.offset).toBeGreaterThanOrEqual(5 * 1024 * 1024);
  // Round-robin decides which process answers each request: the resumed upload's HEAD and
  // PATCH requests reached the process that did not take the first chunk.
  const afterReload = touched.slice(resumeFrom);
  expect(new Set(touched.map((t) => t.instance)).size, 'the upload crossed both API processes').toBe(2);
  expect(
    afterReload.some((t) => t.instance !== before && t.status < 300),
    `the resumed upload was served by the other process (${JSON.stringify(afterReload)})`,
  ).toBe(true);
  expect(location).toMatch(/^\/v1\/media\/uploads\/[A-Za-z0-9]+\/$/);

  // Only the worker runs jobs (both API processes have JOBS_WORKER=false): Ready means it transcoded.
  await expect(page.getByTestId('upload-status')).toHaveText('Ready', { timeout: 180_000 });
  await page.getByLabel('Description').fill('Cut off, resumed, transcoded');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/community-timeline\/Videos$/);
  const card = page
    .locator('[data-testid^="post-"]')
    .filter({ hasText: 'Cut off, resumed, transcoded' })
    .first();
  const video = card.getByTestId('video-player');
  await expect(video).toBeVisible({ timeout: 60_000 });
  await video.evaluate(async (el: HTMLVideoElement) => {
    el.muted = true;
    await el.play().catch(() => undefined);
  });
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 60_000 })
    .toBeGreaterThan(1);
});
