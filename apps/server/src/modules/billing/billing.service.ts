import {
  authenticationRequired,
  fillMessage,
  money,
  msg,
  type PaymentResult,
  type SingleProductPayment,
} from '@simmer/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { memberships, payments, purchases } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import type { CardSummary, Failure, FailureCode, SubscribeOutcome } from '../../platform/payments';
import { recordServerEvent } from '../audience/audience.service';
import { emailOf as accountEmailOf } from '../auth/auth.read';
import { catalogItemKey, catalogItems } from '../catalog/catalog.read';
import { withPaymentLock } from '../payments/payment-lock.service';
import { paymentsOf } from '../payments/processor.service';
import { paymentCurrency } from '../settings/settings.read';
import {
  couponByCode,
  pricePlan,
  recordRedemption,
  releaseCoupon,
  renewalsDiscounted,
  reserveCoupon,
} from './coupons.service';
import { claimCharge, type PaymentRow, settleCharge } from './ledger';
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
import { priceOf, trialDaysOf } from './pricing';
import { sendReceipt, sendTrialStarted } from './receipts';

const failureMessage: Record<FailureCode, string> = {
  card_declined: msg.cardDeclined,
  insufficient_funds: msg.cardInsufficientFunds,
  expired_card: msg.cardExpired,
  unknown_payment_method: msg.paymentMethodUnknown,
  authentication_required: msg.paymentNeedsAuthentication,
  authentication_failed: msg.paymentAuthenticationFailed,
  processing_error: msg.paymentFailed,
};

/** A refused card answers 402 with a message the member can act on; nothing is granted. */
const declined = (code: FailureCode) => new AppError(402, failureMessage[code]);

/**
 * The card asks the member to authenticate (3-D Secure): 402 with what the page needs to
 * run the step and then call confirm-payment. Nothing is granted yet.
 */
const needsAuthentication = (paymentId: number, clientSecret: string) =>
  new AppError(402, msg.paymentNeedsAuthentication, {
    next_action: authenticationRequired,
    payment_id: String(paymentId),
    client_secret: clientSecret,
  });

/** Keeps the ledger row pending with what to ask the processor again after the member authenticates. */
async function holdForAuthentication(
  ctx: AppContext,
  claim: PaymentRow,
  outcome: Failure,
  extra: { automatic?: boolean; paymentMethodId: string; customerId: string | null },
): Promise<never> {
  const action = outcome.action!;
  await ctx.db
    .update(payments)
    .set({ processorRef: outcome.ref, pendingAction: { ...action, ...extra } })
    .where(eq(payments.id, claim.id));
  throw needsAuthentication(claim.id, action.clientSecret);
}
const day = (d: Date) => d.toISOString().slice(0, 10);

async function emailOf(ctx: AppContext, userId: number) {
  const email = await accountEmailOf(ctx.db, userId);
  if (email === null) throw AppError.unauthorized();
  return email;
}

