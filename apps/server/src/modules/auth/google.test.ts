import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { msg } from '@simmer/contracts';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

// A key set of our own, served the way Google publishes its keys.
let server: Server;
let jwksUrl: string;
let privateKey: Key;
let strangerKey: Key;
let t: TestApp;
const clientId = 'simmer-test.apps.googleusercontent.com';

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((_, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  t = await createTestApp({ GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: jwksUrl });
});
afterAll(async () => {
  await t.close();
  server.close();
});

function idToken(
  over: Record<string, unknown> = {},
  opts: { key?: Key; exp?: number; iss?: string; aud?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: 'griller@gmail.com',
    email_verified: true,
    given_name: 'Gil',
    family_name: 'Griller',
    ...over,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject('google-sub-1')
    .setIssuer(opts.iss ?? 'https://accounts.google.com')
    .setAudience(opts.aud ?? clientId)
    .setIssuedAt(now - 10)
    .setExpirationTime(opts.exp ?? now + 600)
    .sign(opts.key ?? privateKey);
}

const google = (token: string) =>
  t.app.inject({ method: 'POST', url: '/v1/users/rest-auth/google/', payload: { access_token: token } });

describe('Google sign-in', () => {
  it('creates a Google account from a valid ID token, and signs the same account in again', async () => {
    const first = await google(await idToken());
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({
      email: 'griller@gmail.com',
      provider: 'google',
      first_name: 'Gil',
    });
    const again = await google(await idToken());
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it.each([
    ['a token signed by another key', { key: 'stranger' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
    ['another issuer', { iss: 'https://evil.example.com' }],
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }],
  ])('refuses %s', async (_, o) => {
    const opts = {
      ...o,
      key: (o as { key?: string }).key === 'stranger' ? strangerKey : undefined,
    } as Parameters<typeof idToken>[1];
    const res = await google(await idToken({}, opts));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.googleTokenInvalid);
  });

  it('refuses an unverified e-mail and garbage', async () => {
    expect((await google(await idToken({ email_verified: false }))).statusCode).toBe(400);
    expect((await google('not-a-jwt')).statusCode).toBe(400);
  });

  it('is off when no client id is configured', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/v1/users/rest-auth/google/',
        payload: { access_token: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg.googleDisabled);
      const site = await off.app.inject({ url: '/v1/site-config/' });
      expect(site.json().google_client_id).toBeNull();
    } finally {
      await off.close();
    }
  });
});
