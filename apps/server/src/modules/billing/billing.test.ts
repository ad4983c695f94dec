import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, pay, premiumEpisode, premiumVideo, token, tokenize } from '../../../test/billing';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { idempotencyKeys, memberships, payments, purchases, users } from '../../db/schema';
import { readOutbox } from '../../platform/mail/outbox';
import { canWatch } from '../payments/entitlement.read';
import { renewalQueue } from './billing.workers';
import { expireMemberships, pruneBillingRecords, renewDueMemberships } from './renewals';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
});

const realNow = () => new Date();
/** Freezes the server clock (the access tokens must stay valid, so only small shifts). */
const setNow = (d: Date) => {
  t.config.now = () => d;
};
const auth = (id: number) => ({ userId: id, role: 'user' as const, familyId: 'f' });
const membershipRow = async (userId: number) =>
  (await t.database.db.select().from(memberships).where(eq(memberships.userId, userId)))[0];
const ledger = async (userId: number) =>
  t.database.db.select().from(payments).where(eq(payments.userId, userId));
const mailsTo = async (userId: number) => {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return (await readOutbox(path.join(t.dataDir, 'outbox'))).filter((x) => x.to === u!.email);
};
const expiredFlag = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]!.membershipExpired;

describe('pricing', () => {
  it('serves prices in cents under data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/payments/membership-pricing/' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { membership_type: 'per_product', price: 299, trial_days: 0 },
      { membership_type: 'monthly', price: 999, trial_days: 0 },
      { membership_type: 'annual', price: 9999, trial_days: 0 },
    ]);
  });

  it('lets an admin change a price and refuses a member', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const member = await signedIn(t);
    const body = { prices: [{ membership_type: 'per_product', price: 349 }] };
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/v1/payments/membership-pricing/',
      headers: member.headers,
      payload: body,
    });
    expect(denied.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/v1/payments/membership-pricing/',
      headers: admin.headers,
      payload: body,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data[0]).toEqual({ membership_type: 'per_product', price: 349, trial_days: 0 });
    await t.app.inject({
      method: 'PUT',
      url: '/v1/payments/membership-pricing/',
      headers: admin.headers,
      payload: { prices: [{ membership_type: 'per_product', price: 299 }] },
    });
  });
});

describe('documentation', () => {
  it('lists the payment calls with their Idempotency-Key header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, { post?: { parameters?: { name: string }[] } }> };
    const names = doc.paths['/payments/subscription-payment/']?.post?.parameters?.map((p) => p.name);
    expect(names).toContain('idempotency-key');
  });
});

describe('sandbox tokenization', () => {
  it('refuses a number failing the Luhn check, a past expiry and a bad CVV', async () => {
    const luhn = await tokenize(t, '4242424242424241');
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json().msg).toBe(msg.cardNumberInvalid);
    const past = await tokenize(t, cards.success, { month: 1, year: 2020 });
    expect(past.json().msg).toBe(msg.cardExpiryInvalid);
    const cvc = await tokenize(t, cards.success, { cvc: '12' });
    expect(cvc.statusCode).toBe(400);
    expect(cvc.json().msg).toBe(msg.cardCodeInvalid);
  });

  it('returns a token with brand and last four digits only', async () => {
    const res = await tokenize(t, '4242 4242 4242 4242');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2099 },
    });
    expect(res.body).not.toContain('4242424242424242');
  });
});

