import { fillMessage, msg, type PaymentResult, type SingleProductPayment } from '@simmer/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { episodes, memberships, purchases, users, videos } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import type { FailureCode } from '../../platform/payments';
import { claimCharge, settleCharge } from './ledger';
import { withPaymentLock } from './locks';
import {
  addTerm,
  isActive,
  membershipDetail,
  membershipOf,
  type PlanType,
  purchasedInLast30Days,
  syncExpiredFlag,
  toProfileMembership,
} from './membership';
import { priceOf } from './pricing';
import { paymentsOf } from './processor';
import { sendReceipt } from './receipts';

const failureMessage: Record<FailureCode, string> = {
  card_declined: msg.cardDeclined,
  insufficient_funds: msg.cardInsufficientFunds,
  expired_card: msg.cardExpired,
  unknown_payment_method: msg.paymentMethodUnknown,
  authentication_required: msg.paymentFailed,
  processing_error: msg.paymentFailed,
};

/** A refused card answers 402 with a message the member can act on; nothing is granted. */
const declined = (code: FailureCode) => new AppError(402, failureMessage[code]);
const day = (d: Date) => d.toISOString().slice(0, 10);

async function emailOf(ctx: AppContext, userId: number) {
  const [u] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!u) throw AppError.unauthorized();
  return u.email;
}

/** POST payments/subscription-payment/: the first term of a monthly or annual plan. */
export async function subscribe(
  ctx: AppContext,
  auth: Auth,
  input: { payment_method_id: string; plan: PlanType; automatic: boolean },
  key: string,
): Promise<PaymentResult> {
  const { processor } = paymentsOf(ctx);
  return withPaymentLock(ctx.db, auth.userId, async () => {
    const now = ctx.config.now();
    const existing = await membershipOf(ctx.db, auth.userId);
    if (isActive(existing, now)) throw AppError.conflict(msg.planAlreadyActive);
    const amount = await priceOf(ctx.db, ctx.config, input.plan);
    const { customerId } = await processor.prepare({
      paymentMethodId: input.payment_method_id,
      email: await emailOf(ctx, auth.userId),
      customerId: existing?.customerId ?? null,
      userId: auth.userId,
    });
    const claim = await claimCharge(ctx.db, {
      userId: auth.userId,
      kind: 'membership',
      membershipType: input.plan,
      amountCents: amount,
      processor: processor.kind,
      chargeKey: `request:${auth.userId}:${key}`,
    });
    if (!claim) throw AppError.conflict(msg.paymentInProgress);
    const outcome = await processor.subscribe({
      paymentMethodId: input.payment_method_id,
      customerId,
      plan: input.plan,
      amountCents: amount,
      currency: 'usd',
      automatic: input.automatic,
      idempotencyKey: `sub-${auth.userId}-${key}`,
      metadata: { user_id: String(auth.userId), kind: 'membership', plan: input.plan },
    });
    const payment = await settleCharge(ctx.db, claim, outcome);
    if (!outcome.ok) throw declined(outcome.code);

    const endDate = outcome.periodEnd ?? addTerm(now, input.plan);
    const values = {
      type: input.plan,
      startDate: now,
      endDate,
      recurring: input.automatic,
      expired: false,
      processor: processor.kind,
      paymentMethodId: input.payment_method_id,
      subscriptionId: outcome.subscriptionId,
      customerId,
      updatedAt: now,
    };
    const [membership] = await ctx.db
      .insert(memberships)
      .values({ userId: auth.userId, ...values })
      .onConflictDoUpdate({ target: memberships.userId, set: values })
      .returning();
    await syncExpiredFlag(ctx.db, auth.userId, false);
    await sendReceipt(ctx, payment, outcome.card);
    return {
      msg: fillMessage(msg.paymentPlanActive, { plan: input.plan, end_date: day(endDate) }),
      data: {
        payment_id: payment.id,
        amount,
        membership: await toProfileMembership(ctx.db, ctx.config, membership!),
        product: null,
      },
    };
  });
}

