import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { s3rverCredentials, startS3rver } from '../../../test/s3rver';
import { loadConfig } from '../../config';
import { memberships, purchases, videoAssets, videos } from '../../db/schema';
import { signPlayback } from './playback.service';
import { signSegments } from './segment-token';

const day = 86_400_000;
const pid = { premium: 'sharedPremiumAaaa', other: 'sharedOtherBbbbbb' };
const segmentBytes = 1880;
type Viewer = { headers: Record<string, string>; userId: number } | null;

/** A premium video with a tiny HLS tree in the app's storage (the bytes are not real video). */
async function premiumVideo(t: TestApp, playbackId: string) {
  await t.database.db.insert(videoAssets).values({
    assetId: `asset${playbackId}`,
    playbackId,
    status: 'ready',
    hlsPrefix: `hls/${playbackId}`,
    durationSeconds: 8,
  });
  const s = t.app.ctx.storage;
  const m3u8 = 'application/vnd.apple.mpegurl';
  await s.put(`hls/${playbackId}/master.m3u8`, Buffer.from('#EXTM3U\n240p/index.m3u8\n'), m3u8);
  await s.put(
    `hls/${playbackId}/240p/index.m3u8`,
    Buffer.from('#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXTINF:4.0,\nseg_000.ts\n#EXT-X-ENDLIST\n'),
    m3u8,
  );
  await s.put(`hls/${playbackId}/240p/seg_000.ts`, Buffer.alloc(segmentBytes, 0x47), 'video/mp2t');
  const [video] = await t.database.db
    .insert(videos)
    .values({ title: `Premium ${playbackId}`, isPremium: true, isPublish: true, videoPlaybackId: playbackId })
    .returning();
  return video!.id;
}

async function member(t: TestApp, setup?: (userId: number) => Promise<unknown>): Promise<Viewer> {
  const s = await signedIn(t);
  await setup?.(s.user.id);
  return { headers: s.headers, userId: s.user.id };
}

const plan = (t: TestApp, type: 'monthly' | 'annual') => (userId: number) =>
  t.database.db.insert(memberships).values({
    userId,
    type,
    startDate: new Date(Date.now() - day),
    endDate: new Date(Date.now() + 20 * day),
    processor: 'sandbox',
  });

