import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { endpoints, storageKeys } from '@simmer/contracts';
import { serverDataDir } from './env';

type Who = { email: string; password: string };

export const demo = {
  member: { email: 'member@simmer.dev', password: 'Member2026' },
  admin: { email: 'admin@simmer.dev', password: 'Admin2026' },
};

/** Credentials of a member nobody has signed up yet. */
const newMember = (): Who => ({
  email: `cook-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
  password: 'Simmer2026',
});

/** Logs in through the /login page and waits for the role's landing page. */
export async function loginAs(page: Page, who: Who, landing = /user-home-page/) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel(/^Password/).fill(who.password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(landing);
}

/** Signs up a fresh member and returns the credentials. */
/** Reads the sign-up link mailed to an address: the outbox by default, SMTP in the topology. */
export type SignUpLinkReader = (email: string) => Promise<string>;

export async function signUp(
  page: Page,
  overrides: Partial<Who> = {},
  linkOf: SignUpLinkReader = signUpLink,
): Promise<Who> {
  const { email, password } = { ...newMember(), ...overrides };
  await page.goto('/sign-up');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name').fill('Robin');
  await form.getByLabel('Last name').fill('Cook');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Sign up' }).click();
  // Every sign-up is answered alike (decision 930): the account is made by the link in the mail.
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(await linkOf(email));
  await expect(page).toHaveURL(/user-home-page/);
  return { email, password };
}

/** The path of the link in the sign-up mail to an address (it makes the account and signs in). */
export async function signUpLink(email: string): Promise<string> {
  const mail = await lastMailTo(email, { matching: 'To finish creating your account' });
  return /\/verify-email\?token=[^\s]+/.exec(mail.text)![0];
}

/**
 * Stores a session the way the app stores one after a log-in, on a light page of the same
 * origin (the robots file), so the next page the test opens starts signed in.
 */
async function storeSession(
  page: Page,
  answer: { access_token: string; refresh_token: string; user: unknown },
) {
  await page.goto('/robots.txt');
  const { access_token, refresh_token, user } = answer;
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    storageKeys.session,
    JSON.stringify({ access_token, refresh_token, user }),
  ] as const);
}

/**
 * Signs in through the API instead of the /login page, for journeys about something else: the
 * log-in form has its own journeys (auth.spec.ts, and the journeys that log in from a modal or
 * after a password change). Two full page loads fewer than `loginAs`, whose pages cost the
 * browser tests' CPU most (decision 600). The page is left on the robots file: open the page
 * the journey starts on next.
 */
export async function signInAs(page: Page, who: Who) {
  const res = await page.request.post(`/v1${endpoints.auth.login.path}`, { data: who });
  expect(res.status(), `log-in of ${who.email}`).toBe(200);
  await storeSession(page, await res.json());
}

/**
 * Signs up a fresh member through the API, for journeys about something else (the sign-up form
 * has its own journeys: auth.spec.ts, first-run.spec.ts). Returns the credentials; the page is
 * left on the robots file, as with `signInAs`.
 */
export async function signUpQuickly(page: Page, linkOf: SignUpLinkReader = signUpLink): Promise<Who> {
  const { email, password } = newMember();
  const res = await page.request.post(`/v1${endpoints.auth.register.path}`, {
    data: { email, first_name: 'Robin', last_name: 'Cook', password1: password, password2: password },
  });
  expect(res.status(), `sign-up of ${email}`).toBe(201);
  const token = new URLSearchParams((await linkOf(email)).split('?')[1]).get('token');
  const opened = await page.request.post(`/v1${endpoints.auth.verifyEmail.path}`, { data: { token } });
  expect(opened.status(), `sign-up link of ${email}`).toBe(200);
  await storeSession(page, await opened.json());
  return { email, password };
}

/** The mails the outbox holds for an address, oldest first. */
export function mailsTo(to: string): Array<{ to: string; text: string }> {
  // SIMMER_OUTBOX: a server the tests did not start (the container stage's), whose outbox is
  // a folder of a volume.
  const dir = process.env.SIMMER_OUTBOX ?? path.join(serverDataDir(), 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; text: string })
    .filter((m) => m.to === to);
}

/**
 * The newest mail to an address that contains `matching` (any mail when not given), past the
 * first `after` mails to it (those sent before the action). Waits for it: some mail goes out
 * after the answer (a password reset) or from a job (a receipt), a moment later on a busy machine.
 */
export async function lastMailTo(to: string, opts: { matching?: string | RegExp; after?: number } = {}) {
  const { matching, after = 0 } = opts;
  const fits = (text: string) =>
    matching === undefined || (typeof matching === 'string' ? text.includes(matching) : matching.test(text));
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = mailsTo(to)
      .slice(after)
      .filter((m) => fits(m.text))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no mail to ${to}${matching ? ` containing ${matching}` : ''}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Logs out through the account menu. */
export async function logoutMember(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/home-page-new/);
}

/** The delivery step: contact, a US address and the Standard shipping rate. */
export async function fillDetails(checkout: Page) {
  const form = checkout.getByRole('form', { name: 'Shipping address' });
  await form.getByLabel('Full name').fill('Sam Member');
  await form.getByRole('textbox', { name: /^Address/ }).fill('1 Market St');
  await form.getByLabel('City').fill('San Francisco');
  await form.getByLabel('State / region').fill('CA');
  await form.getByLabel('Postcode').fill('9410');
  await form.getByRole('radio', { name: /Standard/ }).check();
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(form.getByText('Enter a valid postcode for United States, like 94103.')).toBeVisible();
  await form.getByLabel('Postcode').fill('94103');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(checkout.getByText(/Your items are held for you until/)).toBeVisible();
}

/**
 * Scrolls the public home down until its last section is in: the sections below its first
 * screen load as the visitor scrolls toward them (`NearView`). Leaves the page at the top.
 */
export async function scrollThroughHome(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect(page.getByTestId('free-tutorials')).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Waits until what the page started has been drawn: its running animations and transitions have
 * finished and two more frames are painted. A check that something did NOT happen runs after this
 * event, not after a fixed pause.
 */
export async function afterPaint(page: Page) {
  await page.evaluate(async () => {
    // Endless ones (a spinner, a pulsing placeholder) never finish and are left out.
    const ending = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null))));
  });
}
