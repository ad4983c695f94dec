import sharp from 'sharp';
import { demo, signInAs, signUpQuickly } from './support/helpers';
import { expect, type Page, test } from './support/test';

const cards = (page: Page) => page.getByTestId('catalog-grid').getByTestId('catalog-card');

test('a visitor browses recipes 25 a page, searches with a typo and reads a recipe', async ({ page }) => {
  await page.goto('/all-recipes');
  await expect(page.getByRole('heading', { name: 'All Recipes' })).toBeVisible();
  await expect(page.getByTestId('list-count')).toHaveText('31 results');
  await expect(page.getByRole('heading', { name: 'Newly Added' })).toBeVisible();
  // The first page of the grid does not repeat the 8 cards of the strip above it.
  await expect(cards(page)).toHaveCount(17);
  const strip = await page.getByTestId('newly-added').getByTestId('catalog-card').allInnerTexts();
  expect(strip).toHaveLength(8);
  for (const title of await cards(page).allInnerTexts()) expect(strip).not.toContain(title);

  // Page 2, open a recipe, come back: the page number is restored.
  await page.getByRole('button', { name: '2' }).click();
  await expect(cards(page)).toHaveCount(6);
  await cards(page).first().click();
  await expect(page).toHaveURL(/\/recipe\/\d+/);
  await page.goBack();
  await expect(cards(page)).toHaveCount(6);

  // One character does not search; "chiken" finds the chicken recipes.
  const box = page.getByRole('textbox', { name: 'Search this list' });
  await box.fill('c');
  await page.waitForTimeout(700);
  await expect(page.getByTestId('list-count')).toHaveText('31 results');
  await box.fill('chiken');
  await expect(page.getByTestId('list-count')).not.toHaveText('31 results');
  const titles = await cards(page).allInnerTexts();
  expect(titles.length).toBeGreaterThan(3);
  for (const t of titles) expect(t.toLowerCase()).toContain('chicken');
  // A search that finds nothing says so in the spec's words (001 §8).
  await box.fill('xylophone quartz');
  await expect(page.getByText('No Recipes Found', { exact: true })).toBeVisible();
  await box.fill('chiken');
  await expect(cards(page).first()).toBeVisible();

  await cards(page).filter({ hasText: 'Lemon Garlic Roast Chicken' }).click();
  await expect(page.getByRole('heading', { name: 'Lemon Garlic Roast Chicken', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Recipe 1 : Lemon Garlic Roast Chicken' })).toBeVisible();
  await expect(page.getByText('Ingredients')).toBeVisible();
  await expect(page.getByText('Heat the oven to 220 °C and pat the chicken dry.')).toBeVisible();
  await expect(page.getByTestId('likes-count')).toHaveText(/\d+ likes?/);
  // Visitors see counts, not the like and bookmark controls.
  await expect(page.getByRole('button', { name: 'Like' })).toHaveCount(0);
});

test('the server sends JSON-LD and Open Graph tags for a recipe page', async ({ request }) => {
  const list = await (await request.get('/v1/admin/user/youtube-recipe/')).json();
  const html = await (await request.get(`/recipe/${list.results[0].id}`)).text();
  expect(html).toContain('<meta property="og:title"');
  expect(html).toContain('"@type":"Recipe"');
  expect(html).toContain('"recipeIngredient"');
});

test('a visitor clicking a premium video is asked to log in; shows and episodes open', async ({ page }) => {
  await page.goto('/all-videos');
  // Other specs may publish content on the same server, so counts are not pinned here.
  await expect(page.getByTestId('list-count')).toHaveText(/^\d+ results$/);
  const premium = cards(page).filter({ hasText: 'Premium' }).first();
  await premium.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('videoId'))).toMatch(/^\d+$/);
  await page.keyboard.press('Escape');

  await page.goto('/all-shows');
  await cards(page).filter({ hasText: 'Weeknight Kitchen' }).click();
  await expect(page.getByRole('heading', { name: 'Weeknight Kitchen', level: 1 })).toBeVisible();
  await expect(page.getByTestId('episode-item')).toHaveCount(4);
  await page.getByRole('button', { name: 'Watch Show' }).click();
  await expect(page).toHaveURL(/\/watch-show\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('One-Pan Chicken Fajitas');
  // The side list holds the other episodes, with the Premium tag on premium ones.
  await expect(page.getByTestId('episode-item')).toHaveCount(3);
  await expect(page.getByTestId('episode-list').getByText('Premium').first()).toBeVisible();
});

test('a member likes, bookmarks, comments with an image, edits, deletes, and another member reports', async ({
  page,
}) => {
  await signInAs(page, demo.member);
  await page.goto('/all-videos');
  await cards(page).filter({ hasText: 'Knife Skills: Dicing an Onion' }).click();
  await expect(page.getByRole('heading', { name: 'Knife Skills: Dicing an Onion', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Like' }).click();
  await expect(page.getByTestId('likes-count')).toHaveText('1 like');
  await page.getByRole('button', { name: 'Bookmark' }).click();
  await expect(page.getByRole('button', { name: 'Bookmark' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();

  // Comment with an image.
  await page.getByRole('tab', { name: 'Comments' }).click();
  await expect(page.getByText('No comments found! Be the first one.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Write a comment…' }).fill('Great knife tips!');
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'dish.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Post' }).click();
  const comment = page.getByTestId('comment').first();
  await expect(comment).toContainText('Great knife tips!');
  await expect(comment.locator('img[src*="/media/"]')).toHaveCount(1);
  await expect(page.getByTestId('comments-count')).toHaveText('1 comment');

  // Edit it.
  await comment.getByRole('button', { name: /Edit/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await comment.getByRole('textbox', { name: 'Edit' }).fill('Great knife tips, thank you!');
  await comment.getByRole('button', { name: 'Update' }).click();
  await expect(comment).toContainText('Great knife tips, thank you!');

  // Saved content lists the bookmark.
  await page.goto('/saved-content');
  await expect(page.getByTestId('catalog-card').filter({ hasText: 'Knife Skills' })).toBeVisible();

  // Another member reports the comment.
  await page.evaluate(() => localStorage.clear());
  await signUpQuickly(page);
  await page.goto('/all-videos');
  await cards(page).filter({ hasText: 'Knife Skills: Dicing an Onion' }).click();
  await page.getByRole('tab', { name: 'Comments' }).click();
  const theirs = page.getByTestId('comment').first();
  await theirs.getByRole('button', { name: /Report/ }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.getByRole('button', { name: "It's spam" }).click();
  await expect(page.getByText('Thank you. Your report has been sent and will be reviewed.')).toBeVisible();
  // Not theirs: no Edit or Delete.
  await theirs.getByRole('button', { name: /Report/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The author deletes it, after confirming.
  await page.evaluate(() => localStorage.clear());
  await signInAs(page, demo.member);
  await page.goto('/all-videos');
  await cards(page).filter({ hasText: 'Knife Skills: Dicing an Onion' }).click();
  await page.getByRole('tab', { name: 'Comments' }).click();
  await page.getByTestId('comment').first().getByRole('button', { name: /Edit/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No comments found! Be the first one.')).toBeVisible();
});

test('a member without a plan sees the premium prompt; search results open by type', async ({ page }) => {
  await signUpQuickly(page);
  await page.goto('/all-videos');
  await cards(page).filter({ hasText: 'Perfect Roast Chicken' }).click();
  await expect(page.getByTestId('premium-prompt')).toBeVisible();
  // The paywall names the plan's price and leads to the plans.
  await expect(
    page.getByTestId('premium-prompt').getByRole('link', { name: 'Join for $9.99/month' }),
  ).toHaveAttribute('href', '/premium-plans');

  await page.goto('/search-results');
  await page.getByRole('textbox', { name: 'Refine your search' }).fill('chiken');
  const results = page.getByTestId('search-results').getByTestId('catalog-card');
  await expect(results.first()).toBeVisible();
  await expect(
    results.filter({ hasText: 'Lemon Garlic Roast Chicken' }).getByTestId('content-type'),
  ).toHaveText('Recipe');
  await results.filter({ hasText: 'One-Pan Chicken Fajitas' }).first().click();
  await expect(page).toHaveURL(/\/watch-show\/\d+/);
  await page.goto('/search-results');
  await page.getByRole('textbox', { name: 'Refine your search' }).fill('zzzzqqq');
  await expect(page.getByText('Oops! Result Not Found')).toBeVisible();
});

test('a recipe category lists its recipes and Read More opens the full recipe', async ({ page }) => {
  await page.goto('/recipe-list/Vegan');
  await expect(page.getByRole('heading', { name: 'Vegan', level: 1 })).toBeVisible();
  const card = page.getByTestId('category-card').filter({ hasText: 'Vegan Chickpea Curry' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^A fragrant \w+/)).toBeVisible();
  await card.getByRole('link', { name: 'Read More' }).click();
  await expect(page).toHaveURL(/\/recipe-read-more$/);
  await expect(page.getByRole('heading', { name: 'Vegan Chickpea Curry', level: 1 })).toBeVisible();
  await expect(page.getByText('Ingredients')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'More Recipes' })).toBeVisible();

  // Small screens read the recipes in an accordion instead of tabs.
  await page.setViewportSize({ width: 420, height: 900 });
  await page.goto('/all-recipes');
  await cards(page).filter({ hasText: 'Vegan Chickpea Curry' }).click();
  await expect(page.getByRole('button', { name: 'Recipe 1 : Vegan Chickpea Curry' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/recipe-list/Nothing-here');
  await expect(page.getByText('No Recipes', { exact: true })).toBeVisible();
  await page.goto('/video/999999');
  await expect(page.getByText('Oops! No Video details found!')).toBeVisible();
  await page.goto('/recipe/999999');
  await expect(page.getByText('Oops! No Recipe details found!')).toBeVisible();
  await page.goto('/view-show/999999');
  await expect(page.getByText('oops! No show details found!')).toBeVisible();
});

test('a visitor filters and sorts the recipes, and the filtered address can be shared', async ({ page }) => {
  // A shared address opens with its filters set: desserts, quickest first.
  await page.goto('/all-recipes?course=dessert&sort=quickest');
  const filters = page.getByRole('group', { name: 'Filter recipes' });
  await expect(filters.getByRole('combobox', { name: 'Course' })).toHaveValue('Dessert');
  await expect(filters.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Quickest');
  // No strip of the newest above a filtered list.
  await expect(page.getByTestId('newly-added')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  const titles = await cards(page).allInnerTexts();
  const at = ['Chocolate Lava Cakes', 'Tiramisu', 'Apple Crumble'].map((n) =>
    titles.findIndex((t) => t.includes(n)),
  );
  expect(at.every((i) => i >= 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);

  // A time band narrows the list and is written into the address.
  await filters.getByRole('combobox', { name: 'Time' }).click();
  await page.getByRole('option', { name: '30 minutes or less' }).click();
  await expect(page).toHaveURL(/[?&]time=30\b/);
  await expect(page).toHaveURL(/[?&]course=dessert\b/);
  await expect(cards(page).filter({ hasText: 'Apple Crumble' })).toHaveCount(0);
  await expect(cards(page).filter({ hasText: 'Tiramisu' })).toHaveCount(1);

  // Nothing matches: the filters' own empty message; Clear filters brings every recipe back.
  await page.goto('/all-recipes?course=drink&diet=vegan');
  await expect(
    page.getByText('No recipes match these filters. Try another course, time or diet.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/all-recipes$/);
  await expect(page.getByTestId('list-count')).toHaveText(/^\d+ results$/);

  // The category lists take the same filters.
  await page.goto('/recipe-list/Vegan?time=30');
  await expect(page.getByRole('group', { name: 'Filter recipes' })).toBeVisible();
  await expect(page.getByTestId('category-card').first()).toBeVisible();
  const vegan = await page.getByTestId('category-card').allInnerTexts();
  expect(vegan.some((t) => t.includes('Vegan Black Bean Tacos'))).toBe(true);
  expect(vegan.some((t) => t.includes('Vegan Lentil Bolognese'))).toBe(false);
});
