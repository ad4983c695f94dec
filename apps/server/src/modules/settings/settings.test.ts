import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { msg } from '@simmer/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { startRedis } from '../../../test/redis';
import { buildApp } from '../../app';
import { readOutbox } from '../../platform/mail/outbox';
import { memoryPubSub } from '../../platform/pubsub/memory';

const url = '/v1/admin/settings/';
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="theme-color" content="#e8590c" />
    <title>Simmer</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000', AUTH_ACCOUNT_RATE_LIMIT_MAX: '10000' });
  mkdirSync(path.join(t.dataDir, 'web'), { recursive: true });
  writeFileSync(path.join(t.dataDir, 'web', 'index.html'), indexHtml);
  admin = (await signedIn(t, { role: 'admin' })).headers;
});
afterAll(async () => {
  await t.close();
});

const patch = (payload: object, headers = admin, app: FastifyInstance = t.app) =>
  app.inject({ method: 'PATCH', url, headers, payload });
const siteConfig = async (app: FastifyInstance = t.app) =>
  (await app.inject({ method: 'GET', url: '/v1/site-config/' })).json();

describe('brand settings', () => {
  it('are for admins only: a visitor must sign in, a member is refused', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const member = (await signedIn(t)).headers;
    expect((await t.app.inject({ method: 'GET', url, headers: member })).statusCode).toBe(403);
    expect((await patch({ brand_name: 'Taken over' }, member)).statusCode).toBe(403);
    expect((await siteConfig()).brand_name).toBe('Simmer');
  });

  it('start from the environment', async () => {
    const res = await t.app.inject({ method: 'GET', url, headers: admin });
    expect(res.statusCode).toBe(200);
    const { settings, defaults } = res.json();
    expect(settings).toEqual(defaults);
    expect(settings).toMatchObject({
      brand_name: t.config.BRAND_NAME,
      primary_color: '#e8590c',
      contact_email: t.config.CONTACT_EMAIL,
      currency: 'USD',
      store_tax_rate_bps: 0,
      mail_from_name: null,
      mail_from_email: 'no-reply@simmer.dev',
    });
  });

  it('refuse a wrong value with a message under its field, and save nothing', async () => {
    const cases: Array<[object, string, string]> = [
      [{ brand_name: '   ' }, 'brand_name', msg.settingsBrandNameInvalid],
      [{ brand_name: 'x'.repeat(61) }, 'brand_name', msg.settingsBrandNameInvalid],
      [{ primary_color: 'orange' }, 'primary_color', msg.settingsColourInvalid],
      [{ primary_color: '#abc' }, 'primary_color', msg.settingsColourInvalid],
      [{ contact_email: 'not-an-address' }, 'contact_email', msg.settingsEmailInvalid],
      [{ mail_from_email: 'a@b' }, 'mail_from_email', msg.settingsEmailInvalid],
      [{ mail_from_name: 'Evil <x@y.z>' }, 'mail_from_name', msg.settingsSenderNameInvalid],
      [{ logo_url: 'javascript:alert(1)' }, 'logo_url', msg.settingsUrlInvalid],
      [{ currency: 'XYZ' }, 'currency', msg.settingsCurrencyInvalid],
      [{ currency: 'JPY' }, 'currency', msg.settingsCurrencyInvalid],
      [{ store_tax_rate_bps: -1 }, 'store_tax_rate_bps', msg.settingsTaxInvalid],
      [{ store_tax_rate_bps: 10_001 }, 'store_tax_rate_bps', msg.settingsTaxInvalid],
      [{ store_tax_rate_bps: 8.5 }, 'store_tax_rate_bps', msg.settingsTaxInvalid],
      [{ ship_from_country: 'USA' }, 'ship_from_country', msg.settingsCountryInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(body)).toBe(message);
    }
    // One wrong field among right ones: nothing is saved.
    expect((await patch({ brand_name: 'Half saved', primary_color: 'red' })).statusCode).toBe(400);
    expect((await siteConfig()).brand_name).toBe('Simmer');
  });

  it('show a save in the public read, the manifest and every page head at once', async () => {
    // Read first, so every kept copy (settings, public answers) holds the old values.
    expect((await siteConfig()).brand_name).toBe('Simmer');
    const res = await patch({
      brand_name: 'Basil & Co',
      primary_color: '#1C7ED6',
      contact_email: 'team@basil.example',
      currency: 'eur',
      store_tax_rate_bps: 2000,
      logo_url: '/v1/media/files/images/logo-512.png',
      favicon_url: 'https://cdn.basil.example/icon.png',
      ship_from_city: 'Lyon',
      ship_from_country: 'fr',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.settingsSaved);
    expect(res.json().data.settings).toMatchObject({
      brand_name: 'Basil & Co',
      primary_color: '#1c7ed6',
      currency: 'EUR',
      ship_from_country: 'FR',
    });

    const site = await siteConfig();
    expect(site).toMatchObject({
      brand_name: 'Basil & Co',
      primary_color: '#1c7ed6',
      contact_email: 'team@basil.example',
      currency: 'EUR',
      logo_url: '/v1/media/files/images/logo-512.png',
      favicon_url: 'https://cdn.basil.example/icon.png',
    });

    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.json()).toMatchObject({
      name: 'Basil & Co',
      short_name: 'Basil & Co',
      theme_color: '#1c7ed6',
    });

    const page = await t.app.inject({ method: 'GET', url: '/home-page-new' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Basil &amp; Co</title>');
    expect(page.body).toContain('<meta property="og:site_name" content="Basil &amp; Co">');
    expect(page.body).toContain('<meta name="theme-color" content="#1c7ed6" />');
    expect(page.body).toContain('<link rel="icon" href="https://cdn.basil.example/icon.png" />');
    // A path no page has: the not-found page wears the brand too.
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page.png' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Basil &amp; Co');
  });

  it('go back to the environment default when reset', async () => {
    const res = await patch({ reset: ['store_tax_rate_bps', 'currency', 'logo_url'] });
    expect(res.statusCode).toBe(200);
    const { settings, defaults } = res.json().data;
    expect(settings.store_tax_rate_bps).toBe(defaults.store_tax_rate_bps);
    expect(settings.currency).toBe('USD');
    expect(settings.logo_url).toBeNull();
    expect(settings.brand_name).toBe('Basil & Co');
  });

  it('send the next e-mail in the new name, from the sender set', async () => {
    const dir = path.join(t.dataDir, 'outbox');
    const member = await signedIn(t);
    const resetFor = async () => {
      const before = (await readOutbox(dir)).length;
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/users/rest-auth/password/reset/',
        payload: { email: member.user.email },
      });
      expect(res.statusCode).toBe(200);
      await expect.poll(async () => (await readOutbox(dir)).length, { timeout: 10_000 }).toBe(before + 1);
      return (await readOutbox(dir)).at(-1)!;
    };
    expect((await patch({ brand_name: 'Saffron Table' })).statusCode).toBe(200);
    const first = await resetFor();
    expect(first.subject).toBe('Saffron Table: reset your password');
    expect(first.text).toContain('your Saffron Table account');
    expect(first.from).toBe('Saffron Table <no-reply@simmer.dev>');

    expect(
      (await patch({ mail_from_name: 'Saffron Kitchen', mail_from_email: 'hello@saffron.example' }))
        .statusCode,
    ).toBe(200);
    const second = await resetFor();
    expect(second.from).toBe('Saffron Kitchen <hello@saffron.example>');
    expect(second.subject).toBe('Saffron Table: reset your password');
    // An empty sender name goes back to sending in the brand's name.
    expect((await patch({ mail_from_name: '' })).json().data.settings.mail_from_name).toBeNull();
    expect((await resetFor()).from).toBe('Saffron Table <hello@saffron.example>');
  });
});