/** POST payments/subscription-payment/: the first term of a monthly or annual plan. */
export async function subscribe(
  ctx: AppContext,
  auth: Auth,
  input: { payment_method_id: string; plan: PlanType; automatic: boolean; coupon_code?: string },
  key: string,
): Promise<PaymentResult> {
  const { processor } = paymentsOf(ctx);
  return withPaymentLock(ctx.db, auth.userId, async () => {
    const now = ctx.config.now();
    const existing = await membershipOf(ctx.db, auth.userId);
    if (isActive(existing, now)) throw AppError.conflict(msg.planAlreadyActive);
    // Every amount is the server's: the price, and the coupon's discount checked again here.
    const priced = await pricePlan(ctx, auth.userId, input.plan, input.coupon_code);
    const amount = priced.total;
    // A free trial is for a member's first plan only (issue 31): nothing is charged until it ends.
    const trialDays = existing ? 0 : await trialDaysOf(ctx.db, ctx.config, input.plan);
    const { customerId } = await processor.prepare({
      paymentMethodId: input.payment_method_id,
      email: await emailOf(ctx, auth.userId),
      customerId: existing?.customerId ?? null,
      userId: auth.userId,
    });
    const coupon = priced.coupon;
    if (coupon) await reserveCoupon(ctx, coupon);
    const claim = await claimCharge(ctx.db, {
      currency: await paymentCurrency(ctx),
      userId: auth.userId,
      kind: trialDays > 0 ? 'trial' : 'membership',
      membershipType: input.plan,
      amountCents: trialDays > 0 ? 0 : amount,
      discountCents: trialDays > 0 ? 0 : priced.discount,
      couponCode: coupon?.code ?? null,
      processor: processor.kind,
      chargeKey: `request:${auth.userId}:${key}`,
    });
    if (!claim) {
      if (coupon) await releaseCoupon(ctx.db, coupon);
      throw AppError.conflict(msg.paymentInProgress);
    }
    const outcome = await processor
      .subscribe({
        paymentMethodId: input.payment_method_id,
        customerId,
        plan: input.plan,
        amountCents: amount,
        currency: await paymentCurrency(ctx),
        automatic: input.automatic,
        ...(trialDays > 0 ? { trialDays } : {}),
        idempotencyKey: `sub-${auth.userId}-${key}`,
        metadata: { user_id: String(auth.userId), kind: 'membership', plan: input.plan },
        ...(coupon
          ? { discount: { couponId: coupon.stripeCouponId, promotionCodeId: coupon.stripePromotionCodeId } }
          : {}),
      })
      .catch(async (error: unknown) => {
        if (coupon) await releaseCoupon(ctx.db, coupon);
        throw error;
      });
    if (!outcome.ok && !outcome.action && coupon) await releaseCoupon(ctx.db, coupon);
    if (!outcome.ok && outcome.action) {
      await holdForAuthentication(ctx, claim, outcome, {
        automatic: input.automatic,
        paymentMethodId: input.payment_method_id,
        customerId,
      });
    }
    const payment = await settleCharge(ctx.db, claim, outcome);
    if (!outcome.ok) throw declined(outcome.code);
    await countIfFirstPayment(ctx, auth.userId);
    return grantPlan(ctx, payment, outcome, {
      plan: input.plan,
      automatic: input.automatic,
      paymentMethodId: input.payment_method_id,
      customerId,
    });
  });
}

/** The paid first term of a plan: the membership row, the expired flag cleared, a receipt. */
async function grantPlan(
  ctx: AppContext,
  payment: PaymentRow,
  outcome: Extract<SubscribeOutcome, { ok: true }>,
  input: { plan: PlanType; automatic: boolean; paymentMethodId: string; customerId: string | null },
): Promise<PaymentResult> {
  const { processor } = paymentsOf(ctx);
  const now = ctx.config.now();
  const trial = payment.kind === 'trial';
  const trialDays = trial ? await trialDaysOf(ctx.db, ctx.config, input.plan) : 0;
  const endDate =
    outcome.periodEnd ??
    (trial ? new Date(now.getTime() + trialDays * 86_400_000) : addTerm(now, input.plan));
  const coupon = payment.couponCode ? await couponByCode(ctx.db, payment.couponCode) : null;
  if (coupon) {
    await recordRedemption(ctx.db, coupon, {
      userId: payment.userId,
      paymentId: payment.id,
      discountCents: payment.discountCents,
    });
  }
  // After a trial the coupon still has its first charge to discount.
  const discounted = coupon ? renewalsDiscounted(coupon, input.plan) : 0;
  const renewalsLeft = discounted === null ? null : discounted + (trial ? 1 : 0);
  const values = {
    trialEndsAt: trial ? endDate : null,
    couponId: coupon && renewalsLeft !== 0 ? coupon.id : null,
    couponRenewalsLeft: coupon && renewalsLeft !== 0 ? renewalsLeft : null,
    type: input.plan,
    startDate: now,
    endDate,
    recurring: input.automatic,
    expired: false,
    processor: processor.kind,
    paymentMethodId: input.paymentMethodId,
    subscriptionId: outcome.subscriptionId,
    customerId: input.customerId,
    cardBrand: outcome.card?.brand ?? null,
    cardLast4: outcome.card?.last4 ?? null,
    updatedAt: now,
  };
  const [membership] = await ctx.db
    .insert(memberships)
    .values({ userId: payment.userId, ...values })
    .onConflictDoUpdate({ target: memberships.userId, set: values })
    .returning();
  await syncExpiredFlag(ctx.db, payment.userId, false);
  const shown = await toProfileMembership(ctx.db, ctx.config, membership!);
  if (trial) {
    const firstCharge = shown.first_charge ?? 0;
    await sendTrialStarted(ctx, payment, {
      plan: input.plan,
      firstCharge,
      on: endDate,
      automatic: input.automatic,
    });
    return {
      msg: fillMessage(input.automatic ? msg.trialStarted : msg.trialStartedNoRenewal, {
        plan: input.plan,
        date: day(endDate),
        amount: money(firstCharge, payment.currency),
      }),
      data: { payment_id: payment.id, amount: 0, membership: shown, product: null },
    };
  }
  await sendReceipt(ctx, payment, outcome.card);
  return {
    msg: fillMessage(msg.paymentPlanActive, { plan: input.plan, end_date: day(endDate) }),
    data: {
      payment_id: payment.id,
      amount: payment.amountCents,
      membership: shown,
      product: null,
    },
  };
}

