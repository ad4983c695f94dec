import { endpoints } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../test/harness';
import { startRedis } from '../../test/redis';
import { buildApp } from '../app';
import { videos, youtubeRecipes } from '../db/schema';
import { invalidatePublicCache, withOverlay } from './public-cache';

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
    // A member's request for a page that reads the caller is never answered from what visitors were given.
    const member = await signedIn(t);
    const own = await get(`/v1/admin/user/youtube-recipe/${recipeId}/`, member.headers);
    expect(own.statusCode).toBe(200);
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

  it('never keeps answers given to signed-in accounts on pages that read the caller', async () => {
    const member = await signedIn(t);
    const res = await get(`/v1/admin/user/youtube-recipe/${recipeId}/`, member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('keys, members and tags (decision 800)', () => {
  const page = (id: number) => `/v1/admin/user/youtube-recipe/${id}/`;
  const videoList = '/v1/admin/user/video/';
  /** Renames the recipe behind the API's back: a kept answer still shows the old title. */
  const rename = (title: string) =>
    t.database.db.update(youtubeRecipes).set({ title }).where(eq(youtubeRecipes.id, recipeId));
  const titleIn = (body: { results: Array<{ id: number; title: string }> }) =>
    body.results.find((r) => r.id === recipeId)?.title;
  const member = () => signedIn(t);
  let videoId = 0;
  beforeAll(async () => {
    const [row] = await t.database.db.insert(videos).values({ title: 'A clip', isPublish: true }).returning();
    videoId = row!.id;
  });
  const renameVideo = (title: string) =>
    t.database.db.update(videos).set({ title }).where(eq(videos.id, videoId));
  const videoTitle = (body: { results: Array<{ id: number; title: string }> }) =>
    body.results.find((r) => r.id === videoId)?.title;
  /** Clears every kept answer and waits for the clear's own message to be delivered. */
  const clearAll = async () => {
    await invalidatePublicCache(t.app.ctx);
    await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('keys only on the declared query parameters, in any order', async () => {
    await clearAll();
    await rename('Keyed soup');
    const first = await get(`${list}?page=1&search=soup`);
    expect(first.statusCode).toBe(200);
    await rename('Renamed soup');
    // An unknown parameter and another order reach the same kept answer.
    const again = await get(`${list}?utm_source=mail&search=soup&page=1`);
    expect(again.body).toBe(first.body);
    expect(titleIn(again.json())).toBe('Keyed soup');
    // A declared parameter with another value is another answer.
    expect(titleIn((await get(`${list}?page=1&search=renamed`)).json())).toBe('Renamed soup');
  });

  it("serves a member the visitor's kept list, byte for byte", async () => {
    const m = await member();
    await clearAll();
    await rename('Shared soup');
    const visitor = await get(list);
    await rename('Changed soup');
    const signed = await get(list, m.headers);
    expect(signed.statusCode).toBe(200);
    expect(signed.body).toBe(visitor.body);
    expect(signed.headers.etag).toBe(visitor.headers.etag);
  });

  it("a like clears the item's page and its lists, not other kinds", async () => {
    const m = await member();
    await clearAll();
    await rename('Tagged soup');
    await renameVideo('Kept clip');
    await get(list);
    await get(page(recipeId));
    await get(videoList);
    await rename('Retagged soup');
    await renameVideo('Unseen clip');
    const like = await t.app.inject({
      method: 'POST',
      url: '/v1/user/like/',
      headers: m.headers,
      payload: { content_type: 'youtube_recipe', id: recipeId },
    });
    expect(like.statusCode).toBe(200);
    expect(titleIn((await get(list)).json())).toBe('Retagged soup');
    expect((await get(page(recipeId))).json().title).toBe('Retagged soup');
    // The video list is not about recipes: still the kept answer.
    expect(videoTitle((await get(videoList)).json())).toBe('Kept clip');
  });

  it("a member's own writes that declare no public change clear nothing", async () => {
    const m = await member();
    await clearAll();
    await rename('Kept soup');
    await get(list);
    await rename('Unseen soup');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/grocery/lists/',
      headers: m.headers,
      payload: { list_name: 'Weekend' },
    });
    expect(created.statusCode).toBeLessThan(300);
    expect(titleIn((await get(list)).json())).toBe('Kept soup');
  });

  it('a write that declares nothing clears everything (the safe default)', async () => {
    const m = await member();
    await clearAll();
    await rename('Before soup');
    await renameVideo('Before clip');
    await get(list);
    await get(videoList);
    await rename('After soup');
    await renameVideo('After clip');
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/v1/users/profile/units/',
      headers: m.headers,
      payload: { unit_system: 'metric' },
    });
    expect(updated.statusCode, updated.body).toBeLessThan(300);
    expect(titleIn((await get(list)).json())).toBe('After soup');
    expect(videoTitle((await get(videoList)).json())).toBe('After clip');
  });

  it("keeps a members' answer for members only: a visitor or a bad token still gets 401", async () => {
    const url = '/v1/user/announcements/';
    const m = await member();
    const first = await get(url, m.headers);
    expect(first.statusCode).toBe(200);
    const again = await get(url, m.headers);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });

  it("serves a member's recipe page as the kept page with their own flags, as the handler would", async () => {
    const url = page(recipeId);
    const liker = await member();
    const other = await member();
    const like = await t.app.inject({
      method: 'POST',
      url: '/v1/user/like/',
      headers: liker.headers,
      payload: { content_type: 'youtube_recipe', id: recipeId },
    });
    expect(like.statusCode).toBe(200);
    // The same database read by a process that keeps nothing: what the handler answers.
    const uncached = await buildApp(
      { ...t.config, PUBLIC_CACHE_SECONDS: 0 },
      { database: t.database, logger: false },
    );
    try {
      for (const who of [liker, other]) {
        const kept = await get(url, who.headers);
        const fresh = await uncached.inject({ method: 'GET', url, headers: who.headers });
        expect(kept.statusCode).toBe(200);
        expect(kept.headers.etag).toBeUndefined();
        expect(kept.body).toBe(fresh.body);
      }
      expect((await get(url, liker.headers)).json().is_liked).toBe(true);
      expect((await get(url, other.headers)).json().is_liked).toBe(false);
    } finally {
      await uncached.close();
    }
  });
});

