import { sql } from 'drizzle-orm';
import {
  date,
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
import { connectedRecipes } from './catalog';
import { contentItems } from './content';

/** What a collection or a "Cooked it" mark names: a catalog item (community posts excluded). */
export const boxItemKinds = ['video', 'show', 'episode', 'youtube_recipe'] as const;

/**
 * A member's named collection of saved items (Weeknights, Baking…). Private until the member
 * shares it: `share_token` is then a random, unguessable token; revoking clears it, so the
 * old link stops working.
 */
export const recipeCollections = pgTable(
  'recipe_collections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shareToken: text('share_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recipe_collections_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    uniqueIndex('recipe_collections_share_token_idx').on(t.shareToken),
    index('recipe_collections_user_updated_idx').on(t.userId, t.updatedAt, t.id),
  ],
);

/** An item in a collection; an item may be in several. It goes with the item (cascade). */
export const recipeCollectionItems = pgTable(
  'recipe_collection_items',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => recipeCollections.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: boxItemKinds }).notNull(),
    contentId: integer('content_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recipe_collection_items_item_idx').on(t.collectionId, t.contentType, t.contentId),
    index('recipe_collection_items_created_idx').on(t.collectionId, t.createdAt, t.id),
    foreignKey({
      name: 'recipe_collection_items_content_item_fk',
      columns: [t.contentType, t.contentId],
      foreignColumns: [contentItems.kind, contentItems.itemId],
    }).onDelete('cascade'),
  ],
);

/** "Cooked it": one row per time a member cooked an item, on the day they say. */
export const cookedMarks = pgTable(
  'cooked_marks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: boxItemKinds }).notNull(),
    contentId: integer('content_id').notNull(),
    cookedOn: date('cooked_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cooked_marks_user_item_idx').on(t.userId, t.contentType, t.contentId, t.cookedOn),
    foreignKey({
      name: 'cooked_marks_content_item_fk',
      columns: [t.contentType, t.contentId],
      foreignColumns: [contentItems.kind, contentItems.itemId],
    }).onDelete('cascade'),
  ],
);

export const mealKinds = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

/** A written recipe on a day and meal of a member's week plan, with the servings to cook. */
export const mealPlanEntries = pgTable(
  'meal_plan_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    meal: text('meal', { enum: mealKinds }).notNull(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => connectedRecipes.id, { onDelete: 'cascade' }),
    servings: integer('servings').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meal_plan_entries_user_day_idx').on(t.userId, t.day, t.id)],
);
