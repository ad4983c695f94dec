import { demo, loginAs, signInAs } from './support/helpers';
import { type Browser, expect, type Page, test } from './support/test';

/** The browser's calendar day, as the date inputs take it: YYYY-MM-DD. */
function localDay(offset = 0) {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function memberPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, demo.member);
  // A new browser is the member's first visit: the welcome comes first, then the popup.
  await page.getByTestId('first-visit-welcome').getByRole('button', { name: 'Got it' }).first().click();
  return page;
}

async function typeInto(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).locator('[contenteditable="true"]').click();
  await page.keyboard.type(text);
}

const stamp = Date.now().toString(36);

test('an admin announces, edits and deletes; a member sees it on the home page', async ({
  page,
  browser,
}) => {
  const text = `Knife skills live tonight ${stamp}`;
  await signInAs(page, demo.admin);
  await page.goto('/announcements-management');
  await expect(page.getByRole('tab', { name: 'Announcement' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'New announcement' })).toBeVisible();

  // Nothing filled in: the spec's message, in red, gone after 5 s.
  await page.getByRole('button', { name: 'Announce' }).click();
  const status = page.getByTestId('announcement-status');
  await expect(status).toHaveText('All fields are required!');
  await expect(status).toHaveCSS('color', /rgb\(2\d\d, \d+, \d+\)/);

  // One of the three colours, then the text.
  await page.getByTestId('announcement-content').locator('[contenteditable="true"]').click();
  await page.getByRole('button', { name: 'Violet text' }).click();
  await page.keyboard.type(text);
  await page.getByLabel('Start date').fill(localDay());
  await expect(page.getByLabel('End date')).toHaveAttribute('min', localDay());
  await page.getByLabel('End date').fill(localDay(2));
  await page.getByRole('button', { name: 'Announce' }).click();
  await expect(status).toHaveText('Announcement successfully created!');
  await expect(status).toHaveCSS('color', /rgb\(\d{1,2}, 1\d\d, \d+\)/);
  await expect(status).toHaveText('', { timeout: 7000 });
  const list = page.getByRole('region', { name: /All announcements/ });
  await expect(list.getByText(text)).toBeVisible();

  // The member gets the popup and finds it under Today, in violet.
  const member = await memberPage(browser);
  const popup = member.getByRole('dialog', { name: 'New Annoouncement' });
  await expect(popup).toContainText(text);
  const section = member.getByTestId('announcements');
  const item = section.getByText(text).first();
  await expect(item).toBeVisible();
  await expect(section.locator('span[style*="color"]', { hasText: text }).first()).toBeAttached();
  const group = await item.evaluate((el) => {
    let node: Element | null = el;
    while (node && !node.querySelector('.mantine-Divider-label')) node = node.parentElement;
    return node?.querySelector('.mantine-Divider-label')?.textContent;
  });
  expect(group).toBe('Today');

  // Edit: Announce waits for a change.
  await list.getByRole('button', { name: `Edit ${text}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit announcement' })).toBeVisible();
  await expect(page.getByTestId('announcement-content')).toContainText(text);
  const announce = page.getByRole('button', { name: 'Announce' });
  await expect(announce).toBeDisabled();
  await page.getByTestId('announcement-content').locator('[contenteditable="true"]').click();
  await page.keyboard.press('End');
  await page.keyboard.type(' at 6 pm');
  await expect(announce).toBeEnabled();
  await announce.click();
  await expect(status).toHaveText('Announcement successfully updated!');
  await expect(list.getByText(`${text} at 6 pm`)).toBeVisible();
  await member.reload();
  await expect(member.getByTestId('announcements').getByText(`${text} at 6 pm`).first()).toBeVisible();

  // Deleting the announcement being edited resets the editor.
  await list.getByRole('button', { name: `Edit ${text} at 6 pm` }).click();
  await expect(page.getByRole('heading', { name: 'Edit announcement' })).toBeVisible();
  await list.getByRole('button', { name: `Delete ${text} at 6 pm` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('announcement-list-status')).toHaveText('Announcement deleted successfully!');
  await expect(page.getByRole('heading', { name: 'New announcement' })).toBeVisible();
  await expect(list.getByText(text)).toHaveCount(0);
  await member.reload();
  await expect(member.getByTestId('announcements')).toBeVisible();
  await expect(member.getByTestId('announcements').getByText(text)).toHaveCount(0);
  await member.context().close();
});

test('an admin writes an FAQ topic, edits it and deletes it; a member reads it on /help', async ({
  page,
  browser,
}) => {
  const topic = `Knife care ${stamp}`;
  await signInAs(page, demo.admin);
  await page.goto('/faqs-listing-management');
  await expect(page.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'New Topic' }).click();
  await expect(page).toHaveURL(/\/faqs-new-topic\/new-topic$/);

  // Empty fields say so; the only sub-topic cannot be removed.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Field required!')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Remove sub-topic 1' })).toBeDisabled();

  await page.getByLabel('Topic name').fill(topic);
  await page.getByLabel('Question 1').fill('How do I hone a knife?');
  await typeInto(page, 'faq-answer-1', 'Ten strokes a side on the steel.');
  await page.getByRole('button', { name: 'Add sub-topic' }).click();
  await page.getByLabel('Question 2').fill('Can it go in the dishwasher?');
  await typeInto(page, 'faq-answer-2', 'Never: wash by hand.');
  await expect(page.getByRole('button', { name: 'Remove sub-topic 1' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/faqs-listing-management/);
  await expect(page.getByTestId('faq-status')).toHaveText('FAQ Upload Successful!');
  await page.getByLabel('Search topics').fill(stamp);
  const row = page.getByRole('row', { name: new RegExp(topic) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);

  // The member reads it on /help.
  const member = await memberPage(browser);
  await member.goto('/help');
  await member.getByRole('tab', { name: topic }).click();
  await member.getByRole('button', { name: 'How do I hone a knife?' }).click();
  await expect(member.getByText('Ten strokes a side on the steel.')).toBeVisible();
  await expect(member.getByRole('button', { name: 'Can it go in the dishwasher?' })).toBeVisible();

  // Edit: Save waits for a change; rename, and remove the second sub-topic.
  await row.getByRole('link', { name: `Edit ${topic}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Topic' })).toBeVisible();
  await expect(page.getByLabel('Topic name')).toHaveValue(topic);
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Remove sub-topic 2' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('faq-topic-status')).toHaveText('Subtopic Delete Successful');
  await expect(page.getByLabel('Question 2')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove sub-topic 1' })).toBeDisabled();
  await page.getByLabel('Topic name').fill(`${topic} and storage`);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByTestId('faq-topic-status')).toHaveText('Topic Update Successful!');
  await expect(save).toBeDisabled();

  await member.reload();
  await member.getByRole('tab', { name: `${topic} and storage` }).click();
  await expect(member.getByRole('button', { name: 'How do I hone a knife?' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Can it go in the dishwasher?' })).toHaveCount(0);

  // Delete the topic from the listing, after confirming.
  await page.getByRole('link', { name: 'All topics' }).click();
  await page.getByLabel('Search topics').fill(stamp);
  await page.getByRole('button', { name: `Delete ${topic} and storage` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('faq-status')).toHaveText('Topic successfully deleted');
  await expect(page.getByRole('row', { name: new RegExp(topic) })).toHaveCount(0);
  await member.reload();
  await expect(member.getByRole('heading', { name: 'Help' })).toBeVisible();
  await expect(member.getByRole('tab', { name: new RegExp(topic) })).toHaveCount(0);
  await member.context().close();
});
