import { lastMailTo, mailsTo, signUp } from './support/helpers';
import { expect, test } from './support/test';

test('a new member is welcomed on the home page, by e-mail, and confirms the address', async ({ page }) => {
  const { email } = await signUp(page);

  // The first visit opens on a welcome in the page, not on a popup.
  const welcome = page.getByTestId('first-visit-welcome');
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('heading', { name: /^Welcome to .+, Robin!$/ })).toBeVisible();
  await expect(page.getByTestId('new-announcement')).toHaveCount(0);
  await expect(page.getByTestId('verify-reminder')).toContainText(email);
  await page.screenshot({ path: 'test-results/first-visit-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/first-visit-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The profile shows the address as not verified, with a resend.
  await page.goto('/user-profile');
  await expect(page.getByTestId('email-not-verified')).toBeVisible();
  const before = mailsTo(email).length;
  await page.getByRole('button', { name: 'Send a new verification link' }).click();
  await expect(page.getByText(`We sent a new verification link to ${email}.`)).toBeVisible();

  // The newest link confirms the address once; the badge then says Verified.
  const mail = await lastMailTo(email, { after: before });
  const link = mail.text.match(/https?:\/\/[^\s]+\/verify-email\?token=[\w-]+/)![0];
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await page.goto('/user-profile');
  await expect(page.getByTestId('email-verified')).toHaveText('Verified');
  await page.screenshot({ path: 'test-results/profile-verified-1280.png' });

  // The same link a second time is refused.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText(/This verification link is invalid, expired or already used/)).toBeVisible();

  // Closing the welcome keeps it closed; the home then shows no reminder either.
  await page.goto('/user-home-page');
  await welcome.getByRole('button', { name: 'Got it' }).first().click();
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('member-greeting')).toBeVisible();
  await expect(welcome).toHaveCount(0);
  await expect(page.getByTestId('verify-reminder')).toHaveCount(0);
});
