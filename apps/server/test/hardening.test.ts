import { mkdirSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanHtml } from '../src/lib/html';
import { createYoutubeRecipe } from '../src/modules/catalog/editing.service';
import { assertPublicEndpoint, isNonPublicAddress } from '../src/modules/notifications/push';
import { createTestApp, signedIn, type TestApp } from './harness';

let t: TestApp;
let member: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  mkdirSync(path.join(t.config.webDistDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(t.config.webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Simmer</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(t.config.webDistDir, 'assets', 'app-1.js'), 'console.log(1)');
  member = await signedIn(t);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('shared input checks', () => {
  it('answers 400 for NUL in a path, a query and a body', async () => {
    const path_ = await t.app.inject({ url: '/v1/grocery/lists/1%00/', headers: member.headers });
    expect(path_.statusCode).toBe(400);
    expect(path_.json().msg).toBe(msg.textHasNul);
    const query = await t.app.inject({ url: '/v1/grocery/lists/?page=1%00', headers: member.headers });
    expect(query.statusCode).toBe(400);
    const body = await t.app.inject({
      method: 'POST',
      url: '/v1/grocery/lists/',
      payload: { name: 'a\u0000b' },
      headers: member.headers,
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().msg).toBe(msg.textHasNul);
  });

  it('answers 400 for ids beyond PostgreSQL integer, in paths and bodies', async () => {
    const res = await t.app.inject({ url: '/v1/grocery/lists/2147483648/', headers: member.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.numberOutOfRange);
    const like = await t.app.inject({
      method: 'POST',
      url: '/v1/user/like/',
      payload: { id: 2_147_483_648, content_type: 'video' },
      headers: member.headers,
    });
    expect(like.statusCode).toBe(400);
    expect(like.json().msg).toBe(msg.numberOutOfRange);
  });

  it('answers 400 for JSON nested too deeply', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/grocery/lists/',
      payload: `{"name":${'['.repeat(5000)}1${']'.repeat(5000)}}`,
      headers: { ...member.headers, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.requestTooDeep);
  });

  it('answers 400 for a form without a boundary and for one cut off', async () => {
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/v1/media/images/',
      payload: 'x',
      headers: { ...member.headers, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().msg).toBe(msg.multipartNoBoundary);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/v1/user/comments/',
      payload: '--b\r\nContent-Disposition: form-data; name="text"\r\n\r\nhello',
      headers: { ...member.headers, 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(cut.statusCode).toBe(400);
  });

  it('refuses a device registration id of a megabyte', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifier/onesignal-register/',
      payload: { registration_id: 'r'.repeat(1_000_000), type: 'web' },
      headers: member.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('devices', () => {
  it('keeps a device on the account that registered it, and limits devices per member', async () => {
    const other = await signedIn(t);
    const register = (headers: Record<string, string>, id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/notifier/onesignal-register/',
        payload: { registration_id: id, type: 'android' },
        headers,
      });
    expect((await register(member.headers, 'device-of-member')).statusCode).toBe(200);
    const taken = await register(other.headers, 'device-of-member');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe(msg.deviceTaken);
    for (let i = 0; i < 19; i++) expect((await register(other.headers, `other-${i}`)).statusCode).toBe(200);
    expect((await register(other.headers, 'other-19')).statusCode).toBe(200);
    const over = await register(other.headers, 'other-20');
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe(msg.deviceLimitReached);
  });

  it('refuses push endpoints that are or resolve to non-public addresses', async () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '169.254.169.254',
      '192.168.1.1',
      '::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      // RFC 6890's special-purpose ranges: documentation, 6to4 relays, benchmarking, discard.
      '192.0.2.10',
      '198.51.100.7',
      '203.0.113.99',
      '192.88.99.1',
      '198.18.0.5',
      '255.255.255.255',
      '2001:db8::1',
      '2002:c000:204::1',
      '100::1',
      '::ffff:192.168.0.1',
    ])
      expect(isNonPublicAddress(a), a).toBe(true);
    expect(isNonPublicAddress('93.184.216.34')).toBe(false);
    // Every address of the host's own interfaces, public or not.
    for (const list of Object.values(networkInterfaces()))
      for (const nic of list ?? [])
        expect(isNonPublicAddress(nic.address.replace(/%.*$/, '')), nic.address).toBe(true);
    const prod = { NODE_ENV: 'production' as const };
    await expect(assertPublicEndpoint('https://localhost/push', prod)).rejects.toThrow(/public address/);
    await expect(assertPublicEndpoint('https://127.0.0.1/push', prod)).rejects.toThrow(/public address/);
    await expect(assertPublicEndpoint('https://[::1]/push', prod)).rejects.toThrow(/public address/);
  });
});

describe('what a crawler sees', () => {
  it('answers 404 pages for unknown paths, missing assets and items that do not exist', async () => {
    for (const url of [
      '/no-such-page',
      '/assets/missing-123.js',
      '/recipe/99999',
      '/recipe/abc',
      '/recipe/2147483648',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(msg.pageNotFoundTitle);
    }
    // A path no page has sends a browser on to the welcome screen (spec: unmatched paths);
    // a missing item or file does not.
    expect((await t.app.inject({ url: '/no-such-page' })).body).toContain('content="0;url=/welcome-screen"');
    const missingItem = (await t.app.inject({ url: '/recipe/99999' })).body;
    expect(missingItem).not.toContain('http-equiv="refresh"');
    // A missing item gets the app (which says so in the spec's words), kept out of indexes.
    expect(missingItem).toContain('<meta name="robots" content="noindex">');
    expect(missingItem).toContain('id="root"');
    expect((await t.app.inject({ url: '/assets/missing-123.js' })).body).not.toContain(
      'http-equiv="refresh"',
    );
    expect((await t.app.inject({ url: '/v1/no-such-endpoint/' })).statusCode).toBe(404);
    // A URL that is not even valid percent-encoding is the client's error.
    expect((await t.app.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/assets/app-1.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/all-recipes' })).statusCode).toBe(200);
  });

  it('serves robots.txt and a sitemap of published items only', async () => {
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    const published = await createYoutubeRecipe(t.database.db, { title: 'Soup', isPublish: true });
    const draft = await createYoutubeRecipe(t.database.db, { title: 'Draft', isPublish: false });
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>http://localhost:3000/recipe/${published.id}</loc>`);
    expect(sitemap.body).not.toContain(`/recipe/${draft.id}<`);
    // A draft still loads the app (an admin previews it); it is not a 404.
    expect((await t.app.inject({ url: `/recipe/${draft.id}` })).statusCode).toBe(200);
  });
});

describe('user-authored HTML', () => {
  it('keeps images Simmer serves and drops remote ones', () => {
    const html = cleanHtml(
      '<p>a</p><img src="https://tracker.example.com/p.gif"><img src="//tracker.example.com/p.gif"><img src="/\\tracker.example.com/p.gif"><img src="/media/images/a.jpg" alt="dish"><img src="http://localhost:3000/media/images/b.jpg">',
    );
    expect(html).not.toContain('tracker');
    expect(html).toContain('<img src="/media/images/a.jpg" alt="dish" />');
    expect(html).toContain('http://localhost:3000/media/images/b.jpg');
  });
});
