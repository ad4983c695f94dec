import { generateKeyPairSync } from 'node:crypto';
import Mux from '@mux/mux-node';
import { msg } from '@simmer/contracts';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMux, muxTokenId, muxTokenSecret, startFakeMux } from '../../../test/fake-mux';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { videoAssets, videos } from '../../db/schema';
import { createMuxHost } from './mux';
import { createMuxClient } from './mux-client';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

const uploadWaiting = 'zd01Pe2bNpYhxbrwYABgFE01twZdtv4M00kts2i02GhbGjc';
const uploadDone = 'Bf01KbJdr3EdkgWyxlC02N007Y7Dd9Q01Bln6CwS4C2p9ic';
const assetReady = '6L01ZstcXfqV01sNNxK00Y8J01HAn01c02iTstgwRzt6Gvg';
const assetErrored = 'Ur2hA6aBhS01TQ8JpD3JX9O1Wm01qZXT02E';
const playbackId = 'TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe';

/** Mux's API, answered from the recorded responses in fixtures/. */
let mux: FakeMux;
beforeAll(async () => {
  mux = await startFakeMux({
    'POST /video/v1/uploads': [201, 'video/upload-create'],
    [`GET /video/v1/uploads/${uploadWaiting}`]: [200, 'video/upload-waiting'],
    [`GET /video/v1/uploads/${uploadDone}`]: [200, 'video/upload-asset-created'],
    [`GET /video/v1/assets/${assetReady}`]: [200, 'video/asset-ready'],
    [`GET /video/v1/assets/${assetErrored}`]: [200, 'video/asset-errored'],
  });
});
afterAll(() => mux.close());

const host = (secret = muxTokenSecret) =>
  createMuxHost({
    client: createMuxClient({
      tokenId: muxTokenId,
      tokenSecret: secret,
      baseURL: mux.url,
      signingKeyId: 'signing-key-1',
      signingKeyPrivate: Buffer.from(pem).toString('base64'),
    }),
    streamUrl: 'https://stream.mux.com',
  });

describe('Mux video host (official client against a local stand-in)', () => {
  it('creates a direct upload with signed playback and the uploader as passthrough', async () => {
    const upload = await host().createUpload({ ownerId: 1, origin: 'http://localhost:3000' });
    expect(upload).toEqual({
      id: uploadWaiting,
      url: expect.stringMatching(/^https:\/\/storage\.googleapis\.com\//),
      protocol: 'put',
    });
    const sent = mux.requests.at(-1);
    expect(sent?.route).toBe('POST /video/v1/uploads');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      cors_origin: 'http://localhost:3000',
      new_asset_settings: { playback_policies: ['signed'], passthrough: 'user:1' },
    });
  });

  it('follows an upload to its asset: ids, duration, owner', async () => {
    expect(await host().getAsset(uploadDone)).toEqual({
      assetId: assetReady,
      status: 'ready',
      playbackIds: [{ id: playbackId, policy: 'signed' }],
      durationSeconds: 23.857167,
      error: null,
      ownerId: 1,
    });
  });

  it('reports a waiting upload as uploading and an errored asset as failed with its reason', async () => {
    expect(await host().getAsset(uploadWaiting)).toMatchObject({ status: 'uploading', playbackIds: [] });
    expect(await host().getAsset(assetErrored)).toMatchObject({
      status: 'failed',
      error: 'The file has no video or audio track.',
    });
    expect(await host().getAsset('unknownId')).toBeNull();
  });

  it('signs playback and thumbnail addresses as RS256 tokens Mux verifies', async () => {
    const url = new URL(await host().signedPlaybackUrl(playbackId, 5, 600));
    expect(url.origin + url.pathname).toBe(`https://stream.mux.com/${playbackId}.m3u8`);
    const { payload, protectedHeader } = await jwtVerify(url.searchParams.get('token') as string, publicKey, {
      audience: 'v',
    });
    expect(protectedHeader.alg).toBe('RS256');
    // Mux reads the signing key id from the `kid` claim.
    expect(payload).toMatchObject({ sub: playbackId, kid: 'signing-key-1' });
    expect((payload.exp as number) - Date.now() / 1000).toBeGreaterThan(590);
    const thumb = new URL((await host().thumbnailUrl(playbackId, 600, 20)) as string);
    expect(thumb.origin + thumb.pathname).toBe(`https://image.mux.com/${playbackId}/thumbnail.jpg`);
    const t = await jwtVerify(thumb.searchParams.get('token') as string, publicKey, { audience: 't' });
    expect(t.payload).toMatchObject({ time: '10', width: '400', height: '200', fit_mode: 'smartcrop' });
  });

  it("raises the library's API error instead of inventing an answer", async () => {
    const err = await host('wrong')
      .getAsset(uploadDone)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Mux.AuthenticationError);
    expect(err).toMatchObject({ status: 401 });
  });
});

