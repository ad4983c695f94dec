import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from './pubsub';

/**
 * Redis pub/sub, so any API process can serve any client. One connection publishes and
 * one subscribes; each channel is subscribed once and fanned out to local handlers.
 * ioredis is the one Redis client of the server: @fastify/rate-limit and @tus/server take it too.
 */
/**
 * A sliding window in one sorted set: drop the entries older than the window, refuse when
 * `limit` remain, else add this one. One script, so concurrent takers cannot both pass.
 */
const takeScript = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

export async function redisPubSub(url: string, log: FastifyBaseLogger, keyPrefix = ''): Promise<PubSub> {
  // Loaded only when REDIS_URL is set (the embedded default never needs it).
  const { Redis } = await import('ioredis');
  // Connected here, so a wrong REDIS_URL fails the start instead of the first message.
  const publisher = new Redis(url, { lazyConnect: true });
  publisher.on('error', (err) => log.error({ err }, 'redis publisher error'));
  const subscriber = publisher.duplicate();
  subscriber.on('error', (err) => log.error({ err }, 'redis subscriber error'));
  await Promise.all([publisher.connect(), subscriber.connect()]);

  const handlers = new Map<string, Set<(message: string) => void>>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });

  return {
    kind: 'redis',
    async publish(channel, message) {
      await publisher.publish(channel, message);
    },
    async subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await subscriber.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        const current = handlers.get(channel);
        if (!current) return;
        current.delete(handler);
        if (current.size === 0) {
          handlers.delete(channel);
          await subscriber.unsubscribe(channel).catch(() => {});
        }
      };
    },
    async take(key, limit, windowMs) {
      const now = Date.now();
      const id = `${now}-${randomBytes(6).toString('hex')}`;
      const taken = await publisher.eval(
        takeScript,
        1,
        `${keyPrefix}window:${key}`,
        now,
        windowMs,
        limit,
        id,
      );
      return taken === 1;
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
