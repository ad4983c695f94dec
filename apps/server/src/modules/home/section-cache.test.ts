import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../../test/redis';
import type { AppContext } from '../../context';
import { redisPubSub } from '../../platform/pubsub/redis';
import { cachedSection, invalidateHome, listenForHomeInvalidation } from './section-cache.service';

const log = pino({ level: 'silent' });
const redis = await startRedis();
const pubsubs = await Promise.all([redisPubSub(redis.url, log), redisPubSub(redis.url, log)]);
afterAll(async () => {
  for (const p of pubsubs) await p.close();
  await redis.stop();
});

// Two contexts with their own pub/sub connections stand for two API processes.
describe('the home section cache across processes', () => {
  it('is emptied in every process when one process changes the home page', async () => {
    const channelSuffix = randomBytes(4).toString('hex');
    const [a, b] = pubsubs.map(
      (pubsub) =>
        ({
          config: { HOME_CACHE_SECONDS: 3600 },
          log,
          pubsub: {
            ...pubsub,
            publish: (c: string, m: string) => pubsub.publish(`${c}.${channelSuffix}`, m),
            subscribe: (c: string, h: (m: string) => void) => pubsub.subscribe(`${c}.${channelSuffix}`, h),
          },
        }) as unknown as AppContext,
    ) as [AppContext, AppContext];
    await listenForHomeInvalidation(a);
    await listenForHomeInvalidation(b);
    let version = 1;
    const read = async () => version;
    expect(await cachedSection(a, 'top', read)).toBe(1);
    version = 2;
    expect(await cachedSection(a, 'top', read)).toBe(1);
    invalidateHome(b);
    for (let i = 0; i < 100 && (await cachedSection(a, 'top', read)) !== 2; i += 1) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await cachedSection(a, 'top', read)).toBe(2);
  });
});
