import path from 'node:path';
import { fillMessage, msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, pay, token } from '../../../test/billing';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { couponRedemptions, coupons, memberships, payments, users } from '../../db/schema';
import { readOutbox } from '../../platform/mail/outbox';
import { renewDueMemberships } from './renewals';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const code = (prefix: string) => `${prefix}${++n}${Date.now().toString(36)}`.toUpperCase();

async function create(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/v1/admin/coupons/', headers: admin.headers, payload: body });
}
async function coupon(body: Record<string, unknown>) {
  const res = await create({ kind: 'percent', value: 25, duration: 'once', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; code: string };
}
const quote = (headers: Record<string, string>, c: string, plan = 'monthly') =>
  t.app.inject({ method: 'GET', url: `/v1/payments/coupon-quote/?code=${c}&plan=${plan}`, headers });
const price = async (plan: 'monthly' | 'annual') => {
  const res = await t.app.inject({ method: 'GET', url: '/v1/payments/membership-pricing/' });
  return (res.json().data as { membership_type: string; price: number }[]).find(
    (p) => p.membership_type === plan,
  )!.price;
};
async function subscribe(headers: Record<string, string>, body: Record<string, unknown>) {
  const pm = await token(t, cards.success);
  return pay(t, headers, 'subscription-payment', { payment_method_id: pm, plan: 'monthly', ...body });
}
const ledgerOf = async (userId: number) =>
  t.database.db.select().from(payments).where(eq(payments.userId, userId));

describe('coupons in the admin', () => {
  it('creates, lists and deactivates a coupon; members and editors may not', async () => {
    const c = code('SPRING');
    const made = await create({ code: c.toLowerCase(), kind: 'amount', value: 300, duration: 'forever' });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({
      code: c,
      kind: 'amount',
      value: 300,
      active: true,
      redeemed: 0,
    });
    const again = await create({ code: c, kind: 'amount', value: 300, duration: 'forever' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(msg.couponCodeTaken);

    const list = await t.app.inject({ method: 'GET', url: '/v1/admin/coupons/', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((x: { code: string }) => x.code)).toContain(c);

    const member = await signedIn(t);
    const editor = await signedIn(t, { role: 'editor' });
    for (const who of [member, editor]) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/admin/coupons/', headers: who.headers });
      expect(res.statusCode).toBe(403);
      const post = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/coupons/',
        headers: who.headers,
        payload: { code: code('NOPE'), kind: 'percent', value: 10, duration: 'once' },
      });
      expect(post.statusCode).toBe(403);
    }

    const id = made.json().data.id;
    const off = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/coupons/${id}/deactivate/`,
      headers: admin.headers,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.active).toBe(false);
    const q = await quote(member.headers, c);
    expect(q.statusCode).toBe(400);
    expect(q.json().msg).toBe(msg.couponInactive);
  });

  it('refuses a percentage above 100, months without a count, and a bad code', async () => {
    expect(
      (await create({ code: code('X'), kind: 'percent', value: 101, duration: 'once' })).statusCode,
    ).toBe(400);
    expect(
      (await create({ code: code('X'), kind: 'percent', value: 10, duration: 'months' })).statusCode,
    ).toBe(400);
    expect((await create({ code: 'a b', kind: 'percent', value: 10, duration: 'once' })).statusCode).toBe(
      400,
    );
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/coupons/99999/deactivate/',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a coupon on the payment page', () => {
  it('quotes percent and amount off with the server computing every amount', async () => {
    const monthly = await price('monthly');
    const member = await signedIn(t);
    const pct = await coupon({ code: code('PCT'), kind: 'percent', value: 25 });
    const q = await quote(member.headers, pct.code.toLowerCase());
    expect(q.statusCode, q.body).toBe(200);
    const off = Math.round(monthly * 0.25);
    expect(q.json().data).toMatchObject({ price: monthly, discount: off, total: monthly - off });

    const amt = await coupon({ code: code('AMT'), kind: 'amount', value: 100_000 });
    const big = await quote(member.headers, amt.code);
    // An amount above the price makes it free, never negative.
    expect(big.json().data).toMatchObject({ price: monthly, discount: monthly, total: 0 });

    expect((await quote(member.headers, 'NOSUCHCODE')).statusCode).toBe(404);
  });

  it('charges the discounted amount, records it in the ledger and the receipt, and counts the redemption', async () => {
    const monthly = await price('monthly');
    const member = await signedIn(t);
    const c = await coupon({ code: code('HALF'), kind: 'percent', value: 50 });
    // Whatever the page sends beside the code, the server prices it (a strict body refuses an amount).
    const withAmount = await subscribe(member.headers, { coupon_code: c.code, amount: 1 });
    expect(withAmount.statusCode).toBe(400);
    const res = await subscribe(member.headers, { coupon_code: c.code });
    expect(res.statusCode, res.body).toBe(200);
    const half = Math.round(monthly / 2);
    expect(res.json().data.amount).toBe(monthly - half);
    const [row] = await ledgerOf(member.user.id);
    expect(row).toMatchObject({
      status: 'succeeded',
      amountCents: monthly - half,
      discountCents: half,
      couponCode: c.code,
    });
    const [saved] = await t.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(saved!.redeemedCount).toBe(1);
    const redemptions = await t.database.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, c.id));
    expect(redemptions).toHaveLength(1);

    const [u] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    const mails = (await readOutbox(path.join(t.dataDir, 'outbox'))).filter((m) => m.to === u!.email);
    expect(mails.at(-1)!.text).toContain(`Discount (${c.code})`);

    // The same member cannot use it twice.
    const again = await quote(member.headers, c.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(msg.couponAlreadyUsed);
  });

  it('refuses an expired coupon, one for another plan, and gives back a redemption when the card is declined', async () => {
    const member = await signedIn(t);
    const old = await coupon({ code: code('OLD'), expires_at: new Date(Date.now() - 60_000).toISOString() });
    const expired = await subscribe(member.headers, { coupon_code: old.code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().msg).toBe(msg.couponExpired);

    const annualOnly = await coupon({ code: code('ANN'), plan: 'annual' });
    const wrong = await subscribe(member.headers, { coupon_code: annualOnly.code });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe(fillMessage(msg.couponWrongPlan, { plan: msg.planMonthly }));
    expect((await quote(member.headers, annualOnly.code, 'annual')).statusCode).toBe(200);
    expect(await ledgerOf(member.user.id)).toHaveLength(0);

    const one = await coupon({ code: code('ONE'), max_redemptions: 1 });
    const pm = await token(t, cards.declined);
    const declined = await pay(t, member.headers, 'subscription-payment', {
      payment_method_id: pm,
      plan: 'monthly',
      coupon_code: one.code,
    });
    expect(declined.statusCode).toBe(402);
    const [kept] = await t.database.db.select().from(coupons).where(eq(coupons.id, one.id));
    expect(kept!.redeemedCount).toBe(0);
    const ok = await subscribe(member.headers, { coupon_code: one.code });
    expect(ok.statusCode, ok.body).toBe(200);
    const other = await signedIn(t);
    const usedUp = await subscribe(other.headers, { coupon_code: one.code });
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().msg).toBe(msg.couponUsedUp);
  });

  it('holds the redemption limit when many members pay at once', async () => {
    const limited = await coupon({ code: code('RUSH'), max_redemptions: 2 });
    const members = await Promise.all(Array.from({ length: 6 }, () => signedIn(t)));
    const tokens = await Promise.all(members.map(() => token(t, cards.success)));
    const answers = await Promise.all(
      members.map((m, i) =>
        pay(t, m.headers, 'subscription-payment', {
          payment_method_id: tokens[i]!,
          plan: 'monthly',
          coupon_code: limited.code,
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(4);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, limited.id));
    expect(row!.redeemedCount).toBe(2);
    const discounted = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.couponCode, limited.code));
    expect(discounted.filter((p) => p.status === 'succeeded')).toHaveLength(2);
  });

  it('discounts renewals for N months, then charges the full price', async () => {
    const monthly = await price('monthly');
    const member = await signedIn(t);
    const c = await coupon({
      code: code('THREE'),
      kind: 'amount',
      value: 200,
      duration: 'months',
      duration_months: 2,
    });
    const res = await subscribe(member.headers, { coupon_code: c.code, automatic: true });
    expect(res.statusCode, res.body).toBe(200);
    const renewAt = async () => {
      const [m] = await t.database.db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, member.user.id));
      await renewDueMemberships(t.app.ctx, new Date(m!.endDate.getTime() - 60_000));
    };
    await renewAt();
    await renewAt();
    const rows = (await ledgerOf(member.user.id)).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => [r.kind, r.amountCents, r.discountCents])).toEqual([
      ['membership', monthly - 200, 200],
      ['renewal', monthly - 200, 200],
      ['renewal', monthly, 0],
    ]);
  });

  it('shows discounts on the revenue page and in the ledger CSV', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const r = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/revenue/?from=${today}&to=${today}`,
      headers: admin.headers,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().discounts).toBeGreaterThan(0);
    expect(r.json().discounted_payments).toBeGreaterThan(0);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/revenue/ledger.csv?from=${today}&to=${today}`,
      headers: admin.headers,
    });
    expect(csv.body.split('\r\n')[0]).toContain('amount,discount,coupon');
    expect(csv.body).toMatch(/,HALF\w+,/);
  });
});