const get = (t: TestApp, url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

/** The master address, the variant playlist and the one segment address in it. */
async function playlistOf(t: TestApp, playbackId: string, v: Viewer) {
  const res = await get(t, `/v1/media/playback/${playbackId}/`, v?.headers);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const master = res.json().url as string;
  const variant = await get(t, master.replace(/master\.m3u8$/, '240p/index.m3u8'));
  expect(variant.statusCode).toBe(200);
  const segment = variant.body.split('\n').find((l) => l.startsWith('/v1/media/segments/')) as string;
  return { master, variant, segment };
}

describe('segments behind a shared cache', () => {
  let t: TestApp;
  const viewers: Record<string, Viewer> = {};
  const realNow = Date.now;
  const rotationMs = () => t.config.MEDIA_SEGMENT_TOKEN_SECONDS * 1000;
  /** One second into the current token window, so the tests know where the rotations fall. */
  let start = 0;
  const at = (ms: number) => {
    t.config.now = () => new Date(ms);
  };

  beforeAll(async () => {
    t = await createTestApp({ JOBS_WORKER: 'false' });
    const premiumId = await premiumVideo(t, pid.premium);
    await premiumVideo(t, pid.other);
    viewers.monthly = await member(t, plan(t, 'monthly'));
    viewers.annual = await member(t, plan(t, 'annual'));
    viewers.buyer = await member(t, (userId) =>
      t.database.db.insert(purchases).values({ userId, productType: 'video', productId: premiumId }),
    );
    viewers.withoutPlan = await member(t);
    start = Math.floor(realNow() / rotationMs()) * rotationMs() + 1000;
  });
  afterAll(() => t.close());
  const reset = () => at(start);

  it('writes the per-video token into an entitled playlist, which no cache keeps', async () => {
    reset();
    const { master, variant, segment } = await playlistOf(t, pid.premium, viewers.monthly ?? null);
    const token = signSegments(t.config, pid.premium);
    expect(segment).toBe(`/v1/media/segments/${pid.premium}/${token}/240p/seg_000.ts`);
    expect(variant.headers['cache-control']).toBe('private, no-store');
    expect(variant.headers.etag).toBeUndefined();
    expect(variant.body).toContain('#EXT-X-ENDLIST');
    const top = await get(t, master);
    expect(top.headers['cache-control']).toBe('private, no-store');
    // Variant playlists stay under the viewer's own signed address.
    expect(top.body).toContain('\n240p/index.m3u8');
  });

  it('gives every entitled viewer the same segment address, answered public below the rotation', async () => {
    reset();
    const urls = new Set<string>();
    for (const who of ['monthly', 'annual', 'buyer']) {
      urls.add((await playlistOf(t, pid.premium, viewers[who] ?? null)).segment);
    }
    expect(urls.size).toBe(1);
    const [url] = [...urls] as [string];
    const res = await get(t, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp2t');
    expect(res.rawPayload.length).toBe(segmentBytes);
    const cc = String(res.headers['cache-control']);
    expect(cc).toMatch(/^public, max-age=\d+, immutable$/);
    const maxAge = Number(/max-age=(\d+)/.exec(cc)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThan(t.config.MEDIA_SEGMENT_TOKEN_SECONDS);
    // Revalidation and seeking work as for any stored file.
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get(t, url, { 'if-none-match': etag })).statusCode).toBe(304);
    const ranged = await get(t, url, { range: 'bytes=0-187' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(188);
  });

  it('answers HEAD with the real content-length and no body', async () => {
    reset();
    const { segment, master } = await playlistOf(t, pid.premium, viewers.annual ?? null);
    const head = await get(t, segment, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(segmentBytes));
    expect(String(head.headers['cache-control'])).toMatch(/^public, /);
    expect(head.body).toBe('');
    const variant = master.replace(/master\.m3u8$/, '240p/index.m3u8');
    const [whole, headOfPlaylist] = [await get(t, variant), await get(t, variant, {}, 'HEAD')];
    expect(headOfPlaylist.headers['content-length']).toBe(String(Buffer.byteLength(whole.body)));
  });

  it('gives no playlist, hence no token, to a visitor or a member without the right', async () => {
    reset();
    const visitor = await get(t, `/v1/media/playback/${pid.premium}/`);
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().msg).toBe(msg.premiumLoginPrompt);
    const withoutPlan = await get(t, `/v1/media/playback/${pid.premium}/`, viewers.withoutPlan?.headers);
    expect(withoutPlan.statusCode).toBe(403);
    expect(withoutPlan.json().msg).toBe(msg.premiumPurchasePrompt);
    // Even a validly signed playlist address is refused to them: the entitlement is checked there.
    const expiresAt = start + 60_000;
    for (const [userId, prompt] of [
      [0, msg.premiumLoginPrompt],
      [viewers.withoutPlan?.userId ?? -1, msg.premiumPurchasePrompt],
    ] as const) {
      const token = signPlayback(t.app.ctx, { playbackId: pid.premium, userId, expiresAt });
      for (const file of ['master.m3u8', '240p/index.m3u8']) {
        const res = await get(t, `/v1/media/hls/${pid.premium}/${token}/${file}`);
        expect(res.statusCode).toBe(403);
        expect(res.json().msg).toBe(prompt);
      }
    }
  });

  it('refuses a made-up token, an altered one and another video’s with 403', async () => {
    reset();
    const { segment } = await playlistOf(t, pid.premium, viewers.monthly ?? null);
    const token = signSegments(t.config, pid.premium);
    const [window, mac] = token.split('.') as [string, string];
    const forged = [
      'nope',
      `${window}.${'A'.repeat(43)}`,
      `${window}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`,
      `${(Number.parseInt(window, 36) + 1).toString(36)}.${mac}`,
      signSegments(t.config, pid.other),
      signSegments({ ...t.config, MEDIA_SEGMENT_SECRET: 'another-secret' }, pid.premium),
    ];
    for (const f of forged) {
      const res = await get(t, segment.replace(token, f));
      expect(res.statusCode, f).toBe(403);
      expect(res.json().msg).toBe(msg.playbackLinkInvalid);
    }
    // Nor does a token of the next window work before its time.
    const early = signSegments(t.config, pid.premium, start + 2 * rotationMs());
    expect((await get(t, segment.replace(token, early))).statusCode).toBe(403);
  });

  it('accepts the previous window, not two back, and is never cached past the token', async () => {
    reset();
    const { segment } = await playlistOf(t, pid.premium, viewers.monthly ?? null);
    const windowStart = start - 1000;
    at(windowStart + rotationMs() + 1000);
    const next = await playlistOf(t, pid.premium, viewers.monthly ?? null);
    expect(next.segment).not.toBe(segment); // the token rotated
    expect((await get(t, segment)).statusCode).toBe(200);
    expect((await get(t, next.segment)).statusCode).toBe(200);
    // Ten seconds before the end of the previous window: cached ten seconds at most.
    at(windowStart + 2 * rotationMs() - 10_000);
    expect((await get(t, segment)).headers['cache-control']).toBe('public, max-age=10, immutable');
    at(windowStart + 2 * rotationMs());
    const late = await get(t, segment);
    expect(late.statusCode).toBe(403);
    expect(late.json().msg).toBe(msg.playbackLinkExpired);
    expect((await get(t, next.segment)).statusCode).toBe(200);
    reset();
  });

  it('computes the same token in another process from the same secret', async () => {
    reset();
    const other = loadConfig({
      DATA_DIR: t.dataDir,
      JWT_SECRET: new TextDecoder().decode(t.config.jwtSecret),
    });
    const { segment } = await playlistOf(t, pid.premium, viewers.buyer ?? null);
    expect(segment).toContain(`/${signSegments(other, pid.premium, start)}/`);
  });

  it('serves playlists only per viewer and segments only under the segment token', async () => {
    reset();
    const { master, segment } = await playlistOf(t, pid.premium, viewers.monthly ?? null);
    const asPlaylist = await get(t, segment.replace('240p/seg_000.ts', '240p/index.m3u8'));
    expect(asPlaylist.statusCode).toBe(404);
    const traversal = await get(t, segment.replace('240p/seg_000.ts', '240p/../../other/x.ts'));
    expect([403, 404]).toContain(traversal.statusCode);
    // A player still holding a playlist from before this change is told to fetch a new address.
    const old = await get(t, master.replace(/master\.m3u8$/, '240p/seg_000.ts'));
    expect(old.statusCode).toBe(403);
    expect(old.json().msg).toBe(msg.playbackLinkExpired);
  });
});

describe('segments on S3 storage', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3rver();
    t = await createTestApp({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
      JOBS_WORKER: 'false',
    });
    await premiumVideo(t, pid.premium);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('rewrites playlists read from the bucket and serves shared segments from it', async () => {
    const { segment, variant } = await playlistOf(t, pid.premium, await member(t, plan(t, 'monthly')));
    expect(variant.headers['cache-control']).toBe('private, no-store');
    expect(segment).toContain(`/${signSegments(t.config, pid.premium)}/240p/seg_000.ts`);
    const res = await get(t, segment);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(segmentBytes);
    expect(String(res.headers['cache-control'])).toMatch(/^public, max-age=\d+, immutable$/);
    const head = await get(t, segment, {}, 'HEAD');
    expect(head.headers['content-length']).toBe(String(segmentBytes));
    expect(head.body).toBe('');
    expect((await get(t, segment, { range: 'bytes=0-187' })).statusCode).toBe(206);
  });
});
