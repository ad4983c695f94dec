import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};`;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const web = path.join(t.dataDir, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><html><body>simmer-app</body></html>');
  const file = path.join(web, 'assets', 'main-abc123.js');
  writeFileSync(file, script);
  writeFileSync(`${file}.gz`, gzipSync(script));
  writeFileSync(`${file}.br`, brotliCompressSync(script));
});
afterAll(async () => {
  await t.close();
});

const asset = (encoding?: string) =>
  t.app.inject({ url: '/assets/main-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('built web files', () => {
  it('sends the brotli file to a browser that accepts it, cached for a year', async () => {
    const res = await asset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the gzip file when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await asset('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
