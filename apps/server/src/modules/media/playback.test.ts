import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { episodes, memberships, purchases, shows, videoAssets, videos } from '../../db/schema';

let t: TestApp;
const ids = { premium: 0, free: 0, other: 0, episode: 0 };
const pid = { premium: 'premiumPlaybackAaaa', free: 'freePlaybackBbbbbbb', episode: 'episodePlaybackCccc' };
type Viewer = { headers: Record<string, string>; userId: number } | null;
const viewers: Record<string, Viewer> = {};

const day = 86_400_000;

/** A ready asset with a tiny HLS tree in storage (the bytes are not real video). */
async function readyAsset(playbackId: string) {
  await t.database.db.insert(videoAssets).values({
    assetId: `asset${playbackId}`,
    playbackId,
    status: 'ready',
    hlsPrefix: `hls/${playbackId}`,
    durationSeconds: 40,
  });
  const s = t.app.ctx.storage;
  await s.put(
    `hls/${playbackId}/master.m3u8`,
    Buffer.from('#EXTM3U\n240p/index.m3u8\n'),
    'application/vnd.apple.mpegurl',
  );
  await s.put(
    `hls/${playbackId}/240p/index.m3u8`,
    Buffer.from('#EXTM3U\nseg_000.ts\n'),
    'application/vnd.apple.mpegurl',
  );
  await s.put(`hls/${playbackId}/240p/seg_000.ts`, Buffer.alloc(1880, 0x47), 'video/mp2t');
}

async function member(setup?: (userId: number) => Promise<unknown>, role: 'user' | 'admin' = 'user') {
  const s = await signedIn(t, { role });
  await setup?.(s.user.id);
  return { headers: s.headers, userId: s.user.id };
}

const plan =
  (type: 'monthly' | 'annual', end = Date.now() + 20 * day) =>
  (userId: number) =>
    t.database.db.insert(memberships).values({
      userId,
      type,
      startDate: new Date(Date.now() - day),
      endDate: new Date(end),
      processor: 'sandbox',
    });
const bought = (productType: 'video' | 'episode', productId: () => number) => (userId: number) =>
  t.database.db.insert(purchases).values({ userId, productType, productId: productId() });

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false' });
  for (const p of Object.values(pid)) await readyAsset(p);
  const db = t.database.db;
  const [p] = await db
    .insert(videos)
    .values({ title: 'Premium', isPremium: true, isPublish: true, videoPlaybackId: pid.premium })
    .returning();
  const [f] = await db
    .insert(videos)
    .values({ title: 'Free', isPremium: false, isPublish: true, videoPlaybackId: pid.free })
    .returning();
  const [o] = await db
    .insert(videos)
    .values({ title: 'Other premium', isPremium: true, isPublish: true })
    .returning();
  const [show] = await db.insert(shows).values({ title: 'Show', isPublish: true }).returning();
  const [e] = await db
    .insert(episodes)
    .values({
      showId: show!.id,
      title: 'Premium episode',
      isPremium: true,
      isPublish: true,
      videoPlaybackId: pid.episode,
    })
    .returning();
  Object.assign(ids, { premium: p!.id, free: f!.id, other: o!.id, episode: e!.id });

  viewers.visitor = null;
  viewers.memberWithoutPlan = await member();
  viewers.monthly = await member(plan('monthly'));
  viewers.annual = await member(plan('annual'));
  viewers.buyerOfItem = await member(bought('video', () => ids.premium));
  viewers.buyerOfOther = await member(bought('video', () => ids.other));
  viewers.admin = await member(undefined, 'admin');
});
afterAll(() => t.close());

