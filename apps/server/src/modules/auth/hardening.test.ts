import path from 'node:path';
import { msg } from '@simmer/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp } from '../../../test/harness';
import { fastifyTrustProxy, parseTrustProxy } from '../../http/trust-proxy';
import { readOutbox } from '../../platform/mail/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', AUTH_ACCOUNT_RATE_LIMIT_MAX: '3' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/v1${url}`, payload: payload as object, headers });
const refresh = (token: string) => post('/users/rest-auth/token/refresh/', { refresh: token });
const later = async <T>(seconds: number, run: () => Promise<T>) => {
  const realNow = t.config.now;
  t.config.now = () => new Date(realNow().getTime() + seconds * 1000);
  try {
    return await run();
  } finally {
    t.config.now = realNow;
  }
};

describe('refresh tokens of one login in two tabs', () => {
  it('gives both of two concurrent refreshes a valid pair, and keeps the login', async () => {
    const user = await createUser(t);
    const s = await login(t, user.email, user.password);
    const [a, b] = await Promise.all([refresh(s.refresh_token), refresh(s.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const pairA = a.json();
    const pairB = b.json();
    expect(pairA.refresh_token).not.toBe(pairB.refresh_token);
    // Each tab goes on with its own token.
    expect((await refresh(pairA.refresh_token)).statusCode).toBe(200);
    expect((await refresh(pairB.refresh_token)).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/users/user-detail/',
      headers: { authorization: `Bearer ${pairB.access_token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('still ends the whole login when a used token comes back after the grace', async () => {
    const user = await createUser(t);
    const s = await login(t, user.email, user.password);
    const rotated = (await refresh(s.refresh_token)).json();
    const replay = await later(t.config.REFRESH_REUSE_GRACE_SECONDS + 1, () => refresh(s.refresh_token));
    expect(replay.statusCode).toBe(401);
    expect(replay.json().msg).toBe(msg.sessionExpired);
    expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
  });

  it('does not revive a login that was signed out, even within the grace', async () => {
    const user = await createUser(t);
    const s = await login(t, user.email, user.password);
    const rotated = (await refresh(s.refresh_token)).json();
    await post('/users/rest-auth/logout/', { refresh: rotated.refresh_token });
    expect((await refresh(s.refresh_token)).statusCode).toBe(401);
  });
});

describe('reset links', () => {
  const outbox = () => readOutbox(path.join(t.dataDir, 'outbox'));
  const linksFor = async (to: string, count: number) => {
    for (let i = 0; i < 200; i += 1) {
      const mails = (await outbox()).filter((m) => m.to === to);
      if (mails.length >= count)
        return mails.map((m) => m.text.match(/(\/users\/password-reset-confirm\/[\w-]+\/[\w-]+\/)/)![1]!);
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no mail');
  };
  const confirm = (link: string, password: string) =>
    post(link, { new_password1: password, new_password2: password });

  it('ends an older link when a newer one is sent, and every link once one is used', async () => {
    const user = await createUser(t);
    await post('/users/rest-auth/password/reset/', { email: user.email });
    const [first] = await linksFor(user.email, 1);
    await post('/users/rest-auth/password/reset/', { email: user.email });
    const links = await linksFor(user.email, 2);
    const second = links.find((l) => l !== first)!;
    const old = await confirm(first!, 'Kitchen2027');
    expect(old.statusCode).toBe(400);
    expect(old.json().msg).toBe(msg.resetLinkInvalid);
    expect((await confirm(second, 'Kitchen2027')).statusCode).toBe(200);
    expect((await confirm(second, 'Kitchen2028')).statusCode).toBe(400);
  });

  it('ends every link when the password is changed', async () => {
    const user = await createUser(t);
    await post('/users/rest-auth/password/reset/', { email: user.email });
    const [link] = await linksFor(user.email, 1);
    const s = await login(t, user.email, user.password);
    const changed = await post(
      '/users/rest-auth/password/change/',
      { old_password: user.password, new_password1: 'Kitchen2029', new_password2: 'Kitchen2029' },
      s.headers,
    );
    expect(changed.statusCode).toBe(200);
    const res = await confirm(link!, 'Kitchen2030');
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.resetLinkInvalid);
  });
});

describe('login throttling', () => {
  it('limits attempts per account whatever address they come from', async () => {
    const user = await createUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(
        '/users/rest-auth/login/',
        { email: user.email, password: 'Wrong0000' },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('believes X-Forwarded-For only as far as TRUST_PROXY says', async () => {
    const addressSeen = async (trust: string | undefined, forwarded: string) => {
      const app = Fastify({ trustProxy: fastifyTrustProxy(parseTrustProxy(trust)) });
      app.get('/', async (req) => ({ ip: req.ip }));
      const res = await app.inject({
        url: '/',
        headers: { 'x-forwarded-for': forwarded },
        remoteAddress: '10.0.0.1',
      });
      await app.close();
      return res.json().ip as string;
    };
    // Off by default: the socket's address, whatever the client claims.
    expect(await addressSeen(undefined, '203.0.113.9')).toBe('10.0.0.1');
    // One proxy hop: the address that proxy saw, not what the client wrote before it.
    expect(await addressSeen('1', '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    // Named proxies: believed only when the socket is one of them.
    expect(await addressSeen('10.0.0.0/8', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressSeen('192.168.0.1', '203.0.113.9')).toBe('10.0.0.1');
  });

  it('reads TRUST_PROXY as off, a hop count or addresses, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => parseTrustProxy('true')).toThrow(/hop count/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/not an address/);
    expect(() => parseTrustProxy('10.0.0.0/40')).toThrow(/not an address/);
  });
});
