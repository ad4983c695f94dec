import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { connectedRecipes } from './catalog';

/** A member's shopping list. Only its owner ever reads or changes it. */
export const groceryLists = pgTable(
  'grocery_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grocery_lists_user_updated_idx').on(t.userId, t.updatedAt, t.id)],
);

/**
 * One line of a list. Its quantity is derived from its sources: lines of the same name
 * and unit are one line whose numeric quantities add up.
 */
export const groceryItems = pgTable(
  'grocery_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => groceryLists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What the member reads: the summed amount written as a cook would, or the source's text. */
    quantity: text('quantity').notNull().default(''),
    /** The numeric total when every source has a numeric quantity; null otherwise. */
    amount: doublePrecision('amount'),
    unit: text('unit').notNull().default(''),
    category: text('category').notNull(),
    purchased: boolean('purchased').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grocery_items_list_name_idx').on(t.listId, sql`lower(${t.name})`, t.unit)],
);

/**
 * What each addition contributed to a line: the recipe it came from (null when typed by
 * the member) and its quantity. Deleting a recipe's items removes only its share.
 */
export const groceryItemSources = pgTable(
  'grocery_item_sources',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => groceryItems.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id').references(() => connectedRecipes.id, { onDelete: 'set null' }),
    quantity: text('quantity').notNull().default(''),
    amount: doublePrecision('amount'),
    /** The unit the source was written in; lines add sources across compatible units. */
    unit: text('unit').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('grocery_item_sources_item_idx').on(t.itemId),
    index('grocery_item_sources_recipe_idx').on(t.recipeId),
  ],
);
