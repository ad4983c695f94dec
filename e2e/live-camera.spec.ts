import config from './playwright.config';
import { demo, signInAs } from './support/helpers';
import { expect, test } from './support/test';

// Chromium's fake camera (a moving test pattern and a beep), allowed without a prompt.
const base = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...base,
    args: [...(base.args ?? []), '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('an admin with no broadcasting software goes live from the camera, a member watches', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const adminContext = await browser.newContext();
  const memberContext = await browser.newContext();
  const studio = await adminContext.newPage();
  const viewer = await memberContext.newPage();
  try {
    await signInAs(studio, demo.admin);
    await studio.goto('/livestream');
    await studio.getByRole('textbox', { name: 'Stream title' }).fill('Camera check');
    await studio.getByRole('button', { name: "Use this computer's camera" }).click();
    await expect(studio.getByTestId('live-status')).toHaveText('Waiting');
    await expect(studio.getByRole('tab', { name: "This computer's camera" })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Camera on: a preview and the devices to choose from.
    await studio.getByRole('button', { name: 'Turn on camera' }).click();
    const preview = studio.getByTestId('camera-preview');
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((el: HTMLVideoElement) => el.videoWidth), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(studio.getByRole('combobox', { name: 'Camera' })).not.toHaveValue('');
    await expect(studio.getByRole('combobox', { name: 'Microphone' })).not.toHaveValue('');

    // Start: the recorder's chunks reach the server and the stream turns live.
    await studio.getByRole('button', { name: 'Start broadcasting' }).click();
    await expect(studio.getByTestId('camera-sending')).toBeVisible();
    await expect(studio.getByTestId('live-status')).toHaveText('Live', { timeout: 40_000 });
    // The devices cannot change while sending.
    await expect(studio.getByRole('combobox', { name: 'Camera' })).toBeDisabled();

    // A member watches it like any livestream.
    await signInAs(viewer, demo.member);
    await viewer.goto('/join-livestream');
    const video = viewer.getByTestId('video-player');
    await expect(video).toBeVisible({ timeout: 20_000 });
    await video.evaluate(async (el: HTMLVideoElement) => {
      el.muted = true;
      await el.play().catch(() => undefined);
    });
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.5);

    // Stopping the camera ends the stream for everyone, after a confirmation.
    await studio.getByRole('button', { name: 'Stop camera' }).click();
    await studio.getByRole('dialog').getByRole('button', { name: 'End stream' }).click();
    await expect(studio.getByRole('button', { name: 'Go Live' })).toBeVisible();
    await expect(viewer.getByText('Currently there is not any livestream on this endpoint.')).toBeVisible({
      timeout: 20_000,
    });
  } finally {
    await adminContext.close();
    await memberContext.close();
  }
});
