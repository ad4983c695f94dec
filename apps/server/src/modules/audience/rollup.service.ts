import type { AppContext } from '../../context';
import { flushAudience, purgeRawEvents } from './audience.service';

export const rollupQueue = 'audience.rollup';

const views = `('page_view', 'recipe_view', 'video_start')`;

/**
 * Rolls the raw events of the UTC days `from`..`to` (YYYY-MM-DD) into `audience_daily`,
 * replacing what those days held: running it again gives the same rows. Each kind is grouped
 * by item and dimension (the part reached for video_progress, the referrer host, the campaign
 * or the search words otherwise); `visitors` adds a row per day with every visitor of the day,
 * and `signup_after` credits each item a visitor saw on the day they signed up.
 */
export async function rollupDays(ctx: AppContext, from: string, to: string) {
  const start = `${from}T00:00:00Z`;
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString();
  const q = ctx.database.query;
  await q('delete from audience_daily where day between $1::date and $2::date', [from, to]);
  await q(
    `insert into audience_daily (day, kind, content_type, content_id, dimension, events, visitors, value)
     select (at at time zone 'UTC')::date, kind, content_type, content_id,
            case when kind = 'video_progress' then value::text else detail end,
            count(*), count(distinct visitor), coalesce(sum(case when kind = 'video_progress' then 0 else value end), 0)
       from audience_events where at >= $1 and at < $2
      group by 1, 2, 3, 4, 5`,
    [start, end],
  );
  await q(
    `insert into audience_daily (day, kind, content_type, content_id, dimension, events, visitors, value)
     select (at at time zone 'UTC')::date, 'visitors', '', 0, '', count(*), count(distinct visitor), 0
       from audience_events where at >= $1 and at < $2 and kind in ${views}
      group by 1`,
    [start, end],
  );
  await q(
    `insert into audience_daily (day, kind, content_type, content_id, dimension, events, visitors, value)
     select s.day, 'signup_after', v.content_type, v.content_id, '', count(distinct s.visitor), count(distinct s.visitor), 0
       from (select distinct (at at time zone 'UTC')::date as day, visitor, at from audience_events
              where kind = 'signup' and at >= $1 and at < $2) s
       join audience_events v on v.visitor = s.visitor and v.at >= $1 and v.at < $2 and v.at <= s.at
        and (v.at at time zone 'UTC')::date = s.day and v.kind in ${views} and v.content_id > 0
      group by 1, 2, 3, 4`,
    [start, end],
  );
}

/** The job: writes what is buffered, rolls up yesterday and today, then purges old raw events. */
export async function runRollup(ctx: AppContext) {
  await flushAudience(ctx);
  const now = ctx.config.now();
  const today = now.toISOString().slice(0, 10);
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  await rollupDays(ctx, yesterday, today);
  const purged = await purgeRawEvents(ctx);
  return { from: yesterday, to: today, purged };
}
