import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fillMessage, msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { livestreams, videoAssets, videos } from '../../db/schema';
import { liveOutRoot } from '../../platform/live';
import { freePort, pushTestPattern, waitFor } from '../../platform/live/testing';
import { inputEnded } from './live.service';
import { runReplayJob } from './replay.service';

let t: TestApp;
type Headers = { authorization: string };
let admin: { headers: Headers; user: { id: number } };
let member: { headers: Headers };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: Headers, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers, payload });
const goLive = (title: string) => call('POST', '/livestream/admin/streams/', admin.headers, { title });
const end = (id: number) => call('POST', `/livestream/admin/streams/${id}/end/`, admin.headers);
const listed = async (id: number) =>
  (await call('GET', '/livestream/admin/streams/', admin.headers))
    .json()
    .results.find((s: { id: number }) => s.id === id);
const replayVideos = () => t.database.db.select().from(videos);

beforeAll(async () => {
  t = await createTestApp({ LIVE_RTMP_PORT: String(await freePort()), LIVE_SEGMENT_SECONDS: '1' });
  admin = await signedIn(t, { role: 'admin', firstName: 'Ada', lastName: 'Host' });
  member = await signedIn(t, { firstName: 'Mia' });
});
afterAll(() => t.close());

describe('a stream that never went live', () => {
  it('ends without a replay', async () => {
    const stream = (await goLive('Nobody came')).json().data;
    const ended = await end(stream.id);
    expect(ended.json().data).toMatchObject({ status: 'ended', replay: null });
    expect((await listed(stream.id)).replay).toBeNull();
    expect(await replayVideos()).toHaveLength(0);
    expect(existsSync(path.join(liveOutRoot(t.config), stream.playback_id))).toBe(false);
  });
});

describe('a stream whose recording is gone', () => {
  it('shows the replay as failed, with no video', async () => {
    const [row] = await t.database.db
      .insert(livestreams)
      .values({
        provider: 'embedded',
        providerStreamId: 'lostRecording1',
        streamKey: 'lostkey',
        playbackId: 'lostRecordingPlayback1',
        title: 'Lost',
        status: 'ended',
        startedAt: new Date(Date.now() - 60_000),
        endedAt: new Date(),
        replayStatus: 'preparing',
      })
      .returning();
    await runReplayJob(t.app.ctx, { livestreamId: row!.id }, { id: 'lost', retryCount: 0 });
    expect((await listed(row!.id)).replay).toEqual({ status: 'failed', video_id: null, is_publish: false });
    expect(await replayVideos()).toHaveLength(0);
  });
});

