import type { AppContext } from '../../context';
import { invalidatePublicCache } from '../../http/public-cache';

interface Entry {
  at: number;
  value: Promise<unknown>;
}

/**
 * Public home sections are read on every visit and change rarely, so each answer is reused
 * for HOME_CACHE_SECONDS (5 s by default) by this process. Concurrent misses share one read.
 * Writers (the home editor, publishing) call `invalidateHome`: their own process shows the
 * change at once and the others are told through pub/sub (Redis across processes).
 */
const caches = new WeakMap<AppContext, Map<string, Entry>>();

function entriesOf(ctx: AppContext) {
  let map = caches.get(ctx);
  if (!map) {
    map = new Map();
    caches.set(ctx, map);
  }
  return map;
}

export function cachedSection<T>(ctx: AppContext, key: string, read: () => Promise<T>): Promise<T> {
  const ttl = ctx.config.HOME_CACHE_SECONDS * 1000;
  if (ttl <= 0) return read();
  const entries = entriesOf(ctx);
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < ttl) return hit.value as Promise<T>;
  const value = read();
  entries.set(key, { at: now, value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

const invalidationChannel = 'home.invalidate';

export function invalidateHome(ctx: AppContext) {
  caches.get(ctx)?.clear();
  // Visitors' kept answers too, in this process now and in the others through pub/sub.
  invalidatePublicCache(ctx).catch((err) => ctx.log.warn({ err }, 'public cache not cleared everywhere'));
  ctx.pubsub
    .publish(invalidationChannel, '1')
    .catch((err) => ctx.log.warn({ err }, 'home invalidation not sent'));
}

/** Every process empties its home cache when any process changes the home page. */
export async function listenForHomeInvalidation(ctx: AppContext) {
  await ctx.pubsub.subscribe(invalidationChannel, () => caches.get(ctx)?.clear());
}
