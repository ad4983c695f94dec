import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp } from '../../../test/harness';
import { twoStepRecoveryCodes, twoStepSecrets } from '../../db/schema';

let t: TestApp;
let clock = Date.parse('2026-11-28T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  t.config.now = () => new Date(clock);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers?: Record<string, string>,
) => t.app.inject({ method, url: `/v1${url}`, payload, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The code an authenticator app shows now; the clock moves on a step so the next one differs. */
function codeOf(secret: string) {
  clock += 30_000;
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock });
}

/** A staff account with two-step sign-in on: its key and recovery codes. */
async function enrolled(role: 'admin' | 'owner' | 'editor' = 'admin') {
  const user = await createUser(t, { role });
  const session = await login(t, user.email, user.password);
  const started = await call('POST', '/users/two-step/setup/', undefined, session.headers);
  expect(started.statusCode).toBe(200);
  const { secret } = started.json();
  const confirmed = await call('POST', '/users/two-step/confirm/', { code: codeOf(secret) }, session.headers);
  expect(confirmed.statusCode).toBe(200);
  return { user, session, secret, recovery: confirmed.json().recovery_codes as string[] };
}

const passwordStep = (email: string, password: string) =>
  call('POST', '/users/rest-auth/login/', { email, password });

describe('two-step enrolment', () => {
  it('is for staff only', async () => {
    const member = await createUser(t);
    const { headers } = await login(t, member.email, member.password);
    const res = await call('POST', '/users/two-step/setup/', undefined, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe(msg.twoStepStaffOnly);
  });

  it('turns on with a right code, keeps the key encrypted and gives ten recovery codes once', async () => {
    const user = await createUser(t, { role: 'admin' });
    const { headers } = await login(t, user.email, user.password);
    const started = (await call('POST', '/users/two-step/setup/', undefined, headers)).json();
    expect(started.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    expect(started.otpauth_url).toContain(`secret=${started.secret}`);

    const wrong = await call('POST', '/users/two-step/confirm/', { code: '000000' }, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ code: msg.twoStepCodeWrong });
    expect((await call('GET', '/users/two-step/', undefined, headers)).json()).toEqual({
      enabled: false,
      required: false,
    });

    const ok = await call('POST', '/users/two-step/confirm/', { code: codeOf(started.secret) }, headers);
    expect(ok.statusCode).toBe(200);
    const codes = ok.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await call('GET', '/users/two-step/', undefined, headers)).json()).toEqual({
      enabled: true,
      required: false,
    });

    const [row] = await t.database.db.select().from(twoStepSecrets).where(eq(twoStepSecrets.userId, user.id));
    expect(row!.secretEncrypted).not.toContain(started.secret);
    const stored = await t.database.db
      .select()
      .from(twoStepRecoveryCodes)
      .where(eq(twoStepRecoveryCodes.userId, user.id));
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0]);

    // The key is never given again.
    const again = await call('POST', '/users/two-step/setup/', undefined, headers);
    expect(again.statusCode).toBe(409);
  });
});

