import { randomUUID } from 'node:crypto';
import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay, premiumVideo } from '../../../test/billing';
import { type FakeStripe, invoiceFixture, startFakeStripe, stripeEvent } from '../../../test/fake-stripe';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { memberships, payments, purchases, stripeEvents, users } from '../../db/schema';
import { verifyStripeSignature } from '../../platform/payments';
import { encodeForm } from '../../platform/payments/stripe-client';
import { canWatch } from './entitlement';

const secret = 'whsec_test_secret_for_simmer';
let t: TestApp;
let fake: FakeStripe;

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
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const auth = (id: number) => ({ userId: id, role: 'user' as const, familyId: 'f' });
const membershipOf = async (userId: number) =>
  t.database.db.select().from(memberships).where(eq(memberships.userId, userId));
const ledgerOf = async (userId: number) =>
  t.database.db.select().from(payments).where(eq(payments.userId, userId));

/** Signs a payload with the official library's test helper. */
function signed(payload: string, timestamp = Math.floor(Date.now() / 1000)) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}
function deliver(event: object, header?: string) {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/v1/payments/stripe/webhook/',
    headers: { 'content-type': 'application/json', 'stripe-signature': header ?? signed(payload) },
    payload,
  });
}

describe('stripe client', () => {
  it('encodes nested parameters the way Stripe expects', () => {
    expect(
      encodeForm({ items: [{ price: 'p' }], expand: ['a'], metadata: { k: 'v' }, skip: undefined }),
    ).toEqual(['items%5B0%5D%5Bprice%5D=p', 'expand%5B%5D=a', 'metadata%5Bk%5D=v']);
  });

  it('verifies signatures exactly as the official library does', () => {
    const payload = JSON.stringify({ id: 'evt_1' });
    const now = new Date();
    const header = signed(payload, Math.floor(now.getTime() / 1000));
    expect(verifyStripeSignature(payload, header, secret, now)).toBe(true);
    expect(() => Stripe.webhooks.constructEvent(payload, header, secret)).not.toThrow();
    expect(verifyStripeSignature(`${payload} `, header, secret, now)).toBe(false);
    expect(verifyStripeSignature(payload, header, 'whsec_other', now)).toBe(false);
    expect(verifyStripeSignature(payload, header, secret, new Date(now.getTime() + 301_000))).toBe(false);
    expect(verifyStripeSignature(payload, header, secret, new Date(now.getTime() + 299_000))).toBe(true);
  });
});