describe('a broadcast ended by the admin', () => {
  let stream: { id: number; stream_key: string; playback_id: string };
  let videoId: number;

  it('becomes exactly one draft replay video with its title and live comments, even when ended twice', async () => {
    stream = (await goLive('Sunday roast, live')).json().data;
    const push = await pushTestPattern(
      `rtmp://127.0.0.1:${t.config.LIVE_RTMP_PORT}/live/${stream.stream_key}`,
      {
        seconds: 30,
      },
    );
    await waitFor(async () => (await call('GET', '/livestream/current/', member.headers)).statusCode === 200);
    for (const text of ['Hello!', 'Looks tasty']) {
      const res = await call('POST', '/livestream/comments/', member.headers, { stream_id: stream.id, text });
      expect(res.statusCode).toBe(201);
    }
    // A few seconds of video recorded, then the admin ends it while the broadcaster still sends.
    await new Promise((r) => setTimeout(r, 3000));
    const ended = await end(stream.id);
    push.child.kill('SIGKILL');
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({
      status: 'ended',
      comment_count: 2,
      replay: { status: 'preparing', video_id: null, is_publish: false },
    });
    // Ended again: by the admin (refused) and by its input (a late report from the ingest).
    expect((await end(stream.id)).statusCode).toBe(409);
    expect(await inputEnded(t.app.ctx, stream.id, 'input stopped')).toBe(false);

    const replay = await waitFor(async () => {
      const r = (await listed(stream.id)).replay;
      return r?.status === 'ready' ? r : null;
    }, 120_000);
    expect(replay).toMatchObject({ status: 'ready', video_id: expect.any(Number), is_publish: false });
    videoId = replay.video_id;

    const all = await replayVideos();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      id: videoId,
      title: 'Sunday roast, live',
      description: fillMessage(msg.replayDescription, { count: '2' }),
      liveCommentCount: 2,
      isPublish: false,
      isPremium: false,
    });
    const [row] = await t.database.db.select().from(livestreams).where(eq(livestreams.id, stream.id));
    expect(row).toMatchObject({ replayVideoId: videoId, replayStatus: 'ready' });
    // The live segments were made into the asset's original, then removed.
    expect(existsSync(path.join(liveOutRoot(t.config), stream.playback_id))).toBe(false);

    // The job running again (a retry, a second queue entry) makes nothing more.
    await runReplayJob(t.app.ctx, { livestreamId: stream.id }, { id: 'again', retryCount: 0 });
    expect(await replayVideos()).toHaveLength(1);
  }, 150_000);

  it('is an admin content video whose media is ready and plays', async () => {
    const video = (await call('GET', `/adminpanel/video/${videoId}/`, admin.headers)).json();
    expect(video).toMatchObject({
      title: 'Sunday roast, live',
      is_publish: false,
      live_comment_count: 2,
      title_image: expect.stringContaining('/images/'),
      video: 'sunday-roast-live.mp4',
    });
    // The asset belongs to the host, is ready, and lasts about as long as the broadcast ran.
    const [asset] = await t.database.db
      .select()
      .from(videoAssets)
      .where(eq(videoAssets.assetId, video.video_asset_id));
    expect(asset).toMatchObject({
      ownerId: admin.user.id,
      status: 'ready',
      playbackId: video.video_playback_id,
    });
    expect(asset!.durationSeconds).toBeGreaterThanOrEqual(2);
    const media = (await call('GET', `/media/videos/${video.video_asset_id}/`, admin.headers)).json();
    expect(media).toMatchObject({ status: 'ready' });

    const playback = await call('GET', `/media/playback/${video.video_playback_id}/`, admin.headers);
    expect(playback.statusCode).toBe(200);
    const master = await t.app.inject({ method: 'GET', url: playback.json().url });
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('#EXT-X-STREAM-INF');

    // The original is the recording joined without re-encoding: H.264 and AAC, one file.
    const original = path.join(t.dataDir, 'media', asset!.sourceKey!);
    const streams = execFileSync('ffprobe', [
      ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name', '-of', 'csv=p=0', original],
    ]).toString();
    expect(streams).toContain('h264,video');
    expect(streams).toContain('aac,audio');
  });

  it('is published by the admin like any video: only with a connected recipe', async () => {
    // Still a draft: visitors do not see it.
    expect((await t.app.inject({ url: `/v1/admin/user/video/${videoId}/` })).statusCode).toBe(404);
    const early = await call('PUT', `/adminpanel/update-video-content/${videoId}/`, admin.headers, {
      is_publish: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe(msg.contentPublishNeedsRecipe);

    const recipe = await call('POST', '/admin/add-connected-recipe/', admin.headers, {
      name: 'Sunday roast',
      instructions: '<p>Roast it.</p>',
      notes: '',
      content_type: 'video',
      video: videoId,
      ingredients: [{ name: 'beef', quantity: '1', unit: 'kg', category: 'meat' }],
    });
    expect(recipe.statusCode).toBe(201);
    const ok = await call('PUT', `/adminpanel/update-video-content/${videoId}/`, admin.headers, {
      is_publish: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ msg: msg.contentPublished, data: { is_publish: true } });
    expect((await t.app.inject({ url: `/v1/admin/user/video/${videoId}/` })).statusCode).toBe(200);
    expect((await listed(stream.id)).replay).toEqual({
      status: 'ready',
      video_id: videoId,
      is_publish: true,
    });
  });
});