describe('signing in with two-step', () => {
  it('asks for the code after the password, and signs in with it once', async () => {
    const { user, secret } = await enrolled();
    const first = await passwordStep(user.email, user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().access_token).toBeUndefined();
    const token = first.json().two_step_token as string;
    expect(first.json().msg).toBe(msg.twoStepCodeNeeded);

    const wrong = await call('POST', '/users/rest-auth/two-step/', { two_step_token: token, code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(msg.twoStepCodeWrong);

    const code = codeOf(secret);
    const ok = await call('POST', '/users/rest-auth/two-step/', { two_step_token: token, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { id: user.id } });
    expect(
      (await call('GET', '/adminpanel/users/', undefined, bearer(ok.json().access_token))).statusCode,
    ).toBe(200);

    // The same code does not work twice.
    const replay = await call('POST', '/users/rest-auth/two-step/', { two_step_token: token, code });
    expect(replay.statusCode).toBe(400);
  });

  it('takes a recovery code once, whatever its case and dashes', async () => {
    const { user, recovery } = await enrolled();
    const token = (await passwordStep(user.email, user.password)).json().two_step_token;
    const given = recovery[3]!.toUpperCase().replace('-', ' ');
    const ok = await call('POST', '/users/rest-auth/two-step/', { two_step_token: token, code: given });
    expect(ok.statusCode).toBe(200);
    const again = await call('POST', '/users/rest-auth/two-step/', {
      two_step_token: token,
      code: recovery[3],
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(msg.twoStepCodeWrong);
  });

  it('refuses a forged or expired challenge, and a code of another account', async () => {
    const a = await enrolled();
    const b = await enrolled();
    const tokenA = (await passwordStep(a.user.email, a.user.password)).json().two_step_token;
    const ofB = await call('POST', '/users/rest-auth/two-step/', {
      two_step_token: tokenA,
      code: b.recovery[0],
    });
    expect(ofB.statusCode).toBe(400);
    const forged = await call('POST', '/users/rest-auth/two-step/', {
      two_step_token: `${tokenA}x`,
      code: a.recovery[0],
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().msg).toBe(msg.twoStepSessionExpired);
    // An access token is not a challenge.
    const notChallenge = await call('POST', '/users/rest-auth/two-step/', {
      two_step_token: a.session.access_token,
      code: a.recovery[0],
    });
    expect(notChallenge.statusCode).toBe(401);
    clock += 301_000;
    const late = await call('POST', '/users/rest-auth/two-step/', {
      two_step_token: tokenA,
      code: a.recovery[0],
    });
    expect(late.statusCode).toBe(401);
  });

  it('turns off with a code, and the password alone signs in again', async () => {
    const { user, session, secret } = await enrolled();
    const wrong = await call('POST', '/users/two-step/disable/', { code: '111111' }, session.headers);
    expect(wrong.statusCode).toBe(400);
    const off = await call('POST', '/users/two-step/disable/', { code: codeOf(secret) }, session.headers);
    expect(off.statusCode).toBe(200);
    expect((await passwordStep(user.email, user.password)).json().access_token).toBeTruthy();
  });
});

describe('the owner requires two-step sign-in', () => {
  it('sends staff without it to enrolment, and lets them in once enrolled', async () => {
    const plainOwner = await createUser(t, { role: 'owner' });
    const plainSession = await login(t, plainOwner.email, plainOwner.password);
    const early = await call('PUT', '/admin/two-step-policy/', { required: true }, plainSession.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe(msg.twoStepRequireOwnFirst);

    const admin = await enrolled('admin');
    expect(
      (await call('PUT', '/admin/two-step-policy/', { required: true }, admin.session.headers)).statusCode,
    ).toBe(403);

    const owner = await enrolled('owner');
    const on = await call('PUT', '/admin/two-step-policy/', { required: true }, owner.session.headers);
    expect(on.statusCode).toBe(200);

    // An editor (content is theirs to edit) is held back from it until enrolled.
    const editor = await createUser(t, { role: 'editor' });
    const session = await login(t, editor.email, editor.password);
    const blocked = await call('GET', '/adminpanel/content/', undefined, session.headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().msg).toBe(msg.twoStepSetupRequired);
    expect((await call('GET', '/users/two-step/', undefined, session.headers)).json()).toEqual({
      enabled: false,
      required: true,
    });
    // A refreshed token is still held back.
    const refreshed = await call('POST', '/users/rest-auth/token/refresh/', {
      refresh: session.refresh_token,
    });
    expect(
      (await call('GET', '/adminpanel/content/', undefined, bearer(refreshed.json().access_token)))
        .statusCode,
    ).toBe(403);

    const { secret } = (await call('POST', '/users/two-step/setup/', undefined, session.headers)).json();
    const confirmed = await call(
      'POST',
      '/users/two-step/confirm/',
      { code: codeOf(secret) },
      session.headers,
    );
    const access = confirmed.json().access_token as string;
    expect((await call('GET', '/adminpanel/content/', undefined, bearer(access))).statusCode).toBe(200);
    // While required, it cannot be turned off.
    const off = await call('POST', '/users/two-step/disable/', { code: codeOf(secret) }, bearer(access));
    expect(off.statusCode).toBe(403);

    // Members are not concerned.
    const member = await createUser(t);
    expect((await passwordStep(member.email, member.password)).json().access_token).toBeTruthy();
    expect(
      (await call('PUT', '/admin/two-step-policy/', { required: false }, owner.session.headers)).statusCode,
    ).toBe(200);
  });
});

describe('code guesses', () => {
  it('are limited per account', async () => {
    const limited = await createTestApp({ AUTH_ACCOUNT_RATE_LIMIT_MAX: '3' });
    try {
      const user = await createUser(limited, { role: 'admin' });
      const { headers } = await login(limited, user.email, user.password);
      await limited.app.inject({ method: 'POST', url: '/v1/users/two-step/setup/', headers });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/v1/users/two-step/confirm/',
          headers,
          payload: { code: '000000' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