describe('payments through Stripe', () => {
  it('reports the processor to the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/payments/config/' });
    expect(res.json()).toEqual({
      processor: 'stripe',
      test_mode: true,
      publishable_key: 'pk_test_simmer',
      test_cards: [],
    });
    const tokens = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/tokens/',
      payload: { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    expect(tokens.statusCode).toBe(404);
  });

  it('subscribes with a Stripe subscription and records its first invoice', async () => {
    const m = await signedIn(t);
    const key = randomUUID();
    const res = await pay(
      t,
      m.headers,
      'subscription-payment',
      { payment_method_id: 'pm_card_visa', plan: 'monthly', automatic: true },
      key,
    );
    expect(res.statusCode).toBe(200);
    const [row] = await membershipOf(m.user.id);
    expect(row).toMatchObject({
      type: 'monthly',
      recurring: true,
      processor: 'stripe',
      paymentMethodId: 'pm_card_visa',
    });
    expect(row!.subscriptionId).toMatch(/^sub_/);
    const create = fake.requests.find((r) => r.path === '/v1/subscriptions' && r.method === 'POST')!;
    expect(create.form.get('items[0][price]')).toBe('price_monthly');
    expect(create.form.get('cancel_at_period_end')).toBe('false');
    expect(create.form.get('metadata[user_id]')).toBe(String(m.user.id));
    expect(create.headers['idempotency-key']).toBe(`sub-${m.user.id}-${key}`);
    expect(create.headers['stripe-version']).toBe('2024-06-20');
    const [payment] = await ledgerOf(m.user.id);
    expect(payment).toMatchObject({ status: 'succeeded', kind: 'membership' });
    expect(payment!.processorRef).toMatch(/^in_/);
  });

  it('buys an item with a payment intent; declines answer 402 and grant nothing', async () => {
    const m = await signedIn(t);
    const video = await premiumVideo(t);
    const body = { product_type: 'video', product_id: video.id };
    const declined = await pay(t, m.headers, 'single-product-payment', {
      ...body,
      payment_method_id: 'pm_card_chargeDeclined',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().msg).toBe(msg.cardDeclined);
    const poor = await pay(t, m.headers, 'single-product-payment', {
      ...body,
      payment_method_id: 'pm_card_chargeDeclinedInsufficientFunds',
    });
    expect(poor.json().msg).toBe(msg.cardInsufficientFunds);
    expect(
      await canWatch(t.database.db, auth(m.user.id), { kind: 'video', id: video.id, isPremium: true }),
    ).toBe(false);
    const ok = await pay(t, m.headers, 'single-product-payment', {
      ...body,
      payment_method_id: 'pm_card_visa',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      await canWatch(t.database.db, auth(m.user.id), { kind: 'video', id: video.id, isPremium: true }),
    ).toBe(true);
    const intent = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(intent.form.get('amount')).toBe('299');
    expect(intent.form.get('confirm')).toBe('true');
  });

  it('upgrades: charges the prorated difference and moves the subscription to the annual price', async () => {
    const m = await signedIn(t);
    await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: 'pm_card_visa',
      plan: 'monthly',
      automatic: true,
    });
    const quote = await t.app.inject({
      method: 'GET',
      url: '/v1/payments/upgrade-payment-amount/',
      headers: m.headers,
    });
    const amount = quote.json().data.amount;
    const up = await pay(t, m.headers, 'upgrade-payment', { payment_method_id: 'pm_card_visa' });
    expect(up.statusCode).toBe(200);
    expect(up.json().data.amount).toBe(amount);
    const [row] = await membershipOf(m.user.id);
    const sub = fake.subscriptions.get(row!.subscriptionId!)!;
    expect((sub.items as { data: { price: { id: string } }[] }).data[0]!.price.id).toBe('price_annual');
    expect(sub.trial_end).toBe(Math.floor(row!.endDate.getTime() / 1000));
  });

  it('cancels renewal at the end of the period', async () => {
    const m = await signedIn(t);
    await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: 'pm_card_visa',
      plan: 'annual',
      automatic: true,
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/cancel-subscription/',
      headers: m.headers,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await membershipOf(m.user.id);
    expect(row!.recurring).toBe(false);
    expect(fake.subscriptions.get(row!.subscriptionId!)!.cancel_at_period_end).toBe(true);
  });
});

