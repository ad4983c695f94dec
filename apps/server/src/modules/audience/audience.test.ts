import { msg, retentionBuckets } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import type { AppContext } from '../../context';
import { audienceDaily, audienceEvents, videos } from '../../db/schema';
import { flushAudience, purgeRawEvents, referrerHost } from './audience.service';
import { rollupDays } from './rollup.service';

let t: TestApp;
let ctx: AppContext;
let videoId: number;
const today = () => new Date().toISOString().slice(0, 10);

const beacon = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/analytics/events/',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'test-browser', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_RATE_LIMIT_MAX: '30' });
  ctx = t.app.ctx;
  const [v] = await t.database.db
    .insert(videos)
    .values({ title: 'Knife skills', isPublish: true })
    .returning();
  videoId = v!.id;
});
afterAll(() => t.close());

describe('the beacon', () => {
  it('refuses junk with a 400 and a message, and unknown events', async () => {
    for (const junk of [
      'not json',
      { events: [] },
      { events: [{ kind: 'steal_cookies' }] },
      { events: 'x' },
    ]) {
      const res = await beacon(junk);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toEqual(expect.any(String));
    }
    const tooMany = await beacon({ events: Array.from({ length: 51 }, () => ({ kind: 'page_view' })) });
    expect(tooMany.statusCode).toBe(400);
    const extra = await beacon({ events: [{ kind: 'page_view', email: 'a@b.c' }] });
    expect(extra.statusCode).toBe(400);
  });

  it('takes a sendBeacon text/plain batch and writes it off the request path', async () => {
    const before = await t.database.db.select().from(audienceEvents);
    const res = await beacon({
      events: [
        {
          kind: 'page_view',
          content_type: 'video',
          content_id: videoId,
          referrer: 'https://www.Example.org/post?id=1',
          utm_source: 'news',
          utm_campaign: 'spring',
        },
        { kind: 'video_start', content_type: 'video', content_id: videoId },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.analyticsBeaconAccepted);
    // Buffered, not yet written.
    expect((await t.database.db.select().from(audienceEvents)).length).toBe(before.length);
    expect(await flushAudience(ctx)).toBe(4);
    const rows = await t.database.db.select().from(audienceEvents);
    const kinds = rows.map((r) => `${r.kind}:${r.detail}`).sort();
    expect(kinds).toEqual(
      ['campaign:news / - / spring', 'page_view:', 'referrer:example.org', 'video_start:'].sort(),
    );
    // No address is stored: the visitor is a hash.
    expect(rows[0]!.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(rows.every((r) => r.userId === null)).toBe(true);
  });

  it('keeps only outside referrers', () => {
    expect(referrerHost('http://localhost:3000/home', 'localhost')).toBe('');
    expect(referrerHost('not a url', 'localhost')).toBe('');
    expect(referrerHost('https://news.example.com/a', 'localhost')).toBe('news.example.com');
  });

  it('is rate limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 40; i++) {
      last = (await beacon({ events: [{ kind: 'page_view' }] }, { 'x-forwarded-for': '203.0.113.9' }))
        .statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    await flushAudience(ctx);
  });
});

describe('rollup and purge', () => {
  it('rolls raw events into daily rows with retention per part, again and again the same', async () => {
    const db = t.database.db;
    await db.delete(audienceEvents);
    const at = new Date();
    const ev = (visitor: string, kind: string, value = 0) => ({
      at,
      visitor,
      kind,
      value,
      contentType: 'video',
      contentId: videoId,
    });
    const rows = [];
    // Four viewers start; they get to 100%, 50%, 25% and 5% of the video.
    for (const [visitor, parts] of [
      ['a', 20],
      ['b', 10],
      ['c', 5],
      ['d', 1],
    ] as const) {
      rows.push(ev(visitor, 'page_view'), ev(visitor, 'video_start'), ev(visitor, 'watch_time', 30));
      for (let p = 0; p < parts; p++) rows.push(ev(visitor, 'video_progress', p));
    }
    // Viewer a starts twice (a second play): still one viewer.
    rows.push(ev('a', 'video_start'));
    await db.insert(audienceEvents).values(rows);
    await db.insert(audienceEvents).values({ at, visitor: 'a', kind: 'signup', userId: 1 });

    await rollupDays(ctx, today(), today());
    const first = await db.select().from(audienceDaily);
    await rollupDays(ctx, today(), today());
    expect((await db.select().from(audienceDaily)).length).toBe(first.length);

    const admin = await signedIn(t, { role: 'admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/analytics/video/${videoId}/?from=${today()}&to=${today()}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const item = res.json();
    expect(item).toMatchObject({
      title: 'Knife skills',
      views: 4,
      starts: 4,
      watch_seconds: 120,
      signups: 1,
    });
    expect(item.retention).toHaveLength(retentionBuckets);
    expect(item.retention[0]).toBe(10_000);
    expect(item.quartiles).toEqual([7_500, 5_000, 2_500, 2_500]);

    const overview = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/analytics/?from=${today()}&to=${today()}`,
      headers: admin.headers,
    });
    expect(overview.statusCode).toBe(200);
    const o = overview.json();
    expect(o.totals.find((x: { measure: string }) => x.measure === 'video_start').value).toBe(5);
    expect(o.totals.find((x: { measure: string }) => x.measure === 'visitors').value).toBe(4);
    expect(o.top_by_watch[0]).toMatchObject({
      content_id: videoId,
      title: 'Knife skills',
      watch_seconds: 120,
    });
    expect(o.funnel).toEqual({ visitors: 4, members: 1, paying: 0 });
  });

  it('purges raw events older than the setting and keeps the daily rows', async () => {
    const db = t.database.db;
    const old = new Date(Date.now() - (ctx.config.ANALYTICS_RAW_RETENTION_DAYS + 1) * 86_400_000);
    await db.insert(audienceEvents).values({ at: old, visitor: 'z', kind: 'page_view' });
    const daily = (await db.select().from(audienceDaily)).length;
    expect(await purgeRawEvents(ctx)).toBe(1);
    expect((await db.select().from(audienceEvents)).every((r) => r.at > old)).toBe(true);
    expect((await db.select().from(audienceDaily)).length).toBe(daily);
  });

  it('counts searches and searches that found nothing, with their words', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/v1/user/typeahead-search/',
      payload: { search: 'Zzyzx Pudding' },
    });
    await flushAudience(ctx);
    const rows = await t.database.db.select().from(audienceEvents);
    expect(rows.find((r) => r.kind === 'search_empty')?.detail).toBe('zzyzx pudding');
  });
});

describe('who may read the reports', () => {
  it('answers owners and administrators, refuses editors, members and visitors', async () => {
    const url = `/v1/admin/analytics/?from=${today()}&to=${today()}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const role of ['user', 'editor', 'moderator'] as const) {
      const s = await signedIn(t, { role });
      expect((await t.app.inject({ method: 'GET', url, headers: s.headers })).statusCode).toBe(403);
    }
    const owner = await signedIn(t, { role: 'owner' });
    expect((await t.app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/analytics/refresh/',
      headers: owner.headers,
    });
    expect(refresh.statusCode).toBe(200);
  });

  it('refuses a backwards or too long range, and an unknown item', async () => {
    const owner = await signedIn(t, { role: 'owner' });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: owner.headers });
    expect((await get('/v1/admin/analytics/?from=2026-05-02&to=2026-05-01')).json().msg).toBe(
      msg.analyticsRangeInvalid,
    );
    expect((await get('/v1/admin/analytics/?from=2024-01-01&to=2026-05-01')).statusCode).toBe(400);
    expect((await get('/v1/admin/analytics/?from=2026-02-30&to=2026-05-01')).statusCode).toBe(400);
    expect((await get(`/v1/admin/analytics/video/999999/?from=${today()}&to=${today()}`)).statusCode).toBe(
      404,
    );
  });
});
