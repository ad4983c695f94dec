import { mkdirSync } from 'node:fs';
import { signUpQuickly } from './support/helpers';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/** The member's bearer token, read from the session the app stored. */
async function bearer(page: Page) {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('simmer.user') ?? 'null')?.access_token as string,
  );
  return { authorization: `Bearer ${token}` };
}

type Recipe = { id: number; title: string; connected: { id: number; name: string; ingredients: Ing[] } };
type Ing = { name: string; quantity: string; unit: string };

/** Published demo recipes (YouTube recipes) that have a written recipe with ingredients. */
async function demoRecipes(request: APIRequestContext): Promise<Recipe[]> {
  const list = (await (await request.get('/v1/admin/user/youtube-recipe/')).json()) as {
    results: Array<{ id: number; title: string }>;
  };
  const found: Recipe[] = [];
  for (const r of list.results) {
    const detail = await (await request.get(`/v1/admin/user/youtube-recipe/${r.id}/`)).json();
    const c = detail.connected_recipe?.[0];
    if (c?.ingredients?.length) found.push({ id: r.id, title: detail.title, connected: c });
    if (found.length === 2) break;
  }
  expect(found.length, 'two demo recipes with ingredients').toBe(2);
  return found;
}

const shots = 'test-results/recipe-box';
mkdirSync(shots, { recursive: true });