/** The premium item being bought; it must exist, be published and be premium. */
async function findProduct(ctx: AppContext, type: 'video' | 'episode', id: number) {
  const items = await catalogItems(ctx.db, [{ kind: type, id }], { published: false });
  const item = items.get(catalogItemKey(type, id));
  if (!item?.isPublish) throw AppError.notFound(msg.itemNotFound);
  if (!item.isPremium) throw AppError.invalid(msg.itemNotPremium);
  return item;
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
      currency: await paymentCurrency(ctx),
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
      currency: await paymentCurrency(ctx),
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
    if (!outcome.ok && outcome.action) {
      await holdForAuthentication(ctx, claim, outcome, {
        paymentMethodId: input.payment_method_id,
        customerId,
      });
    }
    const payment = await settleCharge(ctx.db, claim, outcome);
    if (!outcome.ok) throw declined(outcome.code);
    return grantProduct(ctx, payment, outcome.card);
  });
}

/** The paid item: a purchase row (the unique index is the last word; a webhook may have written it). */
async function grantProduct(
  ctx: AppContext,
  payment: PaymentRow,
  card: CardSummary | null,
): Promise<PaymentResult> {
  const productType = payment.productType!;
  const productId = payment.productId!;
  await ctx.db
    .insert(purchases)
    .values({ userId: payment.userId, productType, productId, paymentId: payment.id })
    .onConflictDoNothing();
  await sendReceipt(ctx, payment, card);
  return {
    msg: msg.paymentItemBought,
    data: {
      payment_id: payment.id,
      amount: payment.amountCents,
      membership: null,
      product: { product_type: productType, product_id: productId },
    },
  };
}

/**
 * The prorated upgrade price: the annual price less the unused part of the monthly term
 * (what the member paid for days they will not use as a monthly member), never below zero.
 */
