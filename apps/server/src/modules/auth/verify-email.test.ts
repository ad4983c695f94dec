import path from 'node:path';
import { fillMessage, msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp } from '../../../test/harness';
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

/**
 * A member whose address is not verified yet (an account from before sign-up links, decision
 * 930), signed in, who asked for a link once.
 */
async function signUp() {
  const user = await createUser(t, { firstName: 'Wren', emailVerifiedAt: null });
  const session = await login(t, user.email, user.password);
  expect((await post('/users/verify-email/resend/', undefined, session.headers)).statusCode).toBe(200);
  return { email: user.email, session, headers: session.headers };
}

describe('the verification mail', () => {
  it('greets the member by name with a link to confirm the address', async () => {
    const { email, session } = await signUp();
    expect(session.user).toMatchObject({ email_verified: false });
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe(`${t.config.BRAND_NAME}: confirm your e-mail address`);
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
