import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { afterPaintScript, pageGateHash, pageGateScript } from './page-render';
import { invalidatePublicCache } from './public-cache';

/**
 * A stand-in for the web build's renderer (`dist-ssr/entry-server.js`): it draws the public home
 * from the site configuration it asks the API for, counts its renders, fails on demand, and
 * leaves every other page to the browser.
 */
const renderer = `
export async function renderPage(url, send, screen) {
  globalThis.__simmerRenders = (globalThis.__simmerRenders ?? 0) + 1;
  if (url.startsWith('/home-page-new?fail')) throw new Error('the renderer failed');
  if (!url.startsWith('/home-page-new')) return null;
  const res = await send('/v1/site-config/', { method: 'GET', headers: { accept: 'application/json' } });
  const site = await res.json();
  return {
    html: '<h1>' + site.brand_name + '</h1>' + (screen === 'phone' ? '<p>phone</p>' : ''),
    state: [[['site-config'], { note: '</script><script>alert(1)</script>' }, 1]],
  };
}
`;

const renders = () => (globalThis as { __simmerRenders?: number }).__simmerRenders ?? 0;

let t: TestApp;
let web: string;
beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'simmer-render-'));
  mkdirSync(path.join(web, 'dist'), { recursive: true });
  mkdirSync(path.join(web, 'dist-ssr'), { recursive: true });
  writeFileSync(
    path.join(web, 'dist', 'index.html'),
    '<!doctype html><html lang="en"><head><title>Simmer</title><script type="module" crossorigin src="/assets/index-Ab1_x.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(web, 'dist-ssr', 'entry-server.js'), renderer);
  t = await createTestApp({ WEB_DIST_DIR: path.join(web, 'dist'), HOME_CACHE_SECONDS: '60' });
});
afterAll(async () => {
  await t.close();
  rmSync(web, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('pages drawn on the server', () => {
  it("sends a visitor's home drawn, after the page gate, with the data it was drawn from", async () => {
    const res = await page('/home-page-new');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      `<script>${pageGateScript}</script><div id="root" data-drawn="wide"><h1>Simmer</h1></div>`,
    );
    // The data cannot close its script early.
    expect(res.body).toContain(
      '<script id="simmer-state" type="application/json">[[["site-config"],{"note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"},1]]</script>',
    );
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it("asks for a drawn page's code once the page is painted, and any other page's at once", async () => {
    const drawn = (await page('/home-page-new')).body;
    expect(drawn).toContain('<html lang="en" data-entry="/assets/index-Ab1_x.js">');
    expect(drawn).toContain(`<script type="module" src="${afterPaintScript}"></script>`);
    expect(drawn).not.toContain('src="/assets/index-Ab1_x.js"');
    const undrawn = (await page('/login')).body;
    expect(undrawn).toContain('<script type="module" crossorigin src="/assets/index-Ab1_x.js"></script>');
    expect(undrawn).not.toContain('data-entry');
  });

  it('allows the page gate, and no other inline script, by its hash', async () => {
    const res = await page('/home-page-new');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const hash = `'sha256-${createHash('sha256').update(pageGateScript).digest('base64')}'`;
    expect(pageGateHash).toBe(hash);
    expect(scriptSrc).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('keeps a drawn page until a write clears the public answers', async () => {
    await page('/home-page-new?kept');
    const before = renders();
    expect((await page('/home-page-new?kept')).body).toContain('<h1>Simmer</h1>');
    expect(renders()).toBe(before);
    await invalidatePublicCache(t.app.ctx);
    expect((await page('/home-page-new?kept')).body).toContain('<h1>Simmer</h1>');
    expect(renders()).toBe(before + 1);
  });

  it("draws a phone's page for a phone, kept apart from a wide screen's", async () => {
    const phoneAgent =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';
    const tabletAgent =
      'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36';
    const drawn = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: '/home-page-new?screens', headers });
      expect(res.headers.vary).toContain('User-Agent');
      return res.body;
    };
    const wide = await drawn({});
    expect(wide).toContain('<div id="root" data-drawn="wide"><h1>Simmer</h1></div>');
    // Kept per screen: the wide page kept first is not sent to a phone, nor the phone's to a tablet.
    expect(await drawn({ 'user-agent': phoneAgent })).toContain(
      '<div id="root" data-drawn="phone"><h1>Simmer</h1><p>phone</p></div>',
    );
    expect(await drawn({ 'sec-ch-ua-mobile': '?1' })).toContain('data-drawn="phone"');
    expect(await drawn({ 'user-agent': tabletAgent })).toContain('data-drawn="wide"');
    // The browser's own hint wins over its user agent.
    expect(await drawn({ 'user-agent': phoneAgent, 'sec-ch-ua-mobile': '?0' })).toContain(
      'data-drawn="wide"',
    );
  });

  it('sends a page the renderer does not draw as built', async () => {
    const res = await page('/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('simmer-state');
  });

  it('sends the page as built when the renderer fails, for the browser to draw', async () => {
    const res = await page('/home-page-new?fail');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('simmer-state');
  });

  it('still answers a recipe that does not exist with a 404, undrawn', async () => {
    const res = await page('/recipe/987654');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('simmer-state');
  });
});
