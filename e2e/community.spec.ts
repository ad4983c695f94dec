import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { signUpQuickly } from './support/helpers';
import { type Browser, expect, type Page, test } from './support/test';

/**
 * Small real media made with Debian's ffmpeg, so the spec needs no fixture files. Made before the
 * tests in Playwright's output folder (test-results), emptied at the next run.
 */
function makeMedia() {
  const dir = test.info().outputPath('media');
  mkdirSync(dir, { recursive: true });
  const image = path.join(dir, 'dish.png');
  const video = path.join(dir, 'knife-skills.mp4');
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  execFileSync('ffmpeg', [...quiet, '-f', 'lavfi', '-i', 'color=c=orange:s=64x48', '-frames:v', '1', image]);
  execFileSync('ffmpeg', [
    ...quiet,
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=160x120:rate=10',
    '-pix_fmt',
    'yuv420p',
    '-c:v',
    'libx264',
    video,
  ]);
  return { image: { name: 'dish.png', mimeType: 'image/png', buffer: readFileSync(image) }, video };
}
let media: ReturnType<typeof makeMedia>;
test.beforeAll(() => {
  media = makeMedia();
});

/** Uncaught errors in any member's page fail the test. */
const pageErrors: string[] = [];
test.afterEach(() => {
  const errors = pageErrors.splice(0);
  expect(errors).toEqual([]);
});

async function newMember(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signUpQuickly(page);
  return page;
}

