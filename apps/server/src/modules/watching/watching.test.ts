import { msg } from '@simmer/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { contentTags, episodes, memberVisits, shows, tags, videos, watchPositions } from '../../db/schema';
import { gatherMemberData } from '../account-data/gather';
import { removeWatchingOf } from './erasure.service';

let t: TestApp;
type Headers = { authorization: string };

const put = (url: string, headers: Headers | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/v1/watching${url}`, headers, payload });
const get = (url: string, headers?: Headers) =>
  t.app.inject({ method: 'GET', url: `/v1/watching${url}`, headers });
const rows = (headers: Headers) => t.app.inject({ method: 'GET', url: '/v1/home/member-rows/', headers });

async function video(values: Partial<typeof videos.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(videos)
    .values({ title: 'Knife skills', isPublish: true, durationSeconds: 600, ...values })
    .returning();
  return row!.id;
}

let knife: number;
let draft: number;
let show: number;
let ep1: number;
let ep2: number;

beforeAll(async () => {
  t = await createTestApp();
  knife = await video();
  draft = await video({ isPublish: false });
  const db = t.database.db;
  const [s] = await db.insert(shows).values({ title: 'Weeknights', isPublish: true }).returning();
  show = s!.id;
  const eps = await db
    .insert(episodes)
    .values([
      { showId: show, title: 'Stocks', position: 1, isPublish: true, durationSeconds: 300 },
      { showId: show, title: 'Sauces', position: 2, isPublish: true, durationSeconds: 300 },
    ])
    .returning();
  ep1 = eps[0]!.id;
  ep2 = eps[1]!.id;
});
afterAll(() => t.close());

describe('watch positions', () => {
  it('answers position 0 for an item never started, then the saved position on any session', async () => {
    const phone = await signedIn(t);
    const empty = await get(`/video/${knife}/`, phone.headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      kind: 'video',
      id: knife,
      position_seconds: 0,
      duration_seconds: null,
      finished: false,
      updated_at: null,
    });
    const saved = await put(`/video/${knife}/`, phone.headers, {
      position_seconds: 192.6,
      duration_seconds: 601,
    });
    expect(saved.statusCode).toBe(200);
    // The item's own length wins over the player's.
    expect(saved.json()).toMatchObject({ position_seconds: 192, duration_seconds: 600, finished: false });

    // A second sign-in of the same member (another device) reads it.
    const laptop = await t.app.inject({
      method: 'POST',
      url: '/v1/users/rest-auth/login/',
      payload: { email: phone.user.email, password: phone.user.password },
    });
    const other = { authorization: `Bearer ${laptop.json().access_token}` };
    expect((await get(`/video/${knife}/`, other)).json().position_seconds).toBe(192);
  });

  it('keeps one row per member and item under concurrent writes (an upsert)', async () => {
    const { headers, user } = await signedIn(t);
    const answers = await Promise.all(
      [10, 20, 30, 40, 50].map((p) => put(`/video/${knife}/`, headers, { position_seconds: p })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const stored = await t.database.db
      .select()
      .from(watchPositions)
      .where(eq(watchPositions.userId, user.id));
    expect(stored).toHaveLength(1);
  });

  it('marks an item watched past 90 % and keeps the mark on a rewatch', async () => {
    const { headers } = await signedIn(t);
    expect((await put(`/episode/${ep1}/`, headers, { position_seconds: 269 })).json().finished).toBe(false);
    expect((await put(`/episode/${ep1}/`, headers, { position_seconds: 270 })).json().finished).toBe(true);
    const again = await put(`/episode/${ep1}/`, headers, { position_seconds: 3 });
    expect(again.json()).toMatchObject({ position_seconds: 3, finished: true });
    const marks = await get('/', headers);
    expect(marks.json().results).toEqual([
      expect.objectContaining({ kind: 'episode', id: ep1, finished: true }),
    ]);
  });

  it('shows a member only their own positions', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    await put(`/video/${knife}/`, a.headers, { position_seconds: 77 });
    expect((await get(`/video/${knife}/`, b.headers)).json().position_seconds).toBe(0);
    expect((await get('/', b.headers)).json().results).toEqual([]);
    await put(`/video/${knife}/`, b.headers, { position_seconds: 5 });
    expect((await get(`/video/${knife}/`, a.headers)).json().position_seconds).toBe(77);
  });

  it('answers 4xx with a message for bad ids, unknown items and bad positions', async () => {
    const { headers } = await signedIn(t);
    expect((await get(`/video/${knife}/`)).statusCode).toBe(401);
    expect((await put(`/recipe/${knife}/`, headers, { position_seconds: 1 })).statusCode).toBe(400);
    expect((await put(`/video/abc/`, headers, { position_seconds: 1 })).statusCode).toBe(400);
    expect((await put(`/video/0/`, headers, { position_seconds: 1 })).statusCode).toBe(400);
    const missing = await put(`/video/999999/`, headers, { position_seconds: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(msg.watchItemNotFound);
    expect((await put(`/video/${draft}/`, headers, { position_seconds: 1 })).statusCode).toBe(404);
    expect((await get(`/episode/999999/`, headers)).statusCode).toBe(404);
    for (const position_seconds of [-1, 'ten', null, 90_000]) {
      const bad = await put(`/video/${knife}/`, headers, { position_seconds });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.position_seconds).toBe(msg.watchPositionInvalid);
    }
    const past = await put(`/video/${knife}/`, headers, { position_seconds: 900 });
    expect(past.statusCode).toBe(400);
    expect(past.json().msg).toBe(msg.watchPositionPastEnd);
    const duration = await put(`/video/${knife}/`, headers, { position_seconds: 1, duration_seconds: 0 });
    expect(duration.statusCode).toBe(400);
  });

  it('exports and erases the positions with the account', async () => {
    const { headers, user } = await signedIn(t);
    await put(`/video/${knife}/`, headers, { position_seconds: 42 });
    await rows(headers);
    const archive = await gatherMemberData({ db: t.database.db } as never, user.id);
    const doc = archive?.documents.find((d: { file: string }) => d.file === 'watching.json');
    expect(doc?.data).toMatchObject({
      positions: [
        expect.objectContaining({ content_type: 'video', content_id: knife, position_seconds: 42 }),
      ],
      visits: [expect.objectContaining({ previous_visit_at: null })],
    });
    await removeWatchingOf(t.database.db, user.id);
    expect(
      await t.database.db.select().from(watchPositions).where(eq(watchPositions.userId, user.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(memberVisits).where(eq(memberVisits.userId, user.id))).toEqual(
      [],
    );
  });
});

describe('member home rows', () => {
  it('leaves every row out when there is nothing in it', async () => {
    const { headers } = await signedIn(t);
    const res = await rows(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: [] });
    expect((await t.app.inject({ method: 'GET', url: '/v1/home/member-rows/' })).statusCode).toBe(401);
  });

  it('continues what was started and not finished, newest first', async () => {
    const { headers } = await signedIn(t);
    await put(`/video/${knife}/`, headers, { position_seconds: 100 });
    await put(`/episode/${ep2}/`, headers, { position_seconds: 60 });
    await put(`/episode/${ep1}/`, headers, { position_seconds: 299 }); // finished: left out
    const res = (await rows(headers)).json();
    expect(res.rows.map((r: { key: string }) => r.key)).toEqual(['continue_watching']);
    expect(res.rows[0].items).toEqual([
      expect.objectContaining({
        content_type: 'episode',
        id: ep2,
        position_seconds: 60,
        show_name: 'Weeknights',
      }),
      expect.objectContaining({ content_type: 'video', id: knife, position_seconds: 100 }),
    ]);
  });

  it('shows what was published since the previous visit', async () => {
    const { headers, user } = await signedIn(t);
    await rows(headers); // first visit
    const db = t.database.db;
    // The visit ended an hour ago; a video came out since, the knife video long before.
    await db.update(videos).set({ createdAt: sql`now() - interval '1 day'` }).where(eq(videos.id, knife));
    await db
      .update(memberVisits)
      .set({ lastVisitAt: sql`now() - interval '1 hour'` })
      .where(eq(memberVisits.userId, user.id));
    const fresh = await video({ title: 'Bread at home' });
    const res = (await rows(headers)).json();
    const row = res.rows.find((r: { key: string }) => r.key === 'new_since_last_visit');
    expect(row.items[0]).toMatchObject({ content_type: 'video', id: fresh });
    expect(
      row.items.some(
        (i: { id: number; content_type: string }) => i.content_type === 'video' && i.id === knife,
      ),
    ).toBe(false);
  });

  it('suggests items sharing a tag or a show with the saved ones', async () => {
    const { headers } = await signedIn(t);
    const db = t.database.db;
    const [tag] = await db
      .insert(tags)
      .values({ name: `baking-${Date.now()}` })
      .returning();
    const saved = await video({ title: 'Sourdough' });
    const similar = await video({ title: 'Focaccia' });
    await db.insert(contentTags).values([
      { tagId: tag!.id, contentType: 'video', contentId: saved },
      { tagId: tag!.id, contentType: 'video', contentId: similar },
    ]);
    for (const [content_type, id] of [
      ['video', saved],
      ['episode', ep1],
    ] as const) {
      const b = await t.app.inject({
        method: 'POST',
        url: '/v1/user/bookmark/',
        headers,
        payload: { content_type, id },
      });
      expect(b.statusCode).toBe(200);
    }
    const res = (await rows(headers)).json();
    const row = res.rows.find((r: { key: string }) => r.key === 'more_like_saved');
    const keys = row.items.map((i: { content_type: string; id: number }) => `${i.content_type}:${i.id}`);
    expect(keys).toContain(`video:${similar}`);
    expect(keys).toContain(`episode:${ep2}`);
    expect(keys).not.toContain(`video:${saved}`);
    expect(keys).not.toContain(`episode:${ep1}`);
  });
});

describe('episode numbers and up next', () => {
  it('numbers episodes in the show order and names the next one', async () => {
    const first = (await t.app.inject({ method: 'GET', url: `/v1/admin/user/episode/${ep1}/` })).json();
    expect(first.episode_number).toBe(1);
    expect(first.next_episode).toMatchObject({ id: ep2 });
    const second = (await t.app.inject({ method: 'GET', url: `/v1/admin/user/episode/${ep2}/` })).json();
    expect(second.episode_number).toBe(2);
    expect(second.next_episode).toBeNull();
  });
});
