import {
  type AnyPgColumn,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contentItems } from './content';

/**
 * What members react to. Catalog items are checked by the engagement module; 'user_post'
 * is the community timeline's post, whose module registers its own target check.
 * Likes, bookmarks and comments name their item by (type, id), a foreign key to
 * `content_items` (kind, item_id): they go with the item.
 */
export const engagementTypes = ['video', 'show', 'episode', 'youtube_recipe', 'user_post'] as const;
export type EngagementType = (typeof engagementTypes)[number];

export const likes = pgTable(
  'likes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: engagementTypes }).notNull(),
    contentId: integer('content_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('likes_user_content_idx').on(t.userId, t.contentType, t.contentId),
    index('likes_content_idx').on(t.contentType, t.contentId),
    foreignKey({
      name: 'likes_content_item_fk',
      columns: [t.contentType, t.contentId],
      foreignColumns: [contentItems.kind, contentItems.itemId],
    }).onDelete('cascade'),
  ],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: engagementTypes }).notNull(),
    contentId: integer('content_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookmarks_user_content_idx').on(t.userId, t.contentType, t.contentId),
    index('bookmarks_user_created_idx').on(t.userId, t.createdAt),
    index('bookmarks_content_idx').on(t.contentType, t.contentId),
    foreignKey({
      name: 'bookmarks_content_item_fk',
      columns: [t.contentType, t.contentId],
      foreignColumns: [contentItems.kind, contentItems.itemId],
    }).onDelete('cascade'),
  ],
);

export const commentTypes = ['video', 'episode', 'youtube_recipe', 'user_post'] as const;
export type CommentType = (typeof commentTypes)[number];

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentType: text('comment_type', { enum: commentTypes }).notNull(),
    contentId: integer('content_id').notNull(),
    /**
     * The top-level comment this one replies to; null for a top-level comment. One level only:
     * a reply to a reply is stored under the top-level comment. Replies go with it (decision 880).
     */
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_content_idx').on(t.commentType, t.contentId, t.createdAt, t.id),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    foreignKey({
      name: 'comments_content_item_fk',
      columns: [t.commentType, t.contentId],
      foreignColumns: [contentItems.kind, contentItems.itemId],
    }).onDelete('cascade'),
  ],
);

/** A member's like on a comment: one per member and comment, a toggle (decision 880). */
export const commentLikes = pgTable(
  'comment_likes',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('comment_likes_comment_user_idx').on(t.commentId, t.userId),
    index('comment_likes_user_idx').on(t.userId),
  ],
);
