import { afterPaint, demo, loginAs, scrollThroughHome } from './support/helpers';
import { expect, type Page, test } from './support/test';

const section = (page: Page, id: string) => page.getByTestId(id);

test('a visitor sees every public home section, in order, filled from the demo content', async ({ page }) => {
  await page.goto('/home-page-new');
  await expect(section(page, 'featured-top-left')).toBeVisible({ timeout: 30_000 });
  // The sections below the first screen load as the visitor scrolls toward them.
  await expect(section(page, 'app-section')).toHaveCount(0);
  await scrollThroughHome(page);
  const order = [
    'featured-top-left',
    'featured-top-right',
    'category-section',
    'app-section',
    'features-section',
    'expert-section',
    'social-section',
    'gallery-section',
    'free-tutorials',
  ];
  for (const id of order) await expect(section(page, id)).toBeVisible();
  // The sections come in the spec's order down the page.
  const tops = await Promise.all(order.map(async (id) => (await section(page, id).boundingBox())!.y));
  expect([...tops].sort((a, b) => a - b)).toEqual(tops);

  // Category tabs ranked 1 to 4, each listing its recipes.
  const tabs = section(page, 'category-section').getByRole('tab');
  await expect(tabs).toHaveText(['Newest', 'Popular', 'Seasonal', 'Vegan']);
  await tabs.filter({ hasText: 'Vegan' }).click();
  await expect(
    section(page, 'category-section').getByRole('tabpanel').getByText(/Vegan/).first(),
  ).toBeVisible();

  await expect(section(page, 'gallery-section').getByRole('img')).toHaveCount(5);
  await expect(section(page, 'features-section').getByText('Live', { exact: true })).toBeVisible();

  // The expert video appears 2 seconds after the page loads.
  await expect(section(page, 'expert-video')).toBeVisible({ timeout: 6000 });
  await expect(section(page, 'expert-video').locator('video')).toBeAttached();

  // Free tutorials: a banner and a modal player.
  const tutorials = section(page, 'free-tutorials');
  await tutorials.getByTestId('free-tutorials-banner').getByRole('button', { name: 'Play' }).click();
  const player = page.getByRole('dialog');
  await expect(player).toBeVisible();
  await expect(player.getByRole('link', { name: /Watch on YouTube|View recipe/ }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(player).toBeHidden();
});

test('carousels show 3, 2 or 1 items by screen width', async ({ page }) => {
  await page.goto('/home-page-new');
  await scrollThroughHome(page);
  await expect(section(page, 'free-tutorials')).toBeVisible({ timeout: 30_000 });
  const track = section(page, 'free-tutorials').locator('[data-per-view]');
  await expect(track).toHaveAttribute('data-per-view', '3');
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(track).toHaveAttribute('data-per-view', '2');
  await page.setViewportSize({ width: 420, height: 900 });
  await expect(track).toHaveAttribute('data-per-view', '1');
});

test('a member is greeted, sees the announcement popup for 4.5 s, grouped announcements and carousel rows', async ({
  page,
}) => {
  await loginAs(page, demo.member);
  await expect(page.getByTestId('member-greeting')).toHaveText('Hello Maya!');
  // A new browser is the member's first visit: the welcome comes first, then the popup.
  await page.getByTestId('first-visit-welcome').getByRole('button', { name: 'Got it' }).first().click();

  const popup = page.getByRole('dialog', { name: 'New Annoouncement' });
  await expect(popup).toBeVisible();
  await expect(popup).toBeHidden({ timeout: 7000 });

  const announcements = section(page, 'announcements');
  await expect(announcements.getByText('Today', { exact: true })).toBeVisible();
  await expect(announcements.getByText('Yesterday', { exact: true })).toBeVisible();
  await expect(announcements.getByText('two days ago', { exact: true })).toBeVisible();
  // Older announcements are not shown.
  await expect(announcements.getByText(/now in the video library/)).toHaveCount(0);

  const rows = section(page, 'carousel-rows');
  for (const title of ['Recipes', 'Videos', 'Updates']) {
    await expect(rows.getByRole('heading', { name: title })).toBeVisible();
  }
  for (const colour of ['violet', 'yellow', 'black']) {
    await expect(rows.locator(`[data-label-color="${colour}"]`).first()).toBeAttached();
  }

  // The popup shows once per announcement on this browser.
  await page.reload();
  await expect(page.getByTestId('member-greeting')).toBeVisible();
  // The popup is decided when the announcements are drawn: once today's group shows, and the
  // frames after it are painted, a popup would be open.
  await expect(section(page, 'announcements').getByText('Today', { exact: true })).toBeVisible();
  await afterPaint(page);
  await expect(page.getByRole('dialog', { name: 'New Annoouncement' })).toHaveCount(0);

  // Search mode: one character keeps the rows; two or more show results for that text.
  const search = page.getByRole('main').getByLabel('Search recipes, videos and shows');
  await search.fill('c');
  await page.waitForTimeout(700);
  await expect(rows).toBeVisible();
  await search.fill('chiken');
  await expect(
    page
      .getByTestId('home-search-results')
      .getByText(/Chicken/)
      .first(),
  ).toBeVisible();
  await search.fill('');
  await expect(section(page, 'carousel-rows')).toBeVisible();
});

test('the header search suggests while typing, opens a suggestion, and submits to the results page', async ({
  page,
}) => {
  // The homes have a search box of their own and no second one in the header.
  await page.goto('/all-recipes');
  const box = page.getByRole('banner').getByLabel('Search', { exact: true });
  await box.fill('c');
  await page.waitForTimeout(800);
  await expect(page.getByRole('option')).toHaveCount(0);

  await box.fill('chiken');
  const suggestion = page.getByRole('option', { name: /Lemon Garlic Roast Chicken/ });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(page).toHaveURL(/\/recipe\/\d+$/);

  // Clearing the text empties the suggestions; a click outside closes them.
  await box.fill('pasta');
  await expect(page.getByRole('option').first()).toBeVisible();
  await box.fill('');
  await expect(page.getByRole('option')).toHaveCount(0);
  await box.fill('pasta');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(page.getByRole('option')).toHaveCount(0);

  // An empty keyword does not navigate; a keyword goes to /search-results.
  await box.fill('');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/recipe\/\d+$/);
  await box.fill('chicken');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search-results$/);
  await expect(
    page
      .getByRole('main')
      .getByText(/Chicken/)
      .first(),
  ).toBeVisible();
});

test('a visitor choosing a premium video in the search is asked to log in, and the video is kept for afterwards', async ({
  page,
}) => {
  await page.goto('/all-recipes');
  const box = page.getByRole('banner').getByLabel('Search', { exact: true });
  await box.fill('sourdough');
  const premium = page.getByRole('option', { name: /Sourdough for Beginners/ });
  await expect(premium.getByText('Premium')).toBeVisible();
  await premium.click();
  await expect(page.getByRole('dialog').getByRole('form', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/all-recipes/);
  expect(await page.evaluate(() => localStorage.getItem('videoId'))).toMatch(/^\d+$/);
});
