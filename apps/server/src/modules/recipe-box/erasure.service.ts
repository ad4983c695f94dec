import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cookedMarks, mealPlanEntries, recipeCollections } from '../../db/schema';

/** Deletes a deleted member's collections (their items follow by foreign key), cooked marks and plan. */
export async function removeRecipeBoxOf(db: Db, userId: number) {
  await db.delete(recipeCollections).where(eq(recipeCollections.userId, userId));
  await db.delete(cookedMarks).where(eq(cookedMarks.userId, userId));
  await db.delete(mealPlanEntries).where(eq(mealPlanEntries.userId, userId));
}