describe('stripe webhook', () => {
  /** A subscription that exists at Stripe for this member, as if created from another device. */
  function stripeSubscription(userId: number, price = 'price_monthly') {
    const now = Math.floor(Date.now() / 1000);
    const sub = {
      id: `sub_ext_${randomUUID().slice(0, 8)}`,
      object: 'subscription',
      status: 'active',
      customer: 'cus_ext',
      cancel_at_period_end: false,
      current_period_start: now,
      current_period_end: now + 30 * 86_400,
      default_payment_method: 'pm_card_visa',
      metadata: { user_id: String(userId), plan: 'monthly' },
      items: { data: [{ id: 'si_ext', price: { id: price } }] },
    };
    fake.subscriptions.set(sub.id, sub);
    return sub;
  }

  it('refuses a bad signature and a stale timestamp, changing nothing', async () => {
    const m = await signedIn(t);
    const sub = stripeSubscription(m.user.id);
    const event = stripeEvent('customer.subscription.created', sub);
    const payload = JSON.stringify(event);
    const bad = await deliver(
      event,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(msg.webhookSignatureInvalid);
    const stale = await deliver(event, signed(payload, Math.floor(Date.now() / 1000) - 6 * 60));
    expect(stale.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/stripe/webhook/',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(await membershipOf(m.user.id)).toHaveLength(0);
    expect(await t.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(
      0,
    );
  });

  it('acknowledges and ignores unknown events', async () => {
    const res = await deliver(stripeEvent('customer.tax_id.created', { id: 'txi_1' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
  });

  it('converges to one membership and one ledger row however often and in whatever order events arrive', async () => {
    const m = await signedIn(t, { membershipExpired: true });
    const sub = stripeSubscription(m.user.id);
    const invoice = {
      ...invoiceFixture(),
      id: `in_ext_${randomUUID().slice(0, 8)}`,
      subscription: sub.id,
      amount_paid: 999,
    };
    const events = [
      stripeEvent('customer.subscription.created', { ...sub }),
      stripeEvent('invoice.paid', invoice),
      stripeEvent('customer.subscription.updated', { ...sub }),
    ];
    // Three deliveries of each, newest first and interleaved.
    const order = [2, 1, 0, 1, 2, 0, 0, 2, 1];
    for (const i of order) expect((await deliver(events[i]!)).statusCode).toBe(200);
    const rows = await membershipOf(m.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'monthly',
      recurring: true,
      expired: false,
      subscriptionId: sub.id,
    });
    expect(rows[0]!.endDate.getTime()).toBe(sub.current_period_end * 1000);
    const ledger = await ledgerOf(m.user.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ processorRef: invoice.id, amountCents: 999, kind: 'membership' });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, m.user.id));
    expect(user!.membershipExpired).toBe(false);

    // The member cancels at Stripe; an old "created" event replayed afterwards does not undo it.
    sub.cancel_at_period_end = true;
    await deliver(stripeEvent('customer.subscription.updated', { ...sub }));
    await deliver(events[0]!);
    expect((await membershipOf(m.user.id))[0]!.recurring).toBe(false);

    // Stripe ends the subscription: the member is expired, the flag set.
    sub.status = 'canceled';
    await deliver(stripeEvent('customer.subscription.deleted', { ...sub }));
    await deliver(events[2]!);
    expect((await membershipOf(m.user.id))[0]).toMatchObject({ expired: true, recurring: false });
    const [after] = await t.database.db.select().from(users).where(eq(users.id, m.user.id));
    expect(after!.membershipExpired).toBe(true);
  });

  it('records a renewal invoice once and moves the end date', async () => {
    const m = await signedIn(t);
    const sub = stripeSubscription(m.user.id);
    await deliver(stripeEvent('customer.subscription.created', { ...sub }));
    sub.current_period_start = sub.current_period_end;
    sub.current_period_end += 30 * 86_400;
    const renewal = {
      ...invoiceFixture(),
      id: `in_ren_${randomUUID().slice(0, 8)}`,
      subscription: sub.id,
      billing_reason: 'subscription_cycle',
    };
    const event = stripeEvent('invoice.paid', renewal);
    for (let i = 0; i < 3; i += 1) await deliver(event);
    const ledger = await ledgerOf(m.user.id);
    expect(ledger.map((p) => p.kind)).toEqual(['renewal']);
    expect((await membershipOf(m.user.id))[0]!.endDate.getTime()).toBe(sub.current_period_end * 1000);
  });

  it('a single-item payment intent delivered three times gives one purchase', async () => {
    const m = await signedIn(t);
    const video = await premiumVideo(t);
    const intent = {
      id: `pi_ext_${randomUUID().slice(0, 8)}`,
      object: 'payment_intent',
      amount: 299,
      amount_received: 299,
      currency: 'usd',
      status: 'succeeded',
      metadata: {
        user_id: String(m.user.id),
        kind: 'product',
        product_type: 'video',
        product_id: String(video.id),
      },
    };
    const event = stripeEvent('payment_intent.succeeded', intent);
    const results = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await t.database.db.select().from(purchases).where(eq(purchases.userId, m.user.id))).toHaveLength(
      1,
    );
    expect(await ledgerOf(m.user.id)).toHaveLength(1);
  });
});
