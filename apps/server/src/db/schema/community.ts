import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const postTypeValues = ['status', 'photo', 'video', 'recipe'] as const;

/**
 * A member's community post. Likes, bookmarks and comments on posts live in the shared
 * engagement tables under content type 'user_post'; reports in `reports.post_id`.
 */
export const userPosts = pgTable(
  'user_posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postType: text('post_type', { enum: postTypeValues }).notNull(),
    image: text('image'),
    /** The uploaded source (media asset id); playback goes through `videoPlaybackId`. */
    videoAssetId: text('video_asset_id'),
    videoPlaybackId: text('video_playback_id'),
    statusText: text('status_text'),
    description: text('description'),
    recipeName: text('recipe_name'),
    /** Sanitised HTML. */
    instructions: text('instructions'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The timeline's order (newest first, id breaking ties), whole and per post type or author.
    index('user_posts_created_idx').on(t.createdAt, t.id),
    index('user_posts_type_created_idx').on(t.postType, t.createdAt, t.id),
    index('user_posts_user_created_idx').on(t.userId, t.createdAt, t.id),
  ],
);