describe('a member’s own fields over a kept answer', () => {
  const kept = (body: string) => ({ body, headers: {}, etag: '"x"', at: 0 });
  it('replaces the shared fields with the member’s, whatever their place in the answer', () => {
    const hit = kept(JSON.stringify({ id: 4, is_liked: false, title: 'Soup', likes: [] }));
    const own = { is_liked: true, likes: [7], is_new: true };
    expect(withOverlay(hit, own)).toBe(JSON.stringify({ ...JSON.parse(hit.body), ...own }));
    expect(JSON.parse(withOverlay(hit, own))).toEqual({
      id: 4,
      is_liked: true,
      title: 'Soup',
      likes: [7],
      is_new: true,
    });
    // Another member of the same kept answer gets theirs, not the first one's.
    expect(JSON.parse(withOverlay(hit, { is_liked: false, likes: [] }))).toEqual({
      id: 4,
      is_liked: false,
      title: 'Soup',
      likes: [],
    });
  });
  it('keeps an answer of overlay fields alone, and an empty overlay, valid JSON', () => {
    const only = kept(JSON.stringify({ is_liked: false }));
    expect(JSON.parse(withOverlay(only, { is_liked: true }))).toEqual({ is_liked: true });
    const plain = kept(JSON.stringify({ id: 1, title: 'Tea' }));
    expect(JSON.parse(withOverlay(plain, {}))).toEqual({ id: 1, title: 'Tea' });
  });
});
