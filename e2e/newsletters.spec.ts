import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverDataDir } from './support/env';
import { demo, lastMailTo, signInAs, signUpQuickly } from './support/helpers';
import { expect, test } from './support/test';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** Every mail of the outbox with this subject. */
function mailsWithSubject(subject: string): Mail[] {
  const dir = path.join(serverDataDir(), 'outbox');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as Mail)
    .filter((m) => m.subject === subject);
}

test('a newsletter to paying members reaches only their addresses, and its one-click unsubscribe works', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A paying member (monthly plan through the payment page) and a free one.
  const paying = await signUpQuickly(page);
  await page.goto('/premium-plans');
  await page.getByTestId('plan-monthly').getByRole('button', { name: 'Choose' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const form = page.getByRole('form', { name: 'Add Your Card Details' });
  await form.getByLabel('Card Number').fill('4242424242424242');
  await form.getByLabel('MM').fill('12');
  await form.getByLabel('YYYY').fill('2034');
  await form.getByLabel('CVV').fill('123');
  await form.getByRole('button', { name: /^Make Payment/ }).click();
  await expect(page).toHaveURL(/\/user-plan-details$/);
  const freeContext = await browser.newContext();
  const free = await signUpQuickly(await freeContext.newPage());
  await freeContext.close();

  // The admin writes it, previews it at a phone's width and sends it to paying members.
  const admin = await browser.newPage();
  await signInAs(admin, demo.admin);
  await admin.goto('/newsletters-management');
  await admin.getByRole('link', { name: 'New newsletter' }).click();
  const subject = `Paying members only ${Date.now()}`;
  await admin.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await admin
    .getByTestId('newsletter-body')
    .locator('[contenteditable="true"]')
    .fill('A recipe for our members');
  await admin.getByRole('combobox', { name: 'Send to' }).click();
  await admin.getByRole('option', { name: 'Paying members' }).click();
  await admin.getByText('Phone', { exact: true }).click();
  await expect(admin.getByTestId('newsletter-preview')).toContainText('A recipe for our members');
  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expect(admin).toHaveURL(/\/newsletter-editor\/\d+$/);
  await admin.getByRole('button', { name: 'Send now' }).click();
  await expect(admin.getByRole('status')).toHaveText('The newsletter is being sent.');
  await admin.goto('/newsletters-management');
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('sent', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('0 failed · 0 remaining');

  const mails = mailsWithSubject(subject);
  const to = mails.map((m) => m.to);
  expect(to).toContain(paying.email);
  expect(to).not.toContain(free.email);
  expect(to).not.toContain(demo.member.email);
  expect(new Set(to).size).toBe(to.length);
  const mail = mails.find((m) => m.to === paying.email)!;
  expect(mail.text).toContain('A recipe for our members');
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  // The mail client's one-click POST, with no session.
  const unsubscribeUrl = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1));
  const res = await admin.request.post(`${unsubscribeUrl.pathname}${unsubscribeUrl.search}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(res.status()).toBe(200);
  // The preferences link of the mail shows newsletters off.
  const prefsLink = mail.text.match(/https?:\/\/\S+\/mail\/preferences\?token=[^\s\])]+/)![0];
  const visitor = await browser.newPage();
  await visitor.goto(new URL(prefsLink).pathname + new URL(prefsLink).search);
  await expect(visitor.getByText(paying.email)).toBeVisible();
  await expect(visitor.getByRole('switch', { name: /^Newsletters/ })).not.toBeChecked();
  await expect(visitor.getByRole('switch', { name: /^New content/ })).toBeChecked();
  await visitor.close();
  await admin.close();
});

test('the subscribe block confirms an address by mail before anything is sent to it', async ({ page }) => {
  const email = `reader-${Date.now()}@example.com`;
  const res = await page.request.post('/v1/homepage/subscribe/', { data: { email } });
  expect(res.status()).toBe(201);
  const mail = await lastMailTo(email, { matching: '/subscribe/confirm' });
  const link = new URL(mail.text.match(/https?:\/\/\S+\/subscribe\/confirm\?token=\S+/)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('status')).toHaveText('Your subscription is confirmed.');
  // A forged link is refused.
  await page.goto('/subscribe/confirm?token=bm9ib2R5.x');
  await expect(page.getByRole('alert')).toContainText('This confirmation link is not valid.');
});
