import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { videoAssets } from '../../db/schema';
import { removeAbandonedUploads, uploadKey } from './uploads.service';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
let base: string;

beforeAll(async () => {
  // No worker here: this file is about bytes, not transcoding.
  t = await createTestApp({ JOBS_WORKER: 'false', UPLOAD_MAX_OPEN_PER_MEMBER: '20' });
  owner = (await signedIn(t)).headers;
  other = (await signedIn(t)).headers;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const tus = { 'tus-resumable': '1.0.0' };
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function create(length: number, headers = owner) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/media/uploads/',
    headers: {
      ...headers,
      ...tus,
      'upload-length': String(length),
      'upload-metadata': `filename ${Buffer.from('clip.mp4').toString('base64')}`,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.headers.location as string;
}

const patch = (url: string, offset: number, body: Buffer, headers = owner) =>
  t.app.inject({
    method: 'PATCH',
    url,
    headers: {
      ...headers,
      ...tus,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: body,
  });

const head = (url: string, headers = owner) =>
  t.app.inject({ method: 'HEAD', url, headers: { ...headers, ...tus } });

/** Sends `body` over a real socket and cuts the connection once `cutAfter` bytes are out. */
function patchAndKill(url: string, offset: number, body: Buffer, cutAfter: number) {
  return new Promise<void>((resolve) => {
    const req = http.request(`${base}${url}`, {
      method: 'PATCH',
      headers: {
        ...owner,
        ...tus,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, cutAfter), () => {
      // Give the server a moment to write what arrived, then drop the connection.
      setTimeout(() => req.destroy(), 300);
    });
  });
}

/**
 * What a tus client does after a dropped connection: asks HEAD for the offset and sends the
 * rest; while the server is still closing the dropped request, it answers 409 and the
 * client asks again.
 */
async function resume(app: TestApp['app'], url: string, source: Buffer) {
  for (let i = 0; i < 200; i += 1) {
    const offset = Number(
      (await app.inject({ method: 'HEAD', url, headers: { ...owner, ...tus } })).headers['upload-offset'],
    );
    const res = await app.inject({
      method: 'PATCH',
      url,
      headers: {
        ...owner,
        ...tus,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      payload: source.subarray(offset),
    });
    if (res.statusCode !== 409) return res;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the upload stayed locked');
}

describe('tus uploads', () => {
  it('advertises tus 1.0 with creation and termination, and the size limit', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/v1/media/uploads/' });
    expect(res.statusCode).toBe(204);
    expect(res.headers['tus-version']).toBe('1.0.0');
    const extensions = String(res.headers['tus-extension']).split(',');
    expect(extensions).toEqual(expect.arrayContaining(['creation', 'termination']));
    // Every upload declares its size: the quota counts declared bytes.
    expect(extensions).not.toContain('creation-defer-length');
    expect(res.headers['tus-max-size']).toBe(String(t.config.UPLOAD_MAX_BYTES));
    // Same-origin like the rest of the API: the library's `*` CORS answer is not passed on.
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses an upload over the size limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/media/uploads/',
      headers: { ...owner, ...tus, 'upload-length': String(t.config.UPLOAD_MAX_BYTES + 1) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe(msg.uploadTooLarge);
  });

  it('survives a connection killed half way: resumed, the stored file has the same SHA-256', async () => {
    const source = randomBytes(3 * 1024 * 1024 + 123);
    const url = await create(source.length);
    await patchAndKill(url, 0, source, Math.floor(source.length / 2));

    const after = await head(url);
    expect(after.statusCode).toBe(200);
    const offset = Number(after.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(source.length / 2);
    expect(after.headers['upload-length']).toBe(String(source.length));
    expect(after.headers['cache-control']).toBe('no-store');

    const res = await resume(t.app, url, source);
    expect(res.statusCode).toBe(204);
    expect(res.headers['upload-offset']).toBe(String(source.length));

    const assetId = url.split('/').filter(Boolean).at(-1) as string;
    const asset = await t.app.inject({ method: 'GET', url: `/v1/media/videos/${assetId}/`, headers: owner });
    expect(asset.json()).toMatchObject({
      asset_id: assetId,
      status: 'processing',
      video_file_name: 'clip.mp4',
    });
    const stored = readFileSync(path.join(t.dataDir, 'media', 'uploads', assetId, 'original'));
    expect(sha256(stored)).toBe(sha256(source));
  });

  it('answers 409 to a wrong offset and keeps the bytes it has', async () => {
    const source = randomBytes(1000);
    const url = await create(source.length);
    expect((await patch(url, 0, source.subarray(0, 400))).statusCode).toBe(204);
    const wrong = await patch(url, 100, source.subarray(100));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().msg).toBe(msg.uploadOffsetMismatch);
    expect((await head(url)).headers['upload-offset']).toBe('400');
  });

  it('refuses bytes past the declared length', async () => {
    const url = await create(10);
    const res = await patch(url, 0, Buffer.alloc(20));
    expect(res.statusCode).toBe(413);
    expect((await head(url)).headers['upload-offset']).toBe('0');
  });

  it("does not let another member see, write or delete someone's upload", async () => {
    const url = await create(100);
    expect((await head(url, other)).statusCode).toBe(404);
    expect((await patch(url, 0, Buffer.alloc(100), other)).statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url, headers: { ...other, ...tus } });
    expect(del.statusCode).toBe(404);
    const assetId = url.split('/').filter(Boolean).at(-1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/media/videos/${assetId}/`, headers: other })).statusCode,
    ).toBe(404);
    expect((await head(url)).headers['upload-offset']).toBe('0');
  });

  it('refuses parallel uploads (Upload-Concat) with a 400, so a client sends the video in one upload', async () => {
    const options = await t.app.inject({ method: 'OPTIONS', url: '/v1/media/uploads/' });
    expect(String(options.headers['tus-extension'])).not.toMatch(/concat/);
    const post = (extra: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/v1/media/uploads/', headers: { ...owner, ...tus, ...extra } });
    const partial = await post({ 'upload-concat': 'partial', 'upload-length': '10' });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual({ status: 400, msg: msg.uploadInOnePiece });
    const url = await create(10);
    const final = await post({ 'upload-concat': `final;${url} ${url}` });
    expect(final.statusCode).toBe(400);
    expect(final.json().msg).toBe(msg.uploadInOnePiece);
    expect((await post({ 'upload-concat': 'nonsense', 'upload-length': '10' })).statusCode).toBe(400);
    // A size told later is refused the same way: the quota counts declared bytes.
    const deferred = await post({ 'upload-defer-length': '1' });
    expect(deferred.statusCode).toBe(400);
    expect(deferred.json().msg).toBe(msg.uploadLengthRequired);
  });

  it('needs a signed-in member and the tus header', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/media/uploads/',
      headers: { ...tus, 'upload-length': '10' },
    });
    expect(anonymous.statusCode).toBe(401);
    const noTus = await t.app.inject({
      method: 'POST',
      url: '/v1/media/uploads/',
      headers: { ...owner, 'upload-length': '10' },
    });
    expect(noTus.statusCode).toBe(412);
  });

  it('lets the owner end an upload (termination)', async () => {
    const url = await create(100);
    const del = await t.app.inject({ method: 'DELETE', url, headers: { ...owner, ...tus } });
    expect(del.statusCode).toBe(204);
    expect((await head(url)).statusCode).toBe(404);
  });

  it('removes uploads abandoned for a week, with their bytes, and keeps recent ones', async () => {
    const old = (await create(100)).split('/').filter(Boolean).at(-1) as string;
    const recent = (await create(100)).split('/').filter(Boolean).at(-1) as string;
    await t.database.db
      .update(videoAssets)
      .set({ updatedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(videoAssets.assetId, old));
    expect(await removeAbandonedUploads(t.app.ctx)).toBe(1);
    const bytesOf = (assetId: string) => path.join(t.dataDir, 'media', uploadKey(assetId));
    expect(existsSync(bytesOf(old))).toBe(false);
    expect(existsSync(bytesOf(recent))).toBe(true);
    expect((await head(`/v1/media/uploads/${old}/`)).statusCode).toBe(404);
  });

  it('limits the unfinished uploads of a member, by number and by total size', async () => {
    const member = (await signedIn(t)).headers;
    const post = (length: number) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/media/uploads/',
        headers: { ...member, ...tus, 'upload-length': String(length) },
      });
    // 20 GiB in all: two uploads of 8 GiB fit, a third does not.
    expect((await post(8 * 1024 ** 3)).statusCode).toBe(201);
    expect((await post(8 * 1024 ** 3)).statusCode).toBe(201);
    const tooBig = await post(8 * 1024 ** 3);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().msg).toBe(msg.uploadQuotaBytes);
    for (let i = 0; i < 18; i += 1) expect((await post(10)).statusCode).toBe(201);
    const tooMany = await post(10);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().msg).toBe(msg.uploadQuotaOpen);
    // Another member is not affected.
    expect((await post(10)).statusCode).toBe(429);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v1/media/uploads/',
          headers: { ...(await signedIn(t)).headers, ...tus, 'upload-length': '10' },
        })
      ).statusCode,
    ).toBe(201);
  });
});

// A second app on the same database and data folder stands for a second API process.
describe('tus uploads across processes', () => {
  it('resumes through another process an upload cut off in the first, byte for byte', async () => {
    const second = await buildApp(t.config, { database: t.database, logger: false });
    await second.ready();
    try {
      const source = randomBytes(2 * 1024 * 1024 + 77);
      const url = await create(source.length);
      await patchAndKill(url, 0, source, Math.floor(source.length / 3));
      const after = await second.inject({ method: 'HEAD', url, headers: { ...owner, ...tus } });
      expect(after.statusCode).toBe(200);
      const offset = Number(after.headers['upload-offset']);
      expect(offset).toBeGreaterThan(0);
      const wrong = await second.inject({
        method: 'PATCH',
        url,
        headers: {
          ...owner,
          ...tus,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        payload: source.subarray(0, 10),
      });
      expect(wrong.statusCode).toBe(409);
      const res = await resume(second, url, source);
      expect(res.statusCode).toBe(204);
      expect(res.headers['upload-offset']).toBe(String(source.length));
      const assetId = url.split('/').filter(Boolean).at(-1) as string;
      const stored = readFileSync(path.join(t.dataDir, 'media', 'uploads', assetId, 'original'));
      expect(sha256(stored)).toBe(sha256(source));
    } finally {
      await second.close();
    }
  });
});