const playback = (playbackId: string, v: Viewer) =>
  t.app.inject({ method: 'GET', url: `/v1/media/playback/${playbackId}/`, headers: v?.headers ?? {} });

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** The segment address a variant playlist names (under the video's segment token). */
const segmentIn = (playlist: string) =>
  playlist.split('\n').find((l) => l.startsWith('/v1/media/segments/')) as string;

/** Asks for a playback address, then plays the master playlist, the variant and a segment. */
async function plays(playbackId: string, v: Viewer): Promise<boolean> {
  const res = await playback(playbackId, v);
  if (res.statusCode === 403) return false;
  expect(res.statusCode).toBe(200);
  const base = (res.json().url as string).replace(/master\.m3u8$/, '');
  expect((await get(`${base}master.m3u8`)).statusCode).toBe(200);
  const variant = await get(`${base}240p/index.m3u8`);
  expect(variant.statusCode).toBe(200);
  expect((await get(segmentIn(variant.body))).statusCode).toBe(200);
  return true;
}

describe('the entitlement matrix', () => {
  const expected: Record<string, boolean> = {
    visitor: false,
    memberWithoutPlan: false,
    monthly: true,
    annual: true,
    buyerOfItem: true,
    buyerOfOther: false,
    admin: true,
  };
  for (const [who, allowed] of Object.entries(expected)) {
    it(`${who}: premium ${allowed ? 'plays' : 'is refused'}, free plays`, async () => {
      expect(await plays(pid.premium, viewers[who] ?? null)).toBe(allowed);
      expect(await plays(pid.free, viewers[who] ?? null)).toBe(true);
    });
  }

  it('answers the login prompt to a visitor and the purchase prompt to a member', async () => {
    expect((await playback(pid.premium, null)).json()).toMatchObject({
      status: 403,
      msg: msg.premiumLoginPrompt,
    });
    expect((await playback(pid.premium, viewers.memberWithoutPlan ?? null)).json().msg).toBe(
      msg.premiumPurchasePrompt,
    );
  });

  it('treats a bought video as that item only: a premium episode stays closed', async () => {
    expect(await plays(pid.episode, viewers.buyerOfItem ?? null)).toBe(false);
    expect(await plays(pid.episode, viewers.monthly ?? null)).toBe(true);
  });
});

describe('items not yet published', () => {
  it('play for staff only; everyone else is told nothing exists, even with an address signed before', async () => {
    const db = t.database.db;
    const draft = 'draftPlaybackDddddd';
    const hidden = 'hiddenShowEeeeeeee';
    await readyAsset(draft);
    await readyAsset(hidden);
    await db
      .insert(videos)
      .values({ title: 'Draft replay', isPremium: false, isPublish: false, videoPlaybackId: draft });
    const [show] = await db.insert(shows).values({ title: 'Unreleased show', isPublish: false }).returning();
    await db
      .insert(episodes)
      .values({ showId: show!.id, title: 'Published episode', isPublish: true, videoPlaybackId: hidden });
    for (const id of [draft, hidden]) {
      for (const who of ['visitor', 'memberWithoutPlan', 'monthly']) {
        const res = await playback(id, viewers[who] ?? null);
        expect(res.statusCode, `${id} ${who}`).toBe(404);
      }
      expect(await plays(id, viewers.admin ?? null)).toBe(true);
    }
    // A playlist address signed for a member while the video was out stops opening once it is
    // taken back.
    await db.update(videos).set({ isPublish: true }).where(eq(videos.videoPlaybackId, draft));
    const url = (await playback(draft, viewers.monthly ?? null)).json().url as string;
    expect((await get(url)).statusCode).toBe(200);
    await db.update(videos).set({ isPublish: false }).where(eq(videos.videoPlaybackId, draft));
    expect((await get(url)).statusCode).toBe(404);
  });
});

describe('signed playback addresses', () => {
  it('checks the entitlement on every playlist: a plan that ends stops the next one at once', async () => {
    const v = await member(plan('monthly'));
    const res = await playback(pid.premium, v);
    const base = (res.json().url as string).replace(/master\.m3u8$/, '');
    const variant = await get(`${base}240p/index.m3u8`);
    expect(variant.statusCode).toBe(200);
    await t.database.db
      .update(memberships)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(memberships.userId, v.userId));
    for (const file of ['master.m3u8', '240p/index.m3u8']) {
      const after = await get(`${base}${file}`);
      expect(after.statusCode).toBe(403);
      expect(after.json().msg).toBe(msg.premiumPurchasePrompt);
    }
    // Segments are shared by every entitled viewer (decision 403): the address already handed
    // out runs until its token leaves the accepted windows, as a cached copy would.
    expect((await get(segmentIn(variant.body))).statusCode).toBe(200);
  });

  it('refuses an expired address', async () => {
    const res = await playback(pid.free, null);
    const url = res.json().url as string;
    const realNow = t.config.now;
    t.config.now = () => new Date(Date.now() + (t.config.PLAYBACK_URL_TTL_SECONDS + 5) * 1000);
    try {
      const late = await t.app.inject({ method: 'GET', url });
      expect(late.statusCode).toBe(403);
      expect(late.json().msg).toBe(msg.playbackLinkExpired);
    } finally {
      t.config.now = realNow;
    }
  });

  it('refuses a tampered address: another viewer, a later expiry, another video, a changed signature', async () => {
    const monthly = viewers.monthly ?? null;
    const url = (await playback(pid.premium, monthly)).json().url as string;
    const [, , , , playbackId, token] = url.split('/') as string[];
    const [uid, exp, sig] = (token as string).split('.') as [string, string, string];
    const variants = [
      url.replace(token as string, `${(Number.parseInt(uid, 36) + 1).toString(36)}.${exp}.${sig}`),
      url.replace(token as string, `${uid}.${(Number.parseInt(exp, 36) + 3600).toString(36)}.${sig}`),
      url.replace(playbackId as string, pid.free),
      url.replace(token as string, `${uid}.${exp}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`),
    ];
    for (const v of variants) {
      const res = await t.app.inject({ method: 'GET', url: v });
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(msg.playbackLinkInvalid);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('never serves originals or HLS files from the public file route', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/media/files/hls/${pid.free}/master.m3u8` });
    expect(res.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/v1/media/files/images/../hls/x/master.m3u8',
    });
    expect(traversal.statusCode).toBe(404);
  });
});
