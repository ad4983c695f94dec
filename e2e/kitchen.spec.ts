import { demo } from './support/helpers';
import { type APIRequestContext, expect, test } from './support/test';

async function tokenOf(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post('/v1/users/rest-auth/login/', { data: who });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { access_token: string }).access_token;
}

test('steps on the video: a step time seeks the player, chapters come from the WebVTT track and the step playing is highlighted', async ({
  page,
  request,
}) => {
  const admin = { authorization: `Bearer ${await tokenOf(request, demo.admin)}` };
  // A free, playable demo video with a written recipe.
  const list = (await (await request.get('/v1/admin/user/video/')).json()) as {
    results: Array<{ id: number; is_premium: boolean }>;
  };
  let target: { id: number; recipe: { id: number; instructions: string } } | null = null;
  for (const v of list.results.filter((r) => !r.is_premium)) {
    const detail = await (await request.get(`/v1/admin/user/video/${v.id}/`)).json();
    if (detail.video_playback_id && detail.connected_recipe?.length) {
      target = { id: v.id, recipe: detail.connected_recipe[0] };
      break;
    }
  }
  expect(target, 'a free demo video with a recipe').not.toBeNull();
  const { id, recipe } = target!;
  const steps = (recipe.instructions.match(/<li>/g) ?? []).length;
  expect(steps).toBeGreaterThan(1);
  const times = Array.from({ length: steps }, (_, i) => 1 + i * 2);
  const saved = await request.put(`/v1/admin/edit-connected-recipe/${recipe.id}/`, {
    headers: admin,
    data: { step_times: times, ingredients_time: 0 },
  });
  expect(saved.ok()).toBeTruthy();

  await page.goto(`/video/${id}`);
  const video = page.getByTestId('video-player');
  await expect(video).toBeVisible();
  // The chapters track (served by the API) is read into the chapter bar under the player.
  const bar = page.getByTestId('chapter-bar');
  await expect(bar.getByRole('listitem')).toHaveCount(steps + 1);
  await expect(bar.getByRole('listitem').nth(2)).toContainText('0:03');

  // Clicking the second step's time seeks the player there and highlights that step.
  await page.getByRole('button', { name: 'Play this step at 0:03' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThanOrEqual(3);
  const second = page.getByTestId('recipe-steps').locator('li').nth(1);
  await expect(second).toHaveAttribute('aria-current', 'step');
  await expect(page.getByTestId('recipe-steps').locator('li').first()).not.toHaveAttribute(
    'aria-current',
    'step',
  );
  await video.evaluate((v: HTMLVideoElement) => v.pause());
  // A chapter in the bar seeks too.
  await bar.getByRole('listitem').nth(1).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime)))
    .toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('recipe-steps').locator('li').first()).toHaveAttribute(
    'aria-current',
    'step',
  );
});

test('cook mode: one step at a time, timers from the step text keep running across steps and ring', async ({
  page,
}) => {
  await page.clock.install();
  // A demo recipe whose steps say how long to cook.
  const list = (await (await page.request.get('/v1/admin/user/youtube-recipe/')).json()) as {
    results: Array<{ id: number }>;
  };
  let found: { id: number; step: number; minutes: number } | null = null;
  for (const r of list.results) {
    const detail = await (await page.request.get(`/v1/admin/user/youtube-recipe/${r.id}/`)).json();
    const html: string = detail.connected_recipe?.[0]?.instructions ?? '';
    const steps = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!);
    const step = steps.findIndex((s) => /\b(\d+) minutes\b/.test(s));
    if (step >= 0 && step < steps.length - 1) {
      found = { id: r.id, step, minutes: Number(/\b(\d+) minutes\b/.exec(steps[step]!)![1]) };
      break;
    }
  }
  expect(found).not.toBeNull();
  const { id, step, minutes } = found!;
  await page.goto(`/recipe/${id}`);
  await page.getByRole('button', { name: 'Cook mode' }).first().click();
  const cook = page.getByTestId('cook-mode');
  await expect(cook.getByText('Ingredients', { exact: true }).first()).toBeVisible();

  // Keyboard, then the buttons, move between steps.
  await page.keyboard.press('ArrowRight');
  await expect(cook.getByText(/^Step 1 of \d+$/)).toBeVisible();
  for (let i = 0; i < step; i++) await cook.getByRole('button', { name: 'Next step' }).click();
  await expect(cook.getByText(new RegExp(`^Step ${step + 1} of`))).toBeVisible();

  await cook.getByRole('button', { name: `Start ${minutes} minutes timer` }).click();
  await expect(cook.getByTestId('cook-timer')).toContainText(`${minutes}:00`);
  // The timer keeps running on the next step.
  await page.keyboard.press('ArrowRight');
  await expect(cook.getByText(new RegExp(`^Step ${step + 2} of`))).toBeVisible();
  await page.clock.fastForward(60_000);
  await expect(cook.getByTestId('cook-timer')).toContainText(`${minutes - 1}:00`);
  await page.keyboard.press('ArrowLeft');
  await expect(cook.getByText(new RegExp(`^Step ${step + 1} of`))).toBeVisible();
  await page.clock.fastForward((minutes - 1) * 60_000);
  await expect(cook.getByRole('alert')).toContainText(`${minutes} minutes timer is done`);
  await cook.getByRole('button', { name: 'Stop timer' }).click();
  await expect(cook.getByRole('alert')).toHaveCount(0);
  await cook.getByRole('button', { name: 'Leave cook mode' }).click();
  await expect(cook).toHaveCount(0);
});