describe('card tokens belong to one member', () => {
  it("another member's token pays for nothing and changes no card", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    // Made while signed in: the maker's from the start.
    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/tokens/',
      headers: owner.headers,
      payload: { card_number: cards.success, exp_month: 12, exp_year: 2099, cvc: '123' },
    });
    expect(made.statusCode).toBe(201);
    const theirs = made.json().id as string;
    const video = await premiumVideo(t);
    const stolen = await pay(t, other.headers, 'single-product-payment', {
      payment_method_id: theirs,
      product_type: 'video',
      product_id: video.id,
    });
    expect(stolen.statusCode).toBeGreaterThanOrEqual(400);
    expect(stolen.statusCode).toBeLessThan(500);
    expect(await t.database.db.select().from(purchases).where(eq(purchases.userId, other.user.id))).toEqual(
      [],
    );

    // Made by a visitor (the payment page before signing in): the first member to pay with it owns it.
    const visitors = await token(t, cards.success);
    const subscribed = await pay(t, owner.headers, 'subscription-payment', {
      payment_method_id: visitors,
      plan: 'monthly',
      automatic: true,
    });
    expect(subscribed.statusCode).toBe(200);
    const [membership] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, owner.user.id));
    expect(membership).toBeTruthy();
    const again = await pay(t, other.headers, 'subscription-payment', {
      payment_method_id: visitors,
      plan: 'monthly',
      automatic: true,
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);

    // The owner's own new card works for a card change; the other member cannot take it.
    const own = await pay(t, other.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
      automatic: true,
    });
    expect(own.statusCode).toBe(200);
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/v1/payments/card/',
      headers: other.headers,
      payload: { payment_method_id: theirs },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe(msg.paymentMethodUnknown);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/v1/payments/card/',
      headers: owner.headers,
      payload: { payment_method_id: theirs },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});

describe('subscriptions', () => {
  it('subscribes monthly without renewal, sends a receipt and clears the expired flag', async () => {
    const m = await signedIn(t, { membershipExpired: true });
    const res = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
      automatic: 'off',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.msg).toMatch(/^Payment successful\. Your monthly plan is active until \d{4}-\d{2}-\d{2}\.$/);
    expect(body.data).toMatchObject({
      amount: 999,
      membership: {
        membership: { membership_type: 'monthly', price: 999 },
        recurring: false,
        membership_expired: false,
      },
    });
    const row = await membershipRow(m.user.id);
    const days = (row!.endDate.getTime() - row!.startDate.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    expect(await expiredFlag(m.user.id)).toBe(false);
    const mails = await mailsTo(m.user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$9.99');
  });

  it('subscribes annually with automatic renewal', async () => {
    const m = await signedIn(t);
    const res = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'annual',
      automatic: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.membership).toMatchObject({
      recurring: true,
      membership: { membership_type: 'annual' },
    });
    const row = await membershipRow(m.user.id);
    expect(row!.endDate.getUTCFullYear() - row!.startDate.getUTCFullYear()).toBe(1);
    const again = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(msg.planAlreadyActive);
  });

  it('declined and insufficient-funds cards grant nothing and are recorded as failed', async () => {
    const m = await signedIn(t);
    const declined = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.declined),
      plan: 'monthly',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().msg).toBe(msg.cardDeclined);
    const poor = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.insufficient),
      plan: 'monthly',
    });
    expect(poor.json().msg).toBe(msg.cardInsufficientFunds);
    expect(await membershipRow(m.user.id)).toBeUndefined();
    expect((await ledger(m.user.id)).map((p) => p.status)).toEqual(['failed', 'failed']);
  });

  it('requires a signed-in caller and the server price', async () => {
    const m = await signedIn(t);
    const pm = await token(t, cards.success);
    const visitor = await pay(t, {}, 'subscription-payment', { payment_method_id: pm, plan: 'monthly' });
    expect(visitor.statusCode).toBe(401);
    const priced = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: pm,
      plan: 'monthly',
      amount: 1,
    });
    expect(priced.statusCode).toBe(400);
    expect(await ledger(m.user.id)).toHaveLength(0);
  });
});

