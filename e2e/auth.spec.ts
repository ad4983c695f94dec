import { fillMessage, msg } from '@simmer/contracts';
import { demo, lastMailTo, loginAs, logoutMember, signUp } from './support/helpers';
import { expect, test } from './support/test';

test('a visitor signs up, logs out, logs in, resets a forgotten password and logs in with it', async ({
  page,
}) => {
  const { email, password } = await signUp(page);
  await logoutMember(page);
  await expect(page.evaluate(() => localStorage.getItem('simmer.user'))).resolves.toBeNull();

  await loginAs(page, { email, password });
  await logoutMember(page);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'Password reset e-mail has been sent.' }),
  ).toBeVisible();

  // The reset mail goes out after the answer (the same answer whether or not the address exists).
  const mail = await lastMailTo(email, { matching: '/v1/users/password-reset-confirm/' });
  const link = mail.text.match(/https?:\/\/\S+/)![0];
  expect(link).toMatch(/\/v1\/users\/password-reset-confirm\/[^/]+\/[^/]+\/$/);
  await page.goto(new URL(link).pathname);
  await page.getByLabel(/^New password/).fill('Fresh2027x');
  await page.getByLabel('Confirm new password').fill('Fresh2027x');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toContainText('Unable to log in with provided credentials.');
  await loginAs(page, { email, password: 'Fresh2027x' });
});

test('sign-up validation shows the spec messages, and a registered e-mail goes to /login', async ({
  page,
}) => {
  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByRole('alert')).toHaveText('All fields are required!');

  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Taster');
  await form.getByLabel('Email').fill(demo.member.email);
  await form.getByLabel(/^Password/).fill('short');
  await form.getByLabel('Confirm password').fill('short');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText(/Your password must be 8 to 20 characters long/).first()).toBeVisible();

  await form.getByLabel(/^Password/).fill('Longer2026');
  await form.getByLabel('Confirm password').fill('Longer2027');
  await form.getByRole('button', { name: 'Sign up' }).click();
  await expect(form.getByText('Confirm Password should match password.').first()).toBeVisible();

  await form.getByLabel('Confirm password').fill('Longer2026');
  await form.getByRole('button', { name: 'Sign up' }).click();
  // No enumeration (decision 930): answered as a new address; the owner is mailed log-in and
  // reset links, and the login page has the address filled in.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(
    fillMessage(msg.signUpCheckEmail, { email: demo.member.email }),
  );
  await expect(page.getByLabel('Email')).toHaveValue(demo.member.email);
  await expect(page.getByText(/already registered/)).toHaveCount(0);
  const mail = await lastMailTo(demo.member.email, { matching: 'Someone just tried to create' });
  expect(mail.text).toMatch(/\/forgot-password/);
});

test('guards: a visitor, a member and an admin on an open, a member-only and an admin-only route', async ({
  page,
}) => {
  // visitor
  await page.goto('/terms-conditions');
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/home-page-new$/);
  await page.goto('/admin-home-page');
  await expect(page).toHaveURL(/\/home-page-new$/);

  // member
  await loginAs(page, demo.member);
  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/user-profile$/);
  await page.goto('/homepage-content');
  await expect(page).toHaveURL(/\/home-page-new$/);
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await logoutMember(page);

  // admin
  await loginAs(page, demo.admin, /admin-home-page/);
  await page.goto('/homepage-content');
  await expect(page).toHaveURL(/\/homepage-content$/);
  await page.goto('/grocery-lists');
  await expect(page).toHaveURL(/\/home-page-new$/);
  // Staff have their own account page (profile, password, two-step sign-in).
  await page.goto('/user-profile');
  await expect(page).toHaveURL(/\/user-profile$/);
});

test('an unmatched path shows the welcome screen, then the role home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/welcome-screen$/);
  await expect(page.getByTestId('welcome-brand')).toHaveText('Simmer');
  await expect(page.getByText('Please enable notification for receiving notifications.')).toBeVisible();
  await expect(page).toHaveURL(/\/home-page-new$/, { timeout: 8000 });

  await loginAs(page, demo.member);
  await page.goto('/somewhere/else');
  await expect(page).toHaveURL(/\/welcome-screen$/);
  await expect(page).toHaveURL(/\/user-home-page$/, { timeout: 8000 });
});

test('the logged-out header opens the login modal and logs in without leaving the page', async ({ page }) => {
  await page.goto('/terms-conditions');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(demo.member.email);
  await dialog.getByLabel(/^Password/).fill(demo.member.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/user-home-page$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});
