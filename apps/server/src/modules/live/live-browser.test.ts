import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { msg } from '@simmer/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { livestreams, notifications, videoAssets, videos } from '../../db/schema';
import { liveOutRoot } from '../../platform/live';
import { livePlaylist } from '../../platform/live/embedded';
import { freePort, waitFor } from '../../platform/live/testing';

let t: TestApp;
type Headers = Record<string, string>;
let admin: { headers: Headers };
let member: { headers: Headers; user: { id: number } };
const work = mkdtempSync(path.join(tmpdir(), 'simmer-browser-live-'));
let webm: Buffer;

/** The bytes a browser's MediaRecorder would send: VP8 and Opus in WebM, made by ffmpeg. */
function makeWebm(seconds: number) {
  const file = path.join(work, `camera-${seconds}.webm`);
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds)],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '400k', '-g', '15'],
    ...['-c:a', 'libopus', '-f', 'webm', file],
  ]);
  return readFileSync(file);
}

/** Splits bytes into `n` pieces, as a recorder's 1 s timeslices would. */
const split = (data: Buffer, n: number) => {
  const size = Math.ceil(data.length / n);
  return Array.from({ length: n }, (_, i) => data.subarray(i * size, (i + 1) * size));
};

const post = (
  id: number,
  opts: { session: string; index: number; key?: string; body: Buffer; headers?: Headers },
) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/livestream/admin/streams/${id}/browser/?session=${opts.session}&index=${opts.index}`,
    headers: {
      ...(opts.headers ?? admin.headers),
      'content-type': 'application/octet-stream',
      ...(opts.key === undefined ? {} : { 'x-stream-key': opts.key }),
    },
    payload: opts.body,
  });

const goLive = async () => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/livestream/admin/streams/',
    headers: admin.headers,
  });
  return res.json().data as { id: number; stream_key: string; playback_id: string };
};
const row = async (id: number) =>
  (await t.database.db.select().from(livestreams).where(eq(livestreams.id, id)))[0]!;
const told = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'livestream')));

beforeAll(async () => {
  t = await createTestApp({
    LIVE_RTMP_PORT: String(await freePort()),
    LIVE_SEGMENT_SECONDS: '1',
    LIVE_BROWSER_IDLE_SECONDS: '3',
  });
  admin = await signedIn(t, { role: 'admin', firstName: 'Ada', lastName: 'Host' });
  member = await signedIn(t, { firstName: 'Mia' });
  webm = makeWebm(6);
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('browser broadcast: who may send what', () => {
  let stream: { id: number; stream_key: string };
  beforeAll(async () => {
    stream = await goLive();
  });

  it('is for admins only, with the running stream and its key', async () => {
    const body = webm.subarray(0, 1000);
    const base = { session: 'session-access', index: 0, key: stream.stream_key, body };
    expect((await post(stream.id, { ...base, headers: {} })).statusCode).toBe(401);
    expect((await post(stream.id, { ...base, headers: member.headers })).statusCode).toBe(403);
    const wrongKey = await post(stream.id, { ...base, key: 'x'.repeat(32) });
    expect(wrongKey.statusCode).toBe(403);
    expect(wrongKey.json().msg).toBe(msg.liveBrowserWrongKey);
    expect((await post(stream.id, { ...base, key: undefined })).statusCode).toBe(400);
    expect((await post(999_999, base)).statusCode).toBe(404);
    // Another provider's stream (Mux takes RTMP only).
    const [mux] = await t.database.db
      .insert(livestreams)
      .values({ provider: 'mux', providerStreamId: 'mux1', streamKey: 'muxkey', playbackId: 'muxplayback1' })
      .returning();
    const refused = await post(mux!.id, { ...base, key: 'muxkey' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(msg.liveBrowserNeedsRtmp);
    await t.database.db.update(livestreams).set({ status: 'ended' }).where(eq(livestreams.id, mux!.id));
  });

  it('refuses a first chunk that is not WebM, an empty one and one over 5 MB', async () => {
    const base = { session: 'session-checks', key: stream.stream_key };
    const notWebm = await post(stream.id, { ...base, index: 0, body: Buffer.from('hello video') });
    expect(notWebm.statusCode).toBe(400);
    expect(notWebm.json().msg).toBe(msg.liveBrowserNotWebm);
    expect((await post(stream.id, { ...base, index: 0, body: Buffer.alloc(0) })).statusCode).toBe(400);
    const big = await post(stream.id, { ...base, index: 0, body: Buffer.alloc(5_000_001, 1) });
    expect(big.statusCode).toBe(413);
    expect(big.json().msg).toBe(msg.liveBrowserChunkTooLarge);
    // A session must start at 0.
    const late = await post(stream.id, { ...base, index: 3, body: webm.subarray(0, 100) });
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe(msg.liveBrowserGap);
    expect((await row(stream.id)).status).toBe('waiting');
  });

  it('stops taking chunks once an admin ends the stream', async () => {
    const [first] = split(webm, 8);
    const ok = await post(stream.id, {
      session: 'session-end',
      index: 0,
      key: stream.stream_key,
      body: first!,
    });
    expect(ok.statusCode).toBe(200);
    const end = await t.app.inject({
      method: 'POST',
      url: `/v1/livestream/admin/streams/${stream.id}/end/`,
      headers: admin.headers,
    });
    expect(end.statusCode).toBe(200);
    const after = await post(stream.id, {
      session: 'session-end',
      index: 1,
      key: stream.stream_key,
      body: first!,
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().msg).toBe(msg.liveStreamEnded);
  });
});

describe('browser broadcast from start to end', () => {
  let stream: { id: number; stream_key: string; playback_id: string };

  it('takes chunks in order, ignores repeats, asks for a restart on a gap, and goes live once', async () => {
    stream = await goLive();
    const chunks = split(webm, 8);
    const send = (session: string, index: number, body: Buffer) =>
      post(stream.id, { session, index, key: stream.stream_key, body });
    for (const [i, chunk] of chunks.slice(0, 4).entries()) {
      const res = await send('session-one', i, chunk);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ index: i, duplicate: false });
    }
    // A retried chunk is ignored.
    const again = await send('session-one', 2, chunks[2]!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ index: 2, duplicate: true });
    // A skipped chunk cannot be repaired: the page restarts its recorder.
    const gap = await send('session-one', 5, chunks[5]!);
    expect(gap.statusCode).toBe(409);
    expect(gap.json().msg).toBe(msg.liveBrowserGap);
    for (const [i, chunk] of chunks.slice(4).entries()) {
      expect((await send('session-one', 4 + i, chunk)).statusCode).toBe(200);
    }

    const current = await waitFor(async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/livestream/current/',
        headers: member.headers,
      });
      return res.statusCode === 200 ? res.json() : null;
    }, 30_000);
    expect(current).toMatchObject({ livestream_id: stream.id, status: 'live', host_name: 'Ada Host' });
    expect(await told(member.user.id)).toHaveLength(1);

    // Members play it like any livestream: H.264 and AAC segments.
    const dir = path.join(liveOutRoot(t.config), stream.playback_id);
    const playlist = readFileSync(path.join(dir, livePlaylist), 'utf8');
    const segment = playlist.split('\n').find((l) => l.endsWith('.ts'))!;
    const streams = execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name', '-of', 'csv=p=0'],
      path.join(dir, segment),
    ]).toString();
    expect(streams).toContain('h264,video');
    expect(streams).toContain('aac,audio');
  }, 60_000);

  it('continues the same playlist when the page restarts its recorder', async () => {
    const chunks = split(webm, 8);
    for (const [i, chunk] of chunks.entries()) {
      const res = await post(stream.id, {
        session: 'session-two',
        index: i,
        key: stream.stream_key,
        body: chunk,
      });
      expect(res.statusCode, `${i} ${res.body} ${JSON.stringify(await row(stream.id))}`).toBe(200);
      expect(res.json().status).toBe('live');
    }
    const dir = path.join(liveOutRoot(t.config), stream.playback_id);
    await waitFor(async () =>
      readFileSync(path.join(dir, livePlaylist), 'utf8').includes('#EXT-X-DISCONTINUITY'),
    );
    expect(await told(member.user.id)).toHaveLength(1);
  }, 30_000);

  it('ends by itself when the page stops sending (tab closed)', async () => {
    await waitFor(async () => (await row(stream.id)).status === 'ended', 15_000);
    expect(await row(stream.id)).toMatchObject({ endReason: 'browser stopped sending' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/livestream/current/',
      headers: member.headers,
    });
    expect(res.statusCode).toBe(404);
    const late = await post(stream.id, {
      session: 'session-two',
      index: 8,
      key: stream.stream_key,
      body: webm,
    });
    expect(late.statusCode).toBe(409);
    // Told once in all.
    expect(await told(member.user.id)).toHaveLength(1);
  }, 30_000);

  it('leaves a replay of both recorder sessions, and no live files', async () => {
    const ready = await waitFor(async () => {
      const r = await row(stream.id);
      return r.replayStatus === 'ready' || r.replayStatus === 'failed' ? r : null;
    }, 120_000);
    expect(ready.replayStatus).toBe('ready');
    const [video] = await t.database.db.select().from(videos).where(eq(videos.id, ready.replayVideoId!));
    expect(video).toMatchObject({ isPublish: false, liveCommentCount: 0 });
    const [asset] = await t.database.db
      .select()
      .from(videoAssets)
      .where(eq(videoAssets.assetId, video!.videoAssetId!));
    // Two sessions of 6 s each, joined across the discontinuity.
    expect(asset!.durationSeconds).toBeGreaterThan(9);
    expect(existsSync(path.join(liveOutRoot(t.config), stream.playback_id))).toBe(false);
  }, 150_000);
});
