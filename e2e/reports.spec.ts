import { demo, loginAs, signInAs, signUpQuickly } from './support/helpers';
import { type Browser, expect, type Page, test } from './support/test';

/** Uncaught errors in any page fail the test. */
const pageErrors: string[] = [];
test.afterEach(() => {
  const errors = pageErrors.splice(0);
  expect(errors).toEqual([]);
});

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return page;
}

const card = (page: Page, text: string) =>
  page.locator('[data-testid^="post-"]').filter({ hasText: text }).first();
const reportRow = (page: Page, ...texts: string[]) => {
  let rows = page.locator('[data-testid^="report-"]');
  for (const text of texts) rows = rows.filter({ hasText: text });
  return rows.first();
};

test('a member reports a post and a comment; an admin deletes one and dismisses the other', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const statusText = `Copper pans for sale ${stamp}`;
  const commentText = `Message me for cheap pans ${stamp}`;
  const demoPhoto = 'First loaf from the new starter';
  const demoStatus = 'Who else is cooking along';

  // A member posts a status, and comments on the demo member's photo.
  const author = await newPage(browser);
  await signUpQuickly(author);
  await author.goto('/add-post/add-new');
  await author.getByRole('combobox', { name: 'Post type' }).click();
  await author.getByRole('option', { name: 'Status', exact: true }).click();
  await author.getByLabel('Status').fill(statusText);
  await author.getByRole('button', { name: 'Save' }).click();
  await expect(author).toHaveURL(/\/community-timeline\/Status$/);
  await expect(card(author, statusText)).toBeVisible();
  await author.goto('/community-timeline/Photos');
  await card(author, demoPhoto).getByRole('button', { name: 'Open post' }).click();
  await author.getByLabel('Comment').fill(commentText);
  await author.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(author.getByText(commentText)).toBeVisible();

  // Another member reports the post and the comment through the community's own dialogs.
  const reporter = await newPage(browser);
  await signUpQuickly(reporter);
  await reporter.goto('/community-timeline/Status');
  await card(reporter, statusText).getByRole('button', { name: 'Post actions' }).click();
  await reporter.getByRole('menuitem', { name: 'Report' }).click();
  await reporter.getByRole('button', { name: 'Yes' }).click();
  await reporter.getByRole('button', { name: 'Bullying or harassment' }).click();
  await expect(
    reporter.getByText('Thank you. Your report has been sent and will be reviewed.'),
  ).toBeVisible();
  await reporter.goto('/community-timeline/Photos');
  await card(reporter, demoPhoto).getByRole('button', { name: 'Open post' }).click();
  const comment = reporter.locator('[data-testid^="comment-"]').filter({ hasText: commentText });
  await comment.getByRole('button', { name: 'Comment actions' }).click();
  await reporter.getByRole('menuitem', { name: 'Report' }).click();
  await reporter.getByRole('button', { name: 'Yes' }).click();
  await reporter.getByRole('button', { name: 'Nudity or sexual activity' }).click();
  await expect(
    reporter.getByText('Thank you. Your report has been sent and will be reviewed.').first(),
  ).toBeVisible();

  // The admin opens Report/Review from the User Data tab bar.
  const admin = await newPage(browser);
  await loginAs(admin, demo.admin, /admin-home-page/);
  await admin.getByRole('tab', { name: 'Report/Review' }).click();
  await expect(admin).toHaveURL(/\/user-reports-review$/);
  await expect(admin.getByRole('heading', { name: 'Report/Review' })).toBeVisible();
  const postRow = reportRow(admin, 'Bullying or harassment', 'Status', 'Pending');
  await expect(postRow).toContainText(/\d{2}-\d{2}-\d{4}/);
  await postRow.getByRole('link', { name: /^Review/ }).click();

  // Review of the status: who, why, whose, the text; delete after confirming.
  await expect(admin).toHaveURL(/\/reported-status\/\d+\?report=\d+$/);
  await expect(admin.getByText('Reported By')).toBeVisible();
  await expect(admin.getByText('Bullying or harassment')).toBeVisible();
  await expect(admin.getByText('Posted By')).toBeVisible();
  await expect(admin.getByTestId('reported-content')).toContainText(statusText);
  await admin.getByRole('button', { name: 'Delete Status' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText("You've resolved this report request.")).toBeVisible();
  await expect(admin.getByTestId('reported-content')).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Dismiss the Report' })).toHaveCount(0);

  // The post is gone from the community timeline.
  await reporter.goto('/community-timeline/Status');
  await expect(card(reporter, demoStatus)).toBeVisible();
  await expect(card(reporter, statusText)).toHaveCount(0);

  // Back to the list, then the comment report: reviewed, reloaded (no navigation state), dismissed.
  await admin.getByRole('button', { name: 'Back' }).click();
  await expect(admin).toHaveURL(/\/user-reports-review$/);
  await expect(reportRow(admin, 'Bullying or harassment', 'Status', 'Deleted')).toBeVisible();
  await reportRow(admin, 'Nudity or sexual activity', 'Comment', 'Pending')
    .getByRole('link', { name: /^Review/ })
    .click();
  await expect(admin).toHaveURL(/\/reported-comment\/\d+\?report=\d+$/);
  await admin.reload();
  await expect(admin.getByTestId('reported-content')).toContainText(commentText);
  await expect(admin.getByText('Nudity or sexual activity')).toBeVisible();
  await expect(admin.getByTestId('reported-content').getByRole('img').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Dismiss the Report' }).click();
  await expect(admin.getByText("You've resolved this report request.")).toBeVisible();
  await expect(admin.getByTestId('reported-content')).toBeVisible();

  // The comment stays.
  await reporter.goto('/community-timeline/Photos');
  await card(reporter, demoPhoto).getByRole('button', { name: 'Open post' }).click();
  await expect(reporter.getByText(commentText)).toBeVisible();

  // The filter shows each under what was done.
  await admin.goto('/user-reports-review');
  const filter = admin
    .getByRole('textbox', { name: 'Status' })
    .or(admin.getByRole('combobox', { name: 'Status' }));
  await filter.click();
  await admin.getByRole('option', { name: 'Deleted' }).click();
  await expect(reportRow(admin, 'Bullying or harassment', 'Status', 'Deleted')).toBeVisible();
  await expect(admin.locator('[data-testid^="report-"]').filter({ hasText: 'Pending' })).toHaveCount(0);
  await filter.click();
  await admin.getByRole('option', { name: 'Dismissed' }).click();
  await expect(reportRow(admin, 'Nudity or sexual activity', 'Comment', 'Dismissed')).toBeVisible();
  await expect(admin.locator('[data-testid^="report-"]').filter({ hasText: 'Deleted' })).toHaveCount(0);
  await filter.click();
  await admin.getByRole('option', { name: 'Pending' }).click();
  // The demo reports are still waiting.
  await expect(reportRow(admin, 'Intellectual property violation', 'Photo', 'Pending')).toBeVisible();
  await expect(reportRow(admin, 'Nudity or sexual activity')).toHaveCount(0);
});

test('members and visitors cannot open the moderation pages', async ({ browser }) => {
  const member = await newPage(browser);
  await signInAs(member, demo.member);
  await member.goto('/user-reports-review');
  await expect(member).not.toHaveURL(/user-reports-review/);
  const res = await member.request.get('/v1/adminpanel/report-items/');
  expect(res.status()).toBe(401);
});
