import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { demo, loginAs, scrollThroughHome, signInAs } from './support/helpers';
import { expect, test } from './support/test';

// Uploads must go to the server, not through the web-push service worker.
test.use({ serviceWorkers: 'block' });

// Made before the tests in Playwright's output folder (test-results), emptied at the next run.
let cover = '';
test.beforeAll(() => {
  const dir = test.info().outputPath('media');
  mkdirSync(dir, { recursive: true });
  cover = path.join(dir, 'cover.png');
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'color=c=teal:s=320x180',
    '-frames:v',
    '1',
    cover,
  ]);
});

test('an admin edits the home page and the carousel; visitors and members see it at once', async ({
  page,
  browser,
}) => {
  await signInAs(page, demo.admin);
  await page.goto('/homepage-content');
  await expect(page.getByRole('tab', { name: 'Homepage' })).toHaveAttribute('aria-selected', 'true');

  // Top-left feature through the content picker, with a cover image.
  const topLeft = page.getByTestId('editor-top-left');
  await topLeft.getByRole('button', { name: 'Add Content' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a content to post it on your homepage!' });
  await picker.getByLabel('Search content').fill('shakshuka');
  await picker.getByRole('checkbox', { name: 'Select Shakshuka' }).check();
  await picker.locator('input[type="file"]').setInputFiles(cover);
  // An optional label in a label colour (spec 002 §2.6): text without a colour is refused first.
  await picker.getByLabel('Label (optional)').fill("Chef's pick");
  await picker.getByRole('button', { name: 'Add' }).click();
  await expect(picker.getByRole('alert')).toHaveText('Label color is required if you want to add label!');
  await picker.getByRole('combobox', { name: 'Label colour' }).click();
  await page.getByRole('option', { name: 'Yellow' }).click();
  await picker.getByRole('button', { name: 'Add' }).click();
  await expect(picker).toBeHidden();
  await expect(topLeft.getByTestId('top-left-title')).toHaveText('Shakshuka');
  await expect(topLeft.getByText("Chef's pick")).toBeVisible();

  // The top-right heading.
  const topRight = page.getByTestId('editor-top-right');
  await topRight.getByLabel('Heading').fill('Tonight in our kitchen');
  await topRight.getByRole('button', { name: 'Save heading' }).click();
  await expect(page.getByText('Heading updated.')).toBeVisible();

  // A wrong facebook link is refused and nothing is saved.
  const social = page.getByTestId('editor-social');
  await social.getByLabel('Facebook link').fill('facebook dot com');
  await social.getByRole('button', { name: 'Save social media' }).click();
  await expect(social.getByRole('alert')).toHaveText('please enter valid facebook url');

  // A feature box (the title stays, so the public home keeps its Live feature).
  const features = page.getByTestId('editor-features');
  await features
    .getByRole('group', { name: '1. Live' })
    .getByLabel('Description')
    .fill('Cook along with the chef, live, every Sunday.');
  await features.getByRole('button', { name: 'Save feature Live' }).click();
  await expect(page.getByText('Hurray! Feature Updated.')).toBeVisible();

  // A carousel video row with a cover image and a violet label.
  await page.getByRole('tab', { name: 'Carousel' }).click();
  await expect(page).toHaveURL(/\/carousel-management$/);
  await page.getByRole('button', { name: 'Replace Videos priority 3' }).click();
  await expect(page).toHaveURL(/\/carousel-listing-management\/video$/);
  await expect(page.getByRole('combobox', { name: 'Priority' })).toHaveValue('3');
  await page.getByLabel('Search content').fill('street food');
  await page.getByRole('checkbox', { name: 'Select Street Food Tacos' }).check();
  // The item has a picture of its own, so the cover is optional; a chosen cover replaces it.
  await page.locator('input[type="file"]').setInputFiles(cover);
  await page.getByLabel('Label (optional)').fill('Fresh');
  await page.getByRole('combobox', { name: 'Label colour' }).click();
  await page.getByRole('option', { name: 'Violet' }).click();
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page).toHaveURL(/\/carousel-management$/);
  const slot = page.getByTestId('carousel-slot-video-3');
  await expect(slot.getByText('Street Food Tacos')).toBeVisible();
  await expect(slot.getByText('Fresh')).toBeVisible();

  // A visitor sees the new top-left item and heading, and subscribes.
  const visitor = await browser.newPage();
  await visitor.goto('/home-page-new');
  await expect(
    visitor.getByTestId('featured-top-left').getByRole('heading', { name: 'Shakshuka' }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(visitor.getByTestId('featured-top-right').getByText('Tonight in our kitchen')).toBeVisible();
  await expect(
    visitor
      .getByTestId('featured-top-left')
      .locator('[data-label-color="yellow"]', { hasText: "Chef's pick" }),
  ).toBeVisible();
  await scrollThroughHome(visitor);
  const block = visitor.getByTestId('subscribe-block');
  await block.getByRole('textbox', { name: 'Your e-mail address' }).fill('not-an-email');
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByText('Email not valid!')).toBeVisible();
  await block.getByRole('textbox', { name: 'Your e-mail address' }).fill('visitor@example.com');
  await block.getByRole('button', { name: 'Subscribe' }).click();
  await expect(block.getByRole('status')).toHaveText(
    'Check visitor@example.com: we sent a link to confirm your subscription.',
  );
  await visitor.close();

  // The admin sees the subscriber.
  await page.goto('/homepage-content');
  await expect(page.getByTestId('subscriber-count')).toHaveText('1 subscriber');

  // A member sees the new carousel card with its violet label.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const member = await context.newPage();
  await loginAs(member, demo.member);
  const card = member.getByTestId('carousel-rows').getByRole('link', { name: 'Street Food Tacos' });
  const labelled = card.filter({ has: member.locator('[data-label-color="violet"]', { hasText: 'Fresh' }) });
  await expect(labelled).toHaveCount(1, { timeout: 30_000 });
  await expect(labelled).toBeVisible();
  await context.close();
});
