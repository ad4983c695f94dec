import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay } from '../../../test/billing';
import { type FakeStripe, invoiceFixture, startFakeStripe, stripeEvent } from '../../../test/fake-stripe';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { coupons, memberships, payments } from '../../db/schema';

const secret = 'whsec_test_secret_for_simmer';
let t: TestApp;
let fake: FakeStripe;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_simmer',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_simmer',
    STRIPE_WEBHOOK_SECRET: secret,
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_ANNUAL: 'price_annual',
    STRIPE_API_BASE: fake.url,
    AUTH_RATE_LIMIT_MAX: '1000',
  });
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const ledgerOf = async (userId: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.userId, userId))).sort(
    (a, b) => a.id - b.id,
  );
const lastRequest = (path: string) => fake.requests.filter((r) => r.path === path).at(-1)!;
function deliver(event: object) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/v1/payments/stripe/webhook/',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

describe('offers through Stripe', () => {
  it("makes Stripe's coupon and promotion code, and subscribes with the promotion code", async () => {
    const code = `STRIPE${Date.now().toString(36)}`.toUpperCase();
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/coupons/',
      headers: admin.headers,
      payload: {
        code,
        kind: 'percent',
        value: 20,
        duration: 'months',
        duration_months: 3,
        max_redemptions: 10,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const coupon = lastRequest('/v1/coupons').form;
    expect(coupon.get('percent_off')).toBe('20');
    expect(coupon.get('duration')).toBe('repeating');
    expect(coupon.get('duration_in_months')).toBe('3');
    const promo = lastRequest('/v1/promotion_codes').form;
    expect(promo.get('code')).toBe(code);
    expect(promo.get('max_redemptions')).toBe('10');
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(row!.stripePromotionCodeId).toMatch(/^promo_/);

    const member = await signedIn(t);
    const res = await pay(t, member.headers, 'subscription-payment', {
      payment_method_id: 'pm_card_visa',
      plan: 'monthly',
      coupon_code: code,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(lastRequest('/v1/subscriptions').form.get('discounts[0][promotion_code]')).toBe(
      row!.stripePromotionCodeId,
    );
    expect((await ledgerOf(member.user.id))[0]).toMatchObject({ discountCents: 200, amountCents: 799 });

    const off = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/coupons/${row!.id}/deactivate/`,
      headers: admin.headers,
    });
    expect(off.statusCode).toBe(200);
    expect(lastRequest(`/v1/promotion_codes/${row!.stripePromotionCodeId}`).form.get('active')).toBe('false');
  });

  it("starts Stripe's trial, and the first invoice after it is the first payment (webhook)", async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/v1/payments/membership-pricing/',
      headers: admin.headers,
      payload: { prices: [{ membership_type: 'monthly', price: 999, trial_days: 7 }] },
    });
    expect(set.statusCode).toBe(200);
    const member = await signedIn(t);
    const res = await pay(t, member.headers, 'subscription-payment', {
      payment_method_id: 'pm_card_visa',
      plan: 'monthly',
      automatic: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(lastRequest('/v1/subscriptions').form.get('trial_period_days')).toBe('7');
    const [m] = await t.database.db.select().from(memberships).where(eq(memberships.userId, member.user.id));
    expect(m!.trialEndsAt).not.toBeNull();
    expect((await ledgerOf(member.user.id)).map((r) => [r.kind, r.amountCents])).toEqual([['trial', 0]]);

    // The trial ends at Stripe: the subscription is active and its invoice is paid.
    const sub = fake.subscriptions.get(m!.subscriptionId!)!;
    sub.status = 'active';
    const { subscription: _old, ...invoice } = {
      ...invoiceFixture(),
      id: `in_ext_${randomUUID().slice(0, 8)}`,
    };
    const paid = await deliver(
      stripeEvent('invoice.paid', {
        ...invoice,
        billing_reason: 'subscription_cycle',
        amount_paid: 999,
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { metadata: {}, subscription: sub.id },
        },
      }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await ledgerOf(member.user.id)).map((r) => [r.kind, r.amountCents])).toEqual([
      ['trial', 0],
      ['membership', 999],
    ]);
    const [after] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, member.user.id));
    expect(after!.trialEndsAt).toBeNull();
  });
});
