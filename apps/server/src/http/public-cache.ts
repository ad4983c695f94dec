import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answer to visitors is the same for every visitor: kept and reused. */
    publicCache?: boolean;
  }
  interface FastifyRequest {
    publicCacheHit?: boolean;
  }
}

export interface CachedResponse {
  body: string | Buffer;
  /** The answer's headers as first sent (content type, security headers), without per-request ones. */
  headers: Record<string, string | string[]>;
  etag: string;
  at: number;
}

/** Headers that belong to one request and are never replayed. */
const ownHeaders = new Set(['x-request-id', 'content-length', 'connection', 'date', 'transfer-encoding']);

/**
 * Where kept answers live. In memory by default; every process keeps its own and all of them
 * are cleared together through pub/sub (Redis when REDIS_URL is set), so a write made through
 * any process is seen by visitors of every process.
 */
export interface ResponseStore<V = CachedResponse> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
}

/** Kept values in this process, at most `maxEntries` of them (the oldest goes first). */
export function memoryResponseStore<V = CachedResponse>(maxEntries = 2000): ResponseStore<V> {
  const map = new Map<string, V>();
  return {
    get: (key) => map.get(key),
    set(key, value) {
      if (map.size >= maxEntries) map.delete(map.keys().next().value as string);
      map.set(key, value);
    },
    clear: () => map.clear(),
  };
}

export const publicCacheChannel = 'public-cache.clear';
const stores = new WeakMap<AppContext, ResponseStore>();
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Clears every process's kept answers; for writers outside a request (jobs). */
export async function invalidatePublicCache(ctx: AppContext) {
  stores.get(ctx)?.clear();
  await ctx.pubsub.publish(publicCacheChannel, String(Date.now()));
}

const etagOf = (body: string | Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

function matches(request: FastifyRequest, etag: string) {
  const given = request.headers['if-none-match'];
  return typeof given === 'string' && given.split(/\s*,\s*/).some((t) => t === etag || t === `W/${etag}`);
}

function cacheable(request: FastifyRequest) {
  return (
    request.method === 'GET' &&
    request.routeOptions.config?.publicCache === true &&
    !request.headers.authorization
  );
}

/**
 * Visitors' answers of routes marked `publicCache` are kept for PUBLIC_CACHE_SECONDS and
 * served without touching the database, with an ETag: a repeat visitor revalidates and gets
 * a 304. Any successful write by a signed-in account (the only way content, likes and
 * comments change through the API) clears them in every process at once.
 *
 * A kept answer is served by the first request hook, before load shedding, the security
 * headers and the token check run: it replays the headers the first answer carried, so the
 * visitor gets the same bytes and headers for a fraction of the work. `publicCacheHits` adds
 * that hook when the instance is created; `connect` adds the rest once the context exists.
 */
export function publicCacheHits(app: FastifyInstance, ttlSeconds: number, store = memoryResponseStore()) {
  // Answers read before the latest clear are not kept: they may predate the write.
  let generation = 0;
  const clear = store.clear.bind(store);
  store.clear = () => {
    generation += 1;
    clear();
  };
  const started = new WeakMap<FastifyRequest, number>();
  const ttl = ttlSeconds * 1000;
  const headers = (reply: FastifyReply, etag: string) =>
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'authorization');

  app.addHook('onRequest', async (request, reply) => {
    if (ttl <= 0 || request.method !== 'GET' || request.headers.authorization) return;
    started.set(request, generation);
    const hit = store.get(request.url);
    if (!hit || Date.now() - hit.at >= ttl) return;
    request.publicCacheHit = true;
    reply.headers(hit.headers);
    headers(reply, hit.etag);
    if (matches(request, hit.etag)) return reply.code(304).send();
    return reply.send(hit.body);
  });

  return {
    async connect(ctx: AppContext) {
      stores.set(ctx, store);
      await ctx.pubsub.subscribe(publicCacheChannel, () => store.clear());
      app.addHook('onSend', async (request, reply, payload) => {
        if (!readMethods.has(request.method)) {
          const access = request.routeOptions.config?.access;
          if (access && access !== 'public' && reply.statusCode < 400) await invalidatePublicCache(ctx);
          return payload;
        }
        if (request.publicCacheHit || !cacheable(request) || reply.statusCode !== 200) return payload;
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        const etag = etagOf(payload);
        headers(reply, etag);
        if (ttl > 0 && started.get(request) === generation && !reply.hasHeader('set-cookie')) {
          const kept: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(reply.getHeaders())) {
            if (value === undefined || ownHeaders.has(name)) continue;
            kept[name] = typeof value === 'number' ? String(value) : value;
          }
          if (!kept['content-type']) kept['content-type'] = 'application/json; charset=utf-8';
          store.set(request.url, { body: payload, headers: kept, etag, at: Date.now() });
        }
        if (matches(request, etag)) {
          reply.code(304);
          return '';
        }
        return payload;
      });
    },
  };
}
