import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/**
 * A kept answer's tags name what it shows (decision 800): `<type>:<id>` an item (its page),
 * `<type>:list` the lists and strips of that type. A write that names tags clears the answers
 * carrying one of them, and the answers that declare no tags; a write that names none clears all.
 */
export type CacheTags = readonly string[];

/** How a public GET's answer is kept (`publicCache: true` is `{}`). */
export interface PublicCacheOptions {
  /**
   * `shared`: the answer never reads the caller (no flags, no entitlement): a signed-in member
   * is served the same kept answer as a visitor, token or not. `only`: a members' route whose
   * answer is the same for every member: kept answers are served to a valid access token only
   * (checked by its signature, no database), visitors go on to the access guard's 401.
   */
  members?: 'shared' | 'only';
  /**
   * A page whose only personal part is the member's own flags: a member with a valid token is
   * served the visitors' kept answer (filled first if need be) with these fields merged over it,
   * read in one query (decision 800). Not stored, no ETag.
   */
  overlay?: (request: FastifyRequest, userId: number) => Promise<Record<string, unknown>>;
  /** What the answer shows, from the request's params (not its query: pages of a list share tags). */
  tags?: (request: FastifyRequest) => CacheTags;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answer to visitors is the same for every visitor: kept and reused. */
    publicCache?: boolean | PublicCacheOptions;
    /**
     * For a write by a signed-in account: the kept public answers it changes (decision 800). Left
     * out, the write clears every kept answer in every process (the safe default); `[]` says it
     * changes no public answer at all (a member's own grocery lists, notifications, posts).
     */
    invalidates?: CacheTags | ((request: FastifyRequest) => CacheTags);
  }
  interface FastifyRequest {
    publicCacheHit?: boolean;
  }
}

/** The tag of one item (`youtube_recipe:12`). */
export const itemTag = (type: string, id: number | string) => `${type}:${id}`;
/** The tag of every list, strip and suggestion of a type (`youtube_recipe:list`). */
export const listTag = (type: string) => `${type}:list`;

export interface CachedResponse {
  body: string | Buffer;
  /** The answer's headers as first sent (content type, security headers), without per-request ones. */
  headers: Record<string, string | string[]>;
  etag: string;
  at: number;
}

/**
 * The kept answer (a JSON object) with a member's own fields over it, byte for byte what
 * `JSON.stringify({ ...kept, ...own })` gives. The kept answer is cut once, where those fields'
 * values go, and the pieces kept beside it: each member's request writes a few values instead
 * of reading and writing the whole page again.
 */
const cutAnswers = new WeakMap<CachedResponse, { keys: string; pieces: Array<string | number> }>();
const slot = /"\\u0000overlay(\d+)\\u0000"/g;
export function withOverlay(hit: CachedResponse, own: Record<string, unknown>): string {
  const keys = Object.keys(own);
  let cut = cutAnswers.get(hit);
  if (cut?.keys !== keys.join(',')) {
    const shared = JSON.parse(String(hit.body)) as Record<string, unknown>;
    keys.forEach((key, i) => {
      shared[key] = `\u0000overlay${i}\u0000`;
    });
    // Text and slot numbers in turn: split() puts each captured number between two texts.
    const pieces = JSON.stringify(shared)
      .split(slot)
      .map((piece, i) => (i % 2 === 1 ? Number(piece) : piece));
    cut = { keys: keys.join(','), pieces };
    cutAnswers.set(hit, cut);
  }
  let out = '';
  for (const piece of cut.pieces)
    out += typeof piece === 'number' ? JSON.stringify(own[keys[piece]!] ?? null) : piece;
  return out;
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
  delete?(key: string): void;
  clear(): void;
}

