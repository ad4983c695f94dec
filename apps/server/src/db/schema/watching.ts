import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contentItems } from './content';

/** What a member can be part-way through: the playable catalog items. */
export const watchKinds = ['video', 'episode'] as const;
export type WatchKind = (typeof watchKinds)[number];

/**
 * Where a member stopped in a video or episode (decision 890): one row per member and item,
 * written by one upsert every few seconds of playback, read on any device to resume.
 * `finished_at` is set once the position passes 90 % of the item (or its end) and kept after,
 * so a rewatch does not take the watched mark away; starting over clears it.
 */
export const watchPositions = pgTable(
  'watch_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: watchKinds }).notNull(),
    contentId: integer('content_id').notNull(),
    positionSeconds: integer('position_seconds').notNull(),
    durationSeconds: integer('duration_seconds'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentType, t.contentId] }),
    // "Continue watching" and the member's marks read newest first.
    index('watch_positions_user_updated_idx').on(t.userId, t.updatedAt),
    index('watch_positions_content_idx').on(t.contentType, t.contentId),
    check('watch_positions_position', sql`${t.positionSeconds} >= 0`),
    // The row goes with its item, like likes and bookmarks (content_items' kind and item_id).
    foreignKey({
      name: 'watch_positions_content_item_fk',
      columns: [t.contentType, t.contentId],
      foreignColumns: [contentItems.kind, contentItems.itemId],
    }).onDelete('cascade'),
  ],
);

/**
 * A member's visits to their home, for "New since your last visit": a read of the member home
 * more than 30 minutes after the last one starts a new visit, and the one before becomes
 * `previous_visit_at`.
 */
export const memberVisits = pgTable('member_visits', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull().defaultNow(),
  previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
});
