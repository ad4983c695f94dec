import { randomBytes } from 'node:crypto';
import { msg } from '@simmer/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn, type TestApp } from '../../../test/harness';
import { startRedis } from '../../../test/redis';
import { DecodeBudget, decodeBudget } from './images.service';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  // The smallest budget: 16 MB takes one 1000 x 1000 colour image at a time, twice.
  t = await createTestApp({ IMAGE_DECODE_MEMORY_BYTES: '16000000', IMAGE_UPLOADS_PER_MINUTE: '12' });
  ({ headers } = await signedIn(t));
});
afterAll(() => t.close());

function multipart(data: Buffer, as = headers) {
  const boundary = `----simmer${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...as, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (data: Buffer, as = headers) =>
  t.app.inject({ method: 'POST', url: '/v1/media/images/', ...multipart(data, as) });
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c05020' } })
    .png()
    .toBuffer();

describe('the image decode budget', () => {
  it('runs at most what fits at once, first come first served, and frees its share on failure', async () => {
    const budget = new DecodeBudget(16);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const gates: Array<() => void> = [];
    const tasks = Array.from({ length: 8 }, (_, i) =>
      budget.run(6, async () => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(i);
        await new Promise<void>((r) => gates.push(r));
        running -= 1;
        if (i === 3) throw new Error('broken image');
        return i;
      }),
    );
    const settled = Promise.allSettled(tasks);
    // Let each admitted task finish in turn.
    for (let done = 0; done < 8; done++) {
      while (gates.length === 0) await new Promise((r) => setImmediate(r));
      gates.shift()?.();
    }
    const results = await settled;
    expect(peak).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(budget.state).toEqual({ waiting: 0, used: 0 });
  });
});

describe('image uploads within a memory budget', () => {
  it('refuses with a clear 413 an image that cannot be decoded within the budget', async () => {
    const res = await upload(await png(2000, 2000));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, msg: msg.imageDecodeTooLarge });
  });

  it('decodes concurrent uploads a few at a time and stores every one', async () => {
    const budget = decodeBudget(16_000_000);
    const image = await png(1000, 1000);
    let peak = 0;
    let queued = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, budget.state.used);
      queued = Math.max(queued, budget.state.waiting);
    }, 1);
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(image)));
    clearInterval(sampler);
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(peak).toBeLessThanOrEqual(16_000_000);
    expect(budget.state).toEqual({ waiting: 0, used: 0 });
    expect(queued).toBeGreaterThan(0);
  });

  it('limits image uploads per member per minute', async () => {
    const other = await signedIn(t);
    const small = await png(40, 40);
    // 6 uploads above and the refused one count: 12 a minute leaves 5 more for that member.
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await upload(small)).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await upload(small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe(msg.imageUploadsTooFrequent);
    // Another member is not held back by the first one's uploads.
    expect((await upload(small, other.headers)).statusCode).toBe(201);
  });
});

// Two apps sharing one Redis stand for two API processes behind the load balancer.
describe('image uploads per member per minute across API processes (REDIS_URL)', () => {
  it('counts one member’s uploads in every process together', async () => {
    const redis = await startRedis();
    const env = {
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `simmer-test-${randomBytes(6).toString('hex')}:`,
      IMAGE_UPLOADS_PER_MINUTE: '4',
      AUTH_RATE_LIMIT_MAX: '10000',
    };
    const a = await createTestApp(env);
    const b = await createTestApp(env);
    try {
      expect(a.app.ctx.pubsub.kind).toBe('redis');
      // Each test app has its own database: the member gets the same id in both, and the
      // token is signed with the shared secret.
      const member = await signedIn(a);
      await createUser(b);
      const small = await png(40, 40);
      const to = (app: TestApp) =>
        app.app.inject({ method: 'POST', url: '/v1/media/images/', ...multipart(small, member.headers) });
      const codes: number[] = [];
      for (const app of [a, b, a, b, a, b]) codes.push((await to(app)).statusCode);
      expect(codes).toEqual([201, 201, 201, 201, 429, 429]);
      const refused = await to(b);
      expect(refused.json().msg).toBe(msg.imageUploadsTooFrequent);
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  }, 120_000);
});
