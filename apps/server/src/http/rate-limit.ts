import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Config } from '../config';

/**
 * Options of @fastify/rate-limit: counters in Redis when REDIS_URL is set, so a limit holds
 * across every API process behind the load balancer; in process memory otherwise. Routes
 * opt in with `config.rateLimit`. With Redis unreachable, requests are refused rather than
 * let through uncounted.
 */
export async function rateLimitOptions(config: Config): Promise<{
  options: RateLimitPluginOptions;
  close: () => Promise<void>;
}> {
  if (!config.REDIS_URL) return { options: { global: false }, close: async () => undefined };
  // Loaded only when REDIS_URL is set (the embedded default never needs it).
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.REDIS_URL, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    lazyConnect: false,
  });
  redis.on('error', () => undefined);
  return {
    options: { global: false, redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:`, skipOnError: false },
    close: async () => {
      redis.disconnect();
    },
  };
}
