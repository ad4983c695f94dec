import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connectedRecipes, recipeNotes } from '../../db/schema';

/** A member's notes for their data export: the recipe's name, the text and when. */
export function notesOf(db: Db, userId: number) {
  return db
    .select({
      recipe_id: recipeNotes.recipeId,
      recipe_name: connectedRecipes.name,
      text: recipeNotes.text,
      created: recipeNotes.createdAt,
      updated: recipeNotes.updatedAt,
    })
    .from(recipeNotes)
    .innerJoin(connectedRecipes, eq(connectedRecipes.id, recipeNotes.recipeId))
    .where(eq(recipeNotes.userId, userId))
    .orderBy(asc(recipeNotes.id));
}
