import { expect, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

test('cook mode at 390 px: every button shows its whole label', async ({ page }) => {
  // A demo recipe whose steps have timers, so timer buttons show as well.
  const list = (await (await page.request.get('/v1/admin/user/youtube-recipe/')).json()) as {
    results: Array<{ id: number }>;
  };
  let found: { id: number; step: number } | null = null;
  for (const r of list.results) {
    const detail = await (await page.request.get(`/v1/admin/user/youtube-recipe/${r.id}/`)).json();
    const html: string = detail.connected_recipe?.[0]?.instructions ?? '';
    const steps = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!);
    const step = steps.findIndex((s) => /\b\d+ minutes\b/.test(s));
    if (step >= 0) {
      found = { id: r.id, step };
      break;
    }
  }
  expect(found).not.toBeNull();
  await page.goto(`/recipe/${found!.id}`);
  const cook = page.getByTestId('cook-mode');
  // The page is drawn on the server first: the button opens cook mode once the app has taken
  // over. Clicked again only while cook mode is not open (a second click on a busy machine,
  // after a slow first one, would close it).
  await expect(async () => {
    if (!(await cook.isVisible())) await page.getByRole('button', { name: 'Cook mode' }).first().click();
    await expect(cook.getByRole('button', { name: 'Next step' })).toBeVisible({ timeout: 5_000 });
  }).toPass();

  /** Every button in cook mode with a text label: its label fits its box (nothing cut off at the side). */
  const clipped = () =>
    cook.evaluate((root) =>
      [...root.querySelectorAll('button')]
        .filter((b) => b.textContent?.trim())
        .flatMap((b) =>
          [b, ...b.querySelectorAll<HTMLElement>('.mantine-Button-inner, .mantine-Button-label')]
            .filter((el) => el.scrollWidth > el.clientWidth)
            .map((el) => `${b.textContent!.trim()} (${el.className}: ${el.scrollWidth} > ${el.clientWidth})`),
        ),
    );

  expect(await clipped()).toEqual([]);
  for (let i = 0; i <= found!.step; i++) await cook.getByRole('button', { name: 'Next step' }).click();
  await expect(cook.getByRole('button', { name: /^Start .* timer$/ }).first()).toBeVisible();
  expect(await clipped()).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('cook-mode-390.png') });
});
