import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  carouselItems,
  homeCategories,
  homeCategoryTags,
  homeFeatures,
  homeGalleryImages,
  homePage,
  homeTopRightRecipes,
} from '../../db/schema';

/**
 * What other modules may read of the home page's configuration (decision 580): the home
 * module serves what the editor wrote through these instead of importing the editor's tables.
 */

export type HomePageSettings = typeof homePage.$inferSelect;

/** The singleton row of the page's texts and featured slots, or null before anything was saved. */
export async function homePageSettings(db: Db): Promise<HomePageSettings | null> {
  const [row] = await db.select().from(homePage).where(eq(homePage.id, 1));
  return row ?? null;
}

/** The featured top-right slots in rank order: recipe id and cover. */
export function topRightSlots(db: Db) {
  return db.select().from(homeTopRightRecipes).orderBy(asc(homeTopRightRecipes.rank));
}

/** The recipe category tabs' names in rank order. */
export function categoryNames(db: Db) {
  return db
    .select({ rank: homeCategories.rank, name: homeCategories.name })
    .from(homeCategories)
    .orderBy(asc(homeCategories.rank));
}

/** The recipe category tab of a rank, with its sort and the ids of its tags; null when none. */
export async function categoryAt(db: Db, rank: number) {
  const [category] = await db
    .select({ name: homeCategories.name, sortBy: homeCategories.sortBy })
    .from(homeCategories)
    .where(eq(homeCategories.rank, rank));
  if (!category) return null;
  const tags = await db
    .select({ id: homeCategoryTags.tagId })
    .from(homeCategoryTags)
    .where(eq(homeCategoryTags.rank, rank));
  return { ...category, tagIds: tags.map((t) => t.id) };
}

/** The rank of the category tab named `name` (trimmed, compared without case), or null. */
export async function categoryRankNamed(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .select({ rank: homeCategories.rank })
    .from(homeCategories)
    .where(sql`lower(${homeCategories.name}) = ${name.trim().toLowerCase()}`);
  return row?.rank ?? null;
}

/** The four features in rank order. */
export function features(db: Db) {
  return db.select().from(homeFeatures).orderBy(asc(homeFeatures.rank));
}

/** The gallery's images in rank order. */
export function galleryImages(db: Db) {
  return db
    .select({ rank: homeGalleryImages.rank, image: homeGalleryImages.image })
    .from(homeGalleryImages)
    .orderBy(asc(homeGalleryImages.rank));
}

/** The member home's carousel rows, by row type, then priority. */
export function carouselRows(db: Db) {
  return db
    .select()
    .from(carouselItems)
    .orderBy(asc(carouselItems.rowType), asc(carouselItems.priority), asc(carouselItems.id));
}
