import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { userPosts } from './community';

export const notificationTypes = [
  'post_like',
  'post_comment',
  'announcement',
  'livestream',
  'comment_reply',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** What a notification about published content points at (announcements, livestreams). */
export interface RelatedContent {
  published_item_type: string | null;
  published_item_id: number | null;
  title: string | null;
  title_image: string | null;
}

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    message: text('message').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    relatedPostId: integer('related_post_id').references(() => userPosts.id, { onDelete: 'cascade' }),
    relatedContent: jsonb('related_content').$type<RelatedContent>(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_user_unread_idx').on(t.userId, t.isRead),
    // Deleting a post cascades to its notifications through this column.
    index('notifications_related_post_idx').on(t.relatedPostId),
    // The retention purge: read notifications by age.
    index('notifications_read_created_idx').on(t.createdAt).where(sql`${t.isRead}`),
  ],
);