describe('single items', () => {
  it('buys a premium video once; the entitlement follows; a second purchase is refused', async () => {
    const m = await signedIn(t);
    const video = await premiumVideo(t);
    const item = { kind: 'video' as const, id: video.id, isPremium: true };
    expect(await canWatch(t.database.db, auth(m.user.id), item)).toBe(false);
    const res = await pay(t, m.headers, 'single-product-payment', {
      payment_method_id: await token(t, cards.success),
      product_type: 'video',
      product_id: video.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: msg.paymentItemBought,
      data: { amount: 299, product: { product_type: 'video', product_id: video.id } },
    });
    expect(await canWatch(t.database.db, auth(m.user.id), item)).toBe(true);
    expect(await canWatch(t.database.db, null, item)).toBe(false);
    const again = await pay(t, m.headers, 'single-product-payment', {
      payment_method_id: await token(t, cards.success),
      product_type: 'video',
      product_id: video.id,
    });
    expect(again.statusCode).toBe(409);
    const month = await t.app.inject({
      method: 'GET',
      url: '/v1/payments/purchased-product-last-month/',
      headers: m.headers,
    });
    expect(month.json().purchased_in_last_30_days).toBe(1);
    const detail = await t.app.inject({ method: 'GET', url: '/v1/payments/membership/', headers: m.headers });
    expect(detail.json()).toMatchObject({
      membership_type: null,
      purchased_items: [{ product_type: 'video', product_id: video.id }],
    });
  });

  it('buys a premium episode', async () => {
    const m = await signedIn(t);
    const ep = await premiumEpisode(t);
    const res = await pay(t, m.headers, 'single-product-payment', {
      payment_method_id: await token(t, cards.success),
      product_type: 'episode',
      product_id: ep.id,
    });
    expect(res.statusCode).toBe(200);
    expect(
      await canWatch(t.database.db, auth(m.user.id), { kind: 'episode', id: ep.id, isPremium: true }),
    ).toBe(true);
    expect(
      await canWatch(t.database.db, auth(m.user.id), { kind: 'video', id: ep.id, isPremium: true }),
    ).toBe(false);
  });

  it('refuses free, unpublished and unknown items, another buyer and a price', async () => {
    const m = await signedIn(t);
    const other = await signedIn(t);
    const pm = await token(t, cards.success);
    const free = await premiumVideo(t, { isPremium: false });
    const hidden = await premiumVideo(t, { isPublish: false });
    const premium = await premiumVideo(t);
    const r1 = await pay(t, m.headers, 'single-product-payment', {
      payment_method_id: pm,
      product_type: 'video',
      product_id: free.id,
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().msg).toBe(msg.itemNotPremium);
    const r2 = await pay(t, m.headers, 'single-product-payment', {
      payment_method_id: pm,
      product_type: 'video',
      product_id: hidden.id,
    });
    expect(r2.statusCode).toBe(404);
    const r3 = await pay(t, m.headers, 'single-product-payment', {
      payment_method_id: pm,
      product_type: 'video',
      product_id: 999999,
    });
    expect(r3.statusCode).toBe(404);
    const forOther = await pay(t, m.headers, 'single-product-payment', {
      payment_method_id: pm,
      product_type: 'video',
      product_id: premium.id,
      user_id: other.user.id,
    });
    expect(forOther.statusCode).toBe(400);
    const priced = await pay(t, m.headers, 'single-product-payment', {
      payment_method_id: pm,
      product_type: 'video',
      product_id: premium.id,
      price: 1,
    });
    expect(priced.statusCode).toBe(400);
    expect(
      await t.database.db.select().from(purchases).where(eq(purchases.userId, other.user.id)),
    ).toHaveLength(0);
    expect(await ledger(m.user.id)).toHaveLength(0);
  });
});

describe('idempotency', () => {
  it('a retried request with the same key charges once and answers the same', async () => {
    const m = await signedIn(t);
    const video = await premiumVideo(t);
    const body = {
      payment_method_id: await token(t, cards.success),
      product_type: 'video',
      product_id: video.id,
    };
    const key = randomUUID();
    const first = await pay(t, m.headers, 'single-product-payment', body, key);
    const second = await pay(t, m.headers, 'single-product-payment', body, key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await ledger(m.user.id)).toHaveLength(1);
    const mails = await mailsTo(m.user.id);
    expect(mails).toHaveLength(1);
    const reused = await pay(
      t,
      m.headers,
      'single-product-payment',
      { ...body, product_id: video.id + 1000 },
      key,
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().msg).toBe(msg.idempotencyKeyReused);
  });

  it('a declined payment retried with the same key is not charged again', async () => {
    const m = await signedIn(t);
    const body = { payment_method_id: await token(t, cards.declined), plan: 'monthly' };
    const key = randomUUID();
    const a = await pay(t, m.headers, 'subscription-payment', body, key);
    const b = await pay(t, m.headers, 'subscription-payment', body, key);
    expect([a.statusCode, b.statusCode]).toEqual([402, 402]);
    expect(await ledger(m.user.id)).toHaveLength(1);
  });

  it('ten concurrent identical requests create one purchase and one charge', async () => {
    const m = await signedIn(t);
    const video = await premiumVideo(t);
    const body = {
      payment_method_id: await token(t, cards.success),
      product_type: 'video',
      product_id: video.id,
    };
    const key = randomUUID();
    const all = await Promise.all(
      Array.from({ length: 10 }, () => pay(t, m.headers, 'single-product-payment', body, key)),
    );
    expect(all.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(all.map((r) => r.json().data.payment_id)).size).toBe(1);
    expect(await t.database.db.select().from(purchases).where(eq(purchases.userId, m.user.id))).toHaveLength(
      1,
    );
    expect(await ledger(m.user.id)).toHaveLength(1);
  });

  it('ten concurrent requests with different keys still buy the item once', async () => {
    const m = await signedIn(t);
    const video = await premiumVideo(t);
    const body = {
      payment_method_id: await token(t, cards.success),
      product_type: 'video',
      product_id: video.id,
    };
    const all = await Promise.all(
      Array.from({ length: 10 }, () => pay(t, m.headers, 'single-product-payment', body)),
    );
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(all.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await t.database.db.select().from(purchases).where(eq(purchases.userId, m.user.id))).toHaveLength(
      1,
    );
    expect((await ledger(m.user.id)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });
});

describe('payments without an Idempotency-Key (the spec payload, as a mobile app sends it)', () => {
  it('a plan bought twice with the same request charges once', async () => {
    const m = await signedIn(t);
    const body = { payment_method_id: await token(t, cards.success), plan: 'monthly', automatic: 'on' };
    const [a, b] = await Promise.all([
      pay(t, m.headers, 'subscription-payment', body, null),
      pay(t, m.headers, 'subscription-payment', body, null),
    ]);
    // Either request may reach the payment first. The other replays its answer, or (if it read the
    // plan after the first changed it) meets the payment in progress or the active plan; it never
    // charges.
    const [first, second] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(first.statusCode).toBe(200);
    if (second.statusCode === 200) expect(second.json()).toEqual(first.json());
    else {
      expect(second.statusCode).toBe(409);
      expect([msg.planAlreadyActive, msg.paymentInProgress]).toContain(second.json().msg);
    }
    const later = await pay(t, m.headers, 'subscription-payment', body, null);
    expect(later.statusCode).toBe(409);
    expect(later.json().msg).toBe(msg.planAlreadyActive);
    expect((await ledger(m.user.id)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });

  it('an item bought ten times at once with the same request charges once; an upgrade repeated charges once', async () => {
    const m = await signedIn(t);
    const video = await premiumVideo(t);
    const body = {
      payment_method_id: await token(t, cards.success),
      product_type: 'video',
      product_id: video.id,
    };
    const all = await Promise.all(
      Array.from({ length: 10 }, () => pay(t, m.headers, 'single-product-payment', body, null)),
    );
    const ok = all.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of all) expect([200, 409]).toContain(r.statusCode);
    expect((await ledger(m.user.id)).filter((p) => p.kind === 'product')).toHaveLength(1);

    const card = await token(t, cards.success);
    await pay(t, m.headers, 'subscription-payment', { payment_method_id: card, plan: 'monthly' });
    const up1 = await pay(t, m.headers, 'upgrade-payment', { payment_method_id: card }, null);
    const up2 = await pay(t, m.headers, 'upgrade-payment', { payment_method_id: card }, null);
    expect(up1.statusCode).toBe(200);
    expect(up2.statusCode).toBe(409);
    expect(up2.json().msg).toBe(msg.upgradeOnlyMonthly);
    expect((await ledger(m.user.id)).filter((p) => p.kind === 'upgrade')).toHaveLength(1);
  });
});

describe('3-D Secure on the sandbox', () => {
  const authenticate = (clientSecret: string, result: 'succeeded' | 'failed') =>
    t.app.inject({
      method: 'POST',
      url: '/v1/payments/sandbox/authenticate/',
      payload: { client_secret: clientSecret, result },
    });
  const confirm = (headers: Record<string, string>, paymentId: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/payments/confirm-payment/',
      headers,
      payload: { payment_id: Number(paymentId) },
    });

  it('asks for authentication, grants the item only once it is completed, and names it on the receipt', async () => {
    const m = await signedIn(t);
    const video = await premiumVideo(t);
    const res = await pay(t, m.headers, 'single-product-payment', {
      payment_method_id: await token(t, cards.requiresAuthentication),
      product_type: 'video',
      product_id: video.id,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json().msg).toBe(msg.paymentNeedsAuthentication);
    const next = res.json().errors as { next_action: string; payment_id: string; client_secret: string };
    expect(next.next_action).toBe('authenticate');
    const watch = { kind: 'video' as const, id: video.id, isPremium: true };
    expect(await canWatch(t.database.db, auth(m.user.id), watch)).toBe(false);
    const other = await signedIn(t);
    expect((await confirm(other.headers, next.payment_id)).statusCode).toBe(404);
    expect((await confirm(m.headers, next.payment_id)).statusCode).toBe(402);
    expect((await authenticate(next.client_secret, 'succeeded')).statusCode).toBe(200);
    expect((await authenticate(next.client_secret, 'failed')).statusCode).toBe(404);
    const done = await confirm(m.headers, next.payment_id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.product).toEqual({ product_type: 'video', product_id: video.id });
    expect(await canWatch(t.database.db, auth(m.user.id), watch)).toBe(true);
    const mails = await mailsTo(m.user.id);
    expect(mails.at(-1)!.text).toContain(video.title);
    expect(mails.at(-1)!.text).not.toContain('#');
  });

  it('a failed authentication grants nothing and says so', async () => {
    const m = await signedIn(t);
    const res = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.requiresAuthentication),
      plan: 'annual',
      automatic: true,
    });
    const next = res.json().errors as { payment_id: string; client_secret: string };
    await authenticate(next.client_secret, 'failed');
    const done = await confirm(m.headers, next.payment_id);
    expect(done.statusCode).toBe(402);
    expect(done.json().msg).toBe(msg.paymentAuthenticationFailed);
    expect(await membershipRow(m.user.id)).toBeUndefined();
    expect((await ledger(m.user.id))[0]).toMatchObject({
      status: 'failed',
      failureCode: 'authentication_failed',
    });
  });

  it('keeps declined, unauthenticated and unfinished attempts out of the member invoices', async () => {
    const m = await signedIn(t);
    const invoices = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/payments/invoices/', headers: m.headers })).json();
    const declined = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.declined),
      plan: 'monthly',
      automatic: true,
    });
    expect(declined.statusCode).toBe(402);
    const res = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.requiresAuthentication),
      plan: 'monthly',
      automatic: true,
    });
    expect(res.statusCode).toBe(402);
    const next = res.json().errors as { payment_id: string; client_secret: string };
    await authenticate(next.client_secret, 'failed');
    expect((await confirm(m.headers, next.payment_id)).statusCode).toBe(402);
    expect(await invoices()).toMatchObject({ count: 0, results: [] });
    // The admin ledger keeps every attempt.
    expect((await ledger(m.user.id)).map((r) => r.status)).toEqual(['failed', 'failed']);
    const ok = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
      automatic: true,
    });
    expect(ok.statusCode).toBe(200);
    const after = await invoices();
    expect(after.count).toBe(1);
    expect(after.results[0]).toMatchObject({ status: 'succeeded' });
  });

  it('a plan paid with authentication renews later without the member', async () => {
    const m = await signedIn(t);
    const res = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.requiresAuthentication),
      plan: 'monthly',
      automatic: true,
    });
    const next = res.json().errors as { payment_id: string; client_secret: string };
    await authenticate(next.client_secret, 'succeeded');
    expect((await confirm(m.headers, next.payment_id)).statusCode).toBe(200);
    expect(await membershipRow(m.user.id)).toMatchObject({
      type: 'monthly',
      recurring: true,
      cardLast4: '3155',
    });
  });
});