/** The premium item being bought; it must exist, be published and be premium. */
async function findProduct(ctx: AppContext, type: 'video' | 'episode', id: number) {
  const table = type === 'video' ? videos : episodes;
  const [row] = await ctx.db
    .select({ id: table.id, isPremium: table.isPremium, isPublish: table.isPublish })
    .from(table)
    .where(eq(table.id, id));
  if (!row?.isPublish) throw AppError.notFound(msg.itemNotFound);
  if (!row.isPremium) throw AppError.invalid(msg.itemNotPremium);
  return row;
}

/** POST payments/single-product-payment/: one premium video or episode, at the server's price. */
export async function buyProduct(
  ctx: AppContext,
  auth: Auth,
  input: SingleProductPayment,
  key: string,
): Promise<PaymentResult> {
  const { processor } = paymentsOf(ctx);
  await findProduct(ctx, input.product_type, input.product_id);
  return withPaymentLock(ctx.db, auth.userId, async () => {
    const owned = await ctx.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(
        sql`${purchases.userId} = ${auth.userId} and ${purchases.productType} = ${input.product_type} and ${purchases.productId} = ${input.product_id}`,
      );
    if (owned.length > 0) throw AppError.conflict(msg.itemAlreadyBought);
    const amount = await priceOf(ctx.db, ctx.config, 'per_product');
    const existing = await membershipOf(ctx.db, auth.userId);
    const { customerId } = await processor.prepare({
      paymentMethodId: input.payment_method_id,
      email: await emailOf(ctx, auth.userId),
      customerId: existing?.customerId ?? null,
      userId: auth.userId,
    });
    const claim = await claimCharge(ctx.db, {
      userId: auth.userId,
      kind: 'product',
      membershipType: 'per_product',
      productType: input.product_type,
      productId: input.product_id,
      amountCents: amount,
      processor: processor.kind,
      chargeKey: `request:${auth.userId}:${key}`,
    });
    if (!claim) throw AppError.conflict(msg.paymentInProgress);
    const outcome = await processor.charge({
      paymentMethodId: input.payment_method_id,
      customerId,
      amountCents: amount,
      currency: 'usd',
      description: `${input.product_type} ${input.product_id}`,
      idempotencyKey: `product-${auth.userId}-${key}`,
      offSession: false,
      metadata: {
        user_id: String(auth.userId),
        kind: 'product',
        product_type: input.product_type,
        product_id: String(input.product_id),
      },
    });
    const payment = await settleCharge(ctx.db, claim, outcome);
    if (!outcome.ok) throw declined(outcome.code);
    // The unique index is the last word: a webhook may have recorded the purchase already.
    await ctx.db
      .insert(purchases)
      .values({
        userId: auth.userId,
        productType: input.product_type,
        productId: input.product_id,
        paymentId: payment.id,
      })
      .onConflictDoNothing();
    await sendReceipt(ctx, payment, outcome.card);
    return {
      msg: msg.paymentItemBought,
      data: {
        payment_id: payment.id,
        amount,
        membership: null,
        product: { product_type: input.product_type, product_id: input.product_id },
      },
    };
  });
}

/**
 * The prorated upgrade price: the annual price less the unused part of the monthly term
 * (what the member paid for days they will not use as a monthly member), never below zero.
 */
async function upgradeQuote(ctx: AppContext, auth: Auth) {
  const now = ctx.config.now();
  const m = await membershipOf(ctx.db, auth.userId);
  if (!m || !isActive(m, now) || m.type !== 'monthly') throw AppError.invalid(msg.upgradeOnlyMonthly);
  const annual = await priceOf(ctx.db, ctx.config, 'annual');
  const monthly = await priceOf(ctx.db, ctx.config, 'monthly');
  const term = m.endDate.getTime() - m.startDate.getTime();
  const unused = term > 0 ? Math.max(0, m.endDate.getTime() - now.getTime()) / term : 0;
  const amount = Math.max(0, annual - Math.round(monthly * Math.min(1, unused)));
  return { membership: m, amount, now, endDate: addTerm(now, 'annual') };
}

