import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMux, muxTokenId, muxTokenSecret, startFakeMux } from '../../../test/fake-mux';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { livestreams, videos } from '../../db/schema';
import { wentLive } from './live.service';
import { runReplayJob } from './replay.service';

const streamId = 'QrikEQpEXp3RvklQSHyHSYOakQkXlRId';
const stream = `/video/v1/live-streams/${streamId}`;
/** The asset Mux recorded for the stream (`recent_asset_ids` of the recorded stream). */
const recordingId = 'mCkp01Ae9M8vj02c6oWQ9Xc9v1kqG1KXrxQ00Fz7hpz9Lw';
const recording = `/video/v1/assets/${recordingId}`;

let mux: FakeMux;
let t: TestApp;
type Headers = { authorization: string };
let admin: { headers: Headers };
let member: { headers: Headers };

const call = (method: 'GET' | 'POST', url: string, headers?: Headers, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers, payload });
const replayOf = async (id: number) =>
  (await call('GET', '/livestream/admin/streams/', admin.headers))
    .json()
    .results.find((s: { id: number }) => s.id === id).replay;

beforeAll(async () => {
  mux = await startFakeMux({
    'POST /video/v1/live-streams': [201, 'live/live-stream-create'],
    [`GET ${stream}`]: [200, 'live/live-stream-idle'],
    [`PUT ${stream}/complete`]: [200, 'live/live-stream-complete'],
    [`PUT ${stream}/disable`]: [200, 'live/live-stream-complete'],
    [`GET ${recording}`]: [200, 'live/asset-recording-preparing'],
  });
  t = await createTestApp({
    LIVE_PROVIDER: 'mux',
    VIDEO_PROVIDER: 'mux',
    MUX_TOKEN_ID: muxTokenId,
    MUX_TOKEN_SECRET: muxTokenSecret,
    MUX_SIGNING_KEY_ID: 'signing-key-1',
    MUX_SIGNING_KEY_PRIVATE: generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    MUX_API_URL: mux.url,
    // The replay job is run by the test, attempt by attempt.
    JOBS_WORKER: 'false',
  });
  admin = await signedIn(t, { role: 'admin', firstName: 'Ada', lastName: 'Host' });
  member = await signedIn(t, { firstName: 'Mia' });
});
afterAll(async () => {
  await t.close();
  await mux.close();
});

describe('the replay of a Mux live stream', () => {
  it('links the asset Mux recorded, once Mux has it ready, as one draft video', async () => {
    const created = (
      await call('POST', '/livestream/admin/streams/', admin.headers, { title: 'Mux kitchen, live' })
    ).json().data;
    // Mux said the stream is active (its webhook).
    expect(await wentLive(t.app.ctx, created.id)).toBe(true);
    await call('POST', '/livestream/comments/', member.headers, { stream_id: created.id, text: 'Hi!' });
    const ended = await call('POST', `/livestream/admin/streams/${created.id}/end/`, admin.headers);
    expect(ended.json().data.replay).toEqual({ status: 'preparing', video_id: null, is_publish: false });

    // Mux is still preparing its recording: the attempt fails, to be retried with back-off.
    const job = (retryCount: number) =>
      runReplayJob(t.app.ctx, { livestreamId: created.id }, { id: 'mux', retryCount });
    await expect(job(0)).rejects.toThrow(/preparing/);
    expect(await t.database.db.select().from(videos)).toHaveLength(0);
    expect((await replayOf(created.id)).status).toBe('preparing');

    mux.answer(`GET ${recording}`, 200, 'live/asset-recording-ready');
    await job(1);
    const all = await t.database.db.select().from(videos);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      title: 'Mux kitchen, live',
      videoAssetId: recordingId,
      videoPlaybackId: 'vR4GNu01Zt9GkA5b02Bj6pEe01VoTyYQ4mW',
      durationSeconds: 1834,
      liveCommentCount: 1,
      isPublish: false,
    });
    expect(await replayOf(created.id)).toEqual({ status: 'ready', video_id: all[0]!.id, is_publish: false });
    const [row] = await t.database.db.select().from(livestreams).where(eq(livestreams.id, created.id));
    expect(row!.replayVideoId).toBe(all[0]!.id);

    // Another attempt (a late retry) makes nothing more.
    await job(2);
    expect(await t.database.db.select().from(videos)).toHaveLength(1);
  });
});
