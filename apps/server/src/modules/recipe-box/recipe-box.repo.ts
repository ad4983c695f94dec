import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cookedMarks, mealPlanEntries, recipeCollectionItems, recipeCollections } from '../../db/schema';
import type { publishedConnectedRecipeCards } from '../catalog/catalog.read';

export type CollectionRow = typeof recipeCollections.$inferSelect;
export type EntryRow = typeof mealPlanEntries.$inferSelect;
export type RecipeCard = Awaited<ReturnType<typeof publishedConnectedRecipeCards>>[number];
export type BoxKind = (typeof recipeCollectionItems.$inferSelect)['contentType'];

// ------------------------------------------------------------------ collections

export async function findOwnCollection(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(recipeCollections)
    .where(and(eq(recipeCollections.id, id), eq(recipeCollections.userId, userId)));
  return row;
}

export async function findShared(db: Db, token: string) {
  const [row] = await db.select().from(recipeCollections).where(eq(recipeCollections.shareToken, token));
  return row;
}

export async function collectionCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(recipeCollections)
    .where(eq(recipeCollections.userId, userId));
  return row?.n ?? 0;
}

export async function nameTaken(db: Db, userId: number, name: string, except?: number) {
  const rows = await db
    .select({ id: recipeCollections.id })
    .from(recipeCollections)
    .where(and(eq(recipeCollections.userId, userId), sql`lower(${recipeCollections.name}) = lower(${name})`));
  return rows.some((r) => r.id !== except);
}

export async function pageOfCollections(db: Db, userId: number, offset: number, size: number) {
  const where = eq(recipeCollections.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(recipeCollections)
      .where(where)
      .orderBy(asc(sql`lower(${recipeCollections.name})`), asc(recipeCollections.id))
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(recipeCollections).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Per collection: how many items, the newest item (for a cover) and whether it holds `item`. */
export async function collectionFacts(db: Db, ids: number[], item?: { kind: BoxKind; id: number }) {
  if (!ids.length) return [];
  return db
    .select({
      collectionId: recipeCollectionItems.collectionId,
      n: count(),
      newestType: sql<BoxKind>`(array_agg(${recipeCollectionItems.contentType} order by ${recipeCollectionItems.createdAt} desc, ${recipeCollectionItems.id} desc))[1]`,
      newestId: sql<number>`(array_agg(${recipeCollectionItems.contentId} order by ${recipeCollectionItems.createdAt} desc, ${recipeCollectionItems.id} desc))[1]`,
      hasItem: item
        ? sql<boolean>`bool_or(${recipeCollectionItems.contentType} = ${item.kind} and ${recipeCollectionItems.contentId} = ${item.id})`
        : sql<boolean>`false`,
    })
    .from(recipeCollectionItems)
    .where(inArray(recipeCollectionItems.collectionId, ids))
    .groupBy(recipeCollectionItems.collectionId);
}

export async function insertCollection(db: Db, userId: number, name: string, now: Date) {
  const [row] = await db
    .insert(recipeCollections)
    .values({ userId, name, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateCollection(
  db: Db,
  id: number,
  set: Partial<Pick<CollectionRow, 'name' | 'shareToken' | 'updatedAt'>>,
) {
  const [row] = await db.update(recipeCollections).set(set).where(eq(recipeCollections.id, id)).returning();
  return row!;
}

export async function deleteCollection(db: Db, id: number) {
  await db.delete(recipeCollections).where(eq(recipeCollections.id, id));
}

export async function pageOfItems(db: Db, collectionId: number, offset: number, size: number) {
  const where = eq(recipeCollectionItems.collectionId, collectionId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(recipeCollectionItems)
      .where(where)
      .orderBy(desc(recipeCollectionItems.createdAt), desc(recipeCollectionItems.id))
      .limit(size)
      .offset(offset),
    db.select({ n: count() }).from(recipeCollectionItems).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function itemCount(db: Db, collectionId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(recipeCollectionItems)
    .where(eq(recipeCollectionItems.collectionId, collectionId));
  return row?.n ?? 0;
}

/** Adds an item once: adding it again changes nothing. */
export async function insertItem(db: Db, collectionId: number, kind: BoxKind, id: number, now: Date) {
  await db
    .insert(recipeCollectionItems)
    .values({ collectionId, contentType: kind, contentId: id, createdAt: now })
    .onConflictDoNothing();
}

export async function deleteItem(db: Db, collectionId: number, kind: BoxKind, id: number) {
  await db
    .delete(recipeCollectionItems)
    .where(
      and(
        eq(recipeCollectionItems.collectionId, collectionId),
        eq(recipeCollectionItems.contentType, kind),
        eq(recipeCollectionItems.contentId, id),
      ),
    );
}

// ------------------------------------------------------------------ cooked it

export function cookedOf(db: Db, userId: number, kind: BoxKind, id: number) {
  return db
    .select({ id: cookedMarks.id, cookedOn: cookedMarks.cookedOn })
    .from(cookedMarks)
    .where(
      and(eq(cookedMarks.userId, userId), eq(cookedMarks.contentType, kind), eq(cookedMarks.contentId, id)),
    )
    .orderBy(desc(cookedMarks.cookedOn), desc(cookedMarks.id))
    .limit(100);
}

export async function insertCooked(
  db: Db,
  userId: number,
  kind: BoxKind,
  id: number,
  cookedOn: string,
  now: Date,
) {
  const [row] = await db
    .insert(cookedMarks)
    .values({ userId, contentType: kind, contentId: id, cookedOn, createdAt: now })
    .returning({ id: cookedMarks.id, cookedOn: cookedMarks.cookedOn });
  return row!;
}

export async function deleteOwnCooked(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(cookedMarks)
    .where(and(eq(cookedMarks.id, id), eq(cookedMarks.userId, userId)))
    .returning({ id: cookedMarks.id });
  return rows.length > 0;
}

// ------------------------------------------------------------------ meal plans

export function entriesOfWeek(db: Db, userId: number, from: string, to: string) {
  return db
    .select()
    .from(mealPlanEntries)
    .where(
      and(eq(mealPlanEntries.userId, userId), gte(mealPlanEntries.day, from), lt(mealPlanEntries.day, to)),
    )
    .orderBy(asc(mealPlanEntries.day), asc(mealPlanEntries.id));
}

export async function countOfWeek(db: Db, userId: number, from: string, to: string) {
  const [row] = await db
    .select({ n: count() })
    .from(mealPlanEntries)
    .where(
      and(eq(mealPlanEntries.userId, userId), gte(mealPlanEntries.day, from), lt(mealPlanEntries.day, to)),
    );
  return row?.n ?? 0;
}

export async function findOwnEntry(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.id, id), eq(mealPlanEntries.userId, userId)));
  return row;
}

export async function insertEntries(db: Db, rows: (typeof mealPlanEntries.$inferInsert)[]) {
  if (!rows.length) return [];
  return db.insert(mealPlanEntries).values(rows).returning();
}

export async function updateEntry(
  db: Db,
  id: number,
  set: Partial<Pick<EntryRow, 'day' | 'meal' | 'servings'>>,
) {
  const [row] = await db.update(mealPlanEntries).set(set).where(eq(mealPlanEntries.id, id)).returning();
  return row!;
}

export async function deleteEntry(db: Db, id: number) {
  await db.delete(mealPlanEntries).where(eq(mealPlanEntries.id, id));
}
