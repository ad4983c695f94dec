import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { comments } from './engagement';

export const reportActions = ['pending', 'delete', 'dismiss'] as const;
export type ReportAction = (typeof reportActions)[number];

/**
 * A member's report of a community post or of a comment (exactly one of the two).
 * A member reports a given item once. `post_id` has no foreign key here: posts belong to
 * the community module, which deletes its reports when it deletes a post.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id'),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    /** One of the spec's five reasons (reportReasons in contracts). */
    reason: text('reason').notNull(),
    action: text('action', { enum: reportActions }).notNull().default('pending'),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_reporter_post_idx').on(t.reporterId, t.postId),
    uniqueIndex('reports_reporter_comment_idx').on(t.reporterId, t.commentId),
    index('reports_action_created_idx').on(t.action, t.createdAt),
    check('reports_one_target', sql`num_nonnulls(${t.postId}, ${t.commentId}) = 1`),
  ],
);
