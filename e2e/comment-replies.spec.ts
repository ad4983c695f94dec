import { signUpQuickly } from './support/helpers';
import { type Browser, expect, test } from './support/test';

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

test('a member comments; another replies and likes it; the first is told and reads the reply', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const author = await newMember(browser);
  await author.goto('/add-post/add-new');
  await author.getByRole('combobox', { name: 'Post type' }).click();
  await author.getByRole('option', { name: 'Status', exact: true }).click();
  await author.getByLabel('Status').fill('Sunday roast questions');
  await author.getByRole('button', { name: 'Save' }).click();
  await expect(author).toHaveURL(/\/community-timeline\/Status$/);
  const card = author.locator('[data-testid^="post-"]').filter({ hasText: 'Sunday roast questions' }).first();
  await card.getByRole('button', { name: 'Open post' }).click();
  await expect(author).toHaveURL(/\/post-status\/\d+$/);
  const postUrl = new URL(author.url()).pathname;
  await author.getByLabel('Write a comment…').fill('How long should the beef rest?');
  await author.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(author.getByText('How long should the beef rest?')).toBeVisible();

  // A second member replies from the keyboard and likes the comment.
  const fan = await newMember(browser);
  await fan.goto(postUrl);
  const comment = fan.getByTestId('comment').filter({ hasText: 'How long should the beef rest?' });
  const like = comment.getByRole('button', { name: /^Like \(0 likes\)$/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(comment.getByRole('button', { name: /^Like \(1 like\)$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await comment.getByRole('button', { name: 'Reply', exact: true }).focus();
  await fan.keyboard.press('Enter');
  const reply = fan.getByRole('textbox', { name: /^Reply to / });
  await expect(reply).toBeFocused();
  await reply.fill('Fifteen minutes under foil');
  await comment.getByRole('button', { name: 'Reply', exact: true }).last().click();
  await expect(fan.getByText('Fifteen minutes under foil')).toBeVisible();
  await expect(reply).toHaveCount(0);

  // The first member is told, and the notification leads to the reply under their comment.
  const bell = author.getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications (1 unread)');
  await bell.click();
  await author.getByText(/replied to your comment\./).click();
  await expect(author).toHaveURL(new RegExp(`${postUrl}$`));
  const thread = author.locator('[data-testid^="replies-"]');
  await expect(thread.getByText('Fifteen minutes under foil')).toBeVisible();
  await expect(author.getByRole('button', { name: /^Like \(1 like\)$/ })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
