import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pay, premiumVideo } from '../../../test/billing';
import { type FakeStripe, invoiceFixture, startFakeStripe, stripeEvent } from '../../../test/fake-stripe';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { memberships, payments, purchases, stripeEvents, users } from '../../db/schema';
import { readOutbox } from '../../platform/mail/outbox';
import { STRIPE_API_VERSION } from '../../platform/payments';
import { canWatch } from '../payments/entitlement.read';

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

const mailsTo = async (email: string) =>
  (await readOutbox(path.join(t.dataDir, 'outbox'))).filter((x) => x.to === email);

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
      cardLast4: '4242',
    });
    expect(row!.subscriptionId).toMatch(/^sub_/);
    const create = fake.requests.find((r) => r.path === '/v1/subscriptions' && r.method === 'POST')!;
    expect(create.form.get('items[0][price]')).toBe('price_monthly');
    expect(create.form.get('cancel_at_period_end')).toBe('false');
    expect(create.form.get('metadata[user_id]')).toBe(String(m.user.id));
    expect(create.headers['idempotency-key']).toBe(`sub-${m.user.id}-${key}`);
    expect(create.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(create.headers['user-agent']).toMatch(/^Stripe\/v1 NodeBindings/);
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

  it('3-D Secure: the item is granted only after the member authenticates in the browser', async () => {
    const m = await signedIn(t);
    const video = await premiumVideo(t);
    const key = randomUUID();
    const body = {
      product_type: 'video',
      product_id: video.id,
      payment_method_id: 'pm_card_authenticationRequired',
    };
    const intents = () =>
      fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST').length;
    const before = intents();
    const first = await pay(t, m.headers, 'single-product-payment', body, key);
    expect(first.statusCode).toBe(402);
    expect(first.json().msg).toBe(msg.paymentNeedsAuthentication);
    const next = first.json().errors as { next_action: string; payment_id: string; client_secret: string };
    expect(next.next_action).toBe('authenticate');
    expect(next.client_secret).toMatch(/^pi_.+_secret_/);
    // The same request again replays the same step instead of charging anew.
    const again = await pay(t, m.headers, 'single-product-payment', body, key);
    expect(again.json().errors).toEqual(next);
    expect(intents() - before).toBe(1);
    const watch = { kind: 'video' as const, id: video.id, isPremium: true };
    expect(await canWatch(t.database.db, auth(m.user.id), watch)).toBe(false);
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/payments/confirm-payment/',
        headers: m.headers,
        payload: { payment_id: Number(next.payment_id) },
      });
    // Not authenticated yet: the step is asked for again.
    const early = await confirm();
    expect(early.statusCode).toBe(402);
    expect(early.json().errors.client_secret).toBe(next.client_secret);
    fake.authenticate(next.client_secret.split('_secret_')[0]!);
    const done = await confirm();
    expect(done.statusCode).toBe(200);
    expect(done.json().msg).toBe(msg.paymentItemBought);
    expect(await canWatch(t.database.db, auth(m.user.id), watch)).toBe(true);
    const ledger = await ledgerOf(m.user.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ status: 'succeeded', amountCents: 299, pendingAction: null });
    expect((await confirm()).statusCode).toBe(400);
  });

  it('3-D Secure on a plan: the incomplete subscription becomes the membership once authenticated', async () => {
    const m = await signedIn(t);
    const first = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: 'pm_card_authenticationRequired',
      plan: 'monthly',
      automatic: true,
    });
    expect(first.statusCode).toBe(402);
    const next = first.json().errors as { payment_id: string; client_secret: string };
    expect(await membershipOf(m.user.id)).toHaveLength(0);
    fake.authenticate(next.client_secret.split('_secret_')[0]!);
    const done = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/confirm-payment/',
      headers: m.headers,
      payload: { payment_id: Number(next.payment_id) },
    });
    expect(done.statusCode).toBe(200);
    const [row] = await membershipOf(m.user.id);
    expect(row).toMatchObject({ type: 'monthly', recurring: true, cardLast4: '3155' });
    expect(row!.subscriptionId).toMatch(/^sub_/);
  });

  it('a declined first payment of a plan ends the incomplete subscription', async () => {
    const m = await signedIn(t);
    const res = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: 'pm_card_chargeDeclined',
      plan: 'annual',
      automatic: true,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().msg).toBe(msg.cardDeclined);
    expect(await membershipOf(m.user.id)).toHaveLength(0);
    const cancelled = fake.requests.filter(
      (r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/'),
    );
    expect(cancelled.length).toBeGreaterThan(0);
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
  type Shape = 'current' | 'previous';
  /**
   * A subscription that exists at Stripe for this member, as if created from another device.
   * Current API versions keep the period on the item; the previous ones on the subscription.
   */
  function stripeSubscription(userId: number, shape: Shape = 'current') {
    const now = Math.floor(Date.now() / 1000);
    const period = { current_period_start: now, current_period_end: now + 30 * 86_400 };
    const sub = {
      id: `sub_ext_${randomUUID().slice(0, 8)}`,
      object: 'subscription',
      status: 'active',
      customer: 'cus_ext',
      cancel_at_period_end: false,
      ...(shape === 'previous' ? period : {}),
      default_payment_method: 'pm_card_visa',
      metadata: { user_id: String(userId), plan: 'monthly' },
      items: {
        data: [{ id: 'si_ext', price: { id: 'price_monthly' }, ...(shape === 'current' ? period : {}) }],
      },
    };
    fake.subscriptions.set(sub.id, sub);
    const holder = (shape === 'current' ? sub.items.data[0] : sub) as unknown as typeof period;
    return {
      sub,
      end: () => holder.current_period_end,
      renew: () => {
        holder.current_period_start = holder.current_period_end;
        holder.current_period_end += 30 * 86_400;
      },
    };
  }
  /** An invoice of that subscription, in the current shape (`parent.subscription_details`) or the previous one. */
  function invoiceOf(subscriptionId: string, shape: Shape, extra: object = {}) {
    const base = { ...invoiceFixture(), id: `in_ext_${randomUUID().slice(0, 8)}`, ...extra };
    if (shape === 'previous') return { ...base, subscription: subscriptionId };
    const { subscription: _old, ...rest } = base;
    return {
      ...rest,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: {}, subscription: subscriptionId },
      },
    };
  }

  it('refuses a bad signature and a stale timestamp, changing nothing', async () => {
    const m = await signedIn(t);
    const { sub } = stripeSubscription(m.user.id);
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

  it('acknowledges events for an account that does not exist, writing nothing for it', async () => {
    const missing = 987_654;
    const { sub } = stripeSubscription(missing);
    const video = await premiumVideo(t);
    const intent = {
      id: `pi_ext_${randomUUID().slice(0, 8)}`,
      object: 'payment_intent',
      amount: 299,
      amount_received: 299,
      currency: 'usd',
      status: 'succeeded',
      metadata: {
        user_id: String(missing),
        kind: 'product',
        product_type: 'video',
        product_id: String(video.id),
      },
    };
    for (const event of [
      stripeEvent('customer.subscription.created', sub),
      stripeEvent('invoice.paid', invoiceOf(sub.id, 'current')),
      stripeEvent('payment_intent.succeeded', intent),
    ]) {
      const res = await deliver(event);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await ledgerOf(missing)).toHaveLength(0);
  });

  it('converges to one membership and one ledger row however often and in whatever order events arrive', async () => {
    const m = await signedIn(t, { membershipExpired: true });
    const { sub, end } = stripeSubscription(m.user.id);
    const invoice = invoiceOf(sub.id, 'current', { amount_paid: 999 });
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
    expect(rows[0]!.endDate.getTime()).toBe(end() * 1000);
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

  it.each([
    ['current', 'invoice.paid'],
    ['current', 'invoice.payment_succeeded'],
    ['previous', 'invoice.paid'],
    ['previous', 'invoice.payment_succeeded'],
  ] as const)(
    'records a renewal invoice (%s API shape, %s) once and moves the end date',
    async (shape, type) => {
      const m = await signedIn(t);
      const { sub, end, renew } = stripeSubscription(m.user.id, shape);
      await deliver(stripeEvent('customer.subscription.created', { ...sub }));
      renew();
      const renewal = invoiceOf(sub.id, shape, { billing_reason: 'subscription_cycle' });
      const event = stripeEvent(type, renewal);
      for (let i = 0; i < 3; i += 1) expect((await deliver(event)).statusCode).toBe(200);
      const ledger = await ledgerOf(m.user.id);
      expect(ledger.map((p) => p.kind)).toEqual(['renewal']);
      expect(ledger[0]!.processorRef).toBe(renewal.id);
      expect((await membershipOf(m.user.id))[0]!.endDate.getTime()).toBe(end() * 1000);
      const mails = await mailsTo(m.user.email);
      expect(mails.map((x) => x.text).join('\n')).toContain('Renewal of the Monthly plan');
    },
  );

  it('a renewal delivered 3 times, out of order, 10 at once gives one membership and one ledger row', async () => {
    const m = await signedIn(t);
    const { sub, renew } = stripeSubscription(m.user.id);
    await deliver(stripeEvent('customer.subscription.created', { ...sub }));
    renew();
    const renewal = invoiceOf(sub.id, 'current', { billing_reason: 'subscription_cycle' });
    const paid = stripeEvent('invoice.paid', renewal);
    const succeeded = stripeEvent('invoice.payment_succeeded', renewal);
    const updated = stripeEvent('customer.subscription.updated', { ...sub });
    // Three deliveries of each, newest first, ten of them at the same time.
    const burst = [updated, succeeded, paid, updated, paid, succeeded, paid, updated, succeeded, paid];
    const results = await Promise.all(burst.map((e) => deliver(e)));
    expect(results.map((r) => r.statusCode)).toEqual(burst.map(() => 200));
    expect(await membershipOf(m.user.id)).toHaveLength(1);
    expect((await ledgerOf(m.user.id)).filter((p) => p.processorRef === renewal.id)).toHaveLength(1);
  });

  it("accepts an event signed a little ahead of the server's clock, like Stripe's library", async () => {
    const m = await signedIn(t);
    const { sub } = stripeSubscription(m.user.id);
    const event = stripeEvent('customer.subscription.created', sub);
    const payload = JSON.stringify(event);
    const ahead = await deliver(event, signed(payload, Math.floor(Date.now() / 1000) + 3 * 60));
    expect(ahead.statusCode).toBe(200);
    expect(await membershipOf(m.user.id)).toHaveLength(1);
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
