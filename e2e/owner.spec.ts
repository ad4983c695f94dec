import { msg } from '@simmer/contracts';
import { Secret, TOTP } from 'otpauth';
import { ownServer } from './support/own-server';
import { expect, type Page, test } from './support/test';

// The operator's own account on a production start: made with the CLI, then two-step sign-in.
// Its own server (port E2E_PORT + 3), as the embedded database is one process's.
const server = ownServer(Number(process.env.E2E_PORT ?? 3100) + 3);
const owner = { email: 'owner@example.com', password: '' };
const editor = { email: 'editor@example.com', password: 'Editor2026' };
test.use({ baseURL: server.url });
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server.prepare();
  const created = server.cli(
    [
      'admin',
      'create',
      '--email',
      owner.email,
      '--role',
      'owner',
      '--name',
      'Olive Owner',
      '--password-stdin',
    ],
    'Kitchen2026\n',
  );
  expect(created).toContain(`Created ${owner.email} with the role owner.`);
  // Locked out: a new password from the command line.
  const reset = server.cli(['admin', 'reset-password', '--email', owner.email]);
  owner.password = reset.match(/Password: (\S+)/)![1]!;
  server.cli(
    ['admin', 'create', '--email', editor.email, '--role', 'editor', '--password-stdin'],
    `${editor.password}\n`,
  );
  await server.start();
});
test.afterAll(() => server.stop());

const PERIOD_MS = 30_000;
let ownerSecret = '';
let lastStep = 0;
/**
 * The code an authenticator app shows, each for a later time step than the one before (the
 * server takes a code once, and one step ahead of its clock at most: past that, this waits for
 * the clock).
 */
async function codeOf(secret: string) {
  const step = Math.max(Math.floor(Date.now() / PERIOD_MS), lastStep + 1);
  const wait = (step - 1) * PERIOD_MS - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait + 100));
  lastStep = step;
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: step * PERIOD_MS });
}

async function passwordStep(page: Page, who = owner) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel(/^Password/).fill(who.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('form', { name: 'Two-step sign-in' });
}

test('the owner turns on two-step sign-in and signs in with a code, then with a recovery code once', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login$/); // no setup page: the CLI made the owner
  // The password alone signs in while two-step sign-in is off.
  expect(await (await passwordStep(page)).count()).toBe(0);
  await expect(page).toHaveURL(/\/admin-home-page$/);

  // Enrolment from the account page.
  await page.getByRole('link', { name: 'My account' }).click();
  await page.getByRole('link', { name: 'Two-step sign-in' }).click();
  await expect(page).toHaveURL(/\/two-step$/);
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  const secret = ((await page.getByTestId('two-step-key').textContent()) ?? '').replace(/\s/g, '');
  ownerSecret = secret;
  const confirm = page.getByRole('form', { name: 'Confirm two-step sign-in' });
  await confirm.getByLabel('Code').fill('000000');
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  await expect(confirm.getByText(msg.twoStepCodeWrong)).toBeVisible();
  await confirm.getByLabel('Code').fill(await codeOf(secret));
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = await list.getByRole('listitem').allInnerTexts();
  await page.getByRole('link', { name: 'I have saved them' }).click();
  await expect(page).toHaveURL(/\/admin-home-page$/);

  // Signing in now asks for the code after the password.
  await page.getByRole('button', { name: 'Logout' }).click();
  let second = await passwordStep(page);
  await expect(second).toBeVisible();
  await second.getByLabel('Code').fill('123456');
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByRole('alert')).toHaveText(msg.twoStepCodeWrong);
  await second.getByLabel('Code').fill(await codeOf(secret));
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin-home-page$/);

  // A recovery code instead of the app, once.
  await page.getByRole('button', { name: 'Logout' }).click();
  second = await passwordStep(page);
  await second.getByLabel('Code').fill(recovery[0]!.trim());
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin-home-page$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  second = await passwordStep(page);
  await second.getByLabel('Code').fill(recovery[0]!.trim());
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByRole('alert')).toHaveText(msg.twoStepCodeWrong);
  await second.getByLabel('Code').fill(recovery[1]!.trim());
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin-home-page$/);
});

test('the owner requires two-step sign-in: staff without it set it up before anything else, and staff change their password', async ({
  page,
}) => {
  // The owner (enrolled above) turns the requirement on.
  const second = await passwordStep(page);
  await second.getByLabel('Code').fill(await codeOf(ownerSecret));
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin-home-page$/);
  await page.goto('/two-step');
  // The switch shows the saved state: it turns on once the server has it.
  const requirement = page.getByRole('switch', { name: 'Require two-step sign-in for all staff' });
  await requirement.click();
  await expect(page.getByText(msg.twoStepRequirementOn)).toBeVisible();
  await expect(requirement).toBeChecked();

  // The owner changes their password from their account; it stays signed in.
  await page.goto('/user-profile');
  await page.getByRole('link', { name: 'Change Password' }).click();
  const change = page.getByRole('form', { name: 'Change password' });
  await change.getByLabel(/^Current Password/).fill(owner.password);
  await change.getByLabel(/^New Password/).fill('Kitchen2027');
  await change.getByLabel(/^Confirm New Password/).fill('Kitchen2027');
  await change.getByRole('button', { name: /save|change|update/i }).click();
  await expect(page).toHaveURL(/\/user-profile$/);
  owner.password = 'Kitchen2027';
  // (The account page has its own Logout beside the header's.)
  await page.getByRole('button', { name: 'Logout' }).first().click();

  // The editor signs in and lands on the enrolment, with the reason; the admin sends them back.
  expect(await (await passwordStep(page, editor)).count()).toBe(0);
  await expect(page).toHaveURL(/\/two-step$/);
  await expect(page.getByRole('alert')).toHaveText(msg.twoStepSetupRequired);
  await page.goto('/admin-home-page');
  await expect(page).toHaveURL(/\/two-step$/);
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const secret = ((await page.getByTestId('two-step-key').textContent()) ?? '').replace(/\s/g, '');
  const confirm = page.getByRole('form', { name: 'Confirm two-step sign-in' });
  await confirm.getByLabel('Code').fill(await codeOf(secret));
  await confirm.getByRole('button', { name: 'Turn on' }).click();
  await page.getByRole('link', { name: 'I have saved them' }).click();
  await expect(page).toHaveURL(/\/admin-home-page$/);
});