describe('brand settings across processes', () => {
  /** Two API processes on one database, talking through `pubsub` (in-process or Redis). */
  async function twoProcesses(shared: { pubsub?: ReturnType<typeof memoryPubSub>; redisUrl?: string }) {
    const config = { ...t.config, ...(shared.redisUrl ? { REDIS_URL: shared.redisUrl } : {}) };
    const opts = { database: t.database, logger: false as const, pubsub: shared.pubsub };
    const a = await buildApp(config, opts);
    const b = await buildApp(config, opts);
    return { a, b, close: async () => Promise.all([a.close(), b.close()]) };
  }

  async function seesTheSave(a: FastifyInstance, b: FastifyInstance, name: string) {
    // The other process has read (and kept) the settings and the page before the save.
    expect((await siteConfig(b)).brand_name).not.toBe(name);
    const before = await b.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(before.json().name).not.toBe(name);
    expect((await patch({ brand_name: name, primary_color: '#2f9e44' }, admin, a)).statusCode).toBe(200);
    // Delivery is asynchronous: wait for the other process to answer with the new name.
    await expect.poll(async () => (await siteConfig(b)).brand_name, { timeout: 10_000 }).toBe(name);
    expect((await siteConfig(b)).primary_color).toBe('#2f9e44');
    const manifest = await b.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.json()).toMatchObject({ name, theme_color: '#2f9e44' });
    const page = await b.inject({ method: 'GET', url: '/home-page-new' });
    expect(page.body).toContain(`<meta property="og:site_name" content="${name}">`);
  }

  it('a save through one process is seen by another without a restart (in-process pub/sub)', async () => {
    const pubsub = memoryPubSub();
    const { a, b, close } = await twoProcesses({ pubsub });
    try {
      await seesTheSave(a, b, 'Shared Bus Kitchen');
    } finally {
      await close();
      await pubsub.close();
    }
  });

  it('a save through one process is seen by another without a restart (Redis)', async () => {
    const redis = await startRedis();
    const { a, b, close } = await twoProcesses({ redisUrl: redis.url });
    try {
      await seesTheSave(a, b, 'Redis Kitchen');
    } finally {
      await close();
      await redis.stop();
    }
  });
});
