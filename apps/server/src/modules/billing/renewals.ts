import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { memberships, stripeEvents } from '../../db/schema';
import { pruneIdempotencyKeys } from '../payments/idempotency.service';
import { paymentsOf } from '../payments/processor.service';
import { paymentCurrency } from '../settings/settings.read';
import { couponById, discountOf } from './coupons.service';
import { claimCharge, settleCharge } from './ledger';
import { addTerm, type MembershipRow, syncExpiredFlag } from './membership';
import { priceOf } from './pricing';
import { sendReceipt, sendRenewalFailed } from './receipts';

/**
 * Job: renews recurring plans that we bill ourselves (the sandbox processor) once they are
 * within the lead time of their end date, by charging the saved payment method off-session.
 * The charge key is the membership and the end date it extends, so a job run twice (or two
 * workers at once) charges once. A refused card leaves the member expired.
 * Plans billed by Stripe are renewed by Stripe and reach us through the webhook.
 */
export async function renewDueMemberships(ctx: AppContext, now = ctx.config.now()) {
  const horizon = new Date(now.getTime() + ctx.config.RENEWAL_LEAD_HOURS * 3600_000);
  const due = await ctx.db
    .select()
    .from(memberships)
    .where(
      and(
        eq(memberships.recurring, true),
        eq(memberships.expired, false),
        isNull(memberships.subscriptionId),
        lte(memberships.endDate, horizon),
        // A free trial is charged when it ends, not before: until then the member may cancel.
        or(isNull(memberships.trialEndsAt), lte(memberships.trialEndsAt, now)),
      ),
    );
  const result = { renewed: 0, failed: 0, skipped: 0 };
  for (const m of due) {
    const outcome = await renewOne(ctx, m, now);
    result[outcome] += 1;
  }
  return result;
}

async function renewOne(
  ctx: AppContext,
  m: MembershipRow,
  now: Date,
): Promise<'renewed' | 'failed' | 'skipped'> {
  const { processor } = paymentsOf(ctx);
  const price = await priceOf(ctx.db, ctx.config, m.type);
  // A coupon that lasts N months or forever discounts this renewal too (issue 31).
  const coupon = m.couponId && m.couponRenewalsLeft !== 0 ? await couponById(ctx.db, m.couponId) : null;
  const discount = coupon ? discountOf(coupon, price) : 0;
  const amount = price - discount;
  const chargeKey = `renewal:${m.id}:${m.endDate.toISOString()}`;
  const claim = await claimCharge(ctx.db, {
    currency: await paymentCurrency(ctx),
    userId: m.userId,
    // The charge that ends a free trial is the plan's first payment (issue 31).
    kind: m.trialEndsAt ? 'membership' : 'renewal',
    membershipType: m.type,
    amountCents: amount,
    discountCents: discount,
    couponCode: coupon?.code ?? null,
    processor: processor.kind,
    chargeKey,
  });
  if (!claim) return 'skipped';
  const outcome = m.paymentMethodId
    ? await processor.charge({
        paymentMethodId: m.paymentMethodId,
        customerId: m.customerId,
        amountCents: amount,
        currency: await paymentCurrency(ctx),
        description: `${m.type} renewal`,
        idempotencyKey: chargeKey,
        offSession: true,
        metadata: { user_id: String(m.userId), kind: 'renewal', plan: m.type },
      })
    : ({ ok: false, ref: null, code: 'unknown_payment_method' } as const);
  const payment = await settleCharge(ctx.db, claim, outcome);
  if (!outcome.ok) {
    await ctx.db
      .update(memberships)
      .set({ expired: true, recurring: false, updatedAt: now })
      .where(eq(memberships.id, m.id));
    await syncExpiredFlag(ctx.db, m.userId, true);
    await sendRenewalFailed(ctx, m.userId, m.type);
    ctx.log.info({ membershipId: m.id, code: outcome.code }, 'renewal declined; membership expired');
    return 'failed';
  }
  // The new term follows the old one without a gap, whenever the job ran.
  await ctx.db
    .update(memberships)
    .set({
      startDate: m.endDate,
      endDate: addTerm(m.endDate, m.type),
      trialEndsAt: null,
      updatedAt: now,
      ...(coupon && m.couponRenewalsLeft !== null
        ? {
            couponRenewalsLeft: m.couponRenewalsLeft - 1,
            couponId: m.couponRenewalsLeft - 1 > 0 ? m.couponId : null,
          }
        : {}),
    })
    .where(and(eq(memberships.id, m.id), eq(memberships.endDate, m.endDate)));
  await sendReceipt(ctx, payment, outcome.card);
  return 'renewed';
}

/**
 * Job: plans past their end date that will not be renewed become expired (and the member's
 * `membership_expired` flag is set). Stripe-billed plans get a grace period for the webhook.
 */
export async function expireMemberships(ctx: AppContext, now = ctx.config.now()) {
  const graceMs = 3 * 24 * 3600_000;
  const candidates = await ctx.db
    .select()
    .from(memberships)
    .where(and(eq(memberships.expired, false), lte(memberships.endDate, now)));
  let expired = 0;
  for (const m of candidates) {
    const billedByStripe = m.subscriptionId !== null;
    if (m.recurring && !billedByStripe) continue; // the renewal job decides these
    if (billedByStripe && m.recurring && m.endDate.getTime() > now.getTime() - graceMs) continue;
    const done = await ctx.db
      .update(memberships)
      .set({ expired: true, updatedAt: now })
      .where(and(eq(memberships.id, m.id), eq(memberships.expired, false), lte(memberships.endDate, now)))
      .returning({ id: memberships.id });
    if (done.length > 0) {
      await syncExpiredFlag(ctx.db, m.userId, true);
      expired += 1;
    }
  }
  return { expired };
}

/** Answers kept for retries are needed for hours, not forever: keys older than 7 days go. */
export async function pruneBillingRecords(ctx: AppContext, now = ctx.config.now()) {
  const keys = await pruneIdempotencyKeys(ctx.db, new Date(now.getTime() - 7 * 86_400_000));
  const events = await ctx.db
    .delete(stripeEvents)
    .where(lt(stripeEvents.receivedAt, new Date(now.getTime() - 30 * 86_400_000)))
    .returning({ id: stripeEvents.id });
  return { keys, events: events.length };
}
