import { createHash, randomBytes } from 'node:crypto';
import { type BuyGiftSchema, fillMessage, type Gift, msg } from '@simmer/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { gifts, memberships } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { type Paged, pageRequest } from '../../http/pagination';
import type { CardSummary } from '../../platform/payments';
import { emailOf, nameOf } from '../auth/auth.read';
import { withPaymentLock } from '../payments/payment-lock.service';
import { paymentsOf } from '../payments/processor.service';
import { brandName, paymentCurrency } from '../settings/settings.read';
import { claimCharge, type PaymentRow, settleCharge } from './ledger';
import { isActive, membershipOf, syncExpiredFlag, toProfileMembership } from './membership';
import { priceOf } from './pricing';
import { sendReceipt } from './receipts';

type GiftRow = typeof gifts.$inferSelect;
const PAGE_SIZE = 20;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const day = (d: Date) => d.toISOString().slice(0, 10);

/** 1 and 3 months at the monthly price each; 12 months at the annual price. */
export async function giftPrice(ctx: AppContext, months: number) {
  if (months === 12) return priceOf(ctx.db, ctx.config, 'annual');
  return months * (await priceOf(ctx.db, ctx.config, 'monthly'));
}

export async function giftPrices(ctx: AppContext) {
  const data = [];
  for (const months of [1, 3, 12]) data.push({ months, price: await giftPrice(ctx, months) });
  return { msg: '', data };
}

const toGift = (g: GiftRow): Gift => ({
  id: g.id,
  months: g.months,
  recipient_email: g.recipientEmail,
  message: g.message,
  amount: g.amountCents,
  status: g.status,
  created: g.createdAt.toISOString(),
  redeemed_at: g.redeemedAt?.toISOString() ?? null,
});

/** POST payments/gifts/: charges the buyer at the server's price, then mails the recipient a link. */
export async function buyGift(
  ctx: AppContext,
  auth: Auth,
  input: z.output<typeof BuyGiftSchema>,
  key: string,
) {
  const { processor } = paymentsOf(ctx);
  return withPaymentLock(ctx.db, auth.userId, async () => {
    const amount = await giftPrice(ctx, input.months);
    const currency = await paymentCurrency(ctx);
    const email = await emailOf(ctx.db, auth.userId);
    if (!email) throw AppError.unauthorized();
    const existing = await membershipOf(ctx.db, auth.userId);
    const { customerId } = await processor.prepare({
      paymentMethodId: input.payment_method_id,
      email,
      customerId: existing?.customerId ?? null,
      userId: auth.userId,
    });
    const claim = await claimCharge(ctx.db, {
      currency,
      userId: auth.userId,
      kind: 'gift',
      membershipType: input.months === 12 ? 'annual' : 'monthly',
      amountCents: amount,
      processor: processor.kind,
      chargeKey: `request:${auth.userId}:${key}`,
    });
    if (!claim) throw AppError.conflict(msg.paymentInProgress);
    const token = randomBytes(24).toString('base64url');
    await ctx.db.insert(gifts).values({
      buyerId: auth.userId,
      recipientEmail: input.recipient_email,
      message: input.message?.trim() || null,
      months: input.months,
      amountCents: amount,
      paymentId: claim.id,
      tokenHash: hashOf(token),
      status: 'pending',
    });
    const outcome = await processor.charge({
      paymentMethodId: input.payment_method_id,
      customerId,
      amountCents: amount,
      currency,
      description: `gift of ${input.months} months`,
      idempotencyKey: `gift-${auth.userId}-${key}`,
      // The sandbox's 3-D Secure card is asked no step for gifts: a gift is one plain charge.
      offSession: false,
      metadata: { user_id: String(auth.userId), kind: 'gift', months: String(input.months) },
    });
    const payment = await settleCharge(ctx.db, claim, outcome);
    if (!outcome.ok) {
      await ctx.db.delete(gifts).where(eq(gifts.paymentId, claim.id));
      throw new AppError(402, outcome.action ? msg.paymentNeedsAuthentication : msg.cardDeclined);
    }
    const gift = await markPaid(ctx, payment, token, outcome.card);
    return {
      msg: fillMessage(msg.giftBought, { months: String(gift.months), email: gift.recipientEmail }),
      data: toGift(gift),
    };
  });
}

