import type { Database } from '../../db/client';

/**
 * What the analytics reports read of the daily tables (never the raw events). Days are
 * YYYY-MM-DD, both ends included.
 */
type Rows<T> = Promise<T[]>;
const num = (v: unknown) => Number(v ?? 0);

/** Per day and kind: events, visitors and the summed value, site-wide. */
export async function dailyTotals(
  database: Database,
  from: string,
  to: string,
): Rows<{
  day: string;
  kind: string;
  events: number;
  visitors: number;
  value: number;
}> {
  const { rows } = await database.query(
    `select to_char(day, 'YYYY-MM-DD') as day, kind, sum(events)::bigint as events,
            sum(visitors)::bigint as visitors, sum(value)::bigint as value
       from audience_daily where day between $1::date and $2::date
        and kind not in ('video_progress', 'signup_after', 'referrer', 'campaign')
      group by day, kind`,
    [from, to],
  );
  return rows.map((r) => ({
    day: String(r.day),
    kind: String(r.kind),
    events: num(r.events),
    visitors: num(r.visitors),
    value: num(r.value),
  }));
}

/** The most seen (or most watched) items of the period. */
export async function topItems(
  database: Database,
  from: string,
  to: string,
  by: 'views' | 'watch',
  limit = 10,
) {
  const { rows } = await database.query(
    `select content_type, content_id,
            sum(events) filter (where kind in ('page_view', 'recipe_view', 'video_start'))::bigint as views,
            sum(value) filter (where kind = 'watch_time')::bigint as watch
       from audience_daily
      where day between $1::date and $2::date and content_id > 0
        and kind in ('page_view', 'recipe_view', 'video_start', 'watch_time')
      group by content_type, content_id
      order by ${by === 'views' ? 'views' : 'watch'} desc nulls last, content_id
      limit $3`,
    [from, to, limit],
  );
  return rows
    .map((r) => ({
      contentType: String(r.content_type),
      contentId: num(r.content_id),
      views: num(r.views),
      watchSeconds: num(r.watch),
    }))
    .filter((r) => (by === 'views' ? r.views : r.watchSeconds) > 0);
}

/** The dimensions of one kind (referrer hosts, campaigns, search words) by events. */
export async function topDimensions(database: Database, from: string, to: string, kind: string, limit = 20) {
  const { rows } = await database.query(
    `select dimension, sum(events)::bigint as n from audience_daily
      where day between $1::date and $2::date and kind = $3 and dimension <> ''
      group by dimension order by n desc, dimension limit $4`,
    [from, to, kind, limit],
  );
  return rows.map((r) => ({ label: String(r.dimension), count: num(r.n) }));
}

/** One item's rows of the period: per day and kind, and its progress per part. */
export async function itemRows(
  database: Database,
  contentType: string,
  contentId: number,
  from: string,
  to: string,
) {
  const { rows } = await database.query(
    `select to_char(day, 'YYYY-MM-DD') as day, kind, dimension, events, visitors, value
       from audience_daily
      where content_type = $1 and content_id = $2 and day between $3::date and $4::date`,
    [contentType, contentId, from, to],
  );
  return rows.map((r) => ({
    day: String(r.day),
    kind: String(r.kind),
    dimension: String(r.dimension),
    events: num(r.events),
    visitors: num(r.visitors),
    value: num(r.value),
  }));
}
