import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DELETE_ACCOUNT_WORD, msg } from '@simmer/contracts';
import yauzl from 'yauzl';
import { seriousViolations } from './support/axe';
import { lastMailTo, signUp } from './support/helpers';

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
