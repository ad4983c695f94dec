import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { demo, loginAs } from './support/helpers';
import { expect, type Page, test } from './support/test';

// Uploads must go to the server, not through the web-push service worker.
test.use({ serviceWorkers: 'block' });

// Made before the tests in Playwright's output folder (test-results), emptied at the next run.
let image = '';
let clip = '';
test.beforeAll(() => {
  const dir = test.info().outputPath('media');
  mkdirSync(dir, { recursive: true });
  image = path.join(dir, 'title.png');
  clip = path.join(dir, 'pilot.mp4');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=orange:s=320x180',
    '-frames:v',
    '1',
    image,
  ]);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-t', '4', '-i', 'testsrc2=size=320x240:rate=24'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
  ]);
});

const loginAdmin = (page: Page) => loginAs(page, demo.admin, /admin-home-page/);
const fileInputs = (page: Page) => page.locator('input[type=file]');

test('an admin creates a show and an episode; publishing the episode publishes the show for visitors', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Market Mornings ${Date.now()}`;
  await loginAdmin(page);
  await page.goto('/upload-content-listing');
  await page.getByRole('link', { name: 'New Content' }).click();
  await expect(page).toHaveURL(/\/upload-new-content$/);
  await expect(page.getByRole('radio', { name: 'Show' })).toBeChecked();

  // Saving without images shows the field messages; nothing is created.
  await page.getByLabel('Show name').fill(title);
  await page.getByLabel('Description').fill('Breakfasts from the market, one stall at a time.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Field required!')).toHaveCount(2);
  // Adding an episode before saving is refused.
  await page.getByRole('button', { name: 'Add Episode' }).click();
  await expect(page.getByText('You need to save changes before adding episodes.')).toBeVisible();

  await fileInputs(page).nth(0).setInputFiles(image);
  await fileInputs(page).nth(1).setInputFiles(image);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/update-show-content\/show\/\d+$/);
  const showId = Number(page.url().split('/').pop());
  await expect(page.getByRole('radio', { name: 'Video' })).toBeDisabled();

  // A new episode: the video upload waits for a name of three characters.
  await page.getByRole('button', { name: 'Add Episode' }).click();
  await expect(page).toHaveURL(new RegExp(`/upload-episode-content/show/${showId}$`));
  await page.getByLabel('Episode name').fill('Pi');
  await fileInputs(page).nth(1).setInputFiles(clip);
  await expect(page.getByText('Please enter episode name!')).toBeVisible();
  await page.getByLabel('Episode name').fill('Pilot at the bakery stall');
  await fileInputs(page).nth(0).setInputFiles(image);
  await fileInputs(page).nth(1).setInputFiles(clip);
  await expect(page.getByTestId('video-file-name')).toContainText('pilot.mp4', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/update-episode-content\/episode\/\d+$/);
  const episodeId = Number(page.url().split('/').pop());
  await expect(page.getByText('Save changes before adding recipes!')).toHaveCount(0);
  await expect(page.getByTestId('connected-recipe-list')).toBeVisible();

  // Unpublished: a visitor cannot see the show yet.
  const visitor = await browser.newContext({ serviceWorkers: 'block' });
  const guest = await visitor.newPage();
  expect((await guest.request.get(`/v1/admin/user/show/${showId}/`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Publish Episode' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(new RegExp(`/update-show-content/show/${showId}$`));
  await expect(page.getByTestId('episode-row')).toContainText('Published');

  // The show is published with it: a visitor finds it on /all-shows and plays the episode.
  const episode = await (await guest.request.get(`/v1/admin/user/episode/${episodeId}/`)).json();
  await expect
    .poll(
      async () => (await guest.request.get(`/v1/media/playback/${episode.video_playback_id}/`)).status(),
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
  await guest.goto('/all-shows');
  await guest.getByText(title).first().click();
  await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await guest.goto(`/watch-show/${episodeId}`);
  const video = guest.getByTestId('video-player');
  await expect(video).toBeVisible();
  // The player attaches its stream as playback starts, which can interrupt the first play()
  // ("interrupted by a new load request"): play again until the time advances.
  await expect(async () => {
    const time = await video.evaluate(async (v) => {
      const el = v as unknown as { muted: boolean; play: () => Promise<void>; currentTime: number };
      el.muted = true;
      await el.play().catch(() => undefined);
      return el.currentTime;
    });
    expect(time).toBeGreaterThan(0.5);
  }).toPass({ timeout: 30_000 });
  await visitor.close();
});

test('a YouTube recipe cannot be published without a recipe', async ({ page }) => {
  await loginAdmin(page);
  await page.goto('/upload-new-content/recipe');
  await expect(page.getByRole('radio', { name: 'Recipe' })).toBeChecked();
  await page.getByLabel('Title', { exact: true }).fill('Ten-minute Shakshuka');
  await page.getByLabel('YouTube link').fill('not a link');
  await fileInputs(page).nth(0).setInputFiles(image);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please enter a valid url!').first()).toBeVisible();
  await page.getByLabel('YouTube link').fill('https://www.youtube.com/watch?v=shakshuka');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/update-content\/recipe\/\d+$/);
  await page.getByRole('button', { name: 'Publish Recipe' }).click();
  await expect(page.getByText('You need add recipe first to publish!')).toBeVisible();

  // It stays unpublished in the listing.
  await page.goto('/upload-content-listing');
  await page.getByLabel('Search content').fill('Shakshuka');
  const row = page.getByTestId('content-row').filter({ hasText: 'Ten-minute Shakshuka' });
  await expect(row).toContainText('Not published');
  await expect(row).toContainText('Recipe');
});

test('deleting a premium video shows the info modal instead', async ({ page }) => {
  const list = await (await page.request.get('/v1/admin/user/video/')).json();
  const premium = (list.results as Array<{ title: string; is_premium: boolean }>).find((v) => v.is_premium)!;
  expect(premium).toBeTruthy();
  await loginAdmin(page);
  await page.goto('/upload-content-listing');
  await page.getByLabel('Search content').fill(premium.title);
  const row = page.getByTestId('content-row').filter({ hasText: premium.title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${premium.title}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Premium content cannot be deleted');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(row).toHaveCount(1);
});