async function upgradeQuote(ctx: AppContext, auth: Auth) {
  const now = ctx.config.now();
  const m = await membershipOf(ctx.db, auth.userId);
  // Not a request error: the member's plan is simply not one that can be upgraded (any more).
  if (!m || !isActive(m, now) || m.type !== 'monthly') throw AppError.conflict(msg.upgradeOnlyMonthly);
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
    const { membership: m, amount } = await upgradeQuote(ctx, auth);
    const { customerId } = await processor.prepare({
      paymentMethodId: input.payment_method_id,
      email: await emailOf(ctx, auth.userId),
      customerId: m.customerId,
      userId: auth.userId,
    });
    const claim = await claimCharge(ctx.db, {
      currency: await paymentCurrency(ctx),
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
            currency: await paymentCurrency(ctx),
            description: 'upgrade to annual',
            idempotencyKey: `upgrade-${auth.userId}-${key}`,
            offSession: false,
            metadata: { user_id: String(auth.userId), kind: 'upgrade' },
          })
        : ({ ok: true, ref: `free-upgrade-${claim.id}`, card: null } as const);
    if (!outcome.ok && outcome.action) {
      await holdForAuthentication(ctx, claim, outcome, {
        paymentMethodId: input.payment_method_id,
        customerId,
      });
    }
    const payment = await settleCharge(ctx.db, claim, outcome);
    if (!outcome.ok) throw declined(outcome.code);
    return grantUpgrade(ctx, payment, outcome.card, {
      paymentMethodId: input.payment_method_id,
      customerId,
      switchKey: `upgrade-switch-${auth.userId}-${key}`,
    });
  });
}

/** The paid upgrade: the plan becomes annual from now, and a processor-billed subscription follows. */
async function grantUpgrade(
  ctx: AppContext,
  payment: PaymentRow,
  card: CardSummary | null,
  input: { paymentMethodId: string; customerId: string | null; switchKey: string },
): Promise<PaymentResult> {
  const { processor } = paymentsOf(ctx);
  const now = ctx.config.now();
  const endDate = addTerm(now, 'annual');
  const m = await membershipOf(ctx.db, payment.userId);
  if (!m) throw AppError.invalid(msg.upgradeOnlyMonthly);
  if (m.subscriptionId) {
    await processor.switchToAnnual({
      subscriptionId: m.subscriptionId,
      nextBillingAt: endDate,
      idempotencyKey: input.switchKey,
    });
  }
  const [updated] = await ctx.db
    .update(memberships)
    .set({
      type: 'annual',
      startDate: now,
      endDate,
      paymentMethodId: input.paymentMethodId,
      customerId: input.customerId,
      ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
      updatedAt: now,
    })
    .where(eq(memberships.id, m.id))
    .returning();
  await sendReceipt(ctx, payment, card);
  return {
    msg: fillMessage(msg.paymentUpgraded, { end_date: day(endDate) }),
    data: {
      payment_id: payment.id,
      amount: payment.amountCents,
      membership: await toProfileMembership(ctx.db, ctx.config, updated!),
      product: null,
    },
  };
}

/**
 * POST payments/confirm-payment/: after the member authenticated (3-D Secure) on the page,
 * asks the processor again and, when it went through, grants what the payment was for.
 */
export async function confirmPayment(
  ctx: AppContext,
  auth: Auth,
  input: { payment_id: number },
): Promise<PaymentResult> {
  const { processor } = paymentsOf(ctx);
  return withPaymentLock(ctx.db, auth.userId, async () => {
    const [row] = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, input.payment_id), eq(payments.userId, auth.userId)));
    if (!row) throw AppError.notFound(msg.paymentNotAwaitingAuthentication);
    const pending = row.pendingAction;
    if (row.status !== 'pending' || !pending) throw AppError.invalid(msg.paymentNotAwaitingAuthentication);
    const outcome = await processor.confirm(pending);
    if (!outcome.ok && outcome.action) throw needsAuthentication(row.id, outcome.action.clientSecret);
    const payment = await settleCharge(ctx.db, row, outcome);
    await ctx.db.update(payments).set({ pendingAction: null }).where(eq(payments.id, row.id));
    if (!outcome.ok) {
      const coupon = row.couponCode ? await couponByCode(ctx.db, row.couponCode) : null;
      if (coupon) await releaseCoupon(ctx.db, coupon);
      throw declined(outcome.code);
    }
    if (row.kind === 'product') return grantProduct(ctx, payment, outcome.card);
    if (row.kind === 'upgrade') {
      return grantUpgrade(ctx, payment, outcome.card, {
        paymentMethodId: pending.paymentMethodId,
        customerId: pending.customerId,
        switchKey: `upgrade-switch-${row.id}`,
      });
    }
    return grantPlan(ctx, payment, outcome, {
      plan: row.membershipType === 'annual' ? 'annual' : 'monthly',
      automatic: pending.automatic ?? false,
      paymentMethodId: pending.paymentMethodId,
      customerId: pending.customerId,
    });
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
    .set({ recurring: false, cancelledAt: now, updatedAt: now })
    .where(eq(memberships.id, m.id))
    .returning();
  recordServerEvent(ctx, 'cancellation', { userId: auth.userId });
  return {
    msg: fillMessage(msg.renewalCancelled, { end_date: day(m.endDate) }),
    data: { membership: await toProfileMembership(ctx.db, ctx.config, updated!) },
  };
}

