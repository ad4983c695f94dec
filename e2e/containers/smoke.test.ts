import { expect, test } from '@playwright/test';
import { demo, loginAs, signInAs, signUpQuickly } from '../support/helpers';

// The smoke journeys of Simmer's image on its embedded defaults (PGlite, local media, the
// sandbox payment processor, the demo content and its clips made by ffmpeg in the image).

test('a visitor sees the home page filled from the demo content, drawn on the server', async ({ page }) => {
  // The image's server renderer (apps/web/dist-ssr, bundled in the build) draws the page.
  const html = await (await page.request.get('/home-page-new')).text();
  expect(html).toContain('data-testid="featured-top-left"');
  await page.goto('/home-page-new');
  await expect(page.getByTestId('featured-top-left')).toBeVisible();
  await expect(page.getByTestId('featured-top-right')).toBeVisible();
});

test('the demo member logs in through the login page', async ({ page }) => {
  await loginAs(page, demo.member);
  await expect(page).toHaveURL(/user-home-page/);
});

test('a member plays a free demo video transcoded in the container', async ({ page }) => {
  test.setTimeout(12 * 60_000);
  await signInAs(page, demo.member);
  const res = await page.request.get('/v1/admin/user/video/');
  expect(res.ok()).toBe(true);
  const videos = (
    (await res.json()) as { results: Array<{ id: number; is_premium: boolean; title: string }> }
  ).results;
  const free = videos.find((v) => !v.is_premium);
  expect(free, 'a free demo video').toBeTruthy();
  // Its clip is made by the image's worker after the first start; on a busy machine that can take
  // minutes, so wait for the stream before the page.
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/v1/admin/user/video/${free!.id}/`)).json()) as {
            video_playback_id: string | null;
          }
        ).video_playback_id,
      { timeout: 10 * 60_000, intervals: [2_000] },
    )
    .not.toBeNull();
  await page.goto(`/video/${free!.id}`);
  const video = page.getByTestId('video-player');
  await expect(video).toBeVisible();
  await page.getByRole('region', { name: free!.title }).press('k');
  await expect
    .poll(() => video.evaluate((v) => (v as unknown as { currentTime: number }).currentTime), {
      timeout: 30_000,
    })
    .toBeGreaterThan(1.5);
});

test('a member pays for a monthly plan in the sandbox', async ({ page }) => {
  await signUpQuickly(page);
  await page.goto('/premium-plans');
  await page.getByTestId('plan-monthly').getByRole('button', { name: 'Choose' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByTestId('test-mode')).toContainText('Test mode');
  const form = page.getByRole('form', { name: 'Add Your Card Details' });
  await form.getByLabel('Card Number').fill('4242424242424242');
  await form.getByLabel('MM').fill('12');
  await form.getByLabel('YYYY').fill('2034');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: /^Make Payment \$/ }).click();
  await expect(page).toHaveURL(/\/user-plan-details$/);
  await expect(page.getByText(/Payment successful\. Your monthly plan is active until/)).toBeVisible();
});
