import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeOrderLines, storeOrders } from '../../db/schema';

/**
 * What other modules may read of the store (decision 580): they call these instead of
 * importing the store's tables.
 */

/**
 * The store's revenue per UTC day (YYYY-MM-DD) of [start, end): the totals of the orders placed
 * that day, less the totals of the orders refunded that day (a refund takes the order's total
 * back out of the day it was refunded on). Days with neither are absent.
 */
export async function storeRevenueByDay(db: Db, start: Date, end: Date): Promise<Map<string, number>> {
  const storeDay = sql<string>`to_char(${storeOrders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const storeDaily = await db
    .select({ day: storeDay, cents: sql<number>`sum(${storeOrders.totalCents})::int` })
    .from(storeOrders)
    .where(and(gte(storeOrders.createdAt, start), lt(storeOrders.createdAt, end)))
    .groupBy(storeDay);
  const refundDay = sql<string>`to_char(${storeOrders.refundedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const refundDaily = await db
    .select({ day: refundDay, cents: sql<number>`sum(${storeOrders.totalCents})::int` })
    .from(storeOrders)
    .where(
      and(
        isNotNull(storeOrders.refundedAt),
        gte(storeOrders.refundedAt, start),
        lt(storeOrders.refundedAt, end),
      ),
    )
    .groupBy(refundDay);
  const byDay = new Map(storeDaily.map((d) => [d.day, Number(d.cents)]));
  for (const r of refundDaily) byDay.set(r.day, (byDay.get(r.day) ?? 0) - Number(r.cents));
  return byDay;
}

/** Every store order of one member with its lines, oldest first (their data archive). */
export async function ordersOf(db: Db, userId: number) {
  const orders = await db
    .select({
      id: storeOrders.id,
      source: storeOrders.source,
      number: storeOrders.externalNumber,
      email: storeOrders.email,
      shippingAddress: storeOrders.shippingAddress,
      shippingMethod: storeOrders.shippingMethod,
      shippingCents: storeOrders.shippingCents,
      subtotalCents: storeOrders.subtotalCents,
      taxCents: storeOrders.taxCents,
      totalCents: storeOrders.totalCents,
      currency: storeOrders.currency,
      status: storeOrders.status,
      trackingNumber: storeOrders.trackingNumber,
      createdAt: storeOrders.createdAt,
      shippedAt: storeOrders.shippedAt,
      refundedAt: storeOrders.refundedAt,
    })
    .from(storeOrders)
    .where(eq(storeOrders.userId, userId))
    .orderBy(asc(storeOrders.createdAt), asc(storeOrders.id));
  const lines = orders.length
    ? await db
        .select({
          orderId: storeOrderLines.orderId,
          productTitle: storeOrderLines.productTitle,
          variantTitle: storeOrderLines.variantTitle,
          quantity: storeOrderLines.quantity,
          unitPriceCents: storeOrderLines.unitPriceCents,
        })
        .from(storeOrderLines)
        .where(
          inArray(
            storeOrderLines.orderId,
            orders.map((o) => o.id),
          ),
        )
        .orderBy(asc(storeOrderLines.id))
    : [];
  return orders.map((o) => ({ ...o, lines: lines.filter((l) => l.orderId === o.id) }));
}
