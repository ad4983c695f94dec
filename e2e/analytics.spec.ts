import { demo, loginAs, signUpQuickly } from './support/helpers';
import { expect, test } from './support/test';

test('a member watches half of a video; after the rollup an admin reads its views and retention', async ({
  page,
  browser,
  request,
}) => {
  // A free demo video that plays.
  const list = (await (await request.get('/v1/admin/user/video/')).json()) as {
    results: Array<{ id: number; is_premium: boolean; title: string }>;
  };
  let target: { id: number; title: string } | null = null;
  for (const v of list.results.filter((r) => !r.is_premium)) {
    const detail = await (await request.get(`/v1/admin/user/video/${v.id}/`)).json();
    if (detail.video_playback_id) {
      target = { id: v.id, title: v.title };
      break;
    }
  }
  expect(target, 'a free demo video').not.toBeNull();
  const { id, title } = target!;

  await signUpQuickly(page);
  const video = page.getByTestId('video-player');
  // The demo clips are made in the background after the first start: reload until it plays.
  await expect(async () => {
    await page.goto(`/video/${id}`);
    await expect(video).toBeVisible();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      v.playbackRate = 2;
      return v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
  }).toPass({ timeout: 240_000 });
  // Half of it, played through (not skipped to).
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime / v.duration), { timeout: 120_000 })
    .toBeGreaterThanOrEqual(0.5);
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  // What is waiting leaves in the next batch, at most 5 s later.
  await page.waitForTimeout(6_000);
  await page.goto('/all-videos');
  await page.close();

  const admin = await browser.newPage();
  await loginAs(admin, demo.admin, /admin-home-page/);
  await admin.getByRole('link', { name: 'Analytics' }).first().click();
  await expect(admin).toHaveURL(/\/admin-analytics$/);
  await expect(admin.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  // The rollup job, run now instead of at the next quarter hour.
  await admin.getByRole('button', { name: 'Update figures' }).click();
  await expect(admin.getByText('Figures updated.')).toBeVisible();
  await expect(admin.getByTestId('total-video_start')).not.toHaveText('0');

  // The video's own page, from the content list.
  await admin.goto('/upload-content-listing');
  await admin.getByRole('textbox', { name: 'Search content' }).fill(title);
  await admin
    .getByRole('link', { name: `Analytics: ${title}` })
    .first()
    .click();
  await expect(admin).toHaveURL(new RegExp(`/admin-analytics/video/${id}$`));
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();
  await expect(admin.getByTestId('item-views')).not.toHaveText('0');
  await expect(admin.getByTestId('item-starts')).not.toHaveText('0');
  const retention = admin.getByTestId('retention-table');
  // Everyone who started reached the first twentieth, and this member reached the middle.
  const share = async (part: string) =>
    Number.parseFloat(
      (await retention
        .getByRole('row', { name: new RegExp(`^${part}%`) })
        .getByRole('cell')
        .nth(1)
        .textContent()) ?? '0',
    );
  expect(await share('5')).toBeGreaterThan(0);
  expect(await share('50')).toBeGreaterThan(0);
  await admin.close();
});
