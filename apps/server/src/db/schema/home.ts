import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { episodes, shows, tags, videos, youtubeRecipes } from './catalog';
import { contentItems } from './content';

/**
 * The public home page and the member home (spec 000 §2-§3, 002 §2.5-§2.8).
 * Singleton texts live in one row of `home_page`; ranked slots have their own tables whose
 * primary key is the rank, so a slot can never be filled twice.
 */

export const homeItemTypes = ['video', 'show', 'episode', 'youtube_recipe'] as const;
// The editor writes the spec's three values; the first four remain readable for older rows.
export const categorySorts = [
  'newest',
  'oldest',
  'popular',
  'title',
  'created_date',
  'likes_count',
  'comment_count',
] as const;
export const carouselRowKinds = ['youtube_recipe', 'video', 'show', 'update'] as const;
export const labelColours = ['violet', 'yellow', 'black'] as const;

export const homePage = pgTable(
  'home_page',
  {
    id: integer('id').primaryKey().default(1),
    /** Featured top-left item (any content type). */
    // Deleting the featured item clears the slot rather than the page.
    topLeftContentType: text('top_left_content_type', { enum: homeItemTypes }),
    topLeftVideoId: integer('top_left_video_id').references(() => videos.id, { onDelete: 'set null' }),
    topLeftShowId: integer('top_left_show_id').references(() => shows.id, { onDelete: 'set null' }),
    topLeftEpisodeId: integer('top_left_episode_id').references(() => episodes.id, { onDelete: 'set null' }),
    topLeftYoutubeRecipeId: integer('top_left_youtube_recipe_id').references(() => youtubeRecipes.id, {
      onDelete: 'set null',
    }),
    topLeftUpdatedAt: timestamp('top_left_updated_at', { withTimezone: true }),
    topLeftCoverImage: text('top_left_cover_image'),
    /** An optional label over the item, in one of the label colours (spec 002 §2.6). */
    topLeftLabel: text('top_left_label'),
    topLeftLabelColor: text('top_left_label_color', { enum: labelColours }),
    topRightHeading: text('top_right_heading').notNull().default(''),
    categorySectionTitle: text('category_section_title').notNull().default(''),
    featuresDescription: text('features_description').notNull().default(''),
    expertContent: text('expert_content').notNull().default(''),
    expertVideoFileName: text('expert_video_file_name'),
    expertVideoAssetId: text('expert_video_asset_id'),
    expertVideoPlaybackId: text('expert_video_playback_id'),
    socialDescription: text('social_description').notNull().default(''),
    facebookLink: text('facebook_link').notNull().default(''),
    instagramLink: text('instagram_link').notNull().default(''),
    twitterLink: text('twitter_link').notNull().default(''),
    youtubeLink: text('youtube_link').notNull().default(''),
    galleryText: text('gallery_text').notNull().default(''),
    appImage: text('app_image'),
    appContent: text('app_content').notNull().default(''),
    appleStoreLink: text('apple_store_link').notNull().default(''),
    googleStoreLink: text('google_store_link').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('home_page_singleton', sql`id = 1`)],
);

/** Featured top-right recipes: eight ranked slots of YouTube-linked recipes. */
export const homeTopRightRecipes = pgTable(
  'home_top_right_recipes',
  {
    rank: integer('rank').primaryKey(),
    youtubeRecipeId: integer('youtube_recipe_id')
      .notNull()
      .references(() => youtubeRecipes.id, { onDelete: 'cascade' }),
    coverImage: text('cover_image'),
    label: text('label'),
    labelColor: text('label_color', { enum: labelColours }),
  },
  (t) => [check('home_top_right_rank', sql`${t.rank} between 1 and 8`)],
);

/** The four recipe category tabs (ranks 1-4: newest, popular, seasonal, vegan by default). */
export const homeCategories = pgTable(
  'home_categories',
  {
    rank: integer('rank').primaryKey(),
    name: text('name').notNull(),
    sortBy: text('sort_by', { enum: categorySorts }).notNull().default('newest'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('home_categories_rank', sql`${t.rank} between 1 and 4`)],
);

/** A category shows the published recipes carrying any of its tags (all of them when it has none). */
export const homeCategoryTags = pgTable(
  'home_category_tags',
  {
    rank: integer('rank')
      .notNull()
      .references(() => homeCategories.rank, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.rank, t.tagId] })],
);

/** Four features; the rank selects the icon (1 live, 2 shows, 3 video, 4 shop). */
export const homeFeatures = pgTable(
  'home_features',
  {
    id: serial('id').primaryKey(),
    rank: integer('rank').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [check('home_features_rank', sql`${t.rank} between 1 and 4`)],
);

export const homeGalleryImages = pgTable(
  'home_gallery_images',
  {
    rank: integer('rank').primaryKey(),
    image: text('image').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('home_gallery_rank', sql`${t.rank} between 1 and 5`)],
);

/** Member home rows: grouped by row_type, each group ordered by priority ascending. */
export const carouselItems = pgTable(
  'carousel_items',
  {
    id: serial('id').primaryKey(),
    rowType: text('row_type', { enum: carouselRowKinds }).notNull(),
    contentType: text('content_type', { enum: homeItemTypes }).notNull(),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    showId: integer('show_id').references(() => shows.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
    youtubeRecipeId: integer('youtube_recipe_id').references(() => youtubeRecipes.id, {
      onDelete: 'cascade',
    }),
    priority: integer('priority').notNull(),
    coverImage: text('cover_image').notNull(),
    title: text('title'),
    titleLabelColor: text('title_label_color', { enum: labelColours }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('carousel_items_row_priority_idx').on(t.rowType, t.priority),
    check(
      'carousel_items_one_item',
      sql`num_nonnulls(${t.videoId}, ${t.showId}, ${t.episodeId}, ${t.youtubeRecipeId}) = 1`,
    ),
  ],
);

/** Announcements: sanitized HTML shown from start_date to end_date (dates, no time). */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    content: text('content').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    publishedItemType: text('published_item_type', { enum: homeItemTypes }),
    publishedItemId: integer('published_item_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Set once the members have been notified, so a restart never notifies twice. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_start_idx').on(t.startDate),
    // Deleting the linked item clears the link (both columns), not the announcement.
    foreignKey({
      name: 'announcements_content_item_fk',
      columns: [t.publishedItemType, t.publishedItemId],
      foreignColumns: [contentItems.kind, contentItems.itemId],
    }).onDelete('set null'),
    check('announcements_dates', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
