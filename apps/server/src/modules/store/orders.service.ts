import {
  fillMessage,
  msg,
  type OrderDetail,
  type OrderSummary,
  type StoreOrderStatus,
} from '@simmer/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { pageRequest } from '../../db/paging';
import { storeOrderLines, storeOrders, storePayments } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { restock } from '../../platform/store';
import { accountsView } from '../auth/auth.read';
import { paymentsOf } from '../payments/processor.service';
import { displayNumber, sendRefundedMail, sendShippedMail } from './order-mail';

const buyer = accountsView('buyer');

type OrderRow = typeof storeOrders.$inferSelect;
type LineRow = typeof storeOrderLines.$inferSelect;
const pageSize = 10;

function toSummary(o: OrderRow, lines: LineRow[], customer: string | null): OrderSummary {
  return {
    id: o.id,
    number: displayNumber(o),
    source: o.source,
    status: o.status,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    total: o.totalCents,
    currency: o.currency,
    email: o.email,
    customer: o.shippingAddress?.name ?? customer,
    tracking_number: o.trackingNumber,
    created: o.createdAt.toISOString(),
    first_image: lines.find((l) => l.imageUrl)?.imageUrl ?? null,
  };
}

const refundable = (o: OrderRow) =>
  o.source === 'embedded' && o.paymentId !== null && o.status !== 'refunded';

function toDetail(o: OrderRow, lines: LineRow[], customer: string | null): OrderDetail {
  return {
    ...toSummary(o, lines, customer),
    lines: lines.map((l) => ({
      id: l.id,
      variant_id: l.variantId,
      title: l.productTitle,
      variant_title: l.variantTitle,
      image: l.imageUrl,
      quantity: l.quantity,
      unit_price: l.unitPriceCents,
      line_total: l.unitPriceCents * l.quantity,
    })),
    subtotal: o.subtotalCents,
    shipping: o.shippingCents,
    shipping_method: o.shippingMethod,
    taxes: o.taxCents,
    shipping_address: o.shippingAddress
      ? { ...o.shippingAddress, line2: o.shippingAddress.line2 ?? '', region: o.shippingAddress.region ?? '' }
      : null,
    fulfilled_at: o.fulfilledAt?.toISOString() ?? null,
    shipped_at: o.shippedAt?.toISOString() ?? null,
    refunded_at: o.refundedAt?.toISOString() ?? null,
    refundable: refundable(o),
  };
}

