import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { msg } from '@simmer/contracts';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { videos } from '../../db/schema';
import { createMuxHost, MuxError } from './mux';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8');
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

/** Answers Mux's API paths with the recorded responses and remembers each request. */
const routes: Record<string, [number, string]> = {
  'POST /video/v1/uploads': [201, 'upload-create'],
  'GET /video/v1/uploads/zd01Pe2bNpYhxbrwYABgFE01twZdtv4M00kts2i02GhbGjc': [200, 'upload-waiting'],
  'GET /video/v1/uploads/Bf01KbJdr3EdkgWyxlC02N007Y7Dd9Q01Bln6CwS4C2p9ic': [200, 'upload-asset-created'],
  'GET /video/v1/assets/6L01ZstcXfqV01sNNxK00Y8J01HAn01c02iTstgwRzt6Gvg': [200, 'asset-ready'],
  'GET /video/v1/assets/Ur2hA6aBhS01TQ8JpD3JX9O1Wm01qZXT02E': [200, 'asset-errored'],
};
const seen: Array<{ method: string; url: string; auth: string; body: string }> = [];
const server = http.createServer(async (req, res) => {
  let body = '';
  for await (const c of req) body += c;
  seen.push({ method: req.method ?? '', url: req.url ?? '', auth: String(req.headers.authorization), body });
  if (req.headers.authorization !== `Basic ${Buffer.from('token-id:token-secret').toString('base64')}`) {
    res.writeHead(401, { 'content-type': 'application/json' }).end(fixture('error-unauthorized'));
    return;
  }
  const route = routes[`${req.method} ${req.url}`];
  if (!route) {
    res
      .writeHead(404, { 'content-type': 'application/json' })
      .end('{"error":{"type":"not_found","messages":["Not found"]}}');
    return;
  }
  res.writeHead(route[0], { 'content-type': 'application/json' }).end(fixture(route[1]));
});
let apiUrl = '';

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const host = (secret = 'token-secret') =>
  createMuxHost({
    tokenId: 'token-id',
    tokenSecret: secret,
    signingKeyId: 'signing-key-1',
    signingKeyPrivate: Buffer.from(pem).toString('base64'),
    apiUrl,
    streamUrl: 'https://stream.mux.com',
  });

describe('Mux video host', () => {
  it('creates a direct upload with signed playback and the uploader as passthrough', async () => {
    const upload = await host().createUpload({ ownerId: 1, origin: 'http://localhost:3000' });
    expect(upload).toEqual({
      id: 'zd01Pe2bNpYhxbrwYABgFE01twZdtv4M00kts2i02GhbGjc',
      url: expect.stringMatching(/^https:\/\/storage\.googleapis\.com\//),
      protocol: 'put',
    });
    const sent = JSON.parse(seen.at(-1)?.body ?? '{}');
    expect(sent).toEqual({
      cors_origin: 'http://localhost:3000',
      new_asset_settings: { playback_policy: ['signed'], passthrough: 'user:1' },
    });
  });

  it('follows an upload to its asset: ids, duration, owner', async () => {
    expect(await host().getAsset('Bf01KbJdr3EdkgWyxlC02N007Y7Dd9Q01Bln6CwS4C2p9ic')).toEqual({
      assetId: '6L01ZstcXfqV01sNNxK00Y8J01HAn01c02iTstgwRzt6Gvg',
      status: 'ready',
      playbackIds: [{ id: 'TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe', policy: 'signed' }],
      durationSeconds: 23.857167,
      error: null,
      ownerId: 1,
    });
  });

  it('reports a waiting upload as uploading and an errored asset as failed with its reason', async () => {
    expect(await host().getAsset('zd01Pe2bNpYhxbrwYABgFE01twZdtv4M00kts2i02GhbGjc')).toMatchObject({
      status: 'uploading',
      playbackIds: [],
    });
    expect(await host().getAsset('Ur2hA6aBhS01TQ8JpD3JX9O1Wm01qZXT02E')).toMatchObject({
      status: 'failed',
      error: 'The file has no video or audio track.',
    });
    expect(await host().getAsset('unknownId')).toBeNull();
  });

  it('signs playback and thumbnail addresses as RS256 tokens Mux verifies', async () => {
    const url = new URL(await host().signedPlaybackUrl('TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe', 5, 600));
    expect(url.origin + url.pathname).toBe('https://stream.mux.com/TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe.m3u8');
    const { payload, protectedHeader } = await jwtVerify(url.searchParams.get('token') as string, publicKey, {
      audience: 'v',
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: 'signing-key-1' });
    expect(payload.sub).toBe('TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe');
    expect((payload.exp as number) - Date.now() / 1000).toBeGreaterThan(590);
    const thumb = new URL(
      (await host().thumbnailUrl('TXjw00EgPBPS6acv7gBUEJ14PEr5XNWOe', 600, 20)) as string,
    );
    const t = await jwtVerify(thumb.searchParams.get('token') as string, publicKey, { audience: 't' });
    expect(t.payload).toMatchObject({ time: 10, width: 400, height: 200 });
  });

  it('raises the API error instead of inventing an answer', async () => {
    await expect(
      host('wrong').getAsset('Bf01KbJdr3EdkgWyxlC02N007Y7Dd9Q01Bln6CwS4C2p9ic'),
    ).rejects.toBeInstanceOf(MuxError);
  });
});

describe('the media API with VIDEO_PROVIDER=mux', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      VIDEO_PROVIDER: 'mux',
      MUX_TOKEN_ID: 'token-id',
      MUX_TOKEN_SECRET: 'token-secret',
      MUX_SIGNING_KEY_ID: 'signing-key-1',
      MUX_SIGNING_KEY_PRIVATE: pem,
      MUX_API_URL: apiUrl,
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
