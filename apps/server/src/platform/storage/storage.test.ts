import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { s3rverCredentials as credentials, startS3rver } from '../../../test/s3rver';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { parseRange, sendStored } from './serve';
import type { Storage } from './storage';

const text = async (s: NodeJS.ReadableStream | null) => {
  const chunks: Buffer[] = [];
  for await (const c of s ?? []) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('ranges', () => {
  it('parses the forms players send', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('invalid');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
  });
});

function contract(name: string, make: () => Storage) {
  describe(`${name} storage`, () => {
    it('puts, stats, reads whole and by range, deletes', async () => {
      const s = make();
      await s.put('images/ab/abc-1.jpg', Buffer.from('0123456789'), 'image/jpeg');
      expect(await s.stat('images/ab/abc-1.jpg')).toMatchObject({ size: 10, contentType: 'image/jpeg' });
      expect(await text(await s.read('images/ab/abc-1.jpg'))).toBe('0123456789');
      expect(await text(await s.read('images/ab/abc-1.jpg', { start: 2, end: 4 }))).toBe('234');
      await s.copy('images/ab/abc-1.jpg', 'images/cd/abc-2.jpg');
      expect(await text(await s.read('images/cd/abc-2.jpg'))).toBe('0123456789');
      await s.delete('images/ab/abc-1.jpg');
      expect(await s.stat('images/ab/abc-1.jpg')).toBeNull();
      expect(await s.read('images/ab/abc-1.jpg')).toBeNull();
    });

    it('stores files from disk, large ones in several parts, byte for byte', async () => {
      const s = make();
      const dir = mkdtempSync(path.join(tmpdir(), 'simmer-storage-'));
      // Three parts of a multipart upload on S3: 8 MiB, 8 MiB and the rest.
      const big = Buffer.alloc(17 * 1024 * 1024);
      for (let i = 0; i < big.length; i += 4096) big.writeUInt32LE((i * 2654435761) >>> 0, i);
      writeFileSync(path.join(dir, 'big'), big);
      await s.putFile('uploads/big/original', path.join(dir, 'big'), 'application/octet-stream', {
        move: true,
      });
      expect((await s.stat('uploads/big/original'))?.size).toBe(big.length);
      expect(existsSync(path.join(dir, 'big'))).toBe(false);
      const back: Buffer[] = [];
      for await (const c of (await s.read('uploads/big/original')) ?? []) back.push(c as Buffer);
      expect(sha256(Buffer.concat(back))).toBe(sha256(big));
      rmSync(dir, { recursive: true, force: true });
    });

    it('refuses keys that could leave its folder', async () => {
      const s = make();
      await expect(s.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
      await expect(s.put('images/../../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    });
  });
}

let s3: Awaited<ReturnType<typeof startS3rver>>;
let endpoint = '';
const localRoot = mkdtempSync(path.join(tmpdir(), 'simmer-local-'));

beforeAll(async () => {
  s3 = await startS3rver();
  endpoint = s3.endpoint;
});
afterAll(async () => {
  await s3.close();
  rmSync(localRoot, { recursive: true, force: true });
});

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

contract('local', () => createLocalStorage({ root: localRoot, publicBase: '/v1/media/files' }));
contract('S3-compatible', () =>
  createS3Storage({
    endpoint,
    region: 'us-east-1',
    bucket: 'media-bucket',
    credentials,
    pathStyle: true,
    publicBase: '/v1/media/files',
  }),
);

describe('S3 with a wrong key', () => {
  it('fails loudly instead of pretending', async () => {
    const s = createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'media-bucket',
      credentials: { accessKeyId: 'NOTAKEY', secretAccessKey: 'wrong' },
      pathStyle: true,
      publicBase: '',
    });
    await expect(s.put('images/aa/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /S3 PUT images\/aa\/x.jpg failed with 403/,
    );
  });
});

describe('the app on S3 storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'media-bucket',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      JOBS_WORKER: 'false',
    });
  });
  afterAll(() => t.close());

  it('stores an uploaded image in the bucket and serves it back with ranges', async () => {
    const { headers } = await signedIn(t);
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const boundary = 'simmerboundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/media/images/',
      payload,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(201);
    const key = (res.json().url as string).replace('/v1/media/files/', '');
    const bucket = createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'media-bucket',
      credentials,
      pathStyle: true,
      publicBase: '',
    });
    expect((await bucket.stat(key))?.size).toBeGreaterThan(0);
    const ranged = await t.app.inject({
      method: 'GET',
      url: res.json().url,
      headers: { range: 'bytes=0-7' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('conditional and HEAD requests (RFC 9110)', () => {
  const storage = createLocalStorage({ root: localRoot, publicBase: '/files' });
  const app = Fastify();
  app.get('/files/*', (req, reply) =>
    sendStored(req, reply, storage, (req.params as { '*': string })['*'], 'public, max-age=60'),
  );
  afterAll(() => app.close());
  const key = 'images/cc/conditional-1.jpg';
  const get = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url: `/files/${key}`, headers });

  it('answers HEAD with the real length and no body', async () => {
    await storage.put(key, Buffer.from('0123456789abcdef'), 'image/jpeg');
    const head = await get({}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('16');
    expect(head.body).toBe('');
    const ranged = await get({ range: 'bytes=2-5' }, 'HEAD');
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-length']).toBe('4');
  });

  it('compares If-None-Match weakly, in lists and with *', async () => {
    const { etag } = (await get()).headers as { etag: string };
    expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '*' })).statusCode).toBe(304);
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('honours a range only when If-Range names the current bytes', async () => {
    const first = await get();
    const { etag } = first.headers as { etag: string };
    const lastModified = String(first.headers['last-modified']);
    const same = await get({ range: 'bytes=0-3', 'if-range': etag });
    expect(same.statusCode).toBe(206);
    expect(same.body).toBe('0123');
    expect((await get({ range: 'bytes=0-3', 'if-range': lastModified })).statusCode).toBe(206);
    const changed = await get({ range: 'bytes=0-3', 'if-range': '"stale"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe('0123456789abcdef');
    expect((await get({ range: 'bytes=0-3', 'if-range': `W/${etag}` })).statusCode).toBe(200);
    expect((await get({ range: 'bytes=0-3', 'if-range': 'Tue, 01 Jan 2002 00:00:00 GMT' })).statusCode).toBe(
      200,
    );
  });
});