async function chooseType(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Post type' }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();
const card = (page: Page, text: string) =>
  page.locator('[data-testid^="post-"]').filter({ hasText: text }).first();

async function createStatus(page: Page, text: string) {
  await page.goto('/add-post/add-new');
  await chooseType(page, 'Status');
  await page.getByLabel('Status').fill(text);
  await save(page);
  await expect(page).toHaveURL(/\/community-timeline\/Status$/);
  await expect(card(page, text)).toBeVisible();
}

test('a member posts every type; another likes and comments; the bell updates live and opens the post', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const author = await newMember(browser);

  // Status
  await createStatus(author, 'Stock is simmering since dawn');

  // Photo: image and description are required.
  await author.goto('/add-post/add-new');
  await chooseType(author, 'Photo');
  await save(author);
  await expect(author.getByText('Field required!').first()).toBeVisible();
  await author.locator('input[type="file"]').setInputFiles(media.image);
  await author.getByLabel('Description').fill('Golden crust on the loaf');
  await save(author);
  await expect(author).toHaveURL(/\/community-timeline\/Photos$/);
  await expect(card(author, 'Golden crust on the loaf').getByRole('img').first()).toBeVisible();

  // Recipe: name, image and rich-text instructions.
  await author.goto('/add-post/add-new');
  await chooseType(author, 'Recipe');
  await author.getByLabel('Recipe name').fill('Weeknight tomato soup');
  await author.locator('input[type="file"]').setInputFiles(media.image);
  await author.locator('.ProseMirror').click();
  await author.keyboard.type('Roast the tomatoes, then blend.');
  await save(author);
  await expect(author).toHaveURL(/\/community-timeline\/Recipe$/);
  await card(author, 'Weeknight tomato soup').getByRole('button', { name: 'Open post' }).click();
  await expect(author.getByRole('heading', { name: 'Steps' })).toBeVisible();
  await expect(author.getByText('Roast the tomatoes, then blend.')).toBeVisible();

  // Video: resumable upload with progress, then the shared player.
  await author.goto('/add-post/add-new');
  await chooseType(author, 'Video');
  await author.locator('input[type="file"]').setInputFiles(media.video);
  await expect(author.getByTestId('post-video-ready')).toBeVisible({ timeout: 60_000 });
  await author.getByLabel('Description').fill('Knife skills in two seconds');
  await save(author);
  await expect(author).toHaveURL(/\/community-timeline\/Videos$/);
  await expect(card(author, 'Knife skills in two seconds')).toBeVisible();
  // "Processing" while the video is prepared, then the player, without reloading the page.
  await expect(card(author, 'Knife skills in two seconds').getByTestId('video-player')).toBeVisible({
    timeout: 60_000,
  });

  // The author waits on the timeline; nothing is unread yet.
  await author.goto('/community-timeline/Status');
  const bell = author.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // A second member likes and comments on the status post.
  const fan = await newMember(browser);
  await fan.goto('/community-timeline/Status');
  const post = card(fan, 'Stock is simmering since dawn');
  await post.getByRole('button', { name: '0 likes' }).click();
  await expect(post.getByRole('button', { name: '1 like' })).toBeVisible();
  await post.getByRole('button', { name: 'Open post' }).click();
  await expect(fan).toHaveURL(/\/post-status\/\d+$/);
  const postUrl = new URL(fan.url()).pathname;
  await fan.getByLabel('Comment').fill('Smells wonderful from here');
  await fan.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(fan.getByText('Smells wonderful from here')).toBeVisible();
  await expect(fan.getByRole('button', { name: '1 comment' })).toBeVisible();

  // The author's bell counts both, without a reload.
  await expect(bell).toHaveAccessibleName('Notifications (2 unread)');
  await bell.click();
  await expect(author).toHaveURL(/\/notifications$/);
  await expect(author.getByText(/liked your post\./)).toBeVisible();
  // Unread entries stand out until they are read; "Mark all as read" reads them all and the bell follows.
  const entries = author.getByTestId('notification');
  await expect(entries.and(author.locator('[data-unread="true"]'))).toHaveCount(2);
  await expect(entries.first()).toContainText('Unread:');
  await expect(author.getByTestId('unread-count')).toHaveText('2 unread');
  await author.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(entries.and(author.locator('[data-unread="true"]'))).toHaveCount(0);
  await expect(author.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  await author.getByText(/commented on your post\./).click();
  await expect(author).toHaveURL(new RegExp(`${postUrl}$`));
  await expect(author.getByText('Smells wonderful from here')).toBeVisible();
});

test('the author edits and deletes a post; another member reports it', async ({ browser }) => {
  const author = await newMember(browser);
  await createStatus(author, 'First draft of my status');
  // The service worker that shows Web Push notifications is served and registered for members.
  const sw = await author.request.get('/sw.js');
  expect(sw.ok()).toBeTruthy();
  expect(sw.headers()['content-type']).toContain('javascript');
  await expect
    .poll(() => author.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))))
    .toBe(true);

  // Edit: the type is locked and Save waits for a change.
  await card(author, 'First draft of my status').getByRole('button', { name: 'Post actions' }).click();
  await author.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(author).toHaveURL(/\/add-post\/\d+$/);
  await expect(author.getByRole('combobox', { name: 'Post type' })).toBeDisabled();
  await expect(author.getByRole('button', { name: 'Save' })).toBeDisabled();
  await author.getByLabel('Status').fill('Final word on my status');
  await expect(author.getByRole('button', { name: 'Save' })).toBeEnabled();
  await save(author);
  await expect(author).toHaveURL(/\/community-timeline\/Status$/);
  await expect(card(author, 'Final word on my status')).toBeVisible();

  // Someone else sees Report (not Edit or Delete) and reports with one of the five reasons.
  const other = await newMember(browser);
  await other.goto('/community-timeline/Status');
  await card(other, 'Final word on my status').getByRole('button', { name: 'Post actions' }).click();
  await expect(other.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
  await other.getByRole('menuitem', { name: 'Report' }).click();
  await expect(other.getByText('Are you sure you want to Report this post?')).toBeVisible();
  await other.getByRole('button', { name: 'Yes' }).click();
  await other.getByRole('button', { name: "It's spam" }).click();
  await expect(other.getByText('Thank you. Your report has been sent and will be reviewed.')).toBeVisible();
  // A second report of the same post is refused with the server's message.
  await card(other, 'Final word on my status').getByRole('button', { name: 'Post actions' }).click();
  await other.getByRole('menuitem', { name: 'Report' }).click();
  await other.getByRole('button', { name: 'Yes' }).click();
  await other.getByRole('button', { name: 'Something else' }).click();
  await expect(other.getByText('You have already reported this.')).toBeVisible();

  // Delete asks first, then the post is gone.
  await author.reload();
  await card(author, 'Final word on my status').getByRole('button', { name: 'Post actions' }).click();
  await author.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(author.getByText('Are you sure you want to delete this post?')).toBeVisible();
  await author.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(author.getByText('Post Deleted Successfully!')).toBeVisible();
  await expect(card(author, 'Final word on my status')).toHaveCount(0);
});
