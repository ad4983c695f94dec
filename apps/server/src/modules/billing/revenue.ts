import { msg, type RevenueReport } from '@simmer/contracts';
import { and, asc, eq, gt, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { memberships, payments } from '../../db/schema';
import { AppError } from '../../http/errors';
import { csvCell } from '../../lib/csv';
import { accountsView } from '../auth/auth.read';
import { storeRevenueByDay } from '../store/store.read';
import { itemName, itemTitles } from './invoices';
import { listPrices } from './pricing';

const member = accountsView('member');

const DAY = 86_400_000;
const MAX_DAYS = 731;

/**
 * A real day of the calendar the database can hold (1970 to 9998), or null: "2026-02-30" and
 * "9999-12-31" (whose next day has five digits of year) are not periods anyone means.
 */
function calendarDay(day: string): Date | null {
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null;
  const year = date.getUTCFullYear();
  return year >= 1970 && year <= 9998 ? date : null;
}

/** The chosen period, [from, to + 1 day), from YYYY-MM-DD dates; at most two years. */
export function periodOf(from: string, to: string) {
  const start = calendarDay(from);
  const last = calendarDay(to);
  const end = new Date((last?.getTime() ?? Number.NaN) + DAY);
  if (!start || !last || end <= start) {
    throw AppError.invalid(msg.revenuePeriodInvalid, { from: msg.revenuePeriodInvalid });
  }
  if ((end.getTime() - start.getTime()) / DAY > MAX_DAYS) {
    throw AppError.invalid(msg.revenuePeriodTooLong, { to: msg.revenuePeriodTooLong });
  }
  return { start, end };
}

const succeededIn = (start: Date, end: Date) =>
  and(eq(payments.status, 'succeeded'), gte(payments.createdAt, start), lt(payments.createdAt, end));

/**
 * GET admin/revenue/: monthly recurring revenue now, active members by plan, new and
 * cancelled memberships, per-item sales, store revenue (net of refunds) and a daily series for the
 * period.
 */
export async function revenueReport(ctx: AppContext, from: string, to: string): Promise<RevenueReport> {
  const { start, end } = periodOf(from, to);
  const now = ctx.config.now();
  const prices = await listPrices(ctx.db, ctx.config);
  const price = (t: string) => prices.find((p) => p.membership_type === t)?.price ?? 0;

  const active = await ctx.db
    .select({ type: memberships.type, recurring: memberships.recurring, n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.expired, false), gt(memberships.endDate, now)))
    .groupBy(memberships.type, memberships.recurring);
  const activeBy = { monthly: 0, annual: 0 };
  let mrr = 0;
  for (const row of active) {
    activeBy[row.type] += Number(row.n);
    if (row.recurring)
      mrr += Number(row.n) * (row.type === 'annual' ? Math.round(price('annual') / 12) : price('monthly'));
  }

  const [created] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.kind, 'membership'), succeededIn(start, end)));
  const [cancelled] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(
      and(
        isNotNull(memberships.cancelledAt),
        gte(memberships.cancelledAt, start),
        lt(memberships.cancelledAt, end),
      ),
    );

  // Coupons (issue 31): what was taken off the prices of the payments that went through.
  const [discounted] = await ctx.db
    .select({
      cents: sql<number>`coalesce(sum(${payments.discountCents}), 0)::int`,
      n: sql<number>`count(*) filter (where ${payments.discountCents} > 0)::int`,
      trials: sql<number>`count(*) filter (where ${payments.kind} = 'trial')::int`,
      gifts: sql<number>`count(*) filter (where ${payments.kind} = 'gift')::int`,
    })
    .from(payments)
    .where(succeededIn(start, end));

  const items = await ctx.db
    .select({
      productType: payments.productType,
      productId: payments.productId,
      sales: sql<number>`count(*)::int`,
      revenue: sql<number>`sum(${payments.amountCents})::int`,
    })
    .from(payments)
    .where(and(eq(payments.kind, 'product'), succeededIn(start, end)))
    .groupBy(payments.productType, payments.productId)
    .orderBy(sql`sum(${payments.amountCents}) desc`);
  const titles = await itemTitles(ctx.db, items);

  const day = sql<string>`to_char(${payments.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const daily = await ctx.db
    .select({ day, cents: sql<number>`sum(${payments.amountCents})::int` })
    .from(payments)
    .where(succeededIn(start, end))
    .groupBy(day);
  // Net of refunds: a refund takes the order's total back out of the day it was refunded on.
  const storeByDay = await storeRevenueByDay(ctx.db, start, end);

  const byDay = new Map(daily.map((d) => [d.day, Number(d.cents)]));
  const series: RevenueReport['series'] = [];
  for (let t = start.getTime(); t < end.getTime(); t += DAY) {
    const d = new Date(t).toISOString().slice(0, 10);
    series.push({ date: d, memberships_and_items: byDay.get(d) ?? 0, store: storeByDay.get(d) ?? 0 });
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    from,
    to,
    mrr,
    active_members: activeBy,
    new_memberships: Number(created?.n ?? 0),
    cancelled_memberships: Number(cancelled?.n ?? 0),
    payments_revenue: sum(series.map((s) => s.memberships_and_items)),
    store_revenue: sum(series.map((s) => s.store)),
    discounts: Number(discounted?.cents ?? 0),
    discounted_payments: Number(discounted?.n ?? 0),
    trials_started: Number(discounted?.trials ?? 0),
    gifts_bought: Number(discounted?.gifts ?? 0),
    items: items.map((i) => ({
      product_type: i.productType ?? 'video',
      product_id: i.productId ?? 0,
      title: itemName(
        {
          kind: 'product',
          membershipType: 'per_product',
          productType: i.productType,
          productId: i.productId,
        },
        titles,
      ),
      sales: Number(i.sales),
      revenue: Number(i.revenue),
    })),
    series,
  };
}

/** GET admin/revenue/ledger.csv: every ledger row of the period, formula-safe like the user export. */
export async function ledgerCsv(ctx: AppContext, from: string, to: string): Promise<string> {
  const { start, end } = periodOf(from, to);
  const rows = await ctx.db
    .select({ p: payments, email: member.email })
    .from(payments)
    .leftJoin(member, eq(member.id, payments.userId))
    .where(and(gte(payments.createdAt, start), lt(payments.createdAt, end)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  const titles = await itemTitles(
    ctx.db,
    rows.map((r) => r.p),
  );
  const header = [
    'id',
    'date',
    'member',
    'kind',
    'item',
    'amount',
    'discount',
    'coupon',
    'currency',
    'status',
    'processor',
    'reference',
  ];
  const lines = rows.map(({ p, email }) =>
    [
      p.id,
      p.createdAt.toISOString(),
      email,
      p.kind,
      itemName(p, titles),
      (p.amountCents / 100).toFixed(2),
      (p.discountCents / 100).toFixed(2),
      p.couponCode,
      p.currency,
      p.status,
      p.processor,
      p.processorRef,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
