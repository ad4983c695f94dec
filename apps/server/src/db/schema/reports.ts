import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { userPosts } from './community';
import { comments } from './engagement';

export const reportActions = ['pending', 'delete', 'dismiss'] as const;
export type ReportAction = (typeof reportActions)[number];

/** What was reported, as the moderation list names it (spec 002 §9 report types). */
export const reportContentTypes = ['photo', 'status', 'video', 'recipe', 'comment'] as const;
export type ReportContentType = (typeof reportContentTypes)[number];

/**
 * A member's report of a community post or of a comment (exactly one of the two).
 * A member reports a given item once. `post_id` and `comment_id` are what was reported and
 * have no foreign keys: a report outlives the item a moderator deleted, so it still lists
 * under "Deleted". `post_ref_id` and `comment_ref_id` are the same item while it exists:
 * foreign keys that a trigger fills on insert (migration 0023) and the database clears when
 * the item goes (decision 580), so "is the item still there" is a column of the report. The author's delete drops the pending reports
 * (through the reports module); pending reports whose item is gone some other way are
 * hidden from moderation. `content_type` and `target_user_id` are kept from the moment of
 * the report for the same reason.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id'),
    commentId: integer('comment_id'),
    postRefId: integer('post_ref_id').references(() => userPosts.id, { onDelete: 'set null' }),
    commentRefId: integer('comment_ref_id').references(() => comments.id, { onDelete: 'set null' }),
    contentType: text('content_type', { enum: reportContentTypes }).notNull(),
    /** The author of the reported post or comment ("Posted By"). */
    targetUserId: integer('target_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    index('reports_post_idx').on(t.postId),
    index('reports_comment_idx').on(t.commentId),
    index('reports_post_ref_idx').on(t.postRefId),
    index('reports_comment_ref_idx').on(t.commentRefId),
    check('reports_one_target', sql`num_nonnulls(${t.postId}, ${t.commentId}) = 1`),
  ],
);
