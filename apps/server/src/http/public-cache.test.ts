import { endpoints } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/harness';
import { startRedis } from '../../test/redis';
import { buildApp } from '../app';
import { youtubeRecipes } from '../db/schema';

const list = '/v1/admin/user/youtube-recipe/';
let t: TestApp;
let recipeId: number;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  const [row] = await t.database.db
    .insert(youtubeRecipes)
    .values({ title: 'Cached lemon soup', description: 'Bright', isPublish: true })
    .returning();
  recipeId = row!.id;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const likesOf = (body: { results: Array<{ id: number; likes_count: number }> }) =>
  body.results.find((r) => r.id === recipeId)?.likes_count;

describe('public answers kept for visitors', () => {
  it('gives an ETag and answers a repeat visit with 304 and no body', async () => {
    const first = await get(list);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get(list);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const repeat = await get(list, { 'if-none-match': etag });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    expect((await get(list, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('serves a kept answer with the headers of the first, and its own request id', async () => {
    const url = `${list}?page=1`;
    const first = await get(url);
    const kept = await get(url);
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(first.body);
    for (const name of [
      'content-type',
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
      'etag',
      'vary',
    ])
      expect(kept.headers[name], name).toBe(first.headers[name]);
    expect(kept.headers['x-request-id']).toBeTruthy();
    expect(kept.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // A member's request is never answered from what visitors were given.
    const member = await signedIn(t);
    const own = await get(url, member.headers);
    expect(own.headers.etag).toBeUndefined();
  });

  it('keeps every section the public home page loads', async () => {
    const { home, subscribe } = endpoints;
    const sections = [
      home.topLeft,
      home.topRight,
      home.categoryTitles,
      home.categorySectionTitle,
      home.app,
      home.features,
      home.expert,
      home.social,
      home.gallery,
      home.freeRecipes,
      subscribe.section,
    ];
    for (const url of sections.map((e) => `/v1${e.path}`)) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      // Only a kept answer carries an ETag, and a repeat visit is answered from it.
      expect((await get(url, { 'if-none-match': first.headers.etag as string })).statusCode, url).toBe(304);
    }
  });

  it('shows a member write to visitors at once', async () => {
    const before = likesOf((await get(list)).json());
    const member = await signedIn(t);
    const like = await t.app.inject({
      method: 'POST',
      url: '/v1/user/like/',
      headers: member.headers,
      payload: { content_type: 'youtube_recipe', id: recipeId },
    });
    expect(like.statusCode).toBe(200);
    expect(likesOf((await get(list)).json())).toBe((before ?? 0) + 1);
  });

  it('is shared between processes: a write through one clears the other', async () => {
    // A second API process on the same database, with pub/sub through Redis for both.
    const redis = await startRedis();
    const env = { ...t.config, REDIS_URL: redis.url };
    const a = await buildApp(env, { database: t.database, logger: false });
    const b = await buildApp(env, { database: t.database, logger: false });
    try {
      const read = async (app: typeof a) => likesOf((await app.inject({ method: 'GET', url: list })).json());
      const before = await read(b);
      expect(await read(b)).toBe(before);
      const member = await signedIn(t);
      const like = await a.inject({
        method: 'POST',
        url: '/v1/user/like/',
        headers: member.headers,
        payload: { content_type: 'youtube_recipe', id: recipeId },
      });
      expect(like.statusCode).toBe(200);
      // Pub/sub delivery is asynchronous: wait for the other process's answer to change.
      await expect.poll(() => read(b), { timeout: 10_000 }).toBe((before ?? 0) + 1);
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  });

  it('never keeps answers given to signed-in accounts', async () => {
    const member = await signedIn(t);
    const res = await get(list, member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });
});