/** Kept values in this process, at most `maxEntries` of them (the oldest goes first). */
export function memoryResponseStore<V = CachedResponse>(maxEntries = 2000): ResponseStore<V> {
  const map = new Map<string, V>();
  return {
    get: (key) => map.get(key),
    delete: (key) => void map.delete(key),
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

const clearers = new WeakMap<AppContext, (tags: CacheTags | undefined) => void>();

/**
 * Clears every process's kept answers that show one of `tags` (and those that declare none);
 * without tags, every kept answer. For writers outside a request (jobs). The message is the
 * tags as JSON; a process that cannot read it clears everything (the page cache always does).
 */
export async function invalidatePublicCache(ctx: AppContext, tags?: CacheTags) {
  const local = clearers.get(ctx);
  if (local) local(tags);
  else stores.get(ctx)?.clear();
  await ctx.pubsub.publish(
    publicCacheChannel,
    tags ? JSON.stringify({ tags, at: Date.now() }) : String(Date.now()),
  );
}

function tagsOf(message: string): CacheTags | undefined {
  if (!message.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(message) as { tags?: unknown };
    return Array.isArray(parsed.tags) && parsed.tags.every((t) => typeof t === 'string')
      ? (parsed.tags as string[])
      : undefined;
  } catch {
    return undefined;
  }
}

const optionsOf = (request: FastifyRequest): PublicCacheOptions | undefined => {
  const given = request.routeOptions.config?.publicCache;
  return given === true ? {} : given || undefined;
};

/**
 * The key of a kept answer: the path and only the query parameters the entry declares, sorted
 * (an unknown parameter, or the same ones in another order, reach the same answer). A route
 * with no entry keys on its whole address, as before.
 */
export function cacheKeyOf(request: FastifyRequest): string {
  const url = request.url;
  const at = url.indexOf('?');
  const entry = request.routeOptions.config?.endpoint;
  if (!entry) return url;
  const path = at < 0 ? url : url.slice(0, at);
  const shape = (entry.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (!shape || at < 0) return path;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const parts: string[] = [];
  for (const name of Object.keys(shape).sort()) {
    const value = query[name];
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value])
      parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(one))}`);
  }
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

const etagOf = (body: string | Buffer) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

function matches(request: FastifyRequest, etag: string) {
  const given = request.headers['if-none-match'];
  return typeof given === 'string' && given.split(/\s*,\s*/).some((t) => t === etag || t === `W/${etag}`);
}

/**
 * A GET of a kept route: by a visitor, by anyone when the answer is shared with members, or by
 * a member (a token) on a members-only route.
 */
function cacheable(request: FastifyRequest) {
  if (request.method !== 'GET') return false;
  const options = optionsOf(request);
  if (!options) return false;
  if (options.members === 'only') return !!request.headers.authorization;
  return !request.headers.authorization || options.members === 'shared';
}

/**
 * Visitors' answers of routes marked `publicCache` are kept for PUBLIC_CACHE_SECONDS and
 * served without touching the database, with an ETag: a repeat visitor revalidates and gets
 * a 304. They are keyed on the path and the entry's declared query parameters. Any successful
 * write by a signed-in account (the only way content, likes and comments change through the
 * API) clears, in every process at once, the answers it declares it changes (`invalidates`),
 * or all of them when it declares nothing. Answers of routes marked `members: 'shared'` are
 * served to signed-in members too: they never read the caller.
 *
 * A kept answer is served by the first request hook, before load shedding, the security
 * headers and the token check run: it replays the headers the first answer carried, so the
 * visitor gets the same bytes and headers for a fraction of the work. `publicCacheHits` adds
 * that hook when the instance is created; `connect` adds the rest once the context exists.
 */
export function publicCacheHits(
  app: FastifyInstance,
  ttlSeconds: number,
  store = memoryResponseStore(),
  /** The account of a valid access token in an `Authorization` header, or null (no database). */
  memberOf: (authorization: string) => Promise<number | null> = async () => null,
) {
  // Answers read before the latest clear are not kept: they may predate the write.
  let generation = 0;
  const clear = store.clear.bind(store);
  // Keys of kept answers by tag, and those that declared none (cleared by every write).
  const byTag = new Map<string, Set<string>>();
  const untagged = new Set<string>();
  let indexed = 0;
  store.clear = () => {
    generation += 1;
    indexed = 0;
    byTag.clear();
    untagged.clear();
    clear();
  };
  const drop = (key: string) => (store.delete ? store.delete(key) : undefined);
  const clearTags = (tags: CacheTags | undefined) => {
    if (!tags || !store.delete) return store.clear();
    if (tags.length === 0) return;
    generation += 1;
    for (const key of untagged) drop(key);
    untagged.clear();
    for (const tag of tags) {
      for (const key of byTag.get(tag) ?? []) drop(key);
      byTag.delete(tag);
    }
  };
  const started = new WeakMap<FastifyRequest, { generation: number; key: string }>();
  const ttl = ttlSeconds * 1000;
  const headers = (reply: FastifyReply, etag: string) =>
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'authorization');

  const fresh = (hit: CachedResponse | undefined) => (hit && Date.now() - hit.at < ttl ? hit : undefined);
  app.addHook('onRequest', async (request, reply) => {
    if (ttl <= 0) return;
    const overlay = request.method === 'GET' && request.headers.authorization && optionsOf(request)?.overlay;
    if (overlay) {
      const userId = await memberOf(request.headers.authorization ?? '');
      if (userId === null) return;
      const key = cacheKeyOf(request);
      // The shared part: the visitors' kept answer, asked for as a visitor when not kept yet.
      let hit = fresh(store.get(key));
      if (!hit) {
        await app.inject({ method: 'GET', url: request.url });
        hit = fresh(store.get(key));
      }
      if (!hit) return;
      const own = await overlay(request, userId);
      request.publicCacheHit = true;
      reply.headers(hit.headers);
      reply.removeHeader('etag');
      reply.header('cache-control', 'no-cache').header('vary', 'authorization');
      return reply.send(withOverlay(hit, own));
    }
    if (!cacheable(request)) return;
    const key = cacheKeyOf(request);
    started.set(request, { generation, key });
    const hit = store.get(key);
    if (!hit || Date.now() - hit.at >= ttl) return;
    const members = optionsOf(request)?.members;
    if (members === 'only' && (await memberOf(request.headers.authorization ?? '')) === null) return;
    request.publicCacheHit = true;
    reply.headers(hit.headers);
    headers(reply, hit.etag);
    if (matches(request, hit.etag)) return reply.code(304).send();
    return reply.send(hit.body);
  });

  return {
    async connect(ctx: AppContext) {
      stores.set(ctx, store);
      clearers.set(ctx, clearTags);
      await ctx.pubsub.subscribe(publicCacheChannel, (message) => clearTags(tagsOf(message)));
      app.addHook('onSend', async (request, reply, payload) => {
        if (!readMethods.has(request.method)) {
          const config = request.routeOptions.config;
          if (config?.access && config.access !== 'public' && reply.statusCode < 400) {
            const declared = config.invalidates;
            const tags = typeof declared === 'function' ? declared(request) : declared;
            if (!tags || tags.length > 0) await invalidatePublicCache(ctx, tags);
          }
          return payload;
        }
        if (request.publicCacheHit || !cacheable(request) || reply.statusCode !== 200) return payload;
        if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
        const etag = etagOf(payload);
        headers(reply, etag);
        const began = started.get(request);
        if (ttl > 0 && began?.generation === generation && !reply.hasHeader('set-cookie')) {
          const kept: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(reply.getHeaders())) {
            if (value === undefined || ownHeaders.has(name)) continue;
            kept[name] = typeof value === 'number' ? String(value) : value;
          }
          if (!kept['content-type']) kept['content-type'] = 'application/json; charset=utf-8';
          store.set(began.key, { body: payload, headers: kept, etag, at: Date.now() });
          const tags = optionsOf(request)?.tags?.(request);
          // The index holds keys the store may have dropped since: bounded, it starts again.
          indexed += 1;
          if (indexed > 20_000) store.clear();
          if (!tags) untagged.add(began.key);
          else
            for (const tag of tags) {
              const keys = byTag.get(tag) ?? new Set<string>();
              byTag.set(tag, keys);
              keys.add(began.key);
            }
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

/** Route config of a write that changes no kept public answer (a member's own rows only). */
export const changesNoPublicAnswer: { invalidates: CacheTags } = { invalidates: [] };
