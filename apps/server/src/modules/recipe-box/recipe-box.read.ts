import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cookedMarks, mealPlanEntries, recipeCollectionItems, recipeCollections } from '../../db/schema';

/**
 * What other modules may read of the recipe box (decision 580): a member's collections,
 * "Cooked it" marks and meal plan, for their data archive.
 */
export async function recipeBoxOf(db: Db, userId: number) {
  const collections = await db
    .select()
    .from(recipeCollections)
    .where(eq(recipeCollections.userId, userId))
    .orderBy(asc(recipeCollections.createdAt), asc(recipeCollections.id));
  const items = collections.length
    ? await db
        .select()
        .from(recipeCollectionItems)
        .where(
          inArray(
            recipeCollectionItems.collectionId,
            collections.map((c) => c.id),
          ),
        )
        .orderBy(asc(recipeCollectionItems.createdAt), asc(recipeCollectionItems.id))
    : [];
  const [cooked, plan] = await Promise.all([
    db
      .select()
      .from(cookedMarks)
      .where(eq(cookedMarks.userId, userId))
      .orderBy(asc(cookedMarks.cookedOn), asc(cookedMarks.id)),
    db
      .select()
      .from(mealPlanEntries)
      .where(eq(mealPlanEntries.userId, userId))
      .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.id)),
  ]);
  return {
    collections: collections.map((c) => ({
      name: c.name,
      shared_by_link: c.shareToken !== null,
      created: c.createdAt.toISOString(),
      items: items
        .filter((i) => i.collectionId === c.id)
        .map((i) => ({
          content_type: i.contentType,
          content_id: i.contentId,
          added: i.createdAt.toISOString(),
        })),
    })),
    cooked: cooked.map((m) => ({
      content_type: m.contentType,
      content_id: m.contentId,
      cooked_on: m.cookedOn,
    })),
    meal_plan: plan.map((e) => ({ day: e.day, meal: e.meal, recipe_id: e.recipeId, servings: e.servings })),
  };
}
