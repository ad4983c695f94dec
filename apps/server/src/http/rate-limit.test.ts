import { randomBytes } from 'node:crypto';
import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startRedis, type TestRedis } from '../../test/redis';

// Two apps are two API processes: they share only the database and Redis.
describe('the auth rate limit on Redis', () => {
  let redis: TestRedis;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    redis = await startRedis();
    const env = {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `simmer-test-${randomBytes(6).toString('hex')}:`,
      AUTH_RATE_LIMIT_MAX: '3',
    };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  it('counts the attempts of one address across processes', async () => {
    const attempt = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/rest-auth/login/',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
        remoteAddress: '203.0.113.7',
      });
    const codes = [];
    for (const t of [a, b, a, b]) codes.push((await attempt(t)).statusCode);
    expect(codes).toEqual([400, 400, 400, 429]);
    const limited = await attempt(a);
    expect(limited.json()).toEqual({ status: 429, msg: msg.tooManyRequests });
  });
});
