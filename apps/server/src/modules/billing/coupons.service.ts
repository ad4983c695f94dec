import { type Coupon, type CreateCouponSchema, fillMessage, money, msg } from '@simmer/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { type Paged, pageRequest } from '../../http/pagination';
import { paymentsOf } from '../payments/processor.service';
import { paymentCurrency } from '../settings/settings.read';
import type { CouponRow } from './coupons.repo';
import * as repo from './coupons.repo';
import type { PlanType } from './membership';
import { priceOf } from './pricing';

export type { CouponRow };

const PAGE_SIZE = 20;

export const toCoupon = (c: CouponRow): Coupon => ({
  id: c.id,
  code: c.code,
  kind: c.kind,
  value: c.value,
  duration: c.duration,
  duration_months: c.durationMonths,
  expires_at: c.expiresAt?.toISOString() ?? null,
  max_redemptions: c.maxRedemptions,
  redeemed: c.redeemedCount,
  plan: c.plan,
  active: c.active,
  created_at: c.createdAt.toISOString(),
});

/** Cents off a price: a percentage rounded to the cent, or a fixed amount never above the price. */
export function discountOf(c: Pick<CouponRow, 'kind' | 'value'>, priceCents: number): number {
  if (c.kind === 'percent') return Math.min(priceCents, Math.round((priceCents * c.value) / 100));
  return Math.min(priceCents, c.value);
}

/**
 * How many renewals after the first payment the coupon still discounts: none for "once",
 * every one for "forever" (null), and for N months the terms that start within them.
 */
export function renewalsDiscounted(c: Pick<CouponRow, 'duration' | 'durationMonths'>, plan: PlanType) {
  if (c.duration === 'once') return 0;
  if (c.duration === 'forever') return null;
  const termMonths = plan === 'annual' ? 12 : 1;
  return Math.max(0, Math.ceil((c.durationMonths ?? 1) / termMonths) - 1);
}

/** The coupon a member may use for a plan now, or the reason they may not (a 4xx). */
async function usableCoupon(ctx: AppContext, userId: number, code: string, plan: PlanType) {
  const c = await repo.couponByCode(ctx.db, code.trim());
  if (!c) throw AppError.notFound(msg.couponNotFound);
  if (!c.active) throw AppError.invalid(msg.couponInactive, { coupon_code: msg.couponInactive });
  if (c.expiresAt && c.expiresAt.getTime() <= ctx.config.now().getTime())
    throw AppError.invalid(msg.couponExpired, { coupon_code: msg.couponExpired });
  if (c.plan && c.plan !== plan) {
    const m = fillMessage(msg.couponWrongPlan, {
      plan: plan === 'annual' ? msg.planAnnual : msg.planMonthly,
    });
    throw AppError.invalid(m, { coupon_code: m });
  }
  if (c.maxRedemptions !== null && c.redeemedCount >= c.maxRedemptions)
    throw AppError.conflict(msg.couponUsedUp, { coupon_code: msg.couponUsedUp });
  if (await repo.hasRedeemed(ctx.db, c.id, userId))
    throw AppError.conflict(msg.couponAlreadyUsed, { coupon_code: msg.couponAlreadyUsed });
  return c;
}

export interface PricedPlan {
  price: number;
  discount: number;
  total: number;
  coupon: CouponRow | null;
}

/** The server's price of a plan's first term with an optional coupon (the page never sends amounts). */
export async function pricePlan(
  ctx: AppContext,
  userId: number,
  plan: PlanType,
  code: string | undefined,
): Promise<PricedPlan> {
  const price = await priceOf(ctx.db, ctx.config, plan);
  if (!code?.trim()) return { price, discount: 0, total: price, coupon: null };
  const coupon = await usableCoupon(ctx, userId, code, plan);
  const discount = discountOf(coupon, price);
  return { price, discount, total: price - discount, coupon };
}

/** GET payments/coupon-quote/: the order summary of a plan with a coupon. */
export async function quoteCoupon(ctx: AppContext, userId: number, code: string, plan: PlanType) {
  const q = await pricePlan(ctx, userId, plan, code);
  const c = q.coupon!;
  const currency = await paymentCurrency(ctx);
  return {
    msg: fillMessage(msg.couponApplied, { code: c.code, discount: money(q.discount, currency) }),
    data: {
      code: c.code,
      plan,
      price: q.price,
      discount: q.discount,
      total: q.total,
      duration: c.duration,
      duration_months: c.durationMonths,
    },
  };
}

/** Takes one redemption before charging; refused (409) when the last one went to someone else. */
export async function reserveCoupon(ctx: AppContext, coupon: CouponRow) {
  if (!(await repo.takeRedemption(ctx.db, coupon.id, ctx.config.now())))
    throw AppError.conflict(msg.couponUsedUp, { coupon_code: msg.couponUsedUp });
}

export const releaseCoupon = (db: Db, coupon: CouponRow) => repo.giveBackRedemption(db, coupon.id);

export const recordRedemption = (
  db: Db,
  coupon: CouponRow,
  input: { userId: number; paymentId: number; discountCents: number },
) => repo.recordRedemption(db, { couponId: coupon.id, ...input });

export const couponById = (db: Db, id: number) => repo.couponById(db, id);
export const couponByCode = (db: Db, code: string) => repo.couponByCode(db, code);

/** GET admin/coupons/. */
export async function listCoupons(ctx: AppContext, page: number): Promise<Paged<Coupon>> {
  const request = pageRequest(page, PAGE_SIZE);
  const { rows, total } = await repo.pageOfCoupons(ctx.db, request.page, PAGE_SIZE);
  return { page: request, count: total, results: rows.map(toCoupon) };
}

/** POST admin/coupons/: a new code; with Stripe, Stripe's coupon and promotion code too. */
export async function createCoupon(ctx: AppContext, input: z.output<typeof CreateCouponSchema>) {
  const currency = await paymentCurrency(ctx);
  const row = await repo.insertCoupon(ctx.db, {
    code: input.code,
    kind: input.kind,
    value: input.value,
    duration: input.duration,
    durationMonths: input.duration === 'months' ? input.duration_months : null,
    expiresAt: input.expires_at ? new Date(input.expires_at) : null,
    maxRedemptions: input.max_redemptions,
    plan: input.plan,
  });
  if (!row) throw AppError.conflict(msg.couponCodeTaken, { code: msg.couponCodeTaken });
  const { processor } = paymentsOf(ctx);
  const made = await processor.createCoupon?.({
    key: `simmer-coupon-${row.id}`,
    code: row.code,
    kind: row.kind,
    value: row.value,
    currency,
    duration: row.duration,
    durationMonths: row.durationMonths,
    expiresAt: row.expiresAt,
    maxRedemptions: row.maxRedemptions,
  });
  if (made) await repo.setStripeIds(ctx.db, row.id, made.couponId, made.promotionCodeId);
  return { msg: fillMessage(msg.couponCreated, { code: row.code }), data: toCoupon(row) };
}

/** POST admin/coupons/:id/deactivate/: no new redemptions; discounts already granted stay. */
export async function deactivateCoupon(ctx: AppContext, id: number) {
  const row = await repo.deactivate(ctx.db, id);
  if (!row) throw AppError.notFound(msg.couponNotFound);
  if (row.stripePromotionCodeId) {
    await paymentsOf(ctx).processor.deactivateCoupon?.({ promotionCodeId: row.stripePromotionCodeId });
  }
  return { msg: fillMessage(msg.couponDeactivated, { code: row.code }), data: toCoupon(row) };
}
