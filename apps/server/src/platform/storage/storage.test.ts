import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { parseRange } from './serve';
import { EMPTY_SHA256, signRequest } from './sigv4';
import type { Storage } from './storage';

const credentials = { accessKeyId: 'SIMMERTESTKEY', secretAccessKey: 'simmer-test-secret' };

/**
 * A small S3 look-alike: path-style buckets, PUT/GET (with Range)/HEAD/DELETE, and every
 * request's SigV4 signature recomputed from what actually arrived.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const auth = String(req.headers.authorization ?? '');
    const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    const headers: Record<string, string> = {};
    for (const name of signed) {
      if (!['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name))
        headers[name] = String(req.headers[name]);
    }
    const payload = String(req.headers['x-amz-content-sha256']);
    const date = String(req.headers['x-amz-date']);
    const expected = signRequest({
      method: req.method ?? 'GET',
      url: new URL(`http://${req.headers.host}${req.url}`),
      headers,
      payloadHash: payload,
      credentials,
      region: 'us-east-1',
      now: new Date(
        `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
      ),
    }).authorization;
    const hashOk =
      payload === 'UNSIGNED-PAYLOAD' || payload === createHash('sha256').update(body).digest('hex');
    if (auth !== expected || !hashOk) {
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = decodeURIComponent(req.url ?? '').replace(/^\/media-bucket\//, '');
    const found = objects.get(key);
    const copySource = req.headers['x-amz-copy-source'];
    if (req.method === 'PUT' && copySource) {
      const source = objects.get(String(copySource).replace(/^\/media-bucket\//, ''));
      if (!source) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else {
        objects.set(key, source);
        res.writeHead(200).end('<CopyObjectResult/>');
      }
    } else if (req.method === 'PUT') {
      objects.set(key, { body, type: String(req.headers['content-type']) });
      res.writeHead(200, { etag: '"x"' }).end();
    } else if (!found) {
      res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      const m = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
      const slice = m ? found.body.subarray(Number(m[1]), Number(m[2]) + 1) : found.body;
      res.writeHead(m ? 206 : 200, {
        'content-type': found.type,
        'content-length': String(req.method === 'HEAD' ? found.body.length : slice.length),
        etag: `"${createHash('md5').update(found.body).digest('hex')}"`,
        'last-modified': new Date(0).toUTCString(),
      });
      res.end(req.method === 'HEAD' ? undefined : slice);
    }
  });
  return { server, objects };
}

const text = async (s: NodeJS.ReadableStream | null) => {
  const chunks: Buffer[] = [];
  for await (const c of s ?? []) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

describe('Signature Version 4', () => {
  it("matches AWS's published example (GET object with a range)", () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      region: 'us-east-1',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

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

    it('stores files from disk, large ones streamed', async () => {
      const s = make();
      const dir = mkdtempSync(path.join(tmpdir(), 'simmer-storage-'));
      const big = Buffer.alloc(17 * 1024 * 1024, 7);
      writeFileSync(path.join(dir, 'big'), big);
      await s.putFile('uploads/big/original', path.join(dir, 'big'), 'application/octet-stream');
      expect((await s.stat('uploads/big/original'))?.size).toBe(big.length);
      rmSync(dir, { recursive: true, force: true });
    });

    it('refuses keys that could leave its folder', async () => {
      const s = make();
      await expect(s.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
      await expect(s.put('images/../../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    });
  });
}

const s3 = fakeS3();
let endpoint = '';
const localRoot = mkdtempSync(path.join(tmpdir(), 'simmer-local-'));

beforeAll(async () => {
  await new Promise<void>((r) => s3.server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  s3.server.close();
  rmSync(localRoot, { recursive: true, force: true });
});

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

describe('S3 against a bad secret', () => {
  it('fails loudly instead of pretending', async () => {
    const s = createS3Storage({
      endpoint,
      region: 'us-east-1',
      bucket: 'media-bucket',
      credentials: { ...credentials, secretAccessKey: 'wrong' },
      pathStyle: true,
      publicBase: '',
    });
    await expect(s.put('images/aa/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/403/);
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
    expect(s3.objects.has(key)).toBe(true);
    const ranged = await t.app.inject({
      method: 'GET',
      url: res.json().url,
      headers: { range: 'bytes=0-7' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
