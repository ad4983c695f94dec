import { logoutMember, signUp } from './support/helpers';
import { expect, type Page, test } from './support/test';

const pageToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('simmer.user') ?? '{}') as { access_token: string }).access_token,
  );

/** Whether a picture on the page has loaded (drawn with a size). */
const drawn = (page: Page, src: string) =>
  page.evaluate(
    (s) =>
      [...document.images].some(
        (img) => img.getAttribute('src') === s && img.complete && img.naturalWidth > 0,
      ),
    src,
  );

test('offline: a kept recipe, a recipe opened before and a grocery list open with no network; signing out clears them', async ({
  page,
  context,
  request,
}) => {
  const list = (await (await request.get('/v1/admin/user/youtube-recipe/')).json()) as {
    results: Array<{ id: number; title: string; title_image: string | null }>;
  };
  const [kept, opened, never] = list.results.filter((r) => r.title_image);
  expect(never).toBeDefined();

  await signUp(page);
  const auth = { authorization: `Bearer ${await pageToken(page)}` };
  const created = await request.post('/v1/grocery/lists/', {
    headers: auth,
    data: {
      list_name: 'Weekend',
      grocery_items: [{ item_name: 'Shallots', quantity: '3', category: 'vegetable' }],
    },
  });
  expect(created.ok()).toBeTruthy();
  const groceryId = ((await created.json()).data as { id: number }).id;

  await page.goto(`/recipe/${kept!.id}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  // Keep the recipe offline, with the keyboard.
  const keep = page.getByRole('button', { name: 'Keep offline' });
  await keep.focus();
  await expect(keep).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('Enter');
  const keptButton = page.getByRole('button', { name: 'Kept offline ✓' });
  await expect(keptButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Saved on this device: this recipe opens without a connection.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove the offline copy of this recipe' })).toBeVisible();

  // Another recipe is only opened, and the grocery list loaded once.
  await page.goto(`/recipe/${opened!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: opened!.title })).toBeVisible();
  await expect.poll(() => drawn(page, opened!.title_image!)).toBe(true);
  await page.goto(`/view-grocery-list/${groceryId}`);
  await expect(page.getByText('Shallots', { exact: true })).toBeVisible();

  // The recipe box lists what is kept on this device.
  await page.goto('/recipe-box');
  const keptList = page.getByTestId('kept-offline');
  await expect(keptList.getByRole('link', { name: kept!.title })).toBeVisible();
  await expect(keptList.getByRole('link', { name: opened!.title })).toHaveCount(0);

  // No network: the page is offline, and the server cannot be reached by the worker either.
  let away = false;
  await context.route('**/*', (route) => (away ? route.abort('internetdisconnected') : route.continue()));
  away = true;
  await context.setOffline(true);

  await page.goto(`/recipe/${kept!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: kept!.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /You are offline/ })).toBeVisible();
  await expect(page.getByTestId('connected-recipe').first()).toBeVisible();
  await expect(page.getByTestId('connected-recipe').first().getByRole('listitem').first()).toBeVisible();
  await expect.poll(() => drawn(page, kept!.title_image!)).toBe(true);
  await expect(page.getByRole('button', { name: 'Kept offline ✓' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('kept-recipe-offline-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('kept-recipe-offline-390.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/recipe/${opened!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: opened!.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /You are offline/ })).toBeVisible();
  await expect.poll(() => drawn(page, opened!.title_image!)).toBe(true);
  // Keeping needs the network.
  await expect(page.getByRole('button', { name: 'Keep offline' })).toBeDisabled();

  await page.goto(`/recipe/${never!.id}`);
  await expect(page.getByText('You are offline and this recipe is not saved on this device.')).toBeVisible({
    timeout: 30_000,
  });

  await page.goto(`/view-grocery-list/${groceryId}`);
  await expect(page.getByText('Shallots', { exact: true })).toBeVisible();

  await page.goto('/recipe-box');
  await expect(page.getByTestId('kept-offline').getByRole('link', { name: kept!.title })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recipe-box-offline.png'), fullPage: true });

  // Back online, signing out leaves nothing of the member's recipes on the device.
  away = false;
  await context.setOffline(false);
  await page.goto('/user-home-page');
  await logoutMember(page);
  // (Pages loaded since may hold the site's settings and public pictures again, nothing else.)
  const memberEntries = () =>
    page.evaluate(async () => {
      const found: string[] = [];
      for (const name of ['simmer-api-v1', 'simmer-recipes-v1', 'simmer-kept-v1']) {
        if (!(await caches.has(name))) continue;
        for (const req of await (await caches.open(name)).keys()) {
          if (/youtube-recipe|grocery/.test(req.url) || name === 'simmer-kept-v1') found.push(req.url);
        }
      }
      return found;
    });
  await expect.poll(memberEntries).toEqual([]);
});
