import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { msg } from '@simmer/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ headers } = await signedIn(t));
});
afterAll(() => t.close());

/** A multipart body with one file part, built by hand so the test controls every byte. */
function multipart(field: string, filename: string, contentType: string, data: Buffer) {
  const boundary = `----simmer${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (filename: string, data: Buffer, contentType = 'image/jpeg') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/media/images/',
    ...multipart('image', filename, contentType, data),
  });

const storedImages = () => {
  const dir = path.join(t.dataDir, 'media', 'images');
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true }).filter((f) => String(f).includes('.')).length;
};

function pngChunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A few hundred bytes that claim 50,000 x 50,000 pixels: a decompression bomb. */
function pixelBomb() {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(50_000, 0);
  ihdr.writeUInt32BE(50_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.alloc(50_001); // one filter byte + pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(row)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image uploads', () => {
  it('stores a jpeg re-encoded in three sizes, without its metadata', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c05020' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-exif-marker' } })
      .toBuffer();
    expect(photo.includes('secret-exif-marker')).toBe(true);
    const res = await upload('dish.jpeg', photo);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ width: 2000, height: 1000 });
    expect(Object.keys(body.sizes).sort()).toEqual(['large', 'medium', 'small']);
    const small = await t.app.inject({ method: 'GET', url: body.sizes.small });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/jpeg');
    expect(small.headers['cache-control']).toContain('immutable');
    expect(small.rawPayload.includes('secret-exif-marker')).toBe(false);
    const meta = await sharp(small.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([400, 200, undefined]);
  });

  it('accepts a png and keeps it a png', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const res = await upload('logo.png', png, 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/\.png$/);
  });

  it('refuses another type renamed as .jpg, judged by its bytes', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const before = storedImages();
    const res = await upload('holiday.jpg', gif);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: msg.wrongFileType, errors: { image: msg.wrongFileType } });
    expect(storedImages()).toBe(before);
  });

  it('refuses a polyglot: jpeg magic bytes in front of a script', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    const res = await upload('innocent.jpg', fake);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.wrongFileType);
  });

  it('strips a payload appended to a real image (an image/HTML polyglot)', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert("polyglot")</script></html>')]);
    const res = await upload('both.png', polyglot, 'image/png');
    expect(res.statusCode).toBe(201);
    const stored = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(stored.rawPayload.includes('polyglot')).toBe(false);
  });

  it('answers 413 for 5,000,001 bytes and stores nothing', async () => {
    const before = storedImages();
    const big = Buffer.alloc(5_000_001, 0x41);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload('huge.jpg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe(msg.fileTooLarge);
    expect(storedImages()).toBe(before);
  });

  it('refuses a pixel bomb quickly, before decoding it', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(1000);
    const started = Date.now();
    const res = await upload('bomb.png', bomb, 'image/png');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.imageTooManyPixels);
  });

  it('needs a signed-in member', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const { payload, headers: h } = multipart('image', 'a.png', 'image/png', png);
    const anonymous: Record<string, string> = { ...h };
    delete anonymous.authorization;
    const res = await t.app.inject({ method: 'POST', url: '/v1/media/images/', payload, headers: anonymous });
    expect(res.statusCode).toBe(401);
  });
});
