import { readFileSync } from 'node:fs';
import path from 'node:path';
import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { AppError } from '../../http/errors';
import { createShopifyStore, toCents } from './shopify';

/** Responses written from Shopify's Storefront API reference (Cart API, 2025-01). */
const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8'));

interface Sent {
  url: string;
  headers: Record<string, string>;
  query: string;
  variables: Record<string, unknown>;
}

/** A stand-in for Shopify's endpoint: answers each operation with its fixture, records what was sent. */
function fakeShopify(answers: Record<string, string | { status: number }>) {
  const sent: Sent[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> };
    sent.push({ url, headers: init.headers as Record<string, string>, ...body });
    const operation = /(?:query|mutation) (\w+)/.exec(body.query)?.[1] ?? '';
    const answer = answers[operation];
    if (answer === undefined) throw new Error(`unexpected operation ${operation}`);
    if (typeof answer !== 'string') return new Response('{}', { status: answer.status });
    return new Response(JSON.stringify(fixture(answer)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

const settings = {
  domain: 'simmer-merch.myshopify.com',
  storefrontToken: 'public-token',
  apiVersion: '2025-01',
};

describe('Shopify Storefront adapter', () => {
  it('turns decimal amounts into cents exactly', () => {
    expect(toCents('49.0')).toBe(4900);
    expect(toCents('106.09')).toBe(10609);
    expect(toCents('0.1')).toBe(10);
    expect(toCents('19.999')).toBe(2000);
    expect(toCents('7')).toBe(700);
  });

  it('reads collections and a page of a collection with its next-page flag', async () => {
    const shop = fakeShopify({ Collections: 'collections', CollectionProducts: 'collection-products' });
    const store = createShopifyStore({ ...settings, fetch: shop.fetch });
    const collections = await store.collections();
    expect(collections.map((c) => c.handle)).toEqual(['apparel', 'pantry']);
    expect(collections[1]!.image).toBeNull();

    const page = await store.collectionProducts('apparel', { first: 6, after: 'abc' });
    expect(page!.hasNextPage).toBe(true);
    expect(page!.endCursor).toMatch(/^eyJ/);
    const hoodie = page!.products[0]!;
    expect(hoodie).toMatchObject({
      id: 'gid://shopify/Product/7982905345174',
      priceCents: 4900,
      currency: 'usd',
      options: [
        { name: 'Color', values: ['Black', 'Sand'] },
        { name: 'Size', values: ['M', 'L'] },
      ],
    });
    expect(hoodie.variants[1]).toMatchObject({ priceCents: 5250, available: false });

    const call = shop.sent[1]!;
    expect(call.url).toBe('https://simmer-merch.myshopify.com/api/2025-01/graphql.json');
    expect(call.headers['x-shopify-storefront-access-token']).toBe('public-token');
    expect(call.variables).toEqual({ handle: 'apparel', first: 6, after: 'abc' });
  });

  it('answers null for an unknown collection', async () => {
    const shop = fakeShopify({ CollectionProducts: 'collection-missing' });
    const store = createShopifyStore({ ...settings, fetch: shop.fetch });
    expect(await store.collectionProducts('nope', { first: 6 })).toBeNull();
  });

  it('creates a cart with line items and reads its lines, totals and checkout URL', async () => {
    const shop = fakeShopify({ CartCreate: 'cart-create', CartLinesRemove: 'cart-lines-remove' });
    const store = createShopifyStore({ ...settings, fetch: shop.fetch });
    const cart = await store.createCart({
      checkoutId: 1,
      lines: [{ variantId: 'gid://shopify/ProductVariant/43696932634774', quantity: 2 }],
    });
    expect(shop.sent[0]!.variables).toEqual({
      input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/43696932634774', quantity: 2 }] },
    });
    expect(cart).toMatchObject({ subtotalCents: 9800, taxCents: 809, totalCents: 10609, currency: 'usd' });
    expect(cart.webUrl).toMatch(/^https:\/\/simmer-merch\.myshopify\.com\/cart\/c\//);
    expect(cart.lines[0]).toMatchObject({
      quantity: 2,
      unitPriceCents: 4900,
      lineTotalCents: 9800,
      title: 'Classic Hoodie',
      variantTitle: 'Black / M',
      // The variant has no picture of its own: the product's is used.
      image: expect.stringContaining('hoodie.jpg'),
    });

    const emptied = await store.removeLines(cart.ref, [cart.lines[0]!.id]);
    expect(shop.sent[1]!.variables).toEqual({ cartId: cart.ref, lineIds: [cart.lines[0]!.id] });
    expect(emptied).toMatchObject({ lines: [], totalCents: 0, taxCents: 0 });
  });

  it('turns user errors into a 400 and outages into a 502 without details', async () => {
    const shop = fakeShopify({
      CartLinesAdd: 'cart-lines-add-invalid',
      Products: 'graphql-error',
      Cart: { status: 503 },
    });
    const store = createShopifyStore({ ...settings, fetch: shop.fetch });
    const invalid = await store
      .addLines('gid://shopify/Cart/x', [{ variantId: 'gid://shopify/ProductVariant/1', quantity: 1 }])
      .catch((e) => e);
    expect(invalid).toBeInstanceOf(AppError);
    expect(invalid).toMatchObject({ status: 400, message: msg.storeVariantNotFound });
    const throttled = await store.products({ first: 6 }).catch((e) => e);
    expect(throttled).toMatchObject({ status: 502, message: msg.somethingWentWrong });
    const down = await store.cart('gid://shopify/Cart/x').catch((e) => e);
    expect(down).toMatchObject({ status: 502 });
  });
});

describe('the store routes on Shopify', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SHOPIFY_STORE_DOMAIN: settings.domain,
      SHOPIFY_STOREFRONT_TOKEN: 'public-token',
    });
    vi.stubGlobal('fetch', fakeShopify({ CartCreate: 'cart-create', Cart: 'cart-create' }).fetch);
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await t.close();
  });

  it("keeps the member's cart at Shopify, sends them to Shopify's checkout and never charges here", async () => {
    const m = await signedIn(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/store/checkout/',
      headers: m.headers,
      payload: { line_items: [{ variant_id: 'gid://shopify/ProductVariant/43696932634774', quantity: 2 }] },
    });
    expect(created.statusCode).toBe(200);
    const checkout = created.json().data;
    expect(checkout).toMatchObject({ provider: 'shopify', total: 10609, item_count: 2 });
    expect(checkout.web_url).toMatch(/^https:\/\/simmer-merch\.myshopify\.com\//);
    const current = (
      await t.app.inject({ method: 'GET', url: '/v1/store/checkout/', headers: m.headers })
    ).json();
    expect(current.id).toBe(checkout.id);

    const pay = await t.app.inject({
      method: 'POST',
      url: `/v1/store/checkout/${checkout.id}/pay/`,
      headers: { ...m.headers, 'idempotency-key': 'shopify-1' },
      payload: { payment_method_id: 'pm_anything' },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().msg).toBe(msg.storePaidElsewhere);
  });
});