/** POST payments/resume-subscription/: renewal back on before the paid term ends. */
export async function resumeRenewal(ctx: AppContext, auth: Auth) {
  const { processor } = paymentsOf(ctx);
  const now = ctx.config.now();
  const m = await membershipOf(ctx.db, auth.userId);
  if (!m || !isActive(m, now)) throw AppError.invalid(msg.noActivePlan);
  if (m.recurring) throw AppError.invalid(msg.renewalAlreadyOn);
  if (!m.paymentMethodId) throw AppError.invalid(msg.resumeNeedsCard);
  if (m.subscriptionId) {
    await processor.resumeRenewal({
      subscriptionId: m.subscriptionId,
      idempotencyKey: `resume-${m.subscriptionId}-${m.updatedAt.getTime()}`,
    });
  }
  const [updated] = await ctx.db
    .update(memberships)
    .set({ recurring: true, cancelledAt: null, updatedAt: now })
    .where(eq(memberships.id, m.id))
    .returning();
  return {
    msg: fillMessage(msg.renewalResumed, { end_date: day(m.endDate) }),
    data: { membership: await toProfileMembership(ctx.db, ctx.config, updated!) },
  };
}

/** PUT payments/card/: the card renewals charge from now on. */
export async function changeCard(ctx: AppContext, auth: Auth, input: { payment_method_id: string }) {
  const { processor } = paymentsOf(ctx);
  const m = await membershipOf(ctx.db, auth.userId);
  if (!m) throw AppError.invalid(msg.noActivePlan);
  return withPaymentLock(ctx.db, auth.userId, async () => {
    const { customerId } = await processor.prepare({
      paymentMethodId: input.payment_method_id,
      email: await emailOf(ctx, auth.userId),
      customerId: m.customerId,
      userId: auth.userId,
    });
    const card = await processor.changeCard({
      userId: auth.userId,
      subscriptionId: m.subscriptionId,
      customerId,
      paymentMethodId: input.payment_method_id,
    });
    await ctx.db
      .update(memberships)
      .set({
        paymentMethodId: input.payment_method_id,
        customerId,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        updatedAt: ctx.config.now(),
      })
      .where(eq(memberships.id, m.id));
    return {
      msg: fillMessage(msg.cardChanged, { card: card ? `${card.brand} ending ${card.last4}` : '-' }),
      data: { card },
    };
  });
}

/** GET payments/card/: the card renewals charge, as brand and last four digits. */
export async function currentCard(ctx: AppContext, auth: Auth) {
  const m = await membershipOf(ctx.db, auth.userId);
  const card = m?.cardLast4 ? { brand: m.cardBrand ?? 'card', last4: m.cardLast4 } : null;
  return { msg: '', data: { card } };
}

export async function purchasedLastMonth(ctx: AppContext, auth: Auth) {
  const n = await purchasedInLast30Days(ctx.db, auth.userId, ctx.config.now());
  return { msg: '', purchased_in_last_30_days: n, data: { purchased_in_last_30_days: n } };
}

export async function myMembership(ctx: AppContext, auth: Auth) {
  return membershipDetail(ctx.db, ctx.config, auth.userId, ctx.config.now());
}

/** Counts a member's first succeeded payment ever for the audience funnel (visitor, member, paying). */
async function countIfFirstPayment(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'succeeded')));
  if (Number(row?.n ?? 0) === 1) recordServerEvent(ctx, 'first_payment', { userId });
}