describe('plan details: renewal, card, invoices', () => {
  it('resumes a cancelled renewal before the end, changes the card and lists named invoices', async () => {
    const m = await signedIn(t);
    const video = await premiumVideo(t);
    await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
      automatic: true,
    });
    await pay(t, m.headers, 'single-product-payment', {
      payment_method_id: await token(t, cards.success),
      product_type: 'video',
      product_id: video.id,
    });
    const post = (url: string) => t.app.inject({ method: 'POST', url, headers: m.headers });
    expect((await post('/v1/payments/resume-subscription/')).json().msg).toBe(msg.renewalAlreadyOn);
    expect((await post('/v1/payments/cancel-subscription/')).statusCode).toBe(200);
    const resumed = await post('/v1/payments/resume-subscription/');
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.membership.recurring).toBe(true);

    const newCard = await token(t, '5555555555554444');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/v1/payments/card/',
      headers: m.headers,
      payload: { payment_method_id: newCard },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.card).toEqual({ brand: 'mastercard', last4: '4444' });
    expect((await membershipRow(m.user.id))!.paymentMethodId).toBe(newCard);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/v1/payments/card/',
      headers: m.headers,
      payload: { payment_method_id: 'pm_sandbox_nope' },
    });
    expect(unknown.statusCode).toBe(400);
    const card = await t.app.inject({ method: 'GET', url: '/v1/payments/card/', headers: m.headers });
    expect(card.json().data.card.last4).toBe('4444');

    const invoices = await t.app.inject({ method: 'GET', url: '/v1/payments/invoices/', headers: m.headers });
    expect(invoices.statusCode).toBe(200);
    expect(invoices.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(invoices.json().results.map((r: { item: string; amount: number }) => [r.item, r.amount])).toEqual([
      [video.title, 299],
      ['Monthly plan', 999],
    ]);
    const other = await signedIn(t);
    const none = await t.app.inject({ method: 'GET', url: '/v1/payments/invoices/', headers: other.headers });
    expect(none.json()).toMatchObject({ count: 0, results: [] });
  });
});

