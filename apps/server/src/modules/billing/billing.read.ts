import { and, count, desc, eq, gte, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  couponRedemptions,
  coupons,
  gifts,
  membershipPrices,
  memberships,
  payments,
  purchases,
} from '../../db/schema';

/**
 * What other modules may read of billing (decision 580): they call these instead of importing
 * memberships, purchases or membership prices.
 */

/**
 * Members' plans as other modules may show them in a list, as a subquery to join by `userId`
 * (one row per member at most; PostgreSQL folds it into the outer query, so the join costs
 * what joining `memberships` did).
 */
export function plansView<A extends string>(alias: A) {
  return new QueryBuilder()
    .select({
      id: memberships.id,
      userId: memberships.userId,
      type: memberships.type,
      endDate: memberships.endDate,
      expired: memberships.expired,
    })
    .from(memberships)
    .as(alias);
}

/** Whether member `userId` has bought any single item, as a correlated `exists` (for each member of a list). */
export function hasBoughtAny(userId: SQLWrapper) {
  return sql<boolean>`exists (select 1 from ${purchases} where ${purchases.userId} = ${userId})`;
}

export interface PlanWithPrice {
  type: (typeof memberships.$inferSelect)['type'];
  endDate: Date;
  recurring: boolean;
  /** The flag billing sets when the plan ended; a plan past its end date may not have it yet. */
  expired: boolean;
  /** The price of the plan's type in cents, null when no price is set for it. */
  priceCents: number | null;
}

/** A member's plan with the price of its type, or null when they have none. */
export async function planWithPriceOf(db: Db, userId: number): Promise<PlanWithPrice | null> {
  const [row] = await db
    .select({
      type: memberships.type,
      endDate: memberships.endDate,
      recurring: memberships.recurring,
      expired: memberships.expired,
      priceCents: membershipPrices.priceCents,
    })
    .from(memberships)
    .leftJoin(membershipPrices, eq(membershipPrices.membershipType, memberships.type))
    .where(eq(memberships.userId, userId))
    .limit(1);
  return row ?? null;
}

export interface BoughtItem {
  productType: (typeof purchases.$inferSelect)['productType'];
  productId: number;
  createdAt: Date;
}

/** The single items a member bought, most recent first. */
export async function itemsBoughtBy(db: Db, userId: number): Promise<BoughtItem[]> {
  return db
    .select({
      productType: purchases.productType,
      productId: purchases.productId,
      createdAt: purchases.createdAt,
    })
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt));
}

/** How many single items a member bought since `since`. */
export async function itemsBoughtSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), gte(purchases.createdAt, since)));
  return row?.n ?? 0;
}

/** How many purchases there are of the given videos or episodes (bought by anyone). */
export async function purchaseCount(db: Db, kind: 'video' | 'episode', ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.productType, kind), sql`${purchases.productId} in ${ids}`));
  return row?.n ?? 0;
}

/** A member's plan as stored, without the saved card's token (their data archive). */
export async function planRecordOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      type: memberships.type,
      startDate: memberships.startDate,
      endDate: memberships.endDate,
      recurring: memberships.recurring,
      expired: memberships.expired,
      processor: memberships.processor,
      cancelledAt: memberships.cancelledAt,
      cardBrand: memberships.cardBrand,
      cardLast4: memberships.cardLast4,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return row ?? null;
}

/** Every charge attempt of a member, oldest first (their data archive; no processor secrets). */
export function paymentsOf(db: Db, userId: number) {
  return db
    .select({
      id: payments.id,
      kind: payments.kind,
      membershipType: payments.membershipType,
      productType: payments.productType,
      productId: payments.productId,
      amountCents: payments.amountCents,
      discountCents: payments.discountCents,
      couponCode: payments.couponCode,
      currency: payments.currency,
      status: payments.status,
      processor: payments.processor,
      processorRef: payments.processorRef,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(payments.createdAt, payments.id);
}

/** The gift memberships a member bought (their data archive; the link itself is never kept). */
export function giftsBoughtBy(db: Db, userId: number) {
  return db
    .select({
      id: gifts.id,
      months: gifts.months,
      recipientEmail: gifts.recipientEmail,
      message: gifts.message,
      amountCents: gifts.amountCents,
      status: gifts.status,
      createdAt: gifts.createdAt,
      redeemedAt: gifts.redeemedAt,
    })
    .from(gifts)
    .where(eq(gifts.buyerId, userId))
    .orderBy(gifts.createdAt, gifts.id);
}

/** The coupon codes a member redeemed (their data archive). */
export function couponsRedeemedBy(db: Db, userId: number) {
  return db
    .select({
      code: coupons.code,
      discountCents: couponRedemptions.discountCents,
      createdAt: couponRedemptions.createdAt,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(eq(couponRedemptions.userId, userId))
    .orderBy(couponRedemptions.createdAt);
}

/**
 * Monthly recurring revenue at the end of each UTC day from `from` to `to` (YYYY-MM-DD), in
 * cents at today's prices (an annual plan counts a twelfth): plans that had started, had not
 * ended, renew, were past any free trial and not yet turned off that day. One row per member
 * keeps only their latest plan, so days before a change of plan count the current one.
 */
export async function mrrByDay(
  db: Db,
  from: string,
  to: string,
  prices: { monthly: number; annual: number },
): Promise<{ day: string; cents: number }[]> {
  type Row = { day: string; monthly: number; annual: number };
  const result: unknown = await db.execute(sql`
    select to_char(d, 'YYYY-MM-DD') as day,
           count(*) filter (where m.type = 'monthly')::int as monthly,
           count(*) filter (where m.type = 'annual')::int as annual
      from generate_series(${from}::date, ${to}::date, interval '1 day') d
      left join ${memberships} m
        on m.recurring and m.start_date < d + interval '1 day' and m.end_date >= d + interval '1 day'
       and (m.cancelled_at is null or m.cancelled_at >= d + interval '1 day')
       and (m.trial_ends_at is null or m.trial_ends_at < d + interval '1 day')
     group by d order by d`);
  // PGlite answers { rows }, node-postgres a result with rows too.
  const list = (result as { rows?: Row[] }).rows ?? [];
  return list.map((r) => ({
    day: r.day,
    cents: Number(r.monthly) * prices.monthly + Number(r.annual) * Math.round(prices.annual / 12),
  }));
}

export { listPrices } from './pricing';