export async function upgradeAmount(ctx: AppContext, auth: Auth) {
  const q = await upgradeQuote(ctx, auth);
  return { msg: '', data: { amount: q.amount, end_date: q.endDate.toISOString() } };
}

/** POST payments/upgrade-payment/: monthly to annual now; the new annual term starts today. */
export async function upgrade(
  ctx: AppContext,
  auth: Auth,
  input: { payment_method_id: string },
  key: string,
): Promise<PaymentResult> {
  const { processor } = paymentsOf(ctx);
  return withPaymentLock(ctx.db, auth.userId, async () => {
    const { membership: m, amount, now, endDate } = await upgradeQuote(ctx, auth);
    const { customerId } = await processor.prepare({
      paymentMethodId: input.payment_method_id,
      email: await emailOf(ctx, auth.userId),
      customerId: m.customerId,
      userId: auth.userId,
    });
    const claim = await claimCharge(ctx.db, {
      userId: auth.userId,
      kind: 'upgrade',
      membershipType: 'annual',
      amountCents: amount,
      processor: processor.kind,
      chargeKey: `request:${auth.userId}:${key}`,
    });
    if (!claim) throw AppError.conflict(msg.paymentInProgress);
    const outcome =
      amount > 0
        ? await processor.charge({
            paymentMethodId: input.payment_method_id,
            customerId,
            amountCents: amount,
            currency: 'usd',
            description: 'upgrade to annual',
            idempotencyKey: `upgrade-${auth.userId}-${key}`,
            offSession: false,
            metadata: { user_id: String(auth.userId), kind: 'upgrade' },
          })
        : ({ ok: true, ref: `free-upgrade-${claim.id}`, card: null } as const);
    const payment = await settleCharge(ctx.db, claim, outcome);
    if (!outcome.ok) throw declined(outcome.code);
    if (m.subscriptionId) {
      await processor.switchToAnnual({
        subscriptionId: m.subscriptionId,
        nextBillingAt: endDate,
        idempotencyKey: `upgrade-switch-${auth.userId}-${key}`,
      });
    }
    const [updated] = await ctx.db
      .update(memberships)
      .set({
        type: 'annual',
        startDate: now,
        endDate,
        paymentMethodId: input.payment_method_id,
        customerId,
        updatedAt: now,
      })
      .where(eq(memberships.id, m.id))
      .returning();
    await sendReceipt(ctx, payment, outcome.card);
    return {
      msg: fillMessage(msg.paymentUpgraded, { end_date: day(endDate) }),
      data: {
        payment_id: payment.id,
        amount,
        membership: await toProfileMembership(ctx.db, ctx.config, updated!),
        product: null,
      },
    };
  });
}

/** POST payments/cancel-subscription/: no more renewals; access stays until the end date. */
export async function cancelRenewal(ctx: AppContext, auth: Auth) {
  const { processor } = paymentsOf(ctx);
  const now = ctx.config.now();
  const m = await membershipOf(ctx.db, auth.userId);
  if (!m || !isActive(m, now)) throw AppError.invalid(msg.noActivePlan);
  if (!m.recurring) throw AppError.invalid(msg.noRenewalToCancel);
  if (m.subscriptionId) {
    await processor.cancelRenewal({
      subscriptionId: m.subscriptionId,
      idempotencyKey: `cancel-${m.subscriptionId}`,
    });
  }
  const [updated] = await ctx.db
    .update(memberships)
    .set({ recurring: false, updatedAt: now })
    .where(eq(memberships.id, m.id))
    .returning();
  return {
    msg: fillMessage(msg.renewalCancelled, { end_date: day(m.endDate) }),
    data: { membership: await toProfileMembership(ctx.db, ctx.config, updated!) },
  };
}

export async function purchasedLastMonth(ctx: AppContext, auth: Auth) {
  const n = await purchasedInLast30Days(ctx.db, auth.userId, ctx.config.now());
  return { msg: '', purchased_in_last_30_days: n, data: { purchased_in_last_30_days: n } };
}

export async function myMembership(ctx: AppContext, auth: Auth) {
  return membershipDetail(ctx.db, ctx.config, auth.userId, ctx.config.now());
}
