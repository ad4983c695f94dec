import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../../../test/redis';
import { memoryPubSub } from './memory';
import type { PubSub } from './pubsub';
import { redisPubSub } from './redis';

const silentLog = { error: () => {}, warn: () => {} } as never;

function nextMessage(bus: PubSub, channel: string) {
  return new Promise<{ message: string; unsubscribe: () => Promise<void> }>((resolve) => {
    let unsubscribe: () => Promise<void> = async () => {};
    bus
      .subscribe(channel, (message) => resolve({ message, unsubscribe }))
      .then((u) => {
        unsubscribe = u;
      });
  });
}

/** The same behaviour from both adapters. */
function contract(name: string, open: () => Promise<PubSub>) {
  describe(name, () => {
    let a: PubSub;
    let b: PubSub;
    beforeAll(async () => {
      a = await open();
      b = name === 'memory' ? a : await open();
    });
    afterAll(async () => {
      await a.close();
      if (b !== a) await b.close();
    });

    it('delivers a published message to every subscriber of the channel, only that channel', async () => {
      const got: string[] = [];
      const other: string[] = [];
      const u1 = await b.subscribe('user:1', (m) => got.push(`x${m}`));
      const u2 = await b.subscribe('user:1', (m) => got.push(`y${m}`));
      const u3 = await b.subscribe('user:2', (m) => other.push(m));
      await a.publish('user:1', 'hello');
      await expect.poll(() => got.sort()).toEqual(['xhello', 'yhello']);
      expect(other).toEqual([]);
      await Promise.all([u1(), u2(), u3()]);
    });

    it('takes places of a sliding window shared by every connection, refusing past the limit', async () => {
      const key = `uploads:${Math.random().toString(36).slice(2)}`;
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => (i % 2 ? a : b).take(key, 5, 60_000)),
      );
      expect(answers.filter(Boolean)).toHaveLength(5);
      // A refused attempt takes no place, and another key has its own places.
      expect(await a.take(key, 5, 60_000)).toBe(false);
      expect(await b.take(`${key}:other`, 5, 60_000)).toBe(true);
    });

    it('gives the places back once the window has passed', async () => {
      const key = `short:${Math.random().toString(36).slice(2)}`;
      expect(await a.take(key, 1, 200)).toBe(true);
      expect(await b.take(key, 1, 200)).toBe(false);
      await new Promise((r) => setTimeout(r, 300));
      expect(await b.take(key, 1, 200)).toBe(true);
    });

    it('stops delivering after unsubscribe', async () => {
      const got: string[] = [];
      const off = await b.subscribe('user:3', (m) => got.push(m));
      const keep = nextMessage(b, 'user:3');
      await off();
      await a.publish('user:3', 'later');
      const { unsubscribe } = await keep;
      await unsubscribe();
      expect(got).toEqual([]);
    });
  });
}

contract('memory', async () => memoryPubSub());

describe('redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    await redis.stop();
  });
  contract('redis adapter', () => redisPubSub(redis.url, silentLog));
});
