import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, pay, token } from '../../../test/billing';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { memberships, payments, users } from '../../db/schema';
import { readOutbox } from '../../platform/mail/outbox';
import { expireMemberships, renewDueMemberships } from './renewals';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
const DAY = 86_400_000;
let monthly = 0;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await signedIn(t, { role: 'admin' });
  const prices = await t.app.inject({ method: 'GET', url: '/v1/payments/membership-pricing/' });
  monthly = prices
    .json()
    .data.find((p: { membership_type: string }) => p.membership_type === 'monthly').price;
  const set = await t.app.inject({
    method: 'PUT',
    url: '/v1/payments/membership-pricing/',
    headers: admin.headers,
    payload: { prices: [{ membership_type: 'monthly', price: monthly, trial_days: 14 }] },
  });
  expect(set.statusCode, set.body).toBe(200);
  expect(
    set.json().data.find((p: { membership_type: string }) => p.membership_type === 'monthly').trial_days,
  ).toBe(14);
});
afterAll(async () => {
  await t.close();
});

const ledgerOf = async (userId: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.userId, userId))).sort(
    (a, b) => a.id - b.id,
  );
const planOf = async (userId: number) =>
  (await t.database.db.select().from(memberships).where(eq(memberships.userId, userId)))[0]!;
async function startTrial(headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  const pm = await token(t, cards.success);
  return pay(t, headers, 'subscription-payment', {
    payment_method_id: pm,
    plan: 'monthly',
    automatic: true,
    ...extra,
  });
}

describe('free trials', () => {
  it('starts a trial without a charge, tells the member when the first charge happens, and charges when it ends', async () => {
    const member = await signedIn(t);
    const res = await startTrial(member.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.amount).toBe(0);
    expect(res.json().msg).toMatch(
      /free trial of the monthly plan has started\. Your first payment of \$\d+\.\d\d will be on \d{4}-\d\d-\d\d/,
    );
    const [trialRow] = await ledgerOf(member.user.id);
    expect(trialRow).toMatchObject({ kind: 'trial', amountCents: 0, status: 'succeeded' });
    const m = await planOf(member.user.id);
    expect(m.trialEndsAt).not.toBeNull();
    expect(Math.abs(m.trialEndsAt!.getTime() - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    expect(m.endDate.getTime()).toBe(m.trialEndsAt!.getTime());

    // The billing page's data and the confirmation mail name the date and the amount.
    const detail = await t.app.inject({
      method: 'GET',
      url: '/v1/payments/membership/',
      headers: member.headers,
    });
    expect(detail.json().membership_type).toMatchObject({
      trial_ends_at: m.trialEndsAt!.toISOString(),
      first_charge: monthly,
      recurring: true,
    });
    const [u] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    const mail = (await readOutbox(path.join(t.dataDir, 'outbox'))).filter((x) => x.to === u!.email).at(-1)!;
    expect(mail.subject).toContain('free trial');
    expect(mail.text).toContain(
      `will be charged to your card on ${m.trialEndsAt!.toISOString().slice(0, 10)}`,
    );

    // Inside the renewal job's lead time, but before the trial ends: nothing is charged.
    await renewDueMemberships(t.app.ctx, new Date(m.trialEndsAt!.getTime() - 60_000));
    expect(await ledgerOf(member.user.id)).toHaveLength(1);
    // When it ends: the first payment, at the plan's price, and the trial is over.
    await renewDueMemberships(t.app.ctx, new Date(m.trialEndsAt!.getTime() + 1000));
    const rows = await ledgerOf(member.user.id);
    expect(rows.map((r) => [r.kind, r.amountCents, r.status])).toEqual([
      ['trial', 0, 'succeeded'],
      ['membership', monthly, 'succeeded'],
    ]);
    const after = await planOf(member.user.id);
    expect(after.trialEndsAt).toBeNull();
    expect(after.endDate.getTime()).toBeGreaterThan(m.endDate.getTime() + 27 * DAY);
    // A second run charges nothing more.
    await renewDueMemberships(t.app.ctx, new Date(m.trialEndsAt!.getTime() + 2000));
    expect(await ledgerOf(member.user.id)).toHaveLength(2);
  });

  it('a member who cancels before the trial ends is never charged', async () => {
    const member = await signedIn(t);
    expect((await startTrial(member.headers)).statusCode).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/cancel-subscription/',
      headers: member.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const m = await planOf(member.user.id);
    const end = new Date(m.trialEndsAt!.getTime() + 1000);
    await renewDueMemberships(t.app.ctx, end);
    await expireMemberships(t.app.ctx, end);
    expect((await ledgerOf(member.user.id)).map((r) => r.kind)).toEqual(['trial']);
    expect((await planOf(member.user.id)).expired).toBe(true);
  });

  it('a declined card starts no trial; a coupon discounts the first charge; a returning member gets no second trial', async () => {
    const member = await signedIn(t);
    const declined = await pay(t, member.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.declined),
      plan: 'monthly',
    });
    expect(declined.statusCode).toBe(402);
    expect(
      await t.database.db.select().from(memberships).where(eq(memberships.userId, member.user.id)),
    ).toHaveLength(0);

    const made = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/coupons/',
      headers: admin.headers,
      payload: { code: `TRIAL${Date.now().toString(36)}`, kind: 'amount', value: 300, duration: 'once' },
    });
    const code = made.json().data.code as string;
    const res = await startTrial(member.headers, { coupon_code: code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.membership.first_charge).toBe(monthly - 300);
    const m = await planOf(member.user.id);
    await renewDueMemberships(t.app.ctx, new Date(m.trialEndsAt!.getTime() + 1000));
    const rows = await ledgerOf(member.user.id);
    expect(
      rows.filter((r) => r.status === 'succeeded').map((r) => [r.kind, r.amountCents, r.discountCents]),
    ).toEqual([
      ['trial', 0, 0],
      ['membership', monthly - 300, 300],
    ]);
    // "Once": the next renewal is at the full price.
    const renewed = await planOf(member.user.id);
    await renewDueMemberships(t.app.ctx, new Date(renewed.endDate.getTime() - 60_000));
    expect((await ledgerOf(member.user.id)).at(-1)).toMatchObject({ kind: 'renewal', amountCents: monthly });

    // Plan over, a new plan: paid at once, no second trial.
    await t.database.db
      .update(memberships)
      .set({ expired: true, recurring: false, endDate: new Date(Date.now() - DAY) })
      .where(eq(memberships.userId, member.user.id));
    const again = await startTrial(member.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.amount).toBe(monthly);
    expect((await ledgerOf(member.user.id)).at(-1)).toMatchObject({
      kind: 'membership',
      amountCents: monthly,
    });
  });

  it('counts trials on the revenue page and names them in the ledger', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const r = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/revenue/?from=${today}&to=${today}`,
      headers: admin.headers,
    });
    expect(r.json().trials_started).toBeGreaterThanOrEqual(3);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/revenue/ledger.csv?from=${today}&to=${today}`,
      headers: admin.headers,
    });
    expect(csv.body).toContain(',trial,Free trial of the Monthly plan,0.00,');
  });
});