test('collections: an item in two collections, a share link a visitor opens read-only, rename, revoke and delete', async ({
  page,
  browser,
}) => {
  await signUpQuickly(page);
  const auth = await bearer(page);
  const [recipe] = await demoRecipes(page.request);
  const videos = (await (await page.request.get('/v1/admin/user/video/')).json()) as {
    results: Array<{ id: number; title: string; is_premium: boolean }>;
  };
  const premium = videos.results.find((v) => v.is_premium)!;
  for (const [content_type, id] of [
    ['youtube_recipe', recipe!.id],
    ['video', premium.id],
  ] as const) {
    const saved = await page.request.post('/v1/user/bookmark/', {
      headers: auth,
      data: { content_type, id },
    });
    expect(saved.ok()).toBeTruthy();
  }

  await page.goto('/recipe-box');
  await expect(page.getByText('No collections yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'New collection' }).click();
  await page.getByRole('dialog').getByLabel('Collection name').fill('Weeknights');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Weeknights' })).toBeVisible();
  await expect(page).toHaveURL(/\/recipe-box\/\d+$/);
  const collectionUrl = page.url();

  // From the saved items: the recipe into Weeknights and into a new "Baking"; the premium video into Weeknights.
  await page.goto('/saved-content');
  await page.getByRole('button', { name: `Add to collection: ${recipe!.title}` }).click();
  await page.getByRole('menuitem', { name: 'Weeknights', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Weeknights (added)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Add to collection: ${recipe!.title}` }).click();
  await page.getByRole('menuitem', { name: 'New collection' }).click();
  await page.getByRole('dialog').getByLabel('Collection name').fill('Baking');
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: `Add to collection: ${premium.title}` }).click();
  await page.getByRole('menuitem', { name: 'Weeknights', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Weeknights (added)' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/recipe-box');
  const cards = page.getByTestId('collection-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Baking' })).toContainText('1 item');
  await expect(cards.filter({ hasText: 'Weeknights' })).toContainText('2 items');
  await page.screenshot({ path: `${shots}/recipe-box.png`, fullPage: true });

  // Shared by link; a visitor (another browser, nobody signed in) reads it.
  await page.goto(collectionUrl);
  await expect(page.getByText('Private: only you can see this collection.')).toBeVisible();
  await page.getByRole('button', { name: 'Share by link' }).click();
  const link = await page.getByTestId('share-link').inputValue();
  expect(link).toMatch(/\/shared-collection\/[\w-]{32,}$/);
  await page.screenshot({ path: `${shots}/collection.png`, fullPage: true });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { name: 'Weeknights' })).toBeVisible();
  const shared = visitor.getByTestId('catalog-card');
  await expect(shared).toHaveCount(2);
  // The premium video is a premium card (with its lock), as in every list a visitor sees.
  await expect(shared.filter({ hasText: premium.title })).toContainText('Premium');
  // Read-only: nothing to change.
  await expect(visitor.getByRole('button', { name: /Rename|Delete|Remove|Stop sharing/ })).toHaveCount(0);
  await visitor.setViewportSize({ width: 390, height: 844 });
  await visitor.screenshot({ path: `${shots}/shared-390.png`, fullPage: true });

  // Renamed, then the link revoked: the visitor's link stops working.
  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByRole('dialog').getByLabel('Collection name').fill('Quick dinners');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Quick dinners' })).toBeVisible();
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText('Private: only you can see this collection.')).toBeVisible();
  await visitor.reload();
  await expect(
    visitor.getByText('This shared collection does not exist or is no longer shared.'),
  ).toBeVisible();
  await visitorContext.close();

  // Removing an item, then deleting the collection after confirming.
  await page.getByRole('button', { name: `Remove from collection: ${premium.title}` }).click();
  await expect(page.getByTestId('catalog-card')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete collection' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/recipe-box$/);
  await expect(page.getByTestId('collection-card')).toHaveCount(1);
});

test('a recipe prints its ingredients and steps at the chosen servings, without navigation or video; Cooked it keeps a history', async ({
  page,
}) => {
  await signUpQuickly(page);
  const [recipe] = await demoRecipes(page.request);
  await page.goto(`/recipe/${recipe!.id}`);
  const body = page.getByTestId('connected-recipe').first();
  await expect(body).toBeVisible();
  const servings = body.getByTestId('servings-value');
  const before = Number(await servings.textContent());
  await body.getByRole('button', { name: 'More servings' }).click();
  await expect(servings).toHaveText(String(before + 1));
  const firstLine = await body.getByTestId('ingredient-list').locator('li').first().textContent();

  // Cooked it: today, then removed from the history.
  await page.getByRole('button', { name: 'Cooked it' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cooked it' }).click();
  const history = page.getByTestId('cooked-history');
  await expect(history.locator('li')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Cooked it · 1' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cook mode' })).toBeHidden();
  await expect(page.locator('iframe')).toHaveCount(await page.locator('iframe').count());
  for (const frame of await page.locator('iframe').all()) await expect(frame).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeHidden();
  await expect(body.getByTestId('ingredient-list')).toBeVisible();
  await expect(servings).toHaveText(String(before + 1));
  await expect(body.getByTestId('ingredient-list').locator('li').first()).toHaveText(firstLine!);
  await page.screenshot({ path: `${shots}/print.png`, fullPage: true });
  const pdf = await page.pdf({ path: `${shots}/print.pdf`, format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(1000);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('a week planned with the keyboard and by drag and drop becomes a grocery list merged with the existing one, and is copied to the next week', async ({
  page,
}) => {
  await signUpQuickly(page);
  const auth = await bearer(page);
  const [a, b] = await demoRecipes(page.request);
  // A list the member already has, holding one of the first recipe's ingredients.
  const shared = a!.connected.ingredients[0]!;
  const list = await page.request.post('/v1/grocery/lists/', {
    headers: auth,
    data: {
      list_name: 'Market run',
      grocery_items: [
        { item_name: shared.name, quantity: shared.quantity || '1', unit: shared.unit, category: 'pantry' },
      ],
    },
  });
  const listId = (await list.json()).data.id as number;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/meal-plan?week=2026-11-25');
  await expect(page.getByTestId('plan-week')).toContainText('Week of');
  await expect(page.getByText('Nothing planned this week.', { exact: false })).toBeVisible();

  // The keyboard way in: search, day, meal, servings.
  async function plan(name: string, day: string, meal: string, servings: string) {
    await page.getByRole('button', { name: 'Add a recipe', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Find a recipe').fill(name.slice(0, 4));
    await page.getByRole('option', { name }).first().click();
    await dialog.getByRole('combobox', { name: 'Day', exact: true }).selectOption(day);
    await dialog.getByRole('combobox', { name: 'Meal', exact: true }).selectOption(meal);
    await dialog.getByLabel('Servings').fill(servings);
    await dialog.getByRole('button', { name: 'Add to plan' }).click();
    await expect(dialog).toHaveCount(0);
    await page.mouse.move(0, 600);
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  }
  await plan(a!.connected.name, '2026-11-24', 'dinner', '6');
  await plan(b!.connected.name, '2026-11-25', 'lunch', '2');
  const slot = (s: string) => page.locator(`[data-slot="${s}"]`);
  await expect(slot('2026-11-24|dinner').getByTestId('plan-entry')).toHaveCount(1);
  await expect(slot('2026-11-25|lunch').getByTestId('plan-entry')).toHaveCount(1);
  await page.screenshot({ path: `${shots}/meal-plan-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Moved with the keyboard: "Move to…" then the day and meal.
  const moveButton = page.getByRole('button', { name: `Move ${b!.connected.name} to…` });
  await moveButton.focus();
  await page.keyboard.press('Enter');
  const day = page.getByRole('combobox', { name: 'Day', exact: true });
  await expect(day).toBeFocused();
  await day.selectOption('2026-11-27');
  await page.keyboard.press('Tab');
  const meal = page.getByRole('combobox', { name: 'Meal', exact: true });
  await expect(meal).toBeFocused();
  await meal.selectOption('breakfast');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Move' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(slot('2026-11-27|breakfast').getByTestId('plan-entry')).toHaveCount(1);
  await expect(slot('2026-11-25|lunch').getByTestId('plan-entry')).toHaveCount(0);

  // Moved by drag and drop, on a wide screen.
  await page.setViewportSize({ width: 1280, height: 900 });
  const handle = slot('2026-11-24|dinner').getByTestId('drag-handle');
  const target = slot('2026-11-26|lunch');
  // Both in the first row, away from the edges where the planner scrolls the page while dragging.
  await page.evaluate(() => window.scrollTo(0, 0));
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(target.getByTestId('plan-entry')).toHaveCount(1);
  await expect(slot('2026-11-24|dinner').getByTestId('plan-entry')).toHaveCount(0);
  await page.screenshot({ path: `${shots}/meal-plan-wide.png`, fullPage: true });

  // Into the existing list: its line of the shared ingredient absorbs the recipe's.
  // The notices sit over the page's top-right buttons (and a pointer over one keeps it open).
  await page.mouse.move(0, 600);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await page.getByRole('button', { name: 'Make grocery list' }).click();
  await page.getByRole('dialog').getByLabel('Grocery list').selectOption(String(listId));
  await page.getByRole('dialog').getByRole('button', { name: 'Make grocery list' }).click();
  const made = page.getByTestId('grocery-made');
  await expect(made).toContainText('The week went into your grocery list "Market run".');
  const after = (await (
    await page.request.get(`/v1/grocery/lists/${listId}/`, { headers: auth })
  ).json()) as {
    grocery_items: Array<{ item_name: string }>;
    related_recipes: Array<{ name: string }>;
  };
  expect(
    after.grocery_items.filter((i) => i.item_name.toLowerCase() === shared.name.toLowerCase()),
  ).toHaveLength(1);
  expect(after.related_recipes.map((r) => r.name)).toEqual(
    expect.arrayContaining([a!.connected.name, b!.connected.name]),
  );
  await made.getByRole('link', { name: 'Open the list' }).click();
  await expect(page).toHaveURL(new RegExp(`/view-grocery-list/${listId}$`));
  await expect(page.getByText(b!.connected.name).first()).toBeVisible();

  // Copied to the next week, then back.
  await page.goto('/meal-plan?week=2026-11-23');
  await page.getByRole('button', { name: 'Copy to next week' }).click();
  await expect(page).toHaveURL(/week=2026-11-30/);
  await expect(slot('2026-12-03|lunch').getByTestId('plan-entry')).toHaveCount(1);
  await expect(slot('2026-12-04|breakfast').getByTestId('plan-entry')).toHaveCount(1);
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(/week=2026-11-23/);
  await expect(page.getByTestId('plan-entry')).toHaveCount(2);

  // Removed after confirming.
  await page.getByRole('button', { name: `Remove ${b!.connected.name} from the plan` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('plan-entry')).toHaveCount(1);
});