async function linesOf(ctx: AppContext, ids: number[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(storeOrderLines)
    .where(inArray(storeOrderLines.orderId, ids))
    .orderBy(storeOrderLines.id);
}

async function listOrders(ctx: AppContext, where: SQL | undefined, page: number) {
  const p = pageRequest(page, pageSize);
  const [total] = await ctx.db.select({ n: count() }).from(storeOrders).where(where);
  const rows = await ctx.db
    .select({ order: storeOrders, name: sql<string>`${buyer.firstName} || ' ' || ${buyer.lastName}` })
    .from(storeOrders)
    .leftJoin(buyer, eq(buyer.id, storeOrders.userId))
    .where(where)
    .orderBy(desc(storeOrders.createdAt), desc(storeOrders.id))
    .limit(p.size)
    .offset(p.offset);
  const lines = await linesOf(
    ctx,
    rows.map((r) => r.order.id),
  );
  return {
    page: p,
    count: total?.n ?? 0,
    results: rows.map((r) =>
      toSummary(
        r.order,
        lines.filter((l) => l.orderId === r.order.id),
        r.name ?? null,
      ),
    ),
  };
}

async function oneOrder(ctx: AppContext, id: number, userId?: number) {
  const [row] = await ctx.db
    .select({
      order: storeOrders,
      name: sql<string | null>`${buyer.firstName} || ' ' || ${buyer.lastName}`,
      email: buyer.email,
    })
    .from(storeOrders)
    .leftJoin(buyer, eq(buyer.id, storeOrders.userId))
    .where(
      userId === undefined
        ? eq(storeOrders.id, id)
        : and(eq(storeOrders.id, id), eq(storeOrders.userId, userId)),
    );
  if (!row) throw AppError.notFound(msg.storeOrderNotFound);
  return row;
}

async function detail(ctx: AppContext, row: { order: OrderRow; name: string | null }) {
  return toDetail(row.order, await linesOf(ctx, [row.order.id]), row.name);
}

// ---- the member's own orders ----

export const memberOrders = (ctx: AppContext, auth: Auth, page: number) =>
  listOrders(ctx, eq(storeOrders.userId, auth.userId), page);

export async function memberOrder(ctx: AppContext, auth: Auth, id: number) {
  return detail(ctx, await oneOrder(ctx, id, auth.userId));
}

// ---- admin ----

export const adminOrders = (ctx: AppContext, q: { page: number; status?: StoreOrderStatus }) =>
  listOrders(ctx, q.status ? eq(storeOrders.status, q.status) : undefined, q.page);

export async function adminOrder(ctx: AppContext, id: number) {
  return detail(ctx, await oneOrder(ctx, id));
}

/** Paid -> fulfilled (packed). Conditional on the status, so two admins cannot both move it. */
export async function fulfilOrder(ctx: AppContext, id: number) {
  await oneOrder(ctx, id);
  const [done] = await ctx.db
    .update(storeOrders)
    .set({ status: 'fulfilled', fulfilledAt: ctx.config.now() })
    .where(and(eq(storeOrders.id, id), eq(storeOrders.status, 'paid')))
    .returning();
  if (!done) throw AppError.conflict(msg.storeOrderNotFulfillable);
  const row = await oneOrder(ctx, id);
  return {
    msg: fillMessage(msg.storeOrderFulfilled, { number: `#${displayNumber(done)}` }),
    data: await detail(ctx, row),
  };
}

/** Paid or fulfilled -> shipped with a tracking number; the buyer is told by e-mail. */
export async function shipOrder(ctx: AppContext, id: number, trackingNumber: string) {
  await oneOrder(ctx, id);
  const now = ctx.config.now();
  const [done] = await ctx.db
    .update(storeOrders)
    .set({ status: 'shipped', trackingNumber, shippedAt: now })
    .where(and(eq(storeOrders.id, id), inArray(storeOrders.status, ['paid', 'fulfilled'])))
    .returning();
  if (!done) throw AppError.conflict(msg.storeOrderNotShippable);
  const row = await oneOrder(ctx, id);
  const to = done.email ?? row.email;
  if (to) await sendShippedMail(ctx, done, to);
  return {
    msg: fillMessage(msg.storeOrderShipped, { number: `#${displayNumber(done)}` }),
    data: await detail(ctx, row),
  };
}

/**
 * Refunds the whole order through the payments port (sandbox or Stripe). The order is
 * claimed first (status refunded) so a double click refunds once; a refused refund puts it
 * back. Units of an order that had not shipped go back on sale.
 */
export async function refundOrder(ctx: AppContext, id: number) {
  const { order } = await oneOrder(ctx, id);
  if (!refundable(order)) throw AppError.conflict(msg.storeOrderNotRefundable);
  const [payment] = await ctx.db.select().from(storePayments).where(eq(storePayments.id, order.paymentId!));
  if (!payment?.processorRef || payment.status !== 'succeeded')
    throw AppError.conflict(msg.storeOrderNotRefundable);
  const now = ctx.config.now();
  const [claimed] = await ctx.db
    .update(storeOrders)
    .set({ status: 'refunded', refundedAt: now })
    .where(and(eq(storeOrders.id, id), eq(storeOrders.status, order.status)))
    .returning();
  if (!claimed) throw AppError.conflict(msg.storeOrderNotRefundable);
  const putBack = () =>
    ctx.db.update(storeOrders).set({ status: order.status, refundedAt: null }).where(eq(storeOrders.id, id));
  let outcome: Awaited<ReturnType<ReturnType<typeof paymentsOf>['processor']['refund']>>;
  try {
    outcome = await paymentsOf(ctx).processor.refund({
      chargeRef: payment.processorRef,
      amountCents: order.totalCents,
      idempotencyKey: `store-refund-${order.id}`,
      metadata: { order_id: String(order.id), kind: 'store' },
    });
  } catch (error) {
    await putBack();
    ctx.log.error({ err: error, orderId: id }, 'store refund failed');
    throw new AppError(502, msg.storeRefundFailed);
  }
  if (!outcome.ok) {
    await putBack();
    throw AppError.conflict(msg.storeRefundFailed);
  }
  await ctx.db.transaction(async (tx) => {
    await tx.update(storeOrders).set({ refundRef: outcome.ref }).where(eq(storeOrders.id, id));
    if (order.status === 'paid' || order.status === 'fulfilled') {
      const lines = await tx.select().from(storeOrderLines).where(eq(storeOrderLines.orderId, id));
      await restock(tx, lines);
    }
  });
  const row = await oneOrder(ctx, id);
  const to = claimed.email ?? row.email;
  if (to) await sendRefundedMail(ctx, claimed, to);
  return {
    msg: fillMessage(msg.storeOrderRefunded, { number: `#${displayNumber(claimed)}` }),
    data: await detail(ctx, row),
  };
}
