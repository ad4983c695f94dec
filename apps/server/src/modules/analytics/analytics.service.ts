import {
  type AnalyticsItem,
  type AnalyticsMeasure,
  type AnalyticsOverview,
  analyticsMeasures,
  msg,
  retentionBuckets,
} from '@simmer/contracts';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { dailyTotals, itemRows, topDimensions, topItems } from '../audience/audience.read';
import { listPrices, mrrByDay } from '../billing/billing.read';
import { titlesOf } from '../catalog/catalog.read';

const dayMs = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period asked for, checked: a real range of at most 366 days; and the one just before it. */
export function periodOf(from: string, to: string) {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b) || toDay(a) !== from || toDay(b) !== to)
    throw AppError.invalid(msg.analyticsDateInvalid);
  const days = (b - a) / dayMs + 1;
  if (days < 1 || days > 366) throw AppError.invalid(msg.analyticsRangeInvalid);
  return { from, to, days, previousFrom: toDay(a - days * dayMs), previousTo: toDay(a - dayMs), start: a };
}

/** How a kind's daily row counts toward a measure: watch time sums seconds, visitors are per day. */
function measureOf(
  kind: string,
  row: { events: number; visitors: number; value: number },
): [AnalyticsMeasure, number] | null {
  if (kind === 'visitors') return ['visitors', row.visitors];
  if (kind === 'watch_time') return ['watch_time', row.value];
  return (analyticsMeasures as readonly string[]).includes(kind)
    ? [kind as AnalyticsMeasure, row.events]
    : null;
}

/** GET admin/analytics/: the period's totals against the previous one, daily series, top lists, funnel, MRR. */
export async function overview(ctx: AppContext, from: string, to: string): Promise<AnalyticsOverview> {
  const p = periodOf(from, to);
  const rows = await dailyTotals(ctx.database, p.previousFrom, p.to);
  const empty = () =>
    Object.fromEntries(analyticsMeasures.map((m) => [m, 0])) as Record<AnalyticsMeasure, number>;
  const now = empty();
  const before = empty();
  const byDay = new Map<string, Record<AnalyticsMeasure, number>>();
  for (let i = 0; i < p.days; i++) byDay.set(toDay(p.start + i * dayMs), empty());
  for (const r of rows) {
    const m = measureOf(r.kind, r);
    if (!m) continue;
    const point = byDay.get(r.day);
    // A search that found nothing is a search too.
    const also: AnalyticsMeasure | null = m[0] === 'search_empty' ? 'search' : null;
    for (const key of also ? [m[0], also] : [m[0]]) {
      if (point) {
        point[key] += m[1];
        now[key] += m[1];
      } else before[key] += m[1];
    }
  }
  const [views, watch, referrers, campaigns, emptySearches, prices] = await Promise.all([
    topItems(ctx.database, p.from, p.to, 'views'),
    topItems(ctx.database, p.from, p.to, 'watch'),
    topDimensions(ctx.database, p.from, p.to, 'referrer'),
    topDimensions(ctx.database, p.from, p.to, 'campaign'),
    topDimensions(ctx.database, p.from, p.to, 'search_empty'),
    listPrices(ctx.db, ctx.config),
  ]);
  const price = (t: string) => prices.find((x) => x.membership_type === t)?.price ?? 0;
  const mrr = await mrrByDay(ctx.db, p.previousTo, p.to, {
    monthly: price('monthly'),
    annual: price('annual'),
  });
  const titles = await titlesOf(
    ctx.db,
    [...views, ...watch].map((i) => ({ type: i.contentType, id: i.contentId })),
  );
  const named = (list: typeof views) =>
    list.map((i) => ({
      content_type: i.contentType,
      content_id: i.contentId,
      title: titles.get(`${i.contentType}:${i.contentId}`) ?? msg.analyticsItemNotFound,
      views: i.views,
      watch_seconds: i.watchSeconds,
    }));
  // Paying members at the start: MRR counts them by plan, so churn uses the count of
  // cancellations over members paying the day before the period (in basis points).
  const payingAtStart = await payingOn(ctx, p.previousTo);
  return {
    from: p.from,
    to: p.to,
    previous_from: p.previousFrom,
    previous_to: p.previousTo,
    totals: analyticsMeasures.map((m) => ({ measure: m, value: now[m], previous: before[m] })),
    series: [...byDay.entries()].map(([day, values]) => ({ day, values })),
    top_by_views: named(views),
    top_by_watch: named(watch),
    funnel: { visitors: now.visitors, members: now.signup, paying: now.first_payment },
    referrers,
    campaigns,
    empty_searches: emptySearches,
    churn_bps: payingAtStart > 0 ? Math.round((now.cancellation / payingAtStart) * 10_000) : 0,
    mrr: mrr.slice(1),
  };
}

async function payingOn(ctx: AppContext, day: string) {
  const [row] = await mrrByDay(ctx.db, day, day, { monthly: 1, annual: 12 });
  return row?.cents ?? 0;
}

/** GET admin/analytics/:type/:id/: one video's or recipe's views, watch time, retention and sign-ups. */
export async function item(
  ctx: AppContext,
  contentType: 'video' | 'recipe',
  contentId: number,
  from: string,
  to: string,
): Promise<AnalyticsItem> {
  const p = periodOf(from, to);
  const title = (await titlesOf(ctx.db, [{ type: contentType, id: contentId }])).get(
    `${contentType}:${contentId}`,
  );
  if (title === undefined) throw AppError.notFound(msg.analyticsItemNotFound);
  const rows = await itemRows(ctx.database, contentType, contentId, p.from, p.to);
  const byDay = new Map<string, { day: string; views: number; watch_seconds: number }>();
  for (let i = 0; i < p.days; i++) {
    const day = toDay(p.start + i * dayMs);
    byDay.set(day, { day, views: 0, watch_seconds: 0 });
  }
  const reached = new Array<number>(retentionBuckets).fill(0);
  const sum = { views: 0, visitors: 0, starts: 0, watch: 0, cook: 0, grocery: 0, signups: 0 };
  for (const r of rows) {
    const point = byDay.get(r.day);
    if (r.kind === 'page_view' || r.kind === 'recipe_view') {
      sum.views += r.events;
      sum.visitors += r.visitors;
      if (point) point.views += r.events;
    } else if (r.kind === 'video_start') sum.starts += r.visitors;
    else if (r.kind === 'watch_time') {
      sum.watch += r.value;
      if (point) point.watch_seconds += r.value;
    } else if (r.kind === 'video_progress') {
      const part = Number(r.dimension);
      if (part >= 0 && part < retentionBuckets) reached[part]! += r.visitors;
    } else if (r.kind === 'cook_mode_start') sum.cook += r.events;
    else if (r.kind === 'grocery_add') sum.grocery += r.events;
    else if (r.kind === 'signup_after') sum.signups += r.events;
  }
  const share = (n: number) => (sum.starts > 0 ? Math.min(10_000, Math.round((n / sum.starts) * 10_000)) : 0);
  const retention = reached.map(share);
  const q = retentionBuckets / 4;
  return {
    content_type: contentType,
    content_id: contentId,
    title,
    from: p.from,
    to: p.to,
    views: sum.views,
    visitors: sum.visitors,
    starts: sum.starts,
    watch_seconds: sum.watch,
    retention,
    quartiles: [q, 2 * q, 3 * q, retentionBuckets].map((b) => retention[b - 1] ?? 0),
    cook_mode_starts: sum.cook,
    grocery_adds: sum.grocery,
    signups: sum.signups,
    series: [...byDay.values()],
  };
}
