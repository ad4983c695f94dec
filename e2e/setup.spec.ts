import { msg } from '@simmer/contracts';
import { ownServer } from './support/own-server';
import { expect, test } from './support/test';

// A production first start: no demo, no staff. Its own server (port E2E_PORT + 2).
const server = ownServer(Number(process.env.E2E_PORT ?? 3100) + 2);
test.use({ baseURL: server.url });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server.prepare();
  await server.start();
});
test.afterAll(() => server.stop());

test('a fresh installation leads every page to setup, which creates the owner once', async ({
  page,
  browser,
}) => {
  // Every page leads to the setup page, public or not.
  for (const path of ['/', '/home-page-new', '/login', '/admin-home-page', '/recipe-read-more']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/setup$/);
  }
  await expect(page.getByRole('heading', { name: 'Set up your brand' })).toBeVisible();

  // A second tab has the form open too.
  const other = await browser.newPage({ baseURL: server.url });
  await other.goto('/setup');
  const fill = async (p: typeof page, email: string) => {
    const form = p.getByRole('form', { name: 'Set up your brand' });
    await form.getByLabel('Brand name').fill('Casa Verde');
    await form.getByLabel('First name').fill('Olive');
    await form.getByLabel('Last name').fill('Owner');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel(/^Password/).fill('Kitchen2026');
    await form.getByLabel(/^Confirm password/).fill('Kitchen2026');
    return form;
  };

  // The form says what is missing before it sends anything.
  const form = await fill(page, 'owner@example.com');
  await form.getByLabel('Brand name').fill('');
  await form.getByRole('button', { name: 'Create the owner account' }).click();
  await expect(form.getByText(msg.brandNameRequired)).toBeVisible();
  await form.getByLabel('Brand name').fill('Casa Verde');

  const otherForm = await fill(other, 'someone-else@example.com');
  await form.getByRole('button', { name: 'Create the owner account' }).click();
  // The owner is signed in, in the admin.
  await expect(page).toHaveURL(/\/admin-home-page$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The other tab is too late.
  await otherForm.getByRole('button', { name: 'Create the owner account' }).click();
  await expect(other.getByRole('alert')).toHaveText(msg.setupClosed);
  await other.close();

  // The setup page is gone for good: it says so, and the API refuses.
  await page.goto('/setup');
  await expect(page.getByRole('heading', { name: 'Setup is done' })).toBeVisible();
  const again = await page.request.post('/v1/setup/', {
    data: {
      brand_name: 'Other',
      first_name: 'A',
      last_name: 'B',
      email: 'late@example.com',
      password1: 'Kitchen2026',
      password2: 'Kitchen2026',
    },
  });
  expect(again.status()).toBe(403);
  expect((await again.json()).msg).toBe(msg.setupClosed);

  // A visitor now browses the public pages.
  await page.goto('/admin-home-page');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/home-page-new');
  await expect(page).toHaveURL(/\/home-page-new$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
});
