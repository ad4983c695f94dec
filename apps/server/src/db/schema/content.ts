import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { episodes, shows, videos, youtubeRecipes } from './catalog';
import { userPosts } from './community';

/** Every kind of item members like, bookmark, comment on, tag or get pointed at. */
export const contentKinds = ['video', 'show', 'episode', 'youtube_recipe', 'user_post'] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * One row per catalog item and community post, so other tables can name "an item" with a
 * real foreign key (docs/decisions/580-content-items-and-module-boundaries.md).
 * Exactly one item column is set; `kind` and `item_id` are generated from it, so the pair
 * (kind, item_id) is the item's (content_type, content_id) as the older tables spell it,
 * and those tables reference it: likes, bookmarks, comments and tags go with the item
 * (cascade), an announcement's link is cleared (set null).
 * Rows are written by the database only: a trigger on each item table adds the row in the
 * same statement as the item (migration 0023), and the item's foreign key removes it.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    showId: integer('show_id').references(() => shows.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
    youtubeRecipeId: integer('youtube_recipe_id').references(() => youtubeRecipes.id, {
      onDelete: 'cascade',
    }),
    userPostId: integer('user_post_id').references(() => userPosts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: contentKinds })
      .notNull()
      .generatedAlwaysAs(
        sql`case when video_id is not null then 'video' when show_id is not null then 'show' when episode_id is not null then 'episode' when youtube_recipe_id is not null then 'youtube_recipe' when user_post_id is not null then 'user_post' end`,
      ),
    itemId: integer('item_id')
      .notNull()
      .generatedAlwaysAs(sql`coalesce(video_id, show_id, episode_id, youtube_recipe_id, user_post_id)`),
  },
  (t) => [
    uniqueIndex('content_items_video_idx').on(t.videoId),
    uniqueIndex('content_items_show_idx').on(t.showId),
    uniqueIndex('content_items_episode_idx').on(t.episodeId),
    uniqueIndex('content_items_youtube_recipe_idx').on(t.youtubeRecipeId),
    uniqueIndex('content_items_user_post_idx').on(t.userPostId),
    unique('content_items_kind_item_key').on(t.kind, t.itemId),
    check(
      'content_items_one_item',
      sql`num_nonnulls(${t.videoId}, ${t.showId}, ${t.episodeId}, ${t.youtubeRecipeId}, ${t.userPostId}) = 1`,
    ),
  ],
);
