import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contentItems } from './content';

/** A full-text document column; always generated from the row's own text. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** English full-text document of a title (weight A) and a description (weight B). */
const documentOf = (title: string, description: string | null): SQL =>
  description
    ? sql.raw(
        `setweight(to_tsvector('english'::regconfig, coalesce(${title}, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(${description}, '')), 'B')`,
      )
    : sql.raw(`setweight(to_tsvector('english'::regconfig, coalesce(${title}, '')), 'A')`);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Columns every playable item (video, episode) has; the media pipeline fills the video ones. */
const playable = {
  videoFileName: text('video_file_name'),
  videoAssetId: text('video_asset_id'),
  videoPlaybackId: text('video_playback_id'),
  durationSeconds: integer('duration_seconds'),
  isPremium: boolean('is_premium').notNull().default(false),
  isPublish: boolean('is_publish').notNull().default(false),
};

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    titleImage: text('title_image'),
    ...playable,
    /** A livestream's replay: how many comments viewers wrote during the stream (null otherwise). */
    liveCommentCount: integer('live_comment_count'),
    ...timestamps,
    search: tsvector('search').generatedAlwaysAs(documentOf('title', 'description')),
  },
  (t) => [
    index('videos_search_idx').using('gin', t.search),
    index('videos_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Newest-first pages read this index in order, without sorting.
    index('videos_publish_created_idx').on(t.isPublish, t.createdAt, t.id),
  ],
);

export const shows = pgTable(
  'shows',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    titleImage: text('title_image'),
    coverImage: text('cover_image'),
    isPublish: boolean('is_publish').notNull().default(false),
    ...timestamps,
    search: tsvector('search').generatedAlwaysAs(documentOf('title', 'description')),
  },
  (t) => [
    index('shows_search_idx').using('gin', t.search),
    index('shows_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Newest-first pages read this index in order, without sorting.
    index('shows_publish_created_idx').on(t.isPublish, t.createdAt, t.id),
  ],
);

export const episodes = pgTable(
  'episodes',
  {
    id: serial('id').primaryKey(),
    showId: integer('show_id')
      .notNull()
      .references(() => shows.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    titleImage: text('title_image'),
    /** Order inside the show; the first episode is the one "Watch Show" opens. */
    position: integer('position').notNull().default(0),
    ...playable,
    ...timestamps,
    search: tsvector('search').generatedAlwaysAs(documentOf('title', 'description')),
  },
  (t) => [
    index('episodes_show_idx').on(t.showId, t.position),
    index('episodes_search_idx').using('gin', t.search),
    index('episodes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

/** A recipe linked to an external (YouTube) video; the spec's "youtube-recipe". */
export const youtubeRecipes = pgTable(
  'youtube_recipes',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    titleImage: text('title_image'),
    youtubeLink: text('youtube_link'),
    isPublish: boolean('is_publish').notNull().default(false),
    ...timestamps,
    search: tsvector('search').generatedAlwaysAs(documentOf('title', 'description')),
  },
  (t) => [
    index('youtube_recipes_search_idx').using('gin', t.search),
    index('youtube_recipes_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // Newest-first pages read this index in order, without sorting.
    index('youtube_recipes_publish_created_idx').on(t.isPublish, t.createdAt, t.id),
  ],
);

export interface RecipeNutrition {
  calories?: number | null;
  protein_g?: number | null;
  carbs_g?: number | null;
  fat_g?: number | null;
}

export const connectedRecipeParents = ['youtube_recipe', 'video', 'episode'] as const;

/**
 * A written recipe (ingredients, instructions, notes) attached to exactly one parent:
 * a video, an episode or a YouTube recipe. Instructions and notes are HTML, sanitized
 * before they are written.
 */
export const connectedRecipes = pgTable(
  'connected_recipes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    instructions: text('instructions').notNull().default(''),
    notes: text('notes').notNull().default(''),
    recipeImage: text('recipe_image'),
    contentType: text('content_type', { enum: connectedRecipeParents }).notNull(),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id').references(() => episodes.id, { onDelete: 'cascade' }),
    youtubeRecipeId: integer('youtube_recipe_id').references(() => youtubeRecipes.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
    /** The servings the quantities are written for; the page rescales from it. */
    servings: integer('servings').notNull().default(4),
    prepMinutes: integer('prep_minutes'),
    cookMinutes: integer('cook_minutes'),
    /** What the recipe makes, as written ("12 cookies", "1 loaf"). */
    recipeYield: text('recipe_yield').notNull().default(''),
    /** Per serving, as the admin enters it; null when not given. */
    nutrition: jsonb('nutrition').$type<RecipeNutrition>(),
    course: text('course').notNull().default(''),
    diets: text('diets').array().notNull().default(sql`'{}'::text[]`),
    /** Seconds into the parent's video where each instruction step starts (null: no time). */
    stepTimes: jsonb('step_times').$type<Array<number | null>>().notNull().default([]),
    /** Seconds into the video where the ingredients are shown. */
    ingredientsTime: integer('ingredients_time'),
    ...timestamps,
  },
  (t) => [
    index('connected_recipes_video_idx').on(t.videoId),
    index('connected_recipes_episode_idx').on(t.episodeId),
    index('connected_recipes_youtube_idx').on(t.youtubeRecipeId),
    index('connected_recipes_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    check(
      'connected_recipes_one_parent',
      sql`num_nonnulls(${t.videoId}, ${t.episodeId}, ${t.youtubeRecipeId}) = 1`,
    ),
  ],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: serial('id').primaryKey(),
    connectedRecipeId: integer('connected_recipe_id')
      .notNull()
      .references(() => connectedRecipes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    quantity: text('quantity').notNull().default(''),
    unit: text('unit').notNull().default(''),
    category: text('category').notNull().default(''),
    /** The quantity read as a number (low end of a range) when written; the text stays as typed. */
    amount: doublePrecision('amount'),
    amountMax: doublePrecision('amount_max'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('ingredients_recipe_idx').on(t.connectedRecipeId, t.position)],
);

export const tags = pgTable('tags', { id: serial('id').primaryKey(), name: text('name').notNull() }, (t) => [
  uniqueIndex('tags_name_lower_idx').on(sql`lower(${t.name})`),
]);

export const taggableTypes = ['show', 'video', 'youtube_recipe', 'episode'] as const;
export type TaggableType = (typeof taggableTypes)[number];

/** Tags of any catalog item (the spec's tags_names); they go with the item (content_items). */
export const contentTags = pgTable(
  'content_tags',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: taggableTypes }).notNull(),
    contentId: integer('content_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tagId, t.contentType, t.contentId] }),
    index('content_tags_content_idx').on(t.contentType, t.contentId),
    foreignKey({
      name: 'content_tags_content_item_fk',
      columns: [t.contentType, t.contentId],
      foreignColumns: [contentItems.kind, contentItems.itemId],
    }).onDelete('cascade'),
  ],
);

/**
 * Every stemmed word of the searchable documents (videos, shows, episodes, recipes), kept
 * by triggers (migration 0008). Typo tolerance looks a mistyped word up here by trigrams,
 * a small table, then searches the documents by full text with the corrected words.
 */
export const searchLexemes = pgTable('search_lexemes', { word: text('word').primaryKey() }, (t) => [
  index('search_lexemes_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);
