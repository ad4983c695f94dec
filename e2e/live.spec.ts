import { type ChildProcess, spawn } from 'node:child_process';
import { demo, loginAs, signInAs } from './support/helpers';
import { expect, test } from './support/test';

/** A broadcaster: ffmpeg pushing colour bars and a tone to the studio's RTMP address and key. */
function broadcast(url: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '120'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '15'],
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
}

test('an admin goes live from the studio, a member joins from the bell, watches and comments', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const adminContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const studio = await adminContext.newPage();
  const viewer = await memberContext.newPage();
  let pusher: ChildProcess | null = null;
  try {
    // The admin opens the studio from the header and presses Go Live.
    await loginAs(studio, demo.admin, /admin-home-page/);
    await studio.getByRole('link', { name: 'Live' }).first().click();
    await expect(studio).toHaveURL(/livestream-home/);
    await studio.goto('/livestream');
    // A stream needs a title: Go Live without one says so and starts nothing.
    await studio.getByRole('button', { name: 'Go Live' }).click();
    await expect(studio.getByText('Give the stream a title.')).toBeVisible();
    await studio.getByRole('textbox', { name: 'Stream title' }).fill('Sunday roast, live');
    await studio.getByRole('button', { name: 'Go Live' }).click();
    await expect(studio.getByTestId('live-status')).toHaveText('Waiting');
    const server = await studio.getByRole('textbox', { name: 'Server (RTMP URL)' }).inputValue();
    const key = await studio.getByLabel('Stream key', { exact: true }).inputValue();
    expect(server).toMatch(/^rtmp:\/\/[^/]+:\d+\/live$/);
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);

    // The member's page before anything is live.
    await signInAs(viewer, demo.member);
    await viewer.goto('/join-livestream');
    await expect(viewer.getByText('Currently there is not any livestream on this endpoint.')).toBeVisible();

    // OBS stand-in: the stream turns live in the studio without a reload.
    pusher = broadcast(`${server}/${key}`);
    await expect(studio.getByTestId('live-status')).toHaveText('Live', { timeout: 30_000 });

    // The member is told through the bell and joins from the notification.
    await viewer.goto('/user-home-page');
    await expect(viewer.getByRole('link', { name: /Notifications \(\d+ unread\)/ })).toBeVisible({
      timeout: 15_000,
    });
    await viewer
      .getByRole('link', { name: /Notifications/ })
      .first()
      .click();
    await viewer.getByText('Ada Admin is going live').first().click();
    await expect(viewer).toHaveURL(/join-livestream/);

    // The viewer sees the stream's title.
    await expect(viewer.getByRole('heading', { level: 1, name: 'Sunday roast, live' })).toBeVisible();

    // The player plays the live stream.
    const video = viewer.getByTestId('video-player');
    await expect(video).toBeVisible();
    await video.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play().catch(() => undefined);
    });
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.5);

    // At least one viewer is counted (the member's own poll).
    await expect(viewer.getByTestId('live-viewers')).toHaveText(/^[1-9]\d* watching$/, { timeout: 15_000 });
    await expect(studio.getByTestId('live-viewers')).toHaveText(/^[1-9]\d* watching$/, { timeout: 15_000 });

    // Wide screen: the comments sit beside the video, open, without a toggle.
    const panel = viewer.getByTestId('live-comments-panel');
    const [videoBox, panelBox] = [await video.boundingBox(), await panel.boundingBox()];
    expect(panelBox!.x).toBeGreaterThan(videoBox!.x + videoBox!.width - 1);
    expect(panelBox!.y).toBeLessThan(videoBox!.y + videoBox!.height);
    await expect(viewer.getByRole('button', { name: /Show Comments/ })).toHaveCount(0);
    // An empty comment is refused, a real one appears on both pages.
    await viewer.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(viewer.getByText('Please enter comment')).toBeVisible();
    await viewer.getByRole('textbox', { name: 'Write a comment' }).fill('Smells great from here!');
    await viewer.getByRole('button', { name: 'Comment', exact: true }).click();
    const mine = viewer.getByTestId('live-comment').filter({ hasText: 'Smells great from here!' });
    await expect(mine).toBeVisible();
    await expect(mine).toContainText('Maya');
    await expect(
      studio.getByTestId('live-comment').filter({ hasText: 'Smells great from here!' }),
    ).toBeVisible();

    // On a phone the comments go below the video, hidden behind Show Comments at first.
    await viewer.setViewportSize({ width: 390, height: 844 });
    const toggle = viewer.getByRole('button', { name: /Show Comments/ });
    await expect(toggle).toBeVisible();
    const phoneVideo = await video.boundingBox();
    expect((await panel.boundingBox())!.y).toBeGreaterThanOrEqual(phoneVideo!.y + phoneVideo!.height - 1);
    await toggle.click();
    await expect(mine).toBeVisible();
    await viewer.screenshot({ path: 'test-results/live-viewer-390.png', fullPage: true });
    await viewer.setViewportSize({ width: 1280, height: 800 });
    await viewer.screenshot({ path: 'test-results/live-viewer-1280.png' });

    // The admin ends the stream after confirming; the member's page says nothing is live.
    await studio.getByRole('button', { name: 'End stream' }).click();
    await studio.getByRole('dialog').getByRole('button', { name: 'End stream' }).click();
    await expect(studio.getByRole('button', { name: 'Go Live' })).toBeVisible();
    await expect(viewer.getByText('Currently there is not any livestream on this endpoint.')).toBeVisible({
      timeout: 20_000,
    });

    // The dashboard lists the past stream with its figures.
    await studio.goto('/livestream-home');
    const row = studio.getByRole('table', { name: 'Past livestreams' }).getByRole('row').nth(1);
    await expect(row).toContainText('Ada Admin');
    await expect(row).toContainText('Sunday roast, live');
    await expect(row).toContainText('Ended');

    // Its recording becomes a draft replay video, opened from the row in the content tools.
    const replay = row.getByTestId('live-replay').getByRole('link', { name: 'Edit and publish the replay' });
    await expect(replay).toBeVisible({ timeout: 90_000 });
    await replay.click();
    await expect(studio).toHaveURL(/\/update-content\/video\/\d+$/);
    await expect(studio.getByTestId('live-replay-notice')).toContainText('(live comments: 1)');
    await expect(studio.getByLabel('Video name')).toHaveValue('Sunday roast, live');
    await expect(studio.getByRole('button', { name: 'Publish Video' })).toBeVisible();
  } finally {
    pusher?.kill('SIGKILL');
    await adminContext.close();
    await memberContext.close();
  }
});
