import pg from 'pg';
import { logoutMember, signUp } from '../support/helpers';
import { expect, instanceOf, signUpLinkBySmtp, smtp, test, topology } from './support';

const resetLink = /https?:\/\/[^\s"<>]+\/v1\/users\/password-reset-confirm\/[^/\s]+\/[^/\s]+\//;

/** The worker's attempts at the newest mail job (pg-boss counts the failed ones in retry_count). */
async function mailJob() {
  const db = new pg.Client({ connectionString: topology().databaseUrl });
  await db.connect();
  try {
    const res = await db.query(
      `select state, retry_count from pgboss.job where name = 'mail.send' order by created_on desc limit 1`,
    );
    return res.rows[0] as { state: string; retry_count: number } | undefined;
  } finally {
    await db.end();
  }
}

test('a password reset asked with SMTP down answers as usual; the mail arrives once SMTP is back', async ({
  page,
}) => {
  const { email } = await signUp(page, {}, signUpLinkBySmtp);
  await logoutMember(page);

  await smtp.stop();
  try {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    const asked = page.waitForResponse((r) => r.url().endsWith('/v1/users/rest-auth/password/reset/'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const answer = await asked;
    expect(answer.status()).toBe(200);
    const askedOn = instanceOf(answer);
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Password reset e-mail has been sent.' }),
    ).toBeVisible();
    // The worker tried, SMTP refused, the job waits for its next attempt; nothing arrived.
    await expect
      .poll(async () => (await mailJob())?.retry_count ?? 0, { timeout: 60_000 })
      .toBeGreaterThan(0);
    expect(await smtp.mailTo(email, resetLink)).toEqual([]);
    test.info().annotations.push({ type: 'reset asked on', description: askedOn });
  } finally {
    await smtp.start();
  }

  // SMTP is back: the retried job delivers the mail.
  await expect.poll(async () => (await smtp.mailTo(email, resetLink)).length, { timeout: 90_000 }).toBe(1);
  const [mail] = await smtp.mailTo(email, resetLink);
  const link = mail!.match(
    /https?:\/\/[^\s"<>]+\/v1\/users\/password-reset-confirm\/[^/\s]+\/[^/\s]+\//,
  )?.[0];
  expect(link, 'the mail holds the reset link').toBeTruthy();
  expect(new URL(link!).origin).toBe(topology().url);

  await page.goto(new URL(link!).pathname);
  await page.getByLabel(/^New password/).fill('Fresh2027x');
  await page.getByLabel('Confirm new password').fill('Fresh2027x');
  const confirmed = page.waitForResponse((r) => r.url().includes('/v1/users/password-reset-confirm/'));
  await page.getByRole('button', { name: 'Reset password' }).click();
  expect((await confirmed).status()).toBe(200);
  const setOn = instanceOf(await confirmed);
  await expect(page).toHaveURL(/\/login$/);

  // The new password works on the other process too.
  const servedBy = new Set<string>();
  for (let i = 0; i < 8 && !servedBy.has(setOn === 'api-1' ? 'api-2' : 'api-1'); i++) {
    const res = await page.request.post('/v1/users/rest-auth/login/', {
      data: { email, password: 'Fresh2027x' },
    });
    expect(res.status()).toBe(200);
    servedBy.add(instanceOf(res));
  }
  expect(
    [...servedBy],
    `a login with the new password was served by the process that did not set it (${setOn})`,
  ).toContain(setOn === 'api-1' ? 'api-2' : 'api-1');
});
