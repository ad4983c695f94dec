import { demo, signInAs } from './support/helpers';
import { errorsOf } from './support/page-errors';
import { expect, type Page, test } from './support/test';

/** The first published recipe of the demo catalogue. */
async function firstRecipe(page: Page): Promise<{ id: number; title: string }> {
  const list = await page.request.get('/v1/admin/user/youtube-recipe/');
  expect(list.ok()).toBeTruthy();
  const first = ((await list.json()).results as Array<{ id: number; title: string }>)[0];
  if (!first) throw new Error('the demo catalogue has no recipe');
  return first;
}

/** A published recipe whose video is a page of this site (the demo's videos): drawn as a link inside. */
async function recipeWithOwnVideo(page: Page, base: string): Promise<number> {
  const list = await page.request.get('/v1/admin/user/youtube-recipe/');
  const ids = ((await list.json()).results as Array<{ id: number }>).map((r) => r.id);
  for (const id of ids) {
    const detail = await (await page.request.get(`/v1/admin/user/youtube-recipe/${id}/`)).json();
    if (typeof detail.youtube_link === 'string' && detail.youtube_link.startsWith(base)) return id;
  }
  throw new Error('the demo catalogue has no recipe whose video is on this site');
}

test('a recipe whose video is on this site hydrates without a mismatch, on a wide screen and a phone', async ({
  browser,
  baseURL,
}) => {
  const phone = {
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
  };
  for (const options of [{}, phone]) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const errors = errorsOf(page);
    const id = await recipeWithOwnVideo(page, baseURL as string);
    await page.goto(`/recipe/${id}`);
    // Hydrated: React keeps an element's props on it.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.querySelector('h1')!).some((k) => k.startsWith('__reactProps$')),
        ),
      )
      .toBe(true);
    // The link to the video here is drawn as the app draws it: inside the site, no new tab.
    const watch = page.getByRole('link', { name: 'Watch the recipe video' });
    await expect(watch).toHaveAttribute('href', /^\/(video|watch-show)\//);
    await expect(watch).not.toHaveAttribute('target', '_blank');
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('a visitor sees the public home and a recipe drawn before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const recipe = await firstRecipe(page);

  await page.goto('/home-page-new');
  await expect(page.getByRole('heading', { level: 1, name: 'Simmer' })).toBeVisible();
  await expect(page.getByTestId('category-section')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Log in' }).or(page.getByRole('button', { name: 'Log in' })),
  ).toBeVisible();

  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();
  const picture = page.locator('main img').first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await context.close();
});

test('the app hydrates the drawn page: the same elements stay, with no error', async ({ page }) => {
  const errors = errorsOf(page);
  const recipe = await firstRecipe(page);
  // The heading the server sent is marked before the app's code runs; the app must keep it.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        document.querySelector('h1')?.setAttribute('data-served', '');
    });
  });
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.locator('h1[data-served]')).toHaveText(recipe.title);
  // React keeps an element's props on it once it has hydrated it.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector('h1')!).some((k) => k.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
  // Hydrated: the page answers clicks, and its heading is still the one the server sent.
  await page.getByRole('button', { name: 'Add to grocery list' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('h1[data-served]')).toHaveText(recipe.title);
  expect(errors).toEqual([]);
});

test("a phone is sent its own layout, which the app keeps: the recipe's accordion is not drawn again", async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const errors = errorsOf(page);
  const recipe = await firstRecipe(page);
  // Every element the server sent is marked before the app's code runs.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive')
        for (const el of document.querySelectorAll('#root *')) el.setAttribute('data-served', '');
    });
  });
  await page.goto(`/recipe/${recipe.id}`);
  await expect(page.locator('#root')).toHaveAttribute('data-drawn', 'phone');
  // The first connected recipe's accordion control (spec: "Recipe n : name").
  const first = page.getByRole('button', { name: /^Recipe 1 : / });
  await expect(first).toHaveAttribute('data-served', '');
  // Hydrated, and the accordion is still the server's: its control opens and closes its panel.
  await expect
    .poll(() => first.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))))
    .toBe(true);
  await expect(first).toHaveAttribute('data-served', '');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('a button clicked before the app has loaded does its work once it has', async ({ page }) => {
  const recipe = await firstRecipe(page);
  // The app's code is held back until the click has been made on the drawn page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/recipe/${recipe.id}`, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add to grocery list' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test("a member's home is the member's from the start, never the visitor's page", async ({ page }) => {
  await signInAs(page, demo.member);
  const errors = errorsOf(page);
  // Whatever is painted while the page loads (checked before every frame): the visitor's header
  // (its "Log in") never is.
  await page.addInitScript(() => {
    const seen = { visitor: false };
    (window as { __seen?: typeof seen }).__seen = seen;
    const frame = () => {
      const buttons = document.querySelectorAll('#root a, #root button');
      const shown = (e: Element) => e.checkVisibility({ visibilityProperty: true });
      if ([...buttons].some((e) => e.textContent?.trim() === 'Log in' && shown(e))) seen.visitor = true;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  await page.goto('/home-page-new');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await expect(page.locator('header')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { __seen?: { visitor: boolean } }).__seen?.visitor)).toBe(
    false,
  );
  expect(errors).toEqual([]);
});
