import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { msg } from '@simmer/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeMux,
  muxFixture,
  muxSignature,
  muxTokenId,
  muxTokenSecret,
  startFakeMux,
} from '../../../test/fake-mux';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { livestreams, notifications, videoAssets } from '../../db/schema';
import { reconcileMuxAssets } from '../media/mux-assets.service';
import { reconcileMuxStreams } from './mux-streams.service';

const secret = 'mux-webhook-secret';
const uploadId = 'Bf01KbJdr3EdkgWyxlC02N007Y7Dd9Q01Bln6CwS4C2p9ic';
const assetId = '6L01ZstcXfqV01sNNxK00Y8J01HAn01c02iTstgwRzt6Gvg';
const erroredId = 'Ur2hA6aBhS01TQ8JpD3JX9O1Wm01qZXT02E';
const streamId = 'QrikEQpEXp3RvklQSHyHSYOakQkXlRId';

let mux: FakeMux;
let t: TestApp;
type Session = Awaited<ReturnType<typeof signedIn>>;
let owner: Session;
let member: Session;
let admin: Session;

/** A Mux event as Mux sends it: the envelope, and the object from a recorded response as `data`. */
const event = (type: string, fixture: string, id = randomUUID()) => {
  const data = JSON.parse(muxFixture(fixture)).data;
  return JSON.stringify({
    type,
    object: { type: type.split('.')[1], id: data.id },
    id,
    environment: { name: 'Production', id: 'j0863n' },
    data,
    created_at: new Date().toISOString(),
    attempts: [],
    accessor_source: null,
    accessor: null,
    request_id: null,
  });
};

const deliver = (body: string, signature: string | null = muxSignature(body, secret)) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/media/mux/webhook/',
    headers: { 'content-type': 'application/json', ...(signature ? { 'mux-signature': signature } : {}) },
    payload: body,
  });

const assetRows = () => t.database.db.select().from(videoAssets);
const liveNotifications = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'livestream')));

beforeAll(async () => {
  mux = await startFakeMux({
    [`GET /video/v1/uploads/${uploadId}`]: [200, 'video/upload-asset-created'],
    [`GET /video/v1/assets/${assetId}`]: [200, 'video/asset-preparing'],
    [`GET /video/v1/assets/${erroredId}`]: [200, 'video/asset-errored'],
    'POST /video/v1/live-streams': [201, 'live/live-stream-create'],
    [`GET /video/v1/live-streams/${streamId}`]: [200, 'live/live-stream-idle'],
  });
  t = await createTestApp({
    VIDEO_PROVIDER: 'mux',
    MUX_TOKEN_ID: muxTokenId,
    MUX_TOKEN_SECRET: muxTokenSecret,
    MUX_SIGNING_KEY_ID: 'signing-key-1',
    MUX_SIGNING_KEY_PRIVATE: generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
    MUX_API_URL: mux.url,
    MUX_WEBHOOK_SECRET: secret,
    JOBS_WORKER: 'false',
  });
  owner = await signedIn(t); // user 1: the recorded uploads' passthrough is `user:1`
  member = await signedIn(t, { firstName: 'Mia' });
  admin = await signedIn(t, { role: 'admin', firstName: 'Ada', lastName: 'Host' });
});
afterAll(async () => {
  await t.close();
  await mux.close();
});

