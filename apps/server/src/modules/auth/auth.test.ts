import path from 'node:path';
import { fillMessage, msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createUser,
  login,
  mailTo,
  signUpWithLink,
  type TestApp,
} from '../../../test/harness';
import { devices, refreshTokens } from '../../db/schema';
import { readOutbox } from '../../platform/mail/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/v1${url}`, payload: payload as object, headers });

const signUpBody = (over: Record<string, string> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2, 8)}@example.com`,
  first_name: 'Nina',
  last_name: 'Newcomer',
  password1: 'Kitchen2026',
  password2: 'Kitchen2026',
  ...over,
});

describe('sign-up', () => {
  it('answers a check-your-mail message without a session; the link in the mail makes the account and signs in', async () => {
    const body = signUpBody({ email: `New-${Math.random().toString(36).slice(2, 8)}@Example.com` });
    const { answer, opened, token, mail } = await signUpWithLink(t, body);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      msg: fillMessage(msg.signUpCheckEmail, { email: body.email }),
      email: body.email,
      check_email: true,
    });
    expect(mail.subject).toMatch(/finish signing up/);
    expect(mail.text).toContain('Hello Nina,');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=/);
    // The password hash is sealed in the link, not readable from it.
    expect(token).not.toMatch(/argon2/);
    expect(Buffer.from(token.split('.')[3]!, 'base64url').toString('latin1')).not.toMatch(/argon2|Nina/);
    // No account before the link: the password does not log in yet.
    expect(opened.statusCode).toBe(200);
    const s = opened.json();
    expect(s.msg).toBe(msg.registrationSuccess);
    expect(s.user).toMatchObject({
      email: body.email.toLowerCase(),
      role: 'user',
      first_name: 'Nina',
      membership_expired: false,
      email_verified: true,
    });
    expect(s.access_token.split('.')).toHaveLength(3);
    expect(s.refresh_token.length).toBeGreaterThan(30);
    expect(
      (await post('/users/rest-auth/login/', { email: body.email, password: 'Kitchen2026' })).statusCode,
    ).toBe(200);
    // The link works once.
    const again = await post('/users/verify-email/', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(msg.emailVerifyLinkInvalid);
  });

  it('makes no account before the link is opened, and refuses a changed link', async () => {
    const body = signUpBody();
    expect((await post('/users/rest-auth/registration/', body)).statusCode).toBe(201);
    const mail = await mailTo(t, body.email, /finish signing up/);
    const tooEarly = await post('/users/rest-auth/login/', { email: body.email, password: 'Kitchen2026' });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().msg).toBe(msg.invalidCredentials);
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const parts = token.split('.');
    parts[3] = `${parts[3]!.slice(0, -2)}${parts[3]!.endsWith('AA') ? 'BB' : 'AA'}`;
    const changed = await post('/users/verify-email/', { token: parts.join('.') });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().msg).toBe(msg.emailVerifyLinkInvalid);
  });

  it.each([
    ['an empty form', {}, msg.allFieldsRequired, 'email'],
    ['a bad e-mail', signUpBody({ email: 'not-an-email' }), msg.enterValidEmail, 'email'],
    [
      'a weak password',
      signUpBody({ password1: 'weakpass', password2: 'weakpass' }),
      msg.passwordRule,
      'password1',
    ],
    [
      'a mismatched confirmation',
      signUpBody({ password2: 'Kitchen2027' }),
      msg.confirmPasswordMismatch,
      'password2',
    ],
    ['a blank first name', signUpBody({ first_name: '  ' }), msg.allFieldsRequired, 'first_name'],
  ])('refuses %s with the spec message', async (_, body, message, field) => {
    const res = await post('/users/rest-auth/registration/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, msg: message });
    expect(res.json().errors[field]).toBe(message);
  });

  it('answers a known e-mail (whatever its case) exactly as a new one, and mails its owner log-in and reset links', async () => {
    const user = await createUser(t);
    const fresh = signUpBody({ email: user.email.replace(/^[^@]+/, 'brand-new') });
    const known = signUpBody({ email: user.email.toUpperCase() });
    const timed = async (body: ReturnType<typeof signUpBody>) => {
      const start = performance.now();
      const res = await post('/users/rest-auth/registration/', body);
      return { res, ms: performance.now() - start };
    };
    const a = await timed(fresh);
    const b = await timed(known);
    expect(b.res.statusCode).toBe(a.res.statusCode);
    // Same body but for the address each one typed; same headers but for the request's own.
    expect(b.res.json()).toEqual({
      ...a.res.json(),
      msg: fillMessage(msg.signUpCheckEmail, { email: known.email }),
      email: known.email,
    });
    const shape = (h: Record<string, unknown>) =>
      Object.keys(h)
        .filter((k) => !['date', 'content-length', 'x-request-id'].includes(k))
        .sort();
    expect(shape(b.res.headers)).toEqual(shape(a.res.headers));
    // Both hash the password (argon2id): neither answer is much quicker than the other.
    expect(Math.min(a.ms, b.ms) * 4).toBeGreaterThan(Math.max(a.ms, b.ms) * 0.5);
    const mail = await mailTo(t, user.email, /tried to sign up/);
    expect(mail.text).toContain(`Hello ${user.firstName},`);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/login/);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/forgot-password/);
    // The account is unchanged: its own password still logs in, the typed one does not.
    expect((await login(t, user.email, user.password)).access_token).toBeTruthy();
    expect(
      (await post('/users/rest-auth/login/', { email: user.email, password: 'Kitchen2026' })).statusCode,
    ).toBe(400);
  });

  it('refuses a sign-up link whose address got an account meanwhile', async () => {
    const body = signUpBody();
    expect((await post('/users/rest-auth/registration/', body)).statusCode).toBe(201);
    const mail = await mailTo(t, body.email, /finish signing up/);
    await createUser(t, { email: body.email });
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const res = await post('/users/verify-email/', { token });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.emailVerifyLinkInvalid);
  });
});

describe('login', () => {
  it('answers the session with the role', async () => {
    const admin = await createUser(t, { role: 'admin' });
    const res = await post('/users/rest-auth/login/', { email: admin.email, password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const user = await createUser(t);
    const wrong = await post('/users/rest-auth/login/', { email: user.email, password: 'Wrong1234' });
    const unknown = await post('/users/rest-auth/login/', {
      email: 'nobody@example.com',
      password: 'Wrong1234',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(msg.invalidCredentials);
    expect(unknown.json().msg).toBe(msg.invalidCredentials);
  });

  it('validates fields with the spec messages', async () => {
    expect((await post('/users/rest-auth/login/', { email: '', password: '' })).json().msg).toBe(
      msg.allFieldsRequired,
    );
    expect((await post('/users/rest-auth/login/', { email: 'x@y', password: 'a' })).json().msg).toBe(
      msg.emailNotValid,
    );
  });

  it('stores passwords as argon2id with at least 19 MiB and 2 iterations', async () => {
    const user = await createUser(t);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/);
    const [, m, it2] = user.passwordHash!.match(/m=(\d+),t=(\d+)/)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(it2)).toBeGreaterThanOrEqual(2);
  });
});

describe('tokens', () => {
  it('gives access to /users/user-detail/ with a bearer token, and 401 without', async () => {
    const user = await createUser(t);
    const s = await login(t, user.email, user.password);
    const ok = await t.app.inject({ url: '/v1/users/user-detail/', headers: s.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: user.id, email: user.email, role: 'user' });
    const none = await t.app.inject({ url: '/v1/users/user-detail/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ status: 401, msg: msg.notAuthorized });
  });

  it('refuses tampered, alg:none, wrongly signed and expired tokens', async () => {
    const user = await createUser(t);
    const s = await login(t, user.email, user.password);
    const [h, p, sig] = s.access_token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url');
    const none = new UnsecuredJWT({ role: 'admin', typ: 'access' })
      .setSubject(String(user.id))
      .setIssuer('simmer')
      .encode();
    const otherKey = await new SignJWT({ role: 'user', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('simmer')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const expired = await new SignJWT({ role: 'user', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('simmer')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(t.config.jwtSecret);
    for (const token of [`${h}.${forged}.${sig}`, none, otherKey]) {
      const res = await t.app.inject({
        url: '/v1/users/user-detail/',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, msg: msg.tokenInvalid });
    }
    const res = await t.app.inject({
      url: '/v1/users/user-detail/',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.json()).toEqual({ status: 401, msg: msg.sessionExpired });
  });

  it('rotates refresh tokens, stores them hashed, and revokes the family when one is reused', async () => {
    const user = await createUser(t);
    const s = await login(t, user.email, user.password);
    const stored = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(stored.map((r) => r.tokenHash)).not.toContain(s.refresh_token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const first = await post('/users/rest-auth/token/refresh/', { refresh: s.refresh_token });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(s.refresh_token);

    // The old token presented again after the grace of racing tabs: reuse. The family,
    // including the new token, is revoked.
    const realNow = t.config.now;
    t.config.now = () => new Date(realNow().getTime() + (t.config.REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
    const replay = await post('/users/rest-auth/token/refresh/', { refresh: s.refresh_token }).finally(() => {
      t.config.now = realNow;
    });
    expect(replay.statusCode).toBe(401);
    const after = await post('/users/rest-auth/token/refresh/', { refresh: rotated.refresh_token });
    expect(after.statusCode).toBe(401);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await post('/users/rest-auth/token/refresh/', { refresh: 'nope' });
    expect(res.statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes the refresh token and deactivates the device', async () => {
    const user = await createUser(t);
    const s = await login(t, user.email, user.password);
    const reg = await post(
      '/notifier/onesignal-register/',
      { registration_id: 'r'.repeat(200), type: 'web', active: true },
      s.headers,
    );
    expect(reg.statusCode).toBe(200);
    expect(reg.json().data.device_id).toHaveLength(150);
    const out = await post(
      '/users/rest-auth/logout/',
      { refresh: s.refresh_token, registration_id: 'r'.repeat(200) },
      s.headers,
    );
    expect(out.statusCode).toBe(200);
    expect(out.json().msg).toBe(msg.logoutSuccess);
    expect((await post('/users/rest-auth/token/refresh/', { refresh: s.refresh_token })).statusCode).toBe(
      401,
    );
    const [device] = await t.database.db.select().from(devices).where(eq(devices.userId, user.id));
    expect(device!.active).toBe(false);
  });
});

describe('device registration', () => {
  it('stores registration_id, type, device_id (first 150 characters) and active', async () => {
    const user = await createUser(t);
    const s = await login(t, user.email, user.password);
    const id = `https://push.example/${'x'.repeat(300)}`;
    const res = await post(
      '/notifier/onesignal-register/',
      { registration_id: id, type: 'web', active: true },
      s.headers,
    );
    expect(res.json().data).toEqual({
      registration_id: id,
      type: 'web',
      device_id: id.slice(0, 150),
      active: true,
    });
    const again = await post(
      '/notifier/onesignal-register/',
      { registration_id: id, type: 'web', active: false },
      s.headers,
    );
    expect(again.json().data.active).toBe(false);
    const rows = await t.database.db.select().from(devices).where(eq(devices.registrationId, id));
    expect(rows).toHaveLength(1);
  });
  it('needs a signed-in member', async () => {
    expect((await post('/notifier/onesignal-register/', { registration_id: 'x' })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const outbox = () => readOutbox(path.join(t.dataDir, 'outbox'));
  const waitForMail = async (to: string) => {
    for (let i = 0; i < 100; i += 1) {
      const mail = (await outbox()).filter((m) => m.to === to).pop();
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no mail');
  };

  it('answers the same for a known and an unknown e-mail, and mails a link only to the known one', async () => {
    const user = await createUser(t);
    const known = await post('/users/rest-auth/password/reset/', { email: user.email });
    const unknown = await post('/users/rest-auth/password/reset/', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await waitForMail(user.email);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/v1\/users\/password-reset-confirm\/[\w-]+\/[\w-]+\//);
    await new Promise((r) => setTimeout(r, 50));
    expect((await outbox()).some((m) => m.to === 'ghost@example.com')).toBe(false);
  });

  it('resets once with the link, then the link is spent and the new password works', async () => {
    const user = await createUser(t);
    const s = await login(t, user.email, user.password);
    await post('/users/rest-auth/password/reset/', { email: user.email });
    const mail = await waitForMail(user.email);
    const [, uid, token] = mail.text.match(/password-reset-confirm\/([\w-]+)\/([\w-]+)\//)!;
    const url = `/users/password-reset-confirm/${uid}/${token}/`;

    const bad = await post(url, { new_password1: 'short', new_password2: 'short', uid, token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(msg.passwordRule);
    const mismatch = await post(url, {
      new_password1: 'Brand2026new',
      new_password2: 'Brand2026old',
      uid,
      token,
    });
    expect(mismatch.json().msg).toBe(msg.confirmPasswordMismatch);

    const ok = await post(url, { new_password1: 'Brand2026new', new_password2: 'Brand2026new', uid, token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().detail).toContain('has been reset');

    const again = await post(url, {
      new_password1: 'Brand2026two',
      new_password2: 'Brand2026two',
      uid,
      token,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(msg.resetLinkInvalid);

    await login(t, user.email, 'Brand2026new');
    // Sessions from before the reset are ended.
    expect((await post('/users/rest-auth/token/refresh/', { refresh: s.refresh_token })).statusCode).toBe(
      401,
    );
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t);
    await post('/users/rest-auth/password/reset/', { email: user.email });
    const mail = await waitForMail(user.email);
    const [, uid, token] = mail.text.match(/password-reset-confirm\/([\w-]+)\/([\w-]+)\//)!;
    const realNow = t.config.now;
    t.config.now = () => new Date(Date.now() + 61 * 60_000);
    try {
      const res = await post(`/users/password-reset-confirm/${uid}/${token}/`, {
        new_password1: 'Later2026x',
        new_password2: 'Later2026x',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg.resetLinkInvalid);
    } finally {
      t.config.now = realNow;
    }
  });

  it('refuses a forged uid or token', async () => {
    const res = await post('/users/password-reset-confirm/MQ/forged/', {
      new_password1: 'Forge2026x',
      new_password2: 'Forge2026x',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('facebook', () => {
  it('answers a clear 400', async () => {
    const res = await post('/users/rest-auth/facebook/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.facebookDisabled);
  });
});
