import path from 'node:path';
import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, pay, token } from '../../../test/billing';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { gifts, memberships, payments } from '../../db/schema';
import { readOutbox } from '../../platform/mail/outbox';
import { canWatch } from '../payments/entitlement.read';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});
afterAll(async () => {
  await t.close();
});

const recipient = () => `friend-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
async function buy(headers: Record<string, string>, body: Record<string, unknown>, card = cards.success) {
  return pay(t, headers, 'gifts', { payment_method_id: await token(t, card), ...body });
}
/** The link in the recipient's mail. */
async function linkTo(email: string) {
  const mail = (await readOutbox(path.join(t.dataDir, 'outbox'))).filter((m) => m.to === email).at(-1);
  const url = mail?.text.match(/\/redeem-gift\/([\w-]+)/);
  return { mail, token: url?.[1] ?? '' };
}
const redeem = (headers: Record<string, string>, giftToken: string) =>
  t.app.inject({ method: 'POST', url: `/v1/gifts/${giftToken}/redeem/`, headers });

describe('gift memberships', () => {
  it('prices 1, 3 and 12 months on the server and charges the buyer that amount', async () => {
    const prices = (await t.app.inject({ method: 'GET', url: '/v1/payments/gift-prices/' })).json().data as {
      months: number;
      price: number;
    }[];
    const plans = (await t.app.inject({ method: 'GET', url: '/v1/payments/membership-pricing/' })).json()
      .data as {
      membership_type: string;
      price: number;
    }[];
    const monthly = plans.find((p) => p.membership_type === 'monthly')!.price;
    const annual = plans.find((p) => p.membership_type === 'annual')!.price;
    expect(prices).toEqual([
      { months: 1, price: monthly },
      { months: 3, price: 3 * monthly },
      { months: 12, price: annual },
    ]);

    const buyer = await signedIn(t);
    const to = recipient();
    const res = await buy(buyer.headers, { months: 3, recipient_email: to, message: 'Happy cooking!' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      months: 3,
      amount: 3 * monthly,
      status: 'unredeemed',
      recipient_email: to,
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, buyer.user.id));
    expect(row).toMatchObject({ kind: 'gift', amountCents: 3 * monthly, status: 'succeeded' });
    const { mail, token: giftToken } = await linkTo(to);
    expect(mail!.text).toContain('Happy cooking!');
    expect(giftToken.length).toBeGreaterThan(20);
    // Only the link's hash is kept.
    const [kept] = await t.database.db.select().from(gifts).where(eq(gifts.recipientEmail, to));
    expect(kept!.tokenHash).not.toContain(giftToken);

    // Refused: a length not offered, a bad address; a declined card leaves no gift.
    expect((await buy(buyer.headers, { months: 2, recipient_email: to })).statusCode).toBe(400);
    expect((await buy(buyer.headers, { months: 1, recipient_email: 'nope' })).statusCode).toBe(400);
    expect((await buy(buyer.headers, { months: 1, recipient_email: to }, cards.declined)).statusCode).toBe(
      402,
    );
    expect(await t.database.db.select().from(gifts).where(eq(gifts.recipientEmail, to))).toHaveLength(1);
  });

  it('a new member redeems a gift once; the plan is active for the gifted months; the buyer sees it redeemed', async () => {
    const buyer = await signedIn(t);
    const to = recipient();
    expect((await buy(buyer.headers, { months: 1, recipient_email: to })).statusCode).toBe(201);
    const { token: giftToken } = await linkTo(to);

    // Anyone with the link sees what it is, signed in or not.
    const preview = await t.app.inject({ method: 'GET', url: `/v1/gifts/${giftToken}/` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ months: 1, redeemed: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/gifts/not-a-real-gift-link-at-all/' })).statusCode,
    ).toBe(404);
    // Redeeming needs an account.
    expect((await t.app.inject({ method: 'POST', url: `/v1/gifts/${giftToken}/redeem/` })).statusCode).toBe(
      401,
    );

    const before = await t.app.inject({ method: 'GET', url: '/v1/payments/gifts/', headers: buyer.headers });
    expect(before.json().results[0]).toMatchObject({ status: 'unredeemed', recipient_email: to });

    const friend = await signedIn(t, { email: to });
    const ok = await redeem(friend.headers, giftToken);
    expect(ok.statusCode, ok.body).toBe(200);
    const [m] = await t.database.db.select().from(memberships).where(eq(memberships.userId, friend.user.id));
    expect(m).toMatchObject({ type: 'monthly', recurring: false, expired: false, processor: 'gift' });
    const days = (m!.endDate.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(
      await canWatch(
        t.database.db,
        { userId: friend.user.id, role: 'user', familyId: 'f' },
        { kind: 'video', id: 1, isPremium: true },
      ),
    ).toBe(true);

    // Once only: the same person again, and someone else.
    const again = await redeem(friend.headers, giftToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(msg.giftAlreadyRedeemed);
    const other = await signedIn(t);
    expect((await redeem(other.headers, giftToken)).statusCode).toBe(409);

    const after = await t.app.inject({ method: 'GET', url: '/v1/payments/gifts/', headers: buyer.headers });
    expect(after.json().results[0].status).toBe('redeemed');
    expect(after.json().results[0].redeemed_at).not.toBeNull();
  });

  it('two redemptions at once: one wins', async () => {
    const buyer = await signedIn(t);
    const to = recipient();
    await buy(buyer.headers, { months: 12, recipient_email: to });
    const { token: giftToken } = await linkTo(to);
    const people = await Promise.all([signedIn(t), signedIn(t), signedIn(t)]);
    const answers = await Promise.all(people.map((p) => redeem(p.headers, giftToken)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const winners = await Promise.all(
      people.map(
        async (p) =>
          (await t.database.db.select().from(memberships).where(eq(memberships.userId, p.user.id))).length,
      ),
    );
    expect(winners.reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('adds the gifted months to a plan the member already has', async () => {
    const buyer = await signedIn(t);
    const member = await signedIn(t);
    const sub = await pay(t, member.headers, 'subscription-payment', {
      payment_method_id: await token(t, cards.success),
      plan: 'monthly',
    });
    expect(sub.statusCode).toBe(200);
    const [before] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, member.user.id));
    const to = recipient();
    await buy(buyer.headers, { months: 3, recipient_email: to });
    const { token: giftToken } = await linkTo(to);
    expect((await redeem(member.headers, giftToken)).statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, member.user.id));
    const end = new Date(before!.endDate);
    end.setUTCMonth(end.getUTCMonth() + 3);
    expect(after!.endDate.getTime()).toBe(end.getTime());
  });

  it('counts gifts on the revenue page', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const today = new Date().toISOString().slice(0, 10);
    const r = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/revenue/?from=${today}&to=${today}`,
      headers: admin.headers,
    });
    expect(r.json().gifts_bought).toBeGreaterThanOrEqual(4);
  });
});
