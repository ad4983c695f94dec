import { request as httpRequest } from 'node:http';
import { expect, instanceOf, test, topology } from './support';

test('the per-account login limit holds across both processes: the 6th attempt is refused', async ({
  page,
}) => {
  // AUTH_ACCOUNT_RATE_LIMIT_MAX=5 (playwright.config.ts); the counters live in Redis.
  const email = `nobody-${Date.now()}@example.com`;
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill('Wrong2026x');
  const attempts: Array<{ status: number; instance: string }> = [];
  for (let i = 1; i <= 6; i++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/users/rest-auth/login/'));
    await form.getByRole('button', { name: 'Log in' }).click();
    const res = await answered;
    attempts.push({ status: res.status(), instance: instanceOf(res) });
    await expect(form.getByRole('alert')).toContainText(
      i <= 5
        ? 'Unable to log in with provided credentials.'
        : 'Too many attempts. Please wait a minute and try again.',
    );
  }
  expect(attempts.slice(0, 5).map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
  expect(
    new Set(attempts.slice(0, 5).map((a) => a.instance)).size,
    'the five attempts reached both processes',
  ).toBe(2);
  expect(attempts[5]!.status).toBe(429);
});

/** A login from another client address (127.0.0.2, which nginx forwards in X-Forwarded-For). */
function loginFrom(localAddress: string, email: string) {
  const url = new URL('/v1/users/rest-auth/login/', topology().url);
  const body = JSON.stringify({ email, password: 'Wrong2026x' });
  return new Promise<{ status: number; instance: string }>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, instance: String(res.headers['x-simmer-instance']) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('the per-address login limit holds across both processes', async () => {
  // AUTH_RATE_LIMIT_MAX=20 per address: twenty attempts at twenty accounts, then refused.
  const max = 20;
  const answers = [];
  for (let i = 0; i <= max; i++)
    answers.push(await loginFrom('127.0.0.2', `guess-${i}-${Date.now()}@example.com`));
  expect(answers.slice(0, max).every((a) => a.status === 400)).toBe(true);
  expect(new Set(answers.map((a) => a.instance))).toEqual(new Set(['api-1', 'api-2']));
  expect(answers[max]!.status).toBe(429);
});
