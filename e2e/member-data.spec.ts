import { readFile } from 'node:fs/promises';
import { DELETE_ACCOUNT_WORD, msg } from '@simmer/contracts';
import yauzl from 'yauzl';
import { seriousViolations } from './support/axe';
import { demo, lastMailTo, signInAs, signUp, signUpQuickly } from './support/helpers';
import { expect, test } from './support/test';

/** The archive's files by name. */
function unzip(data: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('a new member posts, keeps a list, downloads their data, deletes the account and cannot log in again', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const who = await signUp(page);

  // A status post and a grocery list.
  await page.goto('/add-post/add-new');
  await page.getByRole('combobox', { name: 'Post type' }).click();
  await page.getByRole('option', { name: 'Status', exact: true }).click();
  await page.getByLabel('Status').fill('Saffron risotto tonight');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/community-timeline\/Status$/);
  await page.goto('/add-grocery-list');
  const create = page.getByRole('form', { name: 'New grocery list' });
  await create.getByLabel('List Name').fill('Risotto shop');
  await create.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Grocery List is created Successfully!')).toBeVisible();

  // The profile's "Your data": the archive holds the post and the list.
  await page.goto('/user-profile');
  const section = page.getByRole('region', { name: msg.yourDataTitle });
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: msg.exportDownload }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const files = await unzip(await readFile(await download.path()));
  expect(files.get('README.txt')).toContain('posts.json');
  expect(files.get('posts.json')).toContain('Saffron risotto tonight');
  expect(files.get('grocery-lists.json')).toContain('Risotto shop');
  expect(JSON.parse(files.get('profile.json')!)).toMatchObject({ email: who.email });
  await expect(page.getByText(msg.exportReady)).toBeVisible();

  // Delete: the dialog says what happens, and wants the password and the typed word.
  await section.getByRole('button', { name: msg.deleteAccountLink }).click();
  const dialog = page.getByRole('dialog', { name: msg.deleteAccountTitle });
  await expect(dialog.getByText(msg.deleteAccountPosts)).toBeVisible();
  await expect(dialog.getByText(msg.deleteAccountRecords)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel(msg.deleteAccountPassword).fill('NotMine2026');
  await dialog.getByLabel(`Type ${DELETE_ACCOUNT_WORD} to confirm`).fill(DELETE_ACCOUNT_WORD);
  await dialog.getByRole('button', { name: msg.deleteAccountConfirm }).click();
  await expect(dialog.getByText(msg.deleteAccountPasswordWrong)).toBeVisible();
  await dialog.getByLabel(msg.deleteAccountPassword).fill(who.password);
  // By keyboard: Enter in the last field sends the form.
  await dialog.getByLabel(`Type ${DELETE_ACCOUNT_WORD} to confirm`).press('Enter');
  await expect(page.getByText(msg.accountDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/home-page-new$/);
  expect((await lastMailTo(who.email, { matching: 'has been deleted' })).text).toContain(
    'posts and comments',
  );

  // The account cannot log in any more.
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel(/^Password/).fill(who.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByRole('alert')).toContainText(msg.invalidCredentials);
  expect(errors).toEqual([]);
});

test("an admin downloads a member's data and deletes the account from the member list", async ({
  browser,
}) => {
  const memberPage = await browser.newPage();
  const member = await signUpQuickly(memberPage);
  await memberPage.close();

  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAs(page, demo.admin);
  await page.goto('/admin-home-page');
  await page.getByLabel('Search').fill(member.email);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: /^Actions for / }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: msg.adminExportData }).click();
  const files = await unzip(await readFile(await (await downloading).path()));
  expect(JSON.parse(files.get('profile.json')!)).toMatchObject({ email: member.email });

  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: msg.adminDeleteAccount }).click();
  const dialog = page.getByRole('dialog', { name: msg.adminDeleteAccount });
  await expect(dialog).toContainText(member.email);
  await dialog.getByLabel(`Type ${DELETE_ACCOUNT_WORD} to confirm`).fill(DELETE_ACCOUNT_WORD);
  await dialog.getByRole('button', { name: msg.adminDeleteAccount }).click();
  await expect(page.getByText(msg.adminMemberDeleted)).toBeVisible();
  // The deleted account leaves the list, and its owner cannot log in.
  await expect(row).toHaveCount(0);
  const login = await page.request.post('/v1/users/rest-auth/login/', { data: member });
  expect(login.status()).toBe(400);
  expect(errors).toEqual([]);
});
