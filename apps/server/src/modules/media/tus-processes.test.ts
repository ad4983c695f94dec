import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { msg } from '@simmer/contracts';
import { ERRORS } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { findPostgresBinaries, startPostgres, type TestPostgres } from '../../../test/postgres-server';
import { s3rverCredentials, startS3rver } from '../../../test/s3rver';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { uploadLocker } from './tus-locker';
import { uploadKey } from './uploads.service';

/*
 * Two app instances on one database and one store stand for two API processes behind a load
 * balancer: an upload started through one resumes through the other (decision 404).
 */

const tus = { 'tus-resumable': '1.0.0' };
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const assetIdOf = (url: string) => url.split('/').filter(Boolean).at(-1) as string;
const MiB = 1024 * 1024;

async function create(app: FastifyInstance, headers: Record<string, string>, length: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/media/uploads/',
    headers: { ...headers, ...tus, 'upload-length': String(length) },
  });
  expect(res.statusCode).toBe(201);
  return res.headers.location as string;
}

const patch = (
  app: FastifyInstance,
  headers: Record<string, string>,
  url: string,
  offset: number,
  body: Buffer,
) =>
  app.inject({
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

const headOffset = async (app: FastifyInstance, headers: Record<string, string>, url: string) => {
  const res = await app.inject({ method: 'HEAD', url, headers: { ...headers, ...tus } });
  expect(res.statusCode).toBe(200);
  return Number(res.headers['upload-offset']);
};

/** Sends `body` from `offset` over a real socket to `base` and drops the connection after `cutAfter` bytes. */
function patchAndKill(
  base: string,
  headers: Record<string, string>,
  url: string,
  offset: number,
  body: Buffer,
  cutAfter: number,
) {
  return new Promise<void>((resolve) => {
    const req = http.request(`${base}${url}`, {
      method: 'PATCH',
      headers: {
        ...headers,
        ...tus,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(body.length),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(body.subarray(0, cutAfter), () => setTimeout(() => req.destroy(), 500));
  });
}

/** A tus client after a dropped connection: HEAD for the offset, send the rest; 409 means ask again. */
async function resume(app: FastifyInstance, headers: Record<string, string>, url: string, source: Buffer) {
  for (let i = 0; i < 100; i += 1) {
    const offset = await headOffset(app, headers, url);
    const res = await patch(app, headers, url, offset, source.subarray(offset));
    if (res.statusCode !== 409) return res;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the upload stayed locked');
}

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const binDir = await findPostgresBinaries();

describe.skipIf(!binDir)('tus across processes on PostgreSQL and the file store', () => {
  let pg: TestPostgres;
  let dbA: Database;
  let dbB: Database;
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let owner: Record<string, string>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-tus-'));
  beforeAll(async () => {
    pg = await startPostgres(binDir!);
    dbA = await openDatabase({ url: pg.url });
    await dbA.migrate();
    // Each instance has its own connection pool, as two processes would.
    dbB = await openDatabase({ url: pg.url });
    const env = { JOBS_WORKER: 'false', DATA_DIR: dataDir };
    a = await createTestApp(env, { database: dbA });
    b = await createTestApp(env, { database: dbB });
    baseA = await listen(a.app);
    owner = (await signedIn(a)).headers;
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps what A acknowledged when its request dies mid-PATCH, and B resumes it byte for byte', async () => {
    const source = randomBytes(3 * MiB + 321);
    const url = await create(a.app, owner, source.length);
    const cut = Math.floor(source.length / 2);
    await patchAndKill(baseA, owner, url, 0, source, cut);

    const offset = await headOffset(b.app, owner, url);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(cut);
    const wrong = await patch(b.app, owner, url, 0, source.subarray(0, 10));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().msg).toBe(msg.uploadOffsetMismatch);

    const res = await resume(b.app, owner, url, source);
    expect(res.statusCode).toBe(204);
    expect(res.headers['upload-offset']).toBe(String(source.length));
    const assetId = assetIdOf(url);
    const stored = readFileSync(path.join(dataDir, 'media', uploadKey(assetId)));
    expect(sha256(stored)).toBe(sha256(source));
    const asset = await a.app.inject({ method: 'GET', url: `/v1/media/videos/${assetId}/`, headers: owner });
    expect(asset.json()).toMatchObject({ status: 'processing', upload_offset: source.length });
  });

  it('refuses another member on either instance', async () => {
    const other = (await signedIn(a)).headers;
    const url = await create(a.app, owner, 100);
    for (const app of [a.app, b.app]) {
      expect((await app.inject({ method: 'HEAD', url, headers: { ...other, ...tus } })).statusCode).toBe(404);
      expect((await patch(app, other, url, 0, Buffer.alloc(100))).statusCode).toBe(404);
    }
    expect(await headOffset(b.app, owner, url)).toBe(0);
  });

  it('never lets two instances hold one upload: the advisory lock waits for the other pool', async () => {
    const id = uploadKey('locktest1234');
    const held = uploadLocker(dbA).newLock(id);
    await held.lock(new AbortController().signal, () => undefined);
    const waiting = uploadLocker(dbB).newLock(id);
    await expect(waiting.lock(AbortSignal.timeout(300), () => undefined)).rejects.toBe(
      ERRORS.ERR_LOCK_TIMEOUT,
    );
    await held.unlock();
    await waiting.lock(AbortSignal.timeout(5_000), () => undefined);
    await waiting.unlock();
  });
});

describe('tus across processes on S3 (s3rver with the test-only ListParts proxy)', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let a: TestApp;
  let b: FastifyInstance;
  let baseA: string;
  let owner: Record<string, string>;
  beforeAll(async () => {
    s3 = await startS3rver('tus-bucket', { listParts: true });
    a = await createTestApp({
      JOBS_WORKER: 'false',
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3rverCredentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3rverCredentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
    b = await buildApp(a.config, { database: a.database, logger: false });
    await b.ready();
    baseA = await listen(a.app);
    owner = (await signedIn(a)).headers;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it('resumes through B, from the parts A stored, an upload whose request died on A', async () => {
    const source = randomBytes(20 * MiB + 17);
    const url = await create(a.app, owner, source.length);
    // 12 MiB through A: one 8 MiB part and a 4 MiB incomplete part in the bucket.
    const first = 12 * MiB;
    expect((await patch(a.app, owner, url, 0, source.subarray(0, first))).statusCode).toBe(204);
    // B finds them through ListParts (answered by the proxy) and the incomplete part.
    expect(await headOffset(b, owner, url)).toBe(first);

    await patchAndKill(baseA, owner, url, first, source.subarray(first), 3 * MiB);
    const offset = await headOffset(b, owner, url);
    expect(offset).toBeGreaterThanOrEqual(first);
    expect(offset).toBeLessThanOrEqual(first + 3 * MiB);

    const res = await resume(b, owner, url, source);
    expect(res.statusCode).toBe(204);
    expect(res.headers['upload-offset']).toBe(String(source.length));
    const assetId = assetIdOf(url);
    const stored = await a.app.ctx.storage.read(uploadKey(assetId));
    expect(stored).not.toBeNull();
    expect(sha256(await buffer(stored!))).toBe(sha256(source));
    const asset = await b.inject({ method: 'GET', url: `/v1/media/videos/${assetId}/`, headers: owner });
    expect(asset.json()).toMatchObject({ status: 'processing', upload_offset: source.length });
  }, 60_000);

  it('ends an unfinished upload on S3 (termination)', async () => {
    const url = await create(a.app, owner, 10 * MiB);
    expect((await patch(a.app, owner, url, 0, randomBytes(MiB))).statusCode).toBe(204);
    const del = await b.inject({ method: 'DELETE', url, headers: { ...owner, ...tus } });
    expect(del.statusCode).toBe(204);
    expect((await a.app.inject({ method: 'HEAD', url, headers: { ...owner, ...tus } })).statusCode).toBe(404);
  });
});
