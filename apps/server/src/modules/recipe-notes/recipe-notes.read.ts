import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipeNotes } from '../../db/schema';
import { connectedRecipeNames } from '../catalog/catalog.read';

/** A member's notes for their data export: the recipe's name, the text and when. */
export function notesOf(db: Db, userId: number) {
  const recipe = connectedRecipeNames('noted_recipe');
  return db
    .select({
      recipe_id: recipeNotes.recipeId,
      recipe_name: recipe.name,
      text: recipeNotes.text,
      created: recipeNotes.createdAt,
      updated: recipeNotes.updatedAt,
    })
    .from(recipeNotes)
    .innerJoin(recipe, eq(recipe.id, recipeNotes.recipeId))
    .where(eq(recipeNotes.userId, userId))
    .orderBy(asc(recipeNotes.id));
}
