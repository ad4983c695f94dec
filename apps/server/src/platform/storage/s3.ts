import { createReadStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Credentials, EMPTY_SHA256, sha256Hex, signRequest, UNSIGNED_PAYLOAD } from './sigv4';
import { type ByteRange, contentTypeOf, isSafeKey, type Storage, type StoredObject } from './storage';

export interface S3Options {
  endpoint: string;
  region: string;
  bucket: string;
  credentials: Credentials;
  /** Path-style (`endpoint/bucket/key`), as MinIO and most S3-compatible stores want. */
  pathStyle: boolean;
  /** CDN or bucket address browsers use for public keys; defaults to the API's own file route. */
  publicBase: string;
}

/** Files up to this size are hashed and signed; bigger ones stream with an unsigned payload. */
const SIGNED_BODY_LIMIT = 16 * 1024 * 1024;

/** S3-compatible storage over plain signed HTTP requests (no SDK): PUT, GET with Range, HEAD, DELETE. */
export function createS3Storage(opts: S3Options): Storage {
  const urlOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const base = new URL(opts.endpoint);
    if (opts.pathStyle)
      return new URL(`${base.origin}${base.pathname.replace(/\/$/, '')}/${opts.bucket}/${key}`);
    return new URL(`${base.protocol}//${opts.bucket}.${base.host}/${key}`);
  };

  async function send(
    method: string,
    key: string,
    extra: { headers?: Record<string, string>; body?: Buffer | Readable; payloadHash?: string } = {},
  ): Promise<IncomingMessage> {
    const url = urlOf(key);
    const headers = signRequest({
      method,
      url,
      headers: extra.headers ?? {},
      payloadHash: extra.payloadHash ?? EMPTY_SHA256,
      credentials: opts.credentials,
      region: opts.region,
    });
    const lib = url.protocol === 'https:' ? https : http;
    return new Promise<IncomingMessage>((resolve, reject) => {
      const req = lib.request(url, { method, headers }, resolve);
      req.on('error', reject);
      if (!extra.body) req.end();
      else if (Buffer.isBuffer(extra.body)) req.end(extra.body);
      else pipeline(extra.body, req).catch(reject);
    });
  }

  async function expectOk(res: IncomingMessage, what: string) {
    if (res.statusCode && res.statusCode < 300) {
      res.resume();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of res) chunks.push(c as Buffer);
    throw new Error(
      `S3 ${what} failed with ${res.statusCode}: ${Buffer.concat(chunks).toString('utf8').slice(0, 300)}`,
    );
  }

  async function putLarge(key: string, filePath: string, contentType: string, size: number) {
    const res = await send('PUT', key, {
      body: createReadStream(filePath),
      payloadHash: UNSIGNED_PAYLOAD,
      headers: { 'content-type': contentType, 'content-length': String(size) },
    });
    await expectOk(res, `PUT ${key}`);
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const res = await send('PUT', key, {
        body,
        payloadHash: sha256Hex(body),
        headers: { 'content-type': contentType, 'content-length': String(body.length) },
      });
      await expectOk(res, `PUT ${key}`);
    },
    async putFile(key, filePath, contentType, o = {}) {
      const { size } = await stat(filePath);
      if (size <= SIGNED_BODY_LIMIT) await this.put(key, await readFile(filePath), contentType);
      else await putLarge(key, filePath, contentType, size);
      if (o.move) await rm(filePath, { force: true });
    },
    async stat(key): Promise<StoredObject | null> {
      const res = await send('HEAD', key);
      res.resume();
      if (res.statusCode === 404) return null;
      if (!res.statusCode || res.statusCode >= 300)
        throw new Error(`S3 HEAD ${key} failed with ${res.statusCode}`);
      return {
        size: Number(res.headers['content-length'] ?? 0),
        contentType: String(res.headers['content-type'] ?? contentTypeOf(key)),
        etag: String(res.headers.etag ?? ''),
        lastModified: new Date(String(res.headers['last-modified'] ?? Date.now())),
      };
    },
    async read(key, range?: ByteRange) {
      const res = await send(
        'GET',
        key,
        range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {},
      );
      if (res.statusCode === 404) {
        res.resume();
        return null;
      }
      if (res.statusCode !== 200 && res.statusCode !== 206) await expectOk(res, `GET ${key}`);
      return res;
    },
    async copy(fromKey, toKey) {
      if (!isSafeKey(fromKey)) throw new Error(`unsafe storage key: ${fromKey}`);
      const res = await send('PUT', toKey, {
        headers: { 'x-amz-copy-source': `/${opts.bucket}/${fromKey}` },
      });
      await expectOk(res, `COPY ${fromKey}`);
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (res.statusCode === 404) return void res.resume();
      await expectOk(res, `DELETE ${key}`);
    },
    publicUrl(key) {
      return `${opts.publicBase}/${key}`;
    },
  };
}