describe('upgrade and cancel', () => {
  it('quotes and charges the prorated difference, then moves to annual', async () => {
    const m = await signedIn(t);
    await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
      automatic: true,
    });
    // Halfway through the term: a 30-day term that started 15 days ago.
    const half = new Date();
    setNow(half);
    await t.database.db
      .update(memberships)
      .set({
        startDate: new Date(half.getTime() - 15 * 86_400_000),
        endDate: new Date(half.getTime() + 15 * 86_400_000),
      })
      .where(eq(memberships.userId, m.user.id));
    const quote = await t.app.inject({
      method: 'GET',
      url: '/v1/payments/upgrade-payment-amount/',
      headers: m.headers,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data.amount).toBe(9999 - Math.round(999 / 2));
    const up = await pay(t, m.headers, 'upgrade-payment', {
      payment_method_id: await token(t, cards.success),
    });
    expect(up.statusCode).toBe(200);
    expect(up.json().data).toMatchObject({
      amount: 9999 - 500,
      membership: { membership: { membership_type: 'annual' }, recurring: true },
    });
    const after = await membershipRow(m.user.id);
    expect(after!.type).toBe('annual');
    expect(after!.endDate.getUTCFullYear() - half.getUTCFullYear()).toBe(1);
    const twice = await t.app.inject({
      method: 'GET',
      url: '/v1/payments/upgrade-payment-amount/',
      headers: m.headers,
    });
    // An annual member asking the amount gets a clear answer: nothing to upgrade, and why.
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(msg.upgradeOnlyMonthly);
    t.config.now = realNow;
  });

  it('a declined upgrade leaves the monthly plan as it was', async () => {
    const m = await signedIn(t);
    await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
    });
    const up = await pay(t, m.headers, 'upgrade-payment', {
      payment_method_id: await token(t, cards.declined),
    });
    expect(up.statusCode).toBe(402);
    expect((await membershipRow(m.user.id))!.type).toBe('monthly');
  });

  it('cancels renewal and keeps access until the end date', async () => {
    const m = await signedIn(t);
    await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
      automatic: 'on',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/cancel-subscription/',
      headers: m.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toMatch(/^Automatic renewal is cancelled\. Your plan stays active until/);
    expect(res.json().data.membership).toMatchObject({ recurring: false, membership_expired: false });
    expect(await canWatch(t.database.db, auth(m.user.id), { kind: 'video', id: 1, isPremium: true })).toBe(
      true,
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/cancel-subscription/',
      headers: m.headers,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe(msg.noRenewalToCancel);
  });
});

