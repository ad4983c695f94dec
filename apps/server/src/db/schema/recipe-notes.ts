import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { connectedRecipes } from './catalog';

/**
 * A member's private note on one written recipe. Only its author ever reads or changes it;
 * one note per member and recipe (an empty note is no row).
 */
export const recipeNotes = pgTable(
  'recipe_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => connectedRecipes.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recipe_notes_user_recipe_idx').on(t.userId, t.recipeId),
    index('recipe_notes_recipe_idx').on(t.recipeId),
  ],
);