describe('the media API with VIDEO_PROVIDER=mux', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      VIDEO_PROVIDER: 'mux',
      MUX_TOKEN_ID: muxTokenId,
      MUX_TOKEN_SECRET: muxTokenSecret,
      MUX_SIGNING_KEY_ID: 'signing-key-1',
      MUX_SIGNING_KEY_PRIVATE: pem,
      MUX_API_URL: mux.url,
      JOBS_WORKER: 'false',
    });
  });
  afterAll(() => t.close());

  it('hands out a direct upload, asset data to its uploader only, and signed playback behind the entitlement', async () => {
    const owner = await signedIn(t);
    expect(owner.user.id).toBe(1); // the recorded passthrough names user 1
    const other = await signedIn(t);
    const up = await t.app.inject({ method: 'GET', url: '/v1/media/upload-url/', headers: owner.headers });
    expect(up.json()).toMatchObject({
      protocol: 'put',
      id: 'zd01Pe2bNpYhxbrwYABgFE01twZdtv4M00kts2i02GhbGjc',
    });

    const assetUrl = '/v1/media/videos/Bf01KbJdr3EdkgWyxlC02N007Y7Dd9Q01Bln6CwS4C2p9ic/';
    const asset = await t.app.inject({ method: 'GET', url: assetUrl, headers: owner.headers });
    expect(asset.json()).toMatchObject({
      asset_id: '6L01ZstcXfqV01sNNxK00Y8J01HAn01c02iTstgwRzt6Gvg',
      playback_ids: [{ id: 'TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe' }],
      status: 'ready',
    });
    expect((await t.app.inject({ method: 'GET', url: assetUrl, headers: other.headers })).statusCode).toBe(
      404,
    );
    // What Mux said is kept, so the rest of the app finds the upload like an embedded one,
    // and a finished asset is answered from its row without asking Mux again.
    const [row] = await t.database.db.select().from(videoAssets);
    expect(row).toMatchObject({
      assetId: assetReady,
      playbackId,
      provider: 'mux',
      status: 'ready',
      ownerId: 1,
    });
    const before = mux.requests.length;
    const again = await t.app.inject({
      method: 'GET',
      url: `/v1/media/videos/${assetReady}/`,
      headers: owner.headers,
    });
    expect(again.json()).toMatchObject({ asset_id: assetReady, status: 'ready', duration: 23.857167 });
    expect(mux.requests.length).toBe(before);

    await t.database.db.insert(videos).values({
      title: 'Premium on Mux',
      isPremium: true,
      isPublish: true,
      videoPlaybackId: 'TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe',
    });
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/v1/media/playback/TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe/',
    });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json().msg).toBe(msg.premiumLoginPrompt);
    const admin = await signedIn(t, { role: 'admin' });
    const play = await t.app.inject({
      method: 'GET',
      url: '/v1/media/playback/TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe/',
      headers: admin.headers,
    });
    expect(play.json().url).toMatch(
      /^https:\/\/stream\.mux\.com\/TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe\.m3u8\?token=/,
    );
  });
});
