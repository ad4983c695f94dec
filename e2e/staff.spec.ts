import { storageKeys } from '@simmer/contracts';
import { demo, lastMailTo, signInAs, signUpLink } from './support/helpers';
import { type Browser, expect, type Page, test } from './support/test';

/**
 * The owner invites an editor and a moderator; each accepts from the e-mailed link (one by
 * signing up, one by logging in), sees only their part of the admin and a "no access" state on
 * another admin page; the editor publishes a recipe; the owner reads it in the audit log.
 */

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const editor = { email: `editor-${stamp}@example.com`, password: 'Simmer2026' };
const moderator = { email: `moderator-${stamp}@example.com`, password: 'Simmer2026' };
const recipeName = `Staff brown butter ${stamp}`;

async function invite(page: Page, email: string, role: 'Editor' | 'Moderator') {
  const form = page.getByRole('region', { name: 'Invite a staff member' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: new RegExp(`^${role}:`) }).click();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent.').first()).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Invitations waiting' });
  await expect(waiting.getByRole('row', { name: new RegExp(email) })).toBeVisible();
  const mail = await lastMailTo(email, { matching: '/staff-invite/' });
  const link = mail.text.match(/\/staff-invite\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no invitation link in the mail to ${email}`);
  return link;
}

/** The admin menu's entries as the page shows them. */
async function menu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').allInnerTexts();
}

async function expectNoAccess(page: Page, path: string, api: string) {
  await page.goto(path);
  await expect(page.getByText(/You do not have access to this page/)).toBeVisible();
  // The page's API answers 403 to the same session.
  const token = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}').access_token,
    storageKeys.session,
  );
  const res = await page.request.get(api, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
}

async function freeVideo(page: Page): Promise<number> {
  const res = await page.request.get('/v1/admin/user/video/');
  expect(res.ok()).toBeTruthy();
  const video = ((await res.json()).results as Array<{ id: number; is_premium: boolean }>).find(
    (v) => !v.is_premium,
  );
  if (!video) throw new Error('no free demo video');
  return video.id;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('the owner invites an editor and a moderator, each sees their part of the admin, and the audit log shows the editor’s recipe', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, demo.admin);
  await page.goto('/admin-staff');
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  const editorLink = await invite(page, editor.email, 'Editor');
  const moderatorLink = await invite(page, moderator.email, 'Moderator');

  // The editor accepts by signing up with the invited address.
  const ed = await newPage(browser);
  await ed.goto(editorLink);
  await expect(ed.getByRole('heading', { name: 'Join the staff as Editor' })).toBeVisible();
  await ed.locator('#main').getByRole('button', { name: 'Sign up' }).click();
  const signUp = ed.getByRole('form', { name: 'Sign up' });
  await signUp.getByLabel('First name').fill('Eda');
  await signUp.getByLabel('Last name').fill('Editor');
  await signUp.getByLabel('Email').fill(editor.email);
  await signUp.getByLabel(/^Password/).fill(editor.password);
  await signUp.getByLabel('Confirm password').fill(editor.password);
  await signUp.getByRole('checkbox').check();
  await signUp.getByRole('button', { name: 'Sign up' }).click();
  // The account is made by the link in the sign-up mail; then the invitation is accepted.
  await expect(ed).toHaveURL(/\/login$/);
  await ed.goto(await signUpLink(editor.email));
  await expect(ed).toHaveURL(/user-home-page/);
  await ed.goto(editorLink);
  await ed.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(ed).toHaveURL(/\/upload-content-listing$/);
  expect(await menu(ed)).toEqual(['Content', 'Homepage', 'Newsletters', 'Live']);
  await expectNoAccess(ed, '/admin-home-page', '/v1/adminpanel/users/');

  // The moderator has an account already and accepts by logging in.
  const mod = await newPage(browser);
  const registered = await mod.request.post('/v1/users/rest-auth/registration/', {
    data: {
      email: moderator.email,
      first_name: 'Mo',
      last_name: 'Moderator',
      password1: moderator.password,
      password2: moderator.password,
    },
  });
  expect(registered.status()).toBe(201);
  const made = await mod.request.post('/v1/users/verify-email/', {
    data: { token: new URLSearchParams((await signUpLink(moderator.email)).split('?')[1]).get('token') },
  });
  expect(made.status()).toBe(200);
  await mod.goto(moderatorLink);
  await expect(mod.getByRole('heading', { name: 'Join the staff as Moderator' })).toBeVisible();
  await mod.locator('#main').getByRole('button', { name: 'Log in' }).click();
  const login = mod.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Email').fill(moderator.email);
  await login.getByLabel(/^Password/).fill(moderator.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(mod).toHaveURL(new RegExp(moderatorLink));
  await mod.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(mod).toHaveURL(/\/user-reports-review$/);
  expect(await menu(mod)).toEqual(['Report/Review']);
  await expectNoAccess(mod, '/upload-content-listing', '/v1/adminpanel/content/');

  // The editor publishes a recipe for a free video.
  const videoId = await freeVideo(ed);
  await ed.goto(`/upload-recipe-instructions/video/${videoId}/new-recipe`);
  await expect(ed.getByRole('heading', { name: 'New recipe' })).toBeVisible();
  await ed.getByLabel('Recipe name').fill(recipeName);
  await ed.getByTestId('instructions-editor').locator('.ProseMirror').click();
  await ed.keyboard.type('Melt the butter until it smells of hazelnuts.');
  const row = ed.getByTestId('ingredient-row').first();
  await row.getByLabel('Ingredient name').fill('butter');
  await row.getByLabel('Quantity').fill('100');
  await row.getByLabel('Unit').fill('g');
  await row.getByRole('textbox', { name: 'Category' }).fill('dairy');
  await row.getByLabel('Ingredient name').click();
  await ed.getByRole('button', { name: 'Save' }).click();
  await expect(ed.getByText('Recipe uploaded successfully!')).toBeVisible();

  // The owner reads it in the audit log, filtered by the editor's address.
  await page.goto('/admin-audit-log');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await page.getByLabel('Staff e-mail').fill(editor.email);
  const entries = page.getByRole('table', { name: 'Audit log entries' });
  const by = (action: string) => entries.getByRole('row', { name: new RegExp(`${editor.email} ${action}`) });
  await expect(by('connectedRecipes\\.create')).toBeVisible();
  await expect(by('staff\\.acceptInvite')).toContainText('joined as Editor');
  // Once the filter applies, only the editor's entries are left.
  await expect(entries.getByRole('row', { name: /moderator-|admin@simmer\.dev/ })).toHaveCount(0);
  // The staff page lists both with their roles.
  await page.goto('/admin-staff');
  const staff = page.getByRole('region', { name: 'Staff members' });
  await expect(staff.getByRole('row', { name: new RegExp(editor.email) })).toBeVisible();
  await expect(staff.getByRole('combobox', { name: `Role of ${moderator.email}` })).toHaveValue('Moderator');
});
