import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, pay, premiumVideo, token } from '../../../test/billing';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
});

const today = () => new Date().toISOString().slice(0, 10);

describe('admin revenue', () => {
  it('reports MRR, members by plan, new and cancelled memberships, item sales, and exports a formula-safe ledger', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const a = await signedIn(t);
    const b = await signedIn(t);
    const video = await premiumVideo(t, { title: '=HYPERLINK("x")' });
    await pay(t, a.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
      automatic: true,
    });
    await pay(t, b.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'annual',
      automatic: true,
    });
    await t.app.inject({ method: 'POST', url: '/v1/payments/cancel-subscription/', headers: b.headers });
    await pay(t, b.headers, 'single-product-payment', {
      payment_method_id: await token(t, cards.success),
      product_type: 'video',
      product_id: video.id,
    });
    await pay(t, b.headers, 'single-product-payment', {
      payment_method_id: await token(t, cards.declined),
      product_type: 'video',
      product_id: (await premiumVideo(t)).id,
    });

    const url = `/v1/admin/revenue/?from=${today()}&to=${today()}`;
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    // Only the monthly plan still renews: MRR is its price.
    expect(r).toMatchObject({
      mrr: 999,
      active_members: { monthly: 1, annual: 1 },
      new_memberships: 2,
      cancelled_memberships: 1,
      payments_revenue: 999 + 9999 + 299,
      store_revenue: 0,
    });
    expect(r.items).toEqual([
      { product_type: 'video', product_id: video.id, title: video.title, sales: 1, revenue: 299 },
    ]);
    expect(r.series).toEqual([{ date: today(), memberships_and_items: 999 + 9999 + 299, store: 0 }]);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/revenue/ledger.csv?from=${today()}&to=${today()}`,
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,date,member,kind,item,amount,discount,coupon,currency,status,processor,reference',
    );
    expect(lines).toHaveLength(5);
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).toContain(',failed,');
  });

  it('refuses members and a backwards or too long period', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const member = await signedIn(t);
    const ok = `/v1/admin/revenue/?from=${today()}&to=${today()}`;
    expect((await t.app.inject({ method: 'GET', url: ok, headers: member.headers })).statusCode).toBe(403);
    const back = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/revenue/?from=2026-05-02&to=2026-05-01',
      headers: admin.headers,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json().msg).toBe(msg.revenuePeriodInvalid);
    const long = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/revenue/?from=2020-01-01&to=2026-01-01',
      headers: admin.headers,
    });
    expect(long.json().msg).toBe(msg.revenuePeriodTooLong);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/revenue/?from=x&to=y',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
