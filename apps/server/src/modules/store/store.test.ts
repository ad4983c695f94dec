import path from 'node:path';
import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, token } from '../../../test/billing';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { storeOrders, storePayments, storeVariants } from '../../db/schema';
import { readOutbox } from '../../platform/mail/outbox';
import { seedStore } from '../../seed/store';

let t: TestApp;
type Headers = Record<string, string>;
type Member = Awaited<ReturnType<typeof signedIn>>;

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers?: Headers, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers, payload });

/** The id of a variant of a demo product by its option values. */
async function variant(handle: string, member: Member, options: Record<string, string> = {}) {
  const product = (await call('GET', `/store/products/${handle}/`, member.headers)).json();
  const v = product.variants.find((x: { selected_options: Array<{ name: string; value: string }> }) =>
    x.selected_options.every((o) => options[o.name] === undefined || options[o.name] === o.value),
  );
  return v.id as string;
}

/** Contact, address and the Standard shipping rate: the payment step. */
async function giveDetails(m: Member, checkoutId: number) {
  const rates = (await call('GET', '/store/shipping-rates/?country=US', m.headers)).json().results;
  const standard = rates.find((r: { name: string }) => r.name.startsWith('Standard'));
  const res = await t.app.inject({
    method: 'PUT',
    url: `/v1/store/checkout/${checkoutId}/details/`,
    headers: m.headers,
    payload: {
      email: m.user.email,
      shipping_address: {
        name: 'Sam Member',
        line1: '1 Market St',
        city: 'San Francisco',
        region: 'CA',
        postcode: '94103',
        country: 'US',
      },
      shipping_rate_id: standard.id,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

beforeAll(async () => {
  t = await createTestApp({ STORE_TAX_RATE_BPS: '825', AUTH_RATE_LIMIT_MAX: '1000' });
  await seedStore(t.app.ctx);
  // The demo seed draws a picture per product colour with sharp: slow on a busy machine.
}, 240_000);
afterAll(async () => {
  await t.close();
});

describe('catalogue', () => {
  it('is for signed-in members only', async () => {
    expect((await call('GET', '/store/collections/')).statusCode).toBe(401);
    expect((await call('GET', '/store/checkout/')).statusCode).toBe(401);
  });

  it('lists the collections and pages their products with a next-page flag', async () => {
    const m = await signedIn(t);
    const collections = (await call('GET', '/store/collections/', m.headers)).json().results;
    expect(collections.map((c: { handle: string }) => c.handle)).toEqual(['apparel', 'kitchen', 'pantry']);

    const first = (await call('GET', '/store/collections/apparel/products/', m.headers)).json();
    expect(first.collection.title).toBe('Apparel');
    expect(first.products).toHaveLength(6);
    expect(first.page_info.has_next_page).toBe(true);
    const next = (
      await call('GET', `/store/collections/apparel/products/?after=${first.page_info.end_cursor}`, m.headers)
    ).json();
    expect(next.products).toHaveLength(1);
    expect(next.page_info.has_next_page).toBe(false);
    const ids = [...first.products, ...next.products].map((p: { id: string }) => p.id);
    expect(new Set(ids).size).toBe(7);

    const kitchen = (await call('GET', '/store/collections/kitchen/products/?first=4', m.headers)).json();
    expect(kitchen.products).toHaveLength(4);
    expect(kitchen.page_info.has_next_page).toBe(false);

    const missing = await call('GET', '/store/collections/nope/products/', m.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(msg.storeCollectionNotFound);
    expect((await call('GET', '/store/collections/apparel/products/?first=0', m.headers)).statusCode).toBe(
      400,
    );
  });

  it('serves every product paged and one product by id or handle', async () => {
    const m = await signedIn(t);
    const all = (await call('GET', '/store/products/?first=50', m.headers)).json();
    expect(all.products).toHaveLength(15);
    expect(all.page_info.has_next_page).toBe(false);

    const hoodie = (await call('GET', '/store/products/simmer-hoodie/', m.headers)).json();
    expect(hoodie.price).toBe(4900);
    expect(hoodie.options).toEqual([
      { name: 'Colour', values: ['Black', 'Charcoal', 'Navy', 'Forest', 'Burgundy', 'Sand'] },
      { name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'] },
    ]);
    expect(hoodie.variants).toHaveLength(30);
    expect(hoodie.image).toMatch(/^\/v1\/media\/files\/images\//);
    const byId = (await call('GET', `/store/products/${hoodie.id}/`, m.headers)).json();
    expect(byId.handle).toBe('simmer-hoodie');
    expect((await call('GET', '/store/products/999999/', m.headers)).statusCode).toBe(404);
  });
});

describe('cart', () => {
  it('starts empty, refuses bad quantities with a field message and parses text as integers', async () => {
    const m = await signedIn(t);
    const empty = (await call('GET', '/store/checkout/', m.headers)).json();
    expect(empty).toMatchObject({ id: null, line_items: [], total: 0 });
    const v = await variant('simmer-hoodie', m, { Colour: 'Navy', Size: 'L' });

    for (const quantity of [0, -1, 2.5, 'two', '']) {
      const res = await call('POST', '/store/checkout/', m.headers, {
        line_items: [{ variant_id: v, quantity }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(msg.storeQuantityInvalid);
      expect(Object.values(res.json().errors ?? {})).toContain(msg.storeQuantityInvalid);
    }
    const tooMany = await call('POST', '/store/checkout/', m.headers, {
      line_items: [{ variant_id: v, quantity: 100 }],
    });
    expect(tooMany.statusCode).toBe(400);
    const unknown = await call('POST', '/store/checkout/', m.headers, {
      line_items: [{ variant_id: '999999', quantity: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ variant_id: msg.storeVariantNotFound });
    // Nothing half-written: still no cart.
    expect((await call('GET', '/store/checkout/', m.headers)).json().id).toBeNull();

    const ok = await call('POST', '/store/checkout/', m.headers, {
      line_items: [{ variant_id: v, quantity: '3' }],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.line_items[0]).toMatchObject({
      variant_id: v,
      quantity: 3,
      variant_title: 'Navy / L',
    });
  });

  it('computes subtotal, taxes and total in cents on the server', async () => {
    const m = await signedIn(t);
    const hoodie = await variant('simmer-hoodie', m, { Colour: 'Black', Size: 'M' });
    const sauce = await variant('house-hot-sauce', m, { Heat: 'Hot' });
    const created = (
      await call('POST', '/store/checkout/', m.headers, {
        line_items: [
          { variant_id: hoodie, quantity: 2 },
          { variant_id: sauce, quantity: 1 },
        ],
      })
    ).json().data;
    // 2 x 49.00 + 8.00 = 106.00; 8.25% tax = 8.745 -> 8.75 (half up).
    expect(created).toMatchObject({ subtotal: 10600, taxes: 875, total: 11475, item_count: 3 });
    expect(created.web_url).toBe(`http://localhost:3000/store-checkout/${created.id}`);

    // A second addition goes to the same cart and the same line.
    const again = (
      await call('POST', '/store/checkout/', m.headers, { line_items: [{ variant_id: hoodie, quantity: 1 }] })
    ).json().data;
    expect(again.id).toBe(created.id);
    expect(again.line_items.find((l: { variant_id: string }) => l.variant_id === hoodie).quantity).toBe(3);

    const line = again.line_items.find((l: { variant_id: string }) => l.variant_id === sauce);
    const updated = await call('PATCH', `/store/checkout/${created.id}/line-items/`, m.headers, {
      line_items: [{ id: line.id, quantity: 4 }],
    });
    expect(updated.json().data).toMatchObject({ subtotal: 3 * 4900 + 4 * 800, taxes: 1477, total: 19377 });
    const zero = await call('PATCH', `/store/checkout/${created.id}/line-items/`, m.headers, {
      line_items: [{ id: line.id, quantity: 0 }],
    });
    expect(zero.statusCode).toBe(400);

    const removed = await call('POST', `/store/checkout/${created.id}/line-items/remove/`, m.headers, {
      line_item_ids: again.line_items.map((l: { id: string }) => l.id),
    });
    expect(removed.json().data).toMatchObject({ line_items: [], subtotal: 0, taxes: 0, total: 0 });
    const gone = await call('POST', `/store/checkout/${created.id}/line-items/remove/`, m.headers, {
      line_item_ids: [line.id],
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a variant whose product is not for sale', async () => {
    const m = await signedIn(t);
    const v = await variant('logo-cap', m);
    await t.database.db
      .update(storeVariants)
      .set({ available: false })
      .where(eq(storeVariants.id, Number(v)));
    const res = await call('POST', '/store/checkout/', m.headers, {
      line_items: [{ variant_id: v, quantity: 1 }],
    });
    expect(res.statusCode).toBe(400);
    await t.database.db
      .update(storeVariants)
      .set({ available: true })
      .where(eq(storeVariants.id, Number(v)));
  });

  it("answers another member's checkout as not found", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const v = await variant('stoneware-mug', owner);
    const cart = (
      await call('POST', '/store/checkout/', owner.headers, { line_items: [{ variant_id: v, quantity: 1 }] })
    ).json().data;
    const line = cart.line_items[0].id;
    const attempts = [
      call('GET', `/store/checkout/${cart.id}/`, other.headers),
      call('POST', `/store/checkout/${cart.id}/line-items/`, other.headers, {
        line_items: [{ variant_id: v, quantity: 1 }],
      }),
      call('PATCH', `/store/checkout/${cart.id}/line-items/`, other.headers, {
        line_items: [{ id: line, quantity: 2 }],
      }),
      call('POST', `/store/checkout/${cart.id}/line-items/remove/`, other.headers, { line_item_ids: [line] }),
      call(
        'POST',
        `/store/checkout/${cart.id}/pay/`,
        { ...other.headers, 'idempotency-key': 'k-other' },
        {
          payment_method_id: await token(t, cards.success),
        },
      ),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(msg.storeCheckoutNotFound);
    }
    // And the other member's own cart is untouched by the owner's.
    expect((await call('GET', '/store/checkout/', other.headers)).json().id).toBeNull();
    expect(
      (await call('GET', `/store/checkout/${cart.id}/`, owner.headers)).json().line_items[0].quantity,
    ).toBe(1);
  });
});

describe('paying the embedded checkout', () => {
  const mailsTo = async (email: string) =>
    (await readOutbox(path.join(t.dataDir, 'outbox'))).filter((x) => x.to === email);

  it('keeps a declined checkout unpaid, then pays once per key, mails a receipt and empties the cart', async () => {
    const m = await signedIn(t);
    const v = await variant('simmer-hoodie', m, { Colour: 'Sand', Size: 'XXL' });
    const cart = (
      await call('POST', '/store/checkout/', m.headers, { line_items: [{ variant_id: v, quantity: 2 }] })
    ).json().data;
    const payUrl = `/store/checkout/${cart.id}/pay/`;

    const noKey = await call('POST', payUrl, m.headers, { payment_method_id: await token(t, cards.success) });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().msg).toBe(msg.idempotencyKeyRequired);

    const priced = await giveDetails(m, cart.id);
    // Tax on goods and shipping: 8.25% of 98.00 + 5.99, rounded half up.
    expect(priced).toMatchObject({ subtotal: 9800, shipping: 599, taxes: 858, total: 11257 });
    const declined = await call(
      'POST',
      payUrl,
      { ...m.headers, 'idempotency-key': 'decl-1' },
      {
        payment_method_id: await token(t, cards.declined),
      },
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json().msg).toBe(msg.cardDeclined);
    const still = (await call('GET', `/store/checkout/${cart.id}/`, m.headers)).json();
    expect(still).toMatchObject({ status: 'open', order: null, total: 11257 });
    expect(
      await t.database.db.select().from(storeOrders).where(eq(storeOrders.userId, m.user.id)),
    ).toHaveLength(0);

    const card = await token(t, cards.success);
    const headers = { ...m.headers, 'idempotency-key': 'pay-1' };
    const [paid, replay] = [
      await call('POST', payUrl, headers, { payment_method_id: card }),
      await call('POST', payUrl, headers, { payment_method_id: card }),
    ];
    expect(paid.statusCode).toBe(200);
    const body = paid.json();
    expect(body.data.order).toMatchObject({ subtotal: 9800, taxes: 858, total: 11257 });
    expect(body.msg).toBe(`Payment successful. Your order #${body.data.order.number} is confirmed.`);
    expect(body.data.checkout).toMatchObject({ status: 'paid', order: { number: body.data.order.number } });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(body);

    const charges = await t.database.db
      .select()
      .from(storePayments)
      .where(eq(storePayments.userId, m.user.id));
    expect(charges.map((c) => c.status).sort()).toEqual(['failed', 'succeeded']);
    expect(
      await t.database.db.select().from(storeOrders).where(eq(storeOrders.userId, m.user.id)),
    ).toHaveLength(1);

    const mails = await mailsTo(m.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`#${body.data.order.number}`);
    expect(mails[0]!.text).toContain('2 x Simmer Classic Hoodie (Sand / XXL) $98.00');
    expect(mails[0]!.text).toContain('Shipping (Standard (5 to 8 days)): $5.99');
    expect(mails[0]!.text).toContain('Total: $112.57');
    expect(mails[0]!.text).toContain('1 Market St');

    expect((await call('GET', '/store/checkout/', m.headers)).json()).toMatchObject({
      id: null,
      line_items: [],
    });
    const again = await call(
      'POST',
      payUrl,
      { ...m.headers, 'idempotency-key': 'pay-2' },
      { payment_method_id: card },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(msg.storeCheckoutPaid);
    const closed = await call('POST', `/store/checkout/${cart.id}/line-items/`, m.headers, {
      line_items: [{ variant_id: v, quantity: 1 }],
    });
    expect(closed.statusCode).toBe(409);

    // The next addition starts a new cart.
    const next = (
      await call('POST', '/store/checkout/', m.headers, { line_items: [{ variant_id: v, quantity: 1 }] })
    ).json().data;
    expect(next.id).not.toBe(cart.id);
  });

  it('refuses to pay an empty checkout', async () => {
    const m = await signedIn(t);
    const v = await variant('olive-oil', m, { Size: '1 l' });
    const cart = (
      await call('POST', '/store/checkout/', m.headers, { line_items: [{ variant_id: v, quantity: 1 }] })
    ).json().data;
    expect(cart.total).toBe(3600 + 297);
    await call('POST', `/store/checkout/${cart.id}/line-items/remove/`, m.headers, {
      line_item_ids: [cart.line_items[0].id],
    });
    const res = await call(
      'POST',
      `/store/checkout/${cart.id}/pay/`,
      { ...m.headers, 'idempotency-key': 'e-1' },
      {
        payment_method_id: await token(t, cards.success),
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.storeCheckoutEmptyPay);
  });

  it('pays a Buy Now checkout without touching the cart', async () => {
    const m = await signedIn(t);
    const mug = await variant('stoneware-mug', m, { Colour: 'Ink' });
    const hoodie = await variant('simmer-hoodie', m, { Colour: 'Forest', Size: 'S' });
    const cart = (
      await call('POST', '/store/checkout/', m.headers, { line_items: [{ variant_id: mug, quantity: 1 }] })
    ).json().data;
    const buy = await call('POST', '/store/checkout/', m.headers, {
      line_items: [{ variant_id: hoodie, quantity: 1 }],
      buy_now: true,
    });
    expect(buy.statusCode).toBe(200);
    const checkout = buy.json().data;
    expect(checkout).toMatchObject({ kind: 'buy_now', subtotal: 4900, item_count: 1 });
    expect(checkout.id).not.toBe(cart.id);
    await giveDetails(m, checkout.id);
    const paid = await call(
      'POST',
      `/store/checkout/${checkout.id}/pay/`,
      { ...m.headers, 'idempotency-key': 'b-1' },
      {
        payment_method_id: await token(t, cards.success),
      },
    );
    expect(paid.statusCode).toBe(200);
    const current = (await call('GET', '/store/checkout/', m.headers)).json();
    expect(current.id).toBe(cart.id);
    expect(current.line_items).toHaveLength(1);
  });
});
