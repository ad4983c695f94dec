import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fillMessage, msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, token } from '../../../test/billing';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { storeOrders, storeVariants } from '../../db/schema';
import { readOutbox } from '../../platform/mail/outbox';
import { createStripeRefund } from '../../platform/payments/stripe-refund';
import { releaseExpiredReservations } from '../../platform/store';
import { seedStore } from '../../seed/store';

let t: TestApp;
type Member = Awaited<ReturnType<typeof signedIn>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const webhookSecret = 'shpss_test_secret';

const call = (method: Method, url: string, headers?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers, payload });

const address = {
  name: 'Sam Member',
  line1: '1 Market St',
  city: 'San Francisco',
  region: 'CA',
  postcode: '94103',
  country: 'US',
};

async function rateId(m: Member, name: string, country = 'US') {
  const rates = (await call('GET', `/store/shipping-rates/?country=${country}`, m.headers)).json().results;
  return rates.find((r: { name: string }) => r.name.startsWith(name))?.id as number;
}

/** A hoodie variant set to a given stock, for races and reservations. */
async function hoodieWithStock(stock: number, colour: string, size: string) {
  const rows = await t.database.db.select().from(storeVariants);
  const v = rows.find((r) => r.selectedOptions.Colour === colour && r.selectedOptions.Size === size)!;
  await t.database.db.update(storeVariants).set({ stock }).where(eq(storeVariants.id, v.id));
  return String(v.id);
}

async function cartWith(m: Member, variantId: string, quantity = 1) {
  const res = await call('POST', '/store/checkout/', m.headers, {
    line_items: [{ variant_id: variantId, quantity }],
  });
  return res;
}

async function details(m: Member, checkoutId: number, overrides: object = {}) {
  return call('PUT', `/store/checkout/${checkoutId}/details/`, m.headers, {
    email: m.user.email,
    shipping_address: address,
    shipping_rate_id: await rateId(m, 'Standard'),
    ...overrides,
  });
}

async function pay(m: Member, checkoutId: number, key: string) {
  return call(
    'POST',
    `/store/checkout/${checkoutId}/pay/`,
    { ...m.headers, 'idempotency-key': key },
    { payment_method_id: await token(t, cards.success) },
  );
}

/** A member who bought one hoodie: the order id. */
async function paidOrder(m: Member, variantId: string) {
  const cart = (await cartWith(m, variantId)).json().data;
  expect((await details(m, cart.id)).statusCode).toBe(200);
  const paid = await pay(m, cart.id, `o-${cart.id}`);
  expect(paid.statusCode).toBe(200);
  return paid.json().data.order.id as number;
}

const stockOf = async (variantId: string) =>
  (
    await t.database.db
      .select()
      .from(storeVariants)
      .where(eq(storeVariants.id, Number(variantId)))
  )[0]!.stock;

