import type { Browser } from '@playwright/test';
import { signUpQuickly } from '../support/helpers';
import { expect, instanceOf, signUpLinkBySmtp, streamInstance, test } from './support';

async function member(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signUpQuickly(page, signUpLinkBySmtp);
  return page;
}

const card = (page: import('@playwright/test').Page, text: string) =>
  page.locator('[data-testid^="post-"]').filter({ hasText: text }).first();

test("a like and comments made through one process reach the author's bell held open on the other", async ({
  browser,
}) => {
  const author = await member(browser);
  const text = `Stock simmering across processes ${Date.now()}`;
  await author.goto('/add-post/add-new');
  await author.getByRole('combobox', { name: 'Post type' }).click();
  await author.getByRole('option', { name: 'Status', exact: true }).click();
  await author.getByLabel('Status').fill(text);
  await author.getByRole('button', { name: 'Save' }).click();
  await expect(card(author, text)).toBeVisible();

  // The author's page holds its bell's event stream (GET /v1/events) on one process. The page
  // that wrote the post is left first: its bell opens its own stream once that page has loaded,
  // which on a busy machine can answer after the post is already shown, and must not count here.
  await author.goto('about:blank');
  const events = streamInstance(author, '/v1/events');
  await author.goto('/community-timeline/Status');
  let loads = 0;
  author.on('load', () => {
    loads += 1;
  });
  const bell = author.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  const held = await events.current();

  // Another member likes, then comments until an action lands on the other process;
  // each one reaches the bell without a reload.
  const fan = await member(browser);
  await fan.goto('/community-timeline/Status');
  const post = card(fan, text);
  const liked = fan.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/v1/user/like/') && r.status() < 300,
  );
  await post.getByRole('button', { name: '0 likes' }).click();
  const served = [instanceOf(await liked)];
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await post.getByRole('button', { name: 'Open post' }).click();
  await expect(fan).toHaveURL(/\/post-status\/\d+$/);
  for (let n = 1; n <= 8 && served.every((i) => i === held); n++) {
    const comment = `Comment ${n} from the other side`;
    const answered = fan.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/v1/user/comments/') && r.status() < 300,
    );
    await fan.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await fan.getByRole('button', { name: 'Post', exact: true }).click();
    served.push(instanceOf(await answered));
    await expect(fan.getByText(comment)).toBeVisible();
    await expect(bell).toHaveAccessibleName(`Notifications (${served.length} unread)`);
  }
  expect(served.at(-1), `an action was served by the process not holding the bell (${held})`).not.toBe(held);
  // One stream the whole time, and no reload.
  expect(events.count()).toBe(1);
  expect(loads).toBe(0);
  await bell.click();
  await expect(author.getByText(/liked your post\./)).toBeVisible();
});
