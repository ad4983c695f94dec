import path from 'node:path';
import { fillMessage, msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { readOutbox } from '../../platform/mail/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/v1${url}`, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers });

const outbox = () => readOutbox(path.join(t.dataDir, 'outbox'));
async function mailsTo(to: string, count: number) {
  for (let i = 0; i < 200; i += 1) {
    const mails = (await outbox()).filter((m) => m.to === to);
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`expected ${count} mails to ${to}`);
}
const tokenOf = (text: string) => decodeURIComponent(text.match(/\/verify-email\?token=([^\s]+)/)![1]!);

async function signUp() {
  const email = `cook-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await post('/users/rest-auth/registration/', {
    email,
    first_name: 'Wren',
    last_name: 'Welcome',
    password1: 'Kitchen2026',
    password2: 'Kitchen2026',
  });
  expect(res.statusCode).toBe(201);
  const session = res.json();
  return { email, session, headers: { authorization: `Bearer ${session.access_token}` } };
}

describe('welcome e-mail', () => {
  it('greets a new member by name with a link to confirm the address', async () => {
    const { email, session } = await signUp();
    expect(session.user.email_verified).toBe(false);
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe(`Welcome to ${t.config.BRAND_NAME}, Wren`);
    expect(mail!.text).toContain('Hello Wren');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]+/);
  });
});

describe('e-mail verification', () => {
  it('verifies once with the link; the link is then spent and the badge shows', async () => {
    const { email, headers } = await signUp();
    const token = tokenOf((await mailsTo(email, 1))[0]!.text);
    expect((await get('/users/user-detail/', headers)).json().email_verified).toBe(false);

    const ok = await post('/users/verify-email/', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe(msg.emailVerified);
    expect((await get('/users/user-detail/', headers)).json().email_verified).toBe(true);

    const again = await post('/users/verify-email/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(msg.emailVerifyLinkInvalid);
    // Verified: nothing to resend.
    const resend = await post('/users/verify-email/resend/', undefined, headers);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().msg).toBe(msg.emailAlreadyVerified);
  });

  it('refuses an expired, forged or empty link', async () => {
    const { email, headers } = await signUp();
    const token = tokenOf((await mailsTo(email, 1))[0]!.text);
    const realNow = t.config.now;
    t.config.now = () => new Date(Date.now() + 49 * 3_600_000);
    try {
      expect((await post('/users/verify-email/', { token })).json().msg).toBe(msg.emailVerifyLinkInvalid);
    } finally {
      t.config.now = realNow;
    }
    const forged = await post('/users/verify-email/', { token: 'forged-token' });
    expect(forged.statusCode).toBe(400);
    const empty = await post('/users/verify-email/', { token: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(msg.emailVerifyLinkInvalid);
    expect((await get('/users/user-detail/', headers)).json().email_verified).toBe(false);
  });

  it('resends a new link to the signed-in member; the older link stops working', async () => {
    const { email, headers } = await signUp();
    const first = tokenOf((await mailsTo(email, 1))[0]!.text);
    expect((await post('/users/verify-email/resend/')).statusCode).toBe(401);

    const res = await post('/users/verify-email/resend/', undefined, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(fillMessage(msg.emailVerificationSent, { email }));
    const mails = await mailsTo(email, 2);
    const second = tokenOf(mails[1]!.text);
    expect(second).not.toBe(first);

    expect((await post('/users/verify-email/', { token: first })).statusCode).toBe(400);
    expect((await post('/users/verify-email/', { token: second })).statusCode).toBe(200);
    expect((await get('/users/user-detail/', headers)).json().email_verified).toBe(true);
  });
});
