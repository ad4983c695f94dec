import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Raw audience events (decision 910): written in batches off the request path, rolled up into
 * `audience_daily` by a job and removed after ANALYTICS_RAW_RETENTION_DAYS. A visitor is a
 * keyed hash of the address and browser that changes every day: no cookie, no way back to a
 * person. `user_id` is kept only on the server's own funnel events (sign-up, payment, cancel).
 */
export const audienceEvents = pgTable(
  'audience_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    visitor: text('visitor').notNull(),
    userId: integer('user_id'),
    contentType: text('content_type').notNull().default(''),
    contentId: integer('content_id').notNull().default(0),
    /** video_progress: the part reached; watch_time: seconds. */
    value: integer('value').notNull().default(0),
    /** The referrer's host, the UTM campaign or the search words, depending on the kind. */
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('audience_events_at_idx').on(t.at)],
);

/**
 * One row per day, kind, item and dimension (the part reached, a referrer host, a campaign,
 * search words; '' for none): the only table the analytics pages read.
 */
export const audienceDaily = pgTable(
  'audience_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull().default(''),
    contentId: integer('content_id').notNull().default(0),
    dimension: text('dimension').notNull().default(''),
    events: integer('events').notNull(),
    visitors: integer('visitors').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.contentType, t.contentId, t.dimension] }),
    index('audience_daily_item_idx').on(t.contentType, t.contentId, t.day),
  ],
);