beforeAll(async () => {
  t = await createTestApp({
    STORE_TAX_RATE_BPS: '825',
    AUTH_RATE_LIMIT_MAX: '1000',
    SHOPIFY_WEBHOOK_SECRET: webhookSecret,
  });
  await seedStore(t.app.ctx);
  // The demo seed draws a picture per product colour with sharp: slow on a busy machine.
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('stock', () => {
  it('shows each variant with its own picture and stock, and refuses a sold-out variant', async () => {
    const m = await signedIn(t);
    const hoodie = (await call('GET', '/store/products/simmer-hoodie/', m.headers)).json();
    const navy = hoodie.variants.find((v: { title: string }) => v.title === 'Navy / M');
    const black = hoodie.variants.find((v: { title: string }) => v.title === 'Black / M');
    expect(navy.image).toMatch(/\.jpg$/);
    expect(navy.image).not.toBe(black.image);
    expect(navy.stock).toBe(25);

    const soldOut = await hoodieWithStock(0, 'Sand', 'S');
    const res = await cartWith(m, soldOut);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Simmer Classic Hoodie (Sand / S) is sold out.');
    const product = (await call('GET', '/store/products/simmer-hoodie/', m.headers)).json();
    expect(product.variants.find((v: { id: string }) => v.id === soldOut).available).toBe(false);

    const two = await hoodieWithStock(2, 'Sand', 'M');
    const tooMany = await cartWith(m, two, 3);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().msg).toBe('Only 2 of Simmer Classic Hoodie (Sand / M) left.');
    const cart = (await cartWith(m, two, 1)).json().data;
    expect(cart.line_items[0].image).toBe(product.variants.find((v: { id: string }) => v.id === two).image);
  });

  it('sells the last unit to exactly one of ten buyers paying at once', async () => {
    const last = await hoodieWithStock(1, 'Forest', 'XL');
    const buyers = await Promise.all(Array.from({ length: 10 }, () => signedIn(t)));
    const carts: number[] = [];
    for (const b of buyers) {
      const res = await cartWith(b, last);
      expect(res.statusCode).toBe(200);
      carts.push(res.json().data.id as number);
    }
    const results = await Promise.all(
      buyers.map(async (b, i) => {
        const d = await details(b, carts[i]!);
        if (d.statusCode !== 200) return d.statusCode;
        return (await pay(b, carts[i]!, `race-${i}`)).statusCode;
      }),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(1);
    expect(results.filter((s) => s === 409)).toHaveLength(9);
    expect(await stockOf(last)).toBe(0);
    const orders = await t.database.db.select().from(storeOrders);
    const forOurBuyers = orders.filter((o) => buyers.some((b) => b.user.id === o.userId));
    expect(forOurBuyers).toHaveLength(1);
  });

  it('holds units during checkout and gives them back when the checkout is abandoned', async () => {
    const last = await hoodieWithStock(1, 'Burgundy', 'L');
    const a = await signedIn(t);
    const b = await signedIn(t);
    const cartA = (await cartWith(a, last)).json().data;
    const cartB = (await cartWith(b, last)).json().data;
    const held = await details(a, cartA.id);
    expect(held.statusCode).toBe(200);
    expect(Date.parse(held.json().data.reserved_until)).toBeGreaterThan(Date.now() + 14 * 60_000);
    expect(await stockOf(last)).toBe(0);

    // While A holds it, B cannot reach payment, and nobody can add it.
    const blocked = await details(b, cartB.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().msg).toBe('Simmer Classic Hoodie (Burgundy / L) is sold out.');
    expect((await cartWith(await signedIn(t), last)).statusCode).toBe(400);

    // Nothing expires early; after the reservation time the job releases it.
    expect(await releaseExpiredReservations(t.database.db, new Date())).toBe(0);
    const later = new Date(Date.now() + 16 * 60_000);
    expect(await releaseExpiredReservations(t.database.db, later)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(last)).toBe(1);
    expect((await call('GET', `/store/checkout/${cartA.id}/`, a.headers)).json().reserved_until).toBeNull();

    // B buys it now; A's late payment is refused before any charge.
    expect((await details(b, cartB.id)).statusCode).toBe(200);
    expect((await pay(b, cartB.id, 'ab-b')).statusCode).toBe(200);
    const late = await pay(a, cartA.id, 'ab-a');
    expect(late.statusCode).toBe(409);
    expect(await stockOf(last)).toBe(0);
  });

  it('does not move a hold by saving the details again, caps the units held, and holds in one checkout at a time', async () => {
    const v = await hoodieWithStock(297, 'Forest', 'M');
    const m = await signedIn(t);
    const greedy = (await cartWith(m, v, 21)).json().data;
    const capped = await details(m, greedy.id);
    expect(capped.statusCode).toBe(409);
    expect(capped.json().msg).toBe(fillMessage(msg.storeHoldTooMany, { count: '20' }));
    expect(await stockOf(v)).toBe(297);

    // Down to two: held, and saving again keeps the same end.
    await call('PATCH', `/store/checkout/${greedy.id}/line-items/`, m.headers, {
      line_items: [{ id: greedy.line_items[0].id, quantity: 2 }],
    });
    const held = await details(m, greedy.id);
    expect(held.statusCode).toBe(200);
    const until = held.json().data.reserved_until as string;
    const again = await details(m, greedy.id);
    expect(again.json().data.reserved_until).toBe(until);
    expect(await stockOf(v)).toBe(295);

    // A Buy Now checkout of the same member takes over: the cart's units go back.
    const buy = await call('POST', '/store/checkout/', m.headers, {
      line_items: [{ variant_id: v, quantity: 3 }],
      buy_now: true,
    });
    expect(buy.statusCode).toBe(200);
    expect((await details(m, buy.json().data.id)).statusCode).toBe(200);
    expect(await stockOf(v)).toBe(294);
    expect((await call('GET', `/store/checkout/${greedy.id}/`, m.headers)).json().reserved_until).toBeNull();
  });

  it('gives held units back when the cart changes', async () => {
    const v = await hoodieWithStock(3, 'Charcoal', 'S');
    const m = await signedIn(t);
    const cart = (await cartWith(m, v, 2)).json().data;
    await details(m, cart.id);
    expect(await stockOf(v)).toBe(1);
    await call('PATCH', `/store/checkout/${cart.id}/line-items/`, m.headers, {
      line_items: [{ id: cart.line_items[0].id, quantity: 3 }],
    });
    expect(await stockOf(v)).toBe(3);
  });
});

describe('shipping details', () => {
  it('checks the postcode per country, the region where needed and the shipping method', async () => {
    const m = await signedIn(t);
    const v = await hoodieWithStock(25, 'Black', 'L');
    const cart = (await cartWith(m, v)).json().data;
    const bad = await details(m, cart.id, { shipping_address: { ...address, postcode: '9410' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['shipping_address.postcode']).toBe(
      'Enter a valid postcode for United States, like 94103.',
    );
    const noRegion = await details(m, cart.id, { shipping_address: { ...address, region: '' } });
    expect(noRegion.json().errors['shipping_address.region']).toBe(msg.storeRegionRequired);
    const unknown = await details(m, cart.id, { shipping_address: { ...address, country: 'ZZ' } });
    expect(unknown.statusCode).toBe(400);
    const badEmail = await details(m, cart.id, { email: 'nope' });
    expect(badEmail.statusCode).toBe(400);

    const uk = { ...address, region: '', city: 'London', postcode: 'SW1A 1AA', country: 'GB' };
    const express = await details(m, cart.id, {
      shipping_address: uk,
      shipping_rate_id: await rateId(m, 'Express'),
    });
    expect(express.statusCode).toBe(400);
    expect(express.json().msg).toBe(msg.storeShippingUnavailable);
    const ok = await details(m, cart.id, {
      shipping_address: uk,
      shipping_rate_id: await rateId(m, 'Standard', 'GB'),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ shipping: 599, shipping_address: { country: 'GB' } });
    expect((await pay(m, cart.id, 'no-details-needed')).statusCode).toBe(200);

    const fresh = (await cartWith(m, v)).json().data;
    const undetailed = await pay(m, fresh.id, 'undetailed');
    expect(undetailed.statusCode).toBe(400);
    expect(undetailed.json().msg).toBe(msg.storeDetailsRequired);
  });
});

describe('orders', () => {
  it('lists the member’s own orders with every line, and hides others’', async () => {
    const m = await signedIn(t);
    const other = await signedIn(t);
    const v = await hoodieWithStock(25, 'Navy', 'M');
    const id = await paidOrder(m, v);
    const list = (await call('GET', '/store/orders/', m.headers)).json();
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({ id, status: 'paid', item_count: 1, source: 'embedded' });
    const order = (await call('GET', `/store/orders/${id}/`, m.headers)).json();
    expect(order.lines[0]).toMatchObject({ title: 'Simmer Classic Hoodie', variant_title: 'Navy / M' });
    expect(order.lines[0].image).toBe(list.results[0].first_image);
    expect(order).toMatchObject({ subtotal: 4900, shipping: 599, shipping_address: { postcode: '94103' } });
    expect((await call('GET', `/store/orders/${id}/`, other.headers)).statusCode).toBe(404);
  });

  it('lets an admin fulfil and ship with a tracking number, which e-mails the member', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const m = await signedIn(t);
    const id = await paidOrder(m, await hoodieWithStock(25, 'Navy', 'L'));
    expect(
      (await call('POST', `/admin/store/orders/${id}/ship/`, m.headers, { tracking_number: 'X1' }))
        .statusCode,
    ).toBe(403);
    const short = await call('POST', `/admin/store/orders/${id}/ship/`, admin.headers, {
      tracking_number: 'X',
    });
    expect(short.statusCode).toBe(400);
    expect((await call('POST', `/admin/store/orders/${id}/fulfil/`, admin.headers)).json().data.status).toBe(
      'fulfilled',
    );
    expect((await call('POST', `/admin/store/orders/${id}/fulfil/`, admin.headers)).statusCode).toBe(409);
    const shipped = await call('POST', `/admin/store/orders/${id}/ship/`, admin.headers, {
      tracking_number: '1Z999AA10123456784',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json().data).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456784' });
    const mails = (await readOutbox(path.join(t.dataDir, 'outbox'))).filter(
      (x) => x.to === m.user.email && x.subject.includes('on its way'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Tracking number: 1Z999AA10123456784');
    expect(mails[0]!.text).toContain('Simmer Classic Hoodie (Navy / L)');
    // Pictures are addresses a mail reader can open, never a raw path of the site.
    const pictures = mails[0]!.text.split('\n').filter((l) => l.startsWith('  '));
    expect(pictures.length).toBeGreaterThan(0);
    for (const l of pictures) expect(l.trim()).toMatch(/^https?:\/\/[^/]+\//);
    const mine = (await call('GET', '/store/orders/', m.headers)).json().results[0];
    expect(mine).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456784' });
  });

  it('refunds through the payments port once, and puts unshipped units back', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const m = await signedIn(t);
    const v = await hoodieWithStock(5, 'Sand', 'L');
    const id = await paidOrder(m, v);
    expect(await stockOf(v)).toBe(4);
    const day = new Date().toISOString().slice(0, 10);
    const storeRevenue = async () =>
      (await call('GET', `/admin/revenue/?from=${day}&to=${day}`, admin.headers)).json()
        .store_revenue as number;
    const before = await storeRevenue();
    expect((await call('POST', `/admin/store/orders/${id}/refund/`, m.headers)).statusCode).toBe(403);
    const [first, second] = await Promise.all([
      call('POST', `/admin/store/orders/${id}/refund/`, admin.headers),
      call('POST', `/admin/store/orders/${id}/refund/`, admin.headers),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const [row] = await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, id));
    expect(row).toMatchObject({ status: 'refunded' });
    expect(row!.refundRef).toMatch(/^re_sandbox_/);
    expect(await stockOf(v)).toBe(5);
    // The buyer is told, once, with the amount.
    const refundMails = (await readOutbox(path.join(t.dataDir, 'outbox'))).filter(
      (x) => x.to === m.user.email && x.subject.includes('refunded'),
    );
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]!.text).toContain(`order #${1000 + id} is refunded`);
    // The admin revenue report takes the refunded total back out of the store's revenue.
    expect(await storeRevenue()).toBe(before - row!.totalCents);
    expect((await call('GET', `/store/orders/${id}/`, m.headers)).json()).toMatchObject({
      status: 'refunded',
      refundable: false,
    });
    const filtered = (await call('GET', '/admin/store/orders/?status=refunded', admin.headers)).json();
    expect(filtered.results.map((o: { id: number }) => o.id)).toContain(id);
  });

  it('refunds a Stripe payment intent with the official client', async () => {
    const seen: Array<{ url: string; body: string; key: string | null }> = [];
    const fakeFetch = (async (url: string | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      seen.push({ url: String(url), body: String(init?.body ?? ''), key: headers.get('idempotency-key') });
      const body = new URLSearchParams(String(init?.body ?? ''));
      if (body.get('payment_intent') === 'pi_missing')
        return new Response(
          JSON.stringify({
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' },
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        );
      return new Response(
        JSON.stringify({
          id: 're_123',
          object: 'refund',
          status: 'succeeded',
          amount: Number(body.get('amount')),
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      );
    }) as typeof fetch;
    const refund = createStripeRefund({
      secretKey: 'sk_test_x',
      apiBase: 'http://127.0.0.1:1',
      fetch: fakeFetch,
    });
    const ok = await refund({
      chargeRef: 'pi_1',
      amountCents: 5499,
      idempotencyKey: 'store-refund-7',
      metadata: {},
    });
    expect(ok).toEqual({ ok: true, ref: 're_123' });
    expect(seen[0]!.url).toContain('/v1/refunds');
    expect(seen[0]!.body).toContain('payment_intent=pi_1');
    expect(seen[0]!.body).toContain('amount=5499');
    expect(seen[0]!.key).toBe('store-refund-7');
    expect(
      await refund({ chargeRef: 'pi_missing', amountCents: 1, idempotencyKey: 'k', metadata: {} }),
    ).toEqual({
      ok: false,
      ref: null,
    });
  });
});

describe('Shopify order webhook', () => {
  const fixture = readFileSync(
    path.join(import.meta.dirname, '../../platform/store/fixtures/order-webhook.json'),
    'utf8',
  );
  const sign = (body: string) => createHmac('sha256', webhookSecret).update(body).digest('base64');
  const send = (body: string, topic: string, hmac = sign(body)) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/store/shopify/webhook/',
      headers: {
        'content-type': 'application/json',
        'x-shopify-hmac-sha256': hmac,
        'x-shopify-topic': topic,
      },
      payload: body,
    });

  it('refuses a body whose signature does not match', async () => {
    const res = await send(fixture, 'orders/paid', sign(`${fixture} `));
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(msg.storeWebhookSignatureInvalid);
    expect((await send(fixture, 'orders/paid', '')).statusCode).toBe(401);
  });

  it('records a paid Shopify order in the member’s history and follows its shipment', async () => {
    const m = await signedIn(t);
    const body = fixture.replaceAll('buyer@example.com', m.user.email.toUpperCase());
    expect((await send(body, 'orders/paid')).statusCode).toBe(200);
    expect((await send(body, 'orders/paid')).statusCode).toBe(200);
    const list = (await call('GET', '/store/orders/', m.headers)).json().results;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ number: '1042', source: 'shopify', status: 'paid', total: 6107 });
    const order = (await call('GET', `/store/orders/${list[0].id}/`, m.headers)).json();
    expect(order).toMatchObject({ subtotal: 4900, shipping: 599, taxes: 608, shipping_method: 'Standard' });
    expect(order.lines[0]).toMatchObject({
      title: 'Simmer Classic Hoodie',
      variant_title: 'Navy / M',
      quantity: 1,
    });

    const shipped = JSON.parse(body);
    shipped.fulfillment_status = 'fulfilled';
    shipped.fulfillments = [{ status: 'success', tracking_number: 'SHOP-TRACK-1' }];
    const update = JSON.stringify(shipped);
    expect((await send(update, 'orders/fulfilled')).statusCode).toBe(200);
    const after = (await call('GET', '/store/orders/', m.headers)).json().results;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ status: 'shipped', tracking_number: 'SHOP-TRACK-1' });
  });

  it('ignores topics and payment states it does not record', async () => {
    const pending = JSON.parse(fixture);
    pending.id = 999;
    pending.financial_status = 'pending';
    const body = JSON.stringify(pending);
    expect((await send(body, 'orders/create')).json()).toEqual({ received: true, recorded: false });
    expect((await send(fixture, 'products/update')).json()).toEqual({ received: true, recorded: false });
  });
});

describe('store admin catalogue', () => {
  it('creates a product with variants, stock and pictures that the store then sells', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const m = await signedIn(t);
    const collections = (await call('GET', '/admin/store/collections/', admin.headers)).json().results;
    const created = await call('POST', '/admin/store/products/', admin.headers, {
      title: 'Chef Tea Towel',
      description: 'Cotton.',
      option_names: ['Colour'],
      collection_ids: [collections[0].id],
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    expect(product.handle).toBe('chef-tea-towel');
    expect((await call('POST', '/admin/store/products/', m.headers, { title: 'x' })).statusCode).toBe(403);
    expect(
      (await call('POST', '/admin/store/products/', admin.headers, { title: 'Chef Tea Towel' })).statusCode,
    ).toBe(409);

    const mismatch = await call('POST', `/admin/store/products/${product.id}/variants/`, admin.headers, {
      options: { Size: 'L' },
      price: 1200,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(
      (
        await call('POST', `/admin/store/products/${product.id}/variants/`, admin.headers, {
          options: { Colour: 'Red' },
          price: 12.5,
        })
      ).statusCode,
    ).toBe(400);
    const red = await call('POST', `/admin/store/products/${product.id}/variants/`, admin.headers, {
      options: { Colour: 'Red' },
      price: 1200,
      stock: 3,
      image: '/v1/media/files/images/red.jpg',
    });
    expect(red.statusCode).toBe(201);
    const withBlue = (
      await call('POST', `/admin/store/products/${product.id}/variants/`, admin.headers, {
        options: { Colour: 'Blue' },
        price: 1300,
        stock: 0,
      })
    ).json().data;
    const shop = (await call('GET', '/store/products/chef-tea-towel/', m.headers)).json();
    expect(shop.options).toEqual([{ name: 'Colour', values: ['Red', 'Blue'] }]);
    expect(shop.variants.map((v: { available: boolean }) => v.available)).toEqual([true, false]);
    expect(shop.variants[0].image).toBe('/v1/media/files/images/red.jpg');

    const blue = withBlue.variants.find((v: { title: string }) => v.title === 'Blue');
    const restocked = await call('PUT', `/admin/store/variants/${blue.id}/`, admin.headers, {
      options: { Colour: 'Blue' },
      price: 1300,
      stock: 4,
    });
    expect(restocked.statusCode).toBe(200);
    expect((await cartWith(m, String(blue.id))).statusCode).toBe(200);

    expect((await call('DELETE', `/admin/store/products/${product.id}/`, admin.headers)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/store/products/chef-tea-towel/', m.headers)).statusCode).toBe(404);
  });

  it('manages collections and shipping rates', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const saved = await call('POST', '/admin/store/collections/', admin.headers, { title: 'Gift Ideas' });
    expect(saved.statusCode).toBe(200);
    const gift = saved.json().data.results.find((c: { handle: string }) => c.handle === 'gift-ideas');
    expect(gift.product_count).toBe(0);
    expect((await call('DELETE', `/admin/store/collections/${gift.id}/`, admin.headers)).statusCode).toBe(
      200,
    );

    const bad = await call('POST', '/admin/store/shipping-rates/', admin.headers, {
      name: 'Pickup',
      price: -1,
    });
    expect(bad.statusCode).toBe(400);
    const rates = await call('POST', '/admin/store/shipping-rates/', admin.headers, {
      name: 'Pickup',
      price: 0,
      countries: ['de'],
    });
    const pickup = rates.json().data.results.find((r: { name: string }) => r.name === 'Pickup');
    expect(pickup.countries).toEqual(['DE']);
    const m = await signedIn(t);
    expect(await rateId(m, 'Pickup', 'DE')).toBe(pickup.id);
    expect(await rateId(m, 'Pickup', 'US')).toBeUndefined();
    expect(
      (await call('DELETE', `/admin/store/shipping-rates/${pickup.id}/`, admin.headers)).statusCode,
    ).toBe(200);
  });
});