/** The paid gift: unredeemed now, the buyer's receipt and the recipient's mail with the link. */
async function markPaid(ctx: AppContext, payment: PaymentRow, token: string, card: CardSummary | null) {
  const [gift] = await ctx.db
    .update(gifts)
    .set({ status: 'unredeemed' })
    .where(eq(gifts.paymentId, payment.id))
    .returning();
  await sendReceipt(ctx, payment, card);
  try {
    const from = await nameOf(ctx.db, gift!.buyerId);
    const brand = await brandName(ctx);
    await ctx.mailer.send({
      to: gift!.recipientEmail,
      subject: fillMessage(msg.giftSubject, { from: from?.first ?? 'Someone', brand }),
      text: fillMessage(msg.giftBody, {
        from: from ? `${from.first} ${from.last}`.trim() : 'Someone',
        months: String(gift!.months),
        brand,
        message: gift!.message ? `\n"${gift!.message}"\n\n` : '',
        url: `${ctx.config.publicUrl}/redeem-gift/${token}`,
      }),
    });
  } catch (error) {
    ctx.log.warn({ err: error, giftId: gift!.id }, 'gift mail failed');
  }
  return gift!;
}

/** GET payments/gifts/: the buyer's gifts, newest first. */
export async function myGifts(ctx: AppContext, auth: Auth, page: number): Promise<Paged<Gift>> {
  const request = pageRequest(page, PAGE_SIZE);
  const mine = eq(gifts.buyerId, auth.userId);
  const [total] = await ctx.db.select({ n: count() }).from(gifts).where(mine);
  const rows = await ctx.db
    .select()
    .from(gifts)
    .where(mine)
    .orderBy(desc(gifts.createdAt), desc(gifts.id))
    .limit(PAGE_SIZE)
    .offset(request.offset);
  return { page: request, count: Number(total?.n ?? 0), results: rows.map(toGift) };
}

async function giftOf(db: Db, token: string) {
  const [gift] = await db
    .select()
    .from(gifts)
    .where(eq(gifts.tokenHash, hashOf(token)));
  if (!gift || gift.status === 'pending') throw AppError.notFound(msg.giftNotFound);
  return gift;
}

/** GET gifts/:token/: what the recipient's link shows. */
export async function giftPreview(ctx: AppContext, token: string) {
  const gift = await giftOf(ctx.db, token);
  const from = await nameOf(ctx.db, gift.buyerId);
  return {
    msg: '',
    data: {
      months: gift.months,
      from: from?.first || 'Someone',
      message: gift.message,
      redeemed: gift.status === 'redeemed',
    },
  };
}

/** Adds whole calendar months (UTC). */
function addMonths(from: Date, months: number) {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/**
 * POST gifts/:token/redeem/: the gift is claimed once (a conditional update in the same
 * transaction as the plan), then the plan runs for the gifted months: from now, or added to
 * the end of a plan the member already has.
 */
export async function redeemGift(ctx: AppContext, auth: Auth, token: string) {
  const gift = await giftOf(ctx.db, token);
  if (gift.status === 'redeemed') throw AppError.conflict(msg.giftAlreadyRedeemed);
  const now = ctx.config.now();
  const membership = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(gifts)
      .set({ status: 'redeemed', redeemedBy: auth.userId, redeemedAt: now })
      .where(and(eq(gifts.id, gift.id), eq(gifts.status, 'unredeemed')))
      .returning();
    if (!claimed) throw AppError.conflict(msg.giftAlreadyRedeemed);
    const existing = await membershipOf(tx, auth.userId);
    if (existing && isActive(existing, now)) {
      const [row] = await tx
        .update(memberships)
        .set({ endDate: addMonths(existing.endDate, gift.months), updatedAt: now })
        .where(eq(memberships.id, existing.id))
        .returning();
      return row!;
    }
    const values = {
      type: gift.months === 12 ? ('annual' as const) : ('monthly' as const),
      startDate: now,
      endDate: addMonths(now, gift.months),
      recurring: false,
      expired: false,
      processor: 'gift',
      paymentMethodId: null,
      subscriptionId: null,
      cancelledAt: null,
      trialEndsAt: null,
      couponId: null,
      couponRenewalsLeft: null,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(memberships)
      .values({ userId: auth.userId, ...values })
      .onConflictDoUpdate({ target: memberships.userId, set: values })
      .returning();
    await syncExpiredFlag(tx, auth.userId, false);
    return row!;
  });
  return {
    msg: fillMessage(msg.giftRedeemed, { end_date: day(membership.endDate) }),
    data: { membership: await toProfileMembership(ctx.db, ctx.config, membership) },
  };
}