describe('Mux webhook signature', () => {
  it('refuses a bad, missing or stale signature with 400 and the message, and changes nothing', async () => {
    const body = event('video.asset.ready', 'video/asset-ready');
    const stale = Math.floor(Date.now() / 1000) - 600;
    for (const signature of [
      muxSignature(body, 'not-the-secret'),
      muxSignature(`${body} `, secret).replace(/v1=.*/, `v1=${'0'.repeat(64)}`),
      null,
      muxSignature(body, secret, stale),
    ]) {
      const res = await deliver(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg.webhookSignatureInvalid);
    }
    // A body changed after signing fails too.
    const tampered = await deliver(body.replace('user:1', 'user:2'), muxSignature(body, secret));
    expect(tampered.statusCode).toBe(400);
    expect(mux.requests).toEqual([]);
    expect(await assetRows()).toEqual([]);
  });

  it('acknowledges a signed event it does not handle, and reads nothing from Mux', async () => {
    const res = await deliver(event('video.asset.static_renditions.ready', 'video/asset-ready'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(mux.requests).toEqual([]);
  });
});

describe('Mux webhook: uploads and assets', () => {
  it('links an upload to its new asset, then asset.ready makes the media ready, once however often it arrives', async () => {
    const created = event('video.upload.asset_created', 'video/upload-asset-created');
    expect((await deliver(created)).statusCode).toBe(200);
    expect(await assetRows()).toMatchObject([
      { assetId, provider: 'mux', status: 'processing', ownerId: owner.user.id },
    ]);

    mux.answer(`GET /video/v1/assets/${assetId}`, 200, 'video/asset-ready');
    const ready = event('video.asset.ready', 'video/asset-ready');
    for (let i = 0; i < 3; i++) {
      // Mux delivers at least once: a replay (same event, signed again) is acknowledged too.
      const res = await deliver(ready);
      expect(res.statusCode).toBe(200);
    }
    const rows = await assetRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      assetId,
      playbackId: 'TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe',
      status: 'ready',
      durationSeconds: 23.857167,
    });

    // The older event arriving late (Mux answering an old state) does not undo ready.
    mux.answer(`GET /video/v1/assets/${assetId}`, 200, 'video/asset-preparing');
    expect((await deliver(created)).statusCode).toBe(200);
    expect((await assetRows())[0]?.status).toBe('ready');

    // The uploader's page now reads the ready video from its row, without asking Mux.
    const before = mux.requests.length;
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/media/videos/${assetId}/`,
      headers: owner.headers,
    });
    expect(res.json()).toMatchObject({ asset_id: assetId, status: 'ready', duration: 23.857167 });
    expect(mux.requests.length).toBe(before);
    // It is the uploader's: another member is answered as if it did not exist.
    const other = await t.app.inject({
      method: 'GET',
      url: `/v1/media/videos/${assetId}/`,
      headers: member.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it("asset.errored marks the upload failed with Mux's reason", async () => {
    expect((await deliver(event('video.asset.errored', 'video/asset-errored'))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(videoAssets).where(eq(videoAssets.assetId, erroredId));
    expect(row).toMatchObject({ status: 'failed', error: 'The file has no video or audio track.' });
  });
});

describe('Mux webhook: live streams', () => {
  it('marks the stream live on live_stream.active and tells members once, then ended when idle after live', async () => {
    const go = await t.app.inject({
      method: 'POST',
      url: '/v1/livestream/admin/streams/',
      headers: admin.headers,
    });
    expect(go.statusCode).toBe(201);
    const id = go.json().data.id as number;
    const row = async () => (await t.database.db.select().from(livestreams).where(eq(livestreams.id, id)))[0];
    expect(await row()).toMatchObject({ provider: 'mux', providerStreamId: streamId, status: 'waiting' });

    // Idle before the broadcaster connects: still waiting.
    expect((await deliver(event('video.live_stream.idle', 'live/live-stream-idle'))).statusCode).toBe(200);
    expect((await row())?.status).toBe('waiting');

    mux.answer(`GET /video/v1/live-streams/${streamId}`, 200, 'live/live-stream-active');
    const active = event('video.live_stream.active', 'live/live-stream-active');
    for (let i = 0; i < 3; i++) expect((await deliver(active)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ status: 'live', startedAt: expect.any(Date) });
    expect(await liveNotifications(member.user.id)).toHaveLength(1);
    const status = await t.app.inject({
      method: 'GET',
      url: '/v1/livestream/status/',
      headers: member.headers,
    });
    expect(status.json()).toMatchObject({ live: true, data: { livestream_id: id, status: 'live' } });

    // Disconnected: within the reconnect window Mux still says active, so it stays live.
    const disconnected = event('video.live_stream.disconnected', 'live/live-stream-active');
    expect((await deliver(disconnected)).statusCode).toBe(200);
    expect((await row())?.status).toBe('live');

    // Idle after live: the encoder did not come back, so the stream has ended.
    mux.answer(`GET /video/v1/live-streams/${streamId}`, 200, 'live/live-stream-idle');
    const idle = event('video.live_stream.idle', 'live/live-stream-idle');
    expect((await deliver(idle)).statusCode).toBe(200);
    expect((await deliver(idle)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ status: 'ended', endReason: 'input stopped' });
    // A late active for an ended stream changes nothing and tells nobody again.
    mux.answer(`GET /video/v1/live-streams/${streamId}`, 200, 'live/live-stream-active');
    expect((await deliver(active)).statusCode).toBe(200);
    expect((await row())?.status).toBe('ended');
    expect(await liveNotifications(member.user.id)).toHaveLength(1);
  });
});

describe('the reconciliation job (webhooks that never arrived)', () => {
  it('reads stale processing assets and running streams from Mux again', async () => {
    await t.database.db.update(videoAssets).set({ status: 'processing', updatedAt: new Date(0) });
    mux.answer(`GET /video/v1/assets/${assetId}`, 200, 'video/asset-ready');
    expect(await reconcileMuxAssets(t.app.ctx)).toBe(2);
    expect(
      (await assetRows())
        .map((r) => [r.assetId, r.status])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      [assetId, 'ready'],
      [erroredId, 'failed'],
    ]);
    // Nothing stale is left: the next run reads nothing.
    const before = mux.requests.length;
    expect(await reconcileMuxAssets(t.app.ctx)).toBe(0);
    expect(mux.requests.length).toBe(before);

    // A stream whose active webhook was lost is still waiting here while Mux says active.
    const [stream] = await t.database.db
      .insert(livestreams)
      .values({
        provider: 'mux',
        providerStreamId: 'l0stStream',
        streamKey: 'key',
        playbackId: 'l0stPlayback',
      })
      .returning();
    mux.answer('GET /video/v1/live-streams/l0stStream', 200, 'live/live-stream-active');
    expect(await reconcileMuxStreams(t.app.ctx)).toBe(1);
    const [row] = await t.database.db.select().from(livestreams).where(eq(livestreams.id, stream!.id));
    expect(row?.status).toBe('live');
  });
});
