import type { FastifyBaseLogger } from 'fastify';
import { memoryPubSub } from './memory';
import type { PubSub } from './pubsub';
import { redisPubSub } from './redis';

export type { PubSub, Unsubscribe } from './pubsub';

/** In-process by default; Redis when REDIS_URL is set. */
export function createPubSub(
  config: { REDIS_URL?: string; REDIS_KEY_PREFIX?: string },
  log: FastifyBaseLogger,
): Promise<PubSub> {
  return config.REDIS_URL
    ? redisPubSub(config.REDIS_URL, log, config.REDIS_KEY_PREFIX)
    : Promise.resolve(memoryPubSub());
}