describe('renewals and expiry', () => {
  it('renews a recurring plan before its end by charging the saved card, once', async () => {
    const m = await signedIn(t);
    await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
      automatic: true,
    });
    const before = await membershipRow(m.user.id);
    const soon = new Date(before!.endDate.getTime() - 3600_000);
    const first = await renewDueMemberships(t.app.ctx, soon);
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    const after = await membershipRow(m.user.id);
    expect(after!.startDate.toISOString()).toBe(before!.endDate.toISOString());
    expect(after!.endDate.getTime()).toBeGreaterThan(before!.endDate.getTime() + 27 * 86_400_000);
    await renewDueMemberships(t.app.ctx, soon);
    const rows = await ledger(m.user.id);
    expect(rows.map((p) => `${p.kind}:${p.status}`)).toEqual(['membership:succeeded', 'renewal:succeeded']);
    expect(after!.expired).toBe(false);
  });

  it('two workers renewing at once charge once', async () => {
    const m = await signedIn(t);
    await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'annual',
      automatic: true,
    });
    const before = await membershipRow(m.user.id);
    const at = new Date(before!.endDate.getTime() - 60_000);
    await Promise.all([renewDueMemberships(t.app.ctx, at), renewDueMemberships(t.app.ctx, at)]);
    expect((await ledger(m.user.id)).filter((p) => p.kind === 'renewal')).toHaveLength(1);
    const after = await membershipRow(m.user.id);
    expect(after!.endDate.getUTCFullYear()).toBe(before!.endDate.getUTCFullYear() + 1);
  });

  it('a declined renewal leaves the member expired with membership_expired set', async () => {
    const m = await signedIn(t);
    const ok = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.failsOnRenewal),
      plan: 'monthly',
      automatic: true,
    });
    expect(ok.statusCode).toBe(200);
    const before = await membershipRow(m.user.id);
    const result = await renewDueMemberships(t.app.ctx, new Date(before!.endDate.getTime() - 60_000));
    expect(result.failed).toBeGreaterThanOrEqual(1);
    const after = await membershipRow(m.user.id);
    expect(after).toMatchObject({ expired: true, recurring: false });
    expect(await expiredFlag(m.user.id)).toBe(true);
    expect(await canWatch(t.database.db, auth(m.user.id), { kind: 'video', id: 1, isPremium: true })).toBe(
      false,
    );
    const mails = await mailsTo(m.user.id);
    expect(mails.map((x) => x.subject)).toContain('Your Simmer plan could not be renewed');
    // Choosing a plan again works and clears the flag.
    const again = await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'annual',
    });
    expect(again.statusCode).toBe(200);
    expect(await expiredFlag(m.user.id)).toBe(false);
  });

  it('a plan without renewal expires at its end date', async () => {
    const m = await signedIn(t);
    await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
    });
    const row = await membershipRow(m.user.id);
    await expireMemberships(t.app.ctx, new Date(row!.endDate.getTime() - 60_000));
    expect((await membershipRow(m.user.id))!.expired).toBe(false);
    await expireMemberships(t.app.ctx, new Date(row!.endDate.getTime() + 60_000));
    expect((await membershipRow(m.user.id))!.expired).toBe(true);
    expect(await expiredFlag(m.user.id)).toBe(true);
    const detail = await t.app.inject({ method: 'GET', url: '/v1/payments/membership/', headers: m.headers });
    expect(detail.json().membership_type).toMatchObject({ membership_expired: true });
  });

  it('forgets idempotency keys after a week', async () => {
    const m = await signedIn(t);
    const key = randomUUID();
    await pay(
      t,
      m.headers,
      'subscription-payment',
      { payment_method_id: await token(t, cards.success), plan: 'monthly' },
      key,
    );
    const mine = () => t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    await pruneBillingRecords(t.app.ctx, new Date(Date.now() + 6 * 86_400_000));
    expect(await mine()).toHaveLength(1);
    await pruneBillingRecords(t.app.ctx, new Date(Date.now() + 8 * 86_400_000));
    expect(await mine()).toHaveLength(0);
  });

  it('the renewal job runs through the job queue', async () => {
    const m = await signedIn(t);
    await pay(t, m.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
      automatic: true,
    });
    const soon = new Date(Date.now() + 3600_000);
    await t.database.db.update(memberships).set({ endDate: soon }).where(eq(memberships.userId, m.user.id));
    await t.app.ctx.jobs.send(renewalQueue, {});
    await expect
      .poll(async () => (await membershipRow(m.user.id))!.endDate.getTime(), {
        timeout: 20_000,
        interval: 250,
      })
      .toBeGreaterThan(soon.getTime());
    expect((await ledger(m.user.id)).map((p) => p.kind)).toEqual(['membership', 'renewal']);
  });
});
