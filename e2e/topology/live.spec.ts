import { type ChildProcess, spawn } from 'node:child_process';
import { demo, signInAs } from '../support/helpers';
import { expect, instanceOf, streamInstance, test } from './support';

/** A broadcaster: ffmpeg pushing colour bars and a tone to the studio's RTMP address and key. */
function broadcast(url: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '180'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15'],
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
}

/**
 * The built-in ingest runs in the API process that took Go Live (its ffmpeg listens on
 * LIVE_RTMP_PORT and writes the stream to the shared DATA_DIR); the viewer's playlist and the
 * comments go through either process.
 */
test('live comments posted through one process reach the studio whose stream is held by the other', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const studio = await adminContext.newPage();
  const viewer = await memberContext.newPage();
  let pusher: ChildProcess | null = null;
  try {
    await signInAs(studio, demo.admin);
    await studio.goto('/livestream');
    await studio.getByRole('textbox', { name: 'Stream title' }).fill('Across processes, live');
    await studio.getByRole('button', { name: 'Go Live' }).click();
    await expect(studio.getByTestId('live-status')).toHaveText('Waiting');
    const server = await studio.getByRole('textbox', { name: 'Server (RTMP URL)' }).inputValue();
    const key = await studio.getByLabel('Stream key', { exact: true }).inputValue();
    pusher = broadcast(`${server}/${key}`);
    await expect(studio.getByTestId('live-status')).toHaveText('Live', { timeout: 60_000 });
    const studioEvents = streamInstance(studio, /^\/v1\/livestream\/events\/\d+\/$/);
    await studio.reload();
    await expect(studio.getByTestId('live-status')).toHaveText('Live');
    const held = await studioEvents.current();

    await signInAs(viewer, demo.member);
    await viewer.goto('/join-livestream');
    await expect(viewer.getByRole('heading', { level: 1, name: 'Across processes, live' })).toBeVisible();
    const video = viewer.getByTestId('video-player');
    await video.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play().catch(() => undefined);
    });
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 60_000 })
      .toBeGreaterThan(0.5);

    // The member comments until a comment is served by the process not holding the studio's stream.
    const served: string[] = [];
    for (let n = 1; n <= 8 && served.every((i) => i === held); n++) {
      const text = `Live comment ${n} across processes`;
      const answered = viewer.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/v1/livestream/comments/'),
      );
      await viewer.getByRole('textbox', { name: 'Write a comment' }).fill(text);
      await viewer.getByRole('button', { name: 'Comment', exact: true }).click();
      const res = await answered;
      expect(res.status()).toBeLessThan(300);
      served.push(instanceOf(res));
      await expect(viewer.getByTestId('live-comment').filter({ hasText: text })).toBeVisible();
      await expect(studio.getByTestId('live-comment').filter({ hasText: text })).toBeVisible();
    }
    expect(
      served.at(-1),
      `a comment was served by the process not holding the studio's stream (${held})`,
    ).not.toBe(held);
    expect(studioEvents.count()).toBe(1);

    // Ending from the studio, through whichever process: the viewer hears of it.
    await studio.getByRole('button', { name: 'End stream' }).click();
    await studio.getByRole('dialog').getByRole('button', { name: 'End stream' }).click();
    await expect(studio.getByRole('button', { name: 'Go Live' })).toBeVisible();
    await expect(viewer.getByText('Currently there is not any livestream on this endpoint.')).toBeVisible({
      timeout: 30_000,
    });
  } finally {
    pusher?.kill('SIGKILL');
    await adminContext.close();
    await memberContext.close();
  }
});
