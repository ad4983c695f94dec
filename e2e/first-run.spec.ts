import { signUp, signUpLink } from './support/helpers';
import { expect, test } from './support/test';

test('a new member confirms the address by the sign-up link and is welcomed on the home page', async ({
  page,
}) => {
  const { email } = await signUp(page);

  // The first visit opens on a welcome in the page, not on a popup.
  const welcome = page.getByTestId('first-visit-welcome');
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('heading', { name: /^Welcome to .+, Robin!$/ })).toBeVisible();
  await expect(page.getByTestId('new-announcement')).toHaveCount(0);
  // The link of the sign-up mail confirmed the address: no reminder to verify it.
  await expect(page.getByTestId('verify-reminder')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/first-visit-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/first-visit-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/user-profile');
  await expect(page.getByTestId('email-verified')).toHaveText('Verified');
  await page.screenshot({ path: 'test-results/profile-verified-1280.png' });

  // The same sign-up link a second time is refused.
  await page.goto(await signUpLink(email));
  await expect(page.getByText(/This verification link is invalid, expired or already used/)).toBeVisible();

  // Closing the welcome keeps it closed.
  await page.goto('/user-home-page');
  await welcome.getByRole('button', { name: 'Got it' }).first().click();
  await expect(welcome).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('member-greeting')).toBeVisible();
  await expect(welcome).toHaveCount(0);
});
