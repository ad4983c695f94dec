import { mergeAmounts, type UnitSystem } from '@simmer/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { anyId } from '../../db/any-id';
import { boundedCount } from '../../db/bounded-count';
import type { Db } from '../../db/client';
import { countAhead } from '../../db/paging';
import { groceryItemSources, groceryItems, groceryLists } from '../../db/schema';
import { accountsView } from '../auth/auth.read';
import {
  connectedRecipeNames,
  ingredientCategoriesQuery,
  publishedRecipesWithIngredients,
} from '../catalog/catalog.read';

export type ListRow = typeof groceryLists.$inferSelect;
export type ItemRow = typeof groceryItems.$inferSelect;
export interface SourceRow {
  itemId: number;
  recipeId: number | null;
  recipeName: string | null;
}

/** A transaction or the database: both run the same queries. */
export type Tx = Db;

const recipe = connectedRecipeNames('recipe');
const account = accountsView('account');

export async function pageOfLists(db: Db, userId: number, offset: number, size: number) {
  const total = await boundedCount(
    db,
    groceryLists,
    eq(groceryLists.userId, userId),
    offset + size + countAhead,
  );
  const rows = await db
    .select()
    .from(groceryLists)
    .where(eq(groceryLists.userId, userId))
    .orderBy(desc(groceryLists.updatedAt), desc(groceryLists.id))
    .limit(size)
    .offset(offset);
  return { count: total, rows };
}

/** The caller's list, or undefined when it does not exist or belongs to someone else. */
export function findOwnList(db: Db, userId: number, id: number) {
  return db.query.groceryLists.findFirst({
    where: and(eq(groceryLists.id, id), eq(groceryLists.userId, userId)),
  });
}

/** Locks the caller's list for the rest of the transaction, so two additions never write two lines. */
export async function lockOwnList(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(groceryLists)
    .where(and(eq(groceryLists.id, id), eq(groceryLists.userId, userId)))
    .for('update');
  return row;
}

export async function insertList(tx: Tx, userId: number, name: string, now: Date) {
  const [row] = await tx
    .insert(groceryLists)
    .values({ userId, name, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function touchList(tx: Tx, id: number, now: Date, name?: string) {
  await tx
    .update(groceryLists)
    .set({ updatedAt: now, ...(name !== undefined ? { name } : {}) })
    .where(eq(groceryLists.id, id));
}

export async function deleteList(db: Db, id: number) {
  await db.delete(groceryLists).where(eq(groceryLists.id, id));
}

export function itemsOf(db: Db, listIds: number[]) {
  if (!listIds.length) return Promise.resolve([] as ItemRow[]);
  return db
    .select()
    .from(groceryItems)
    .where(anyId(groceryItems.listId, listIds))
    .orderBy(asc(groceryItems.category), asc(sql`lower(${groceryItems.name})`), asc(groceryItems.id));
}

export function sourcesOf(db: Db, itemIds: number[]): Promise<SourceRow[]> {
  if (!itemIds.length) return Promise.resolve([]);
  return db
    .select({
      itemId: groceryItemSources.itemId,
      recipeId: groceryItemSources.recipeId,
      recipeName: recipe.name,
    })
    .from(groceryItemSources)
    .leftJoin(recipe, eq(recipe.id, groceryItemSources.recipeId))
    .where(anyId(groceryItemSources.itemId, itemIds))
    .orderBy(asc(groceryItemSources.id));
}

/** The caller's item with its list, or undefined when the item is not on one of the caller's lists. */
export async function findOwnItem(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ item: groceryItems, list: groceryLists })
    .from(groceryItems)
    .innerJoin(groceryLists, eq(groceryLists.id, groceryItems.listId))
    .where(and(eq(groceryItems.id, id), eq(groceryLists.userId, userId)));
  return row;
}

/** Lines of the list with this name (compared without case), whatever their unit. */
export function sameNameLines(tx: Tx, listId: number, name: string) {
  return tx
    .select()
    .from(groceryItems)
    .where(and(eq(groceryItems.listId, listId), sql`lower(${groceryItems.name}) = ${name.toLowerCase()}`))
    .orderBy(asc(groceryItems.id));
}

/** The member's chosen units (metric or US), or null for "as written". */
export async function unitSystemOf(db: Db, userId: number): Promise<UnitSystem | null> {
  const [row] = await db
    .select({ unitSystem: account.unitSystem })
    .from(account)
    .where(eq(account.id, userId));
  return row?.unitSystem ?? null;
}

export async function insertItem(
  tx: Tx,
  row: {
    listId: number;
    name: string;
    quantity: string;
    amount: number | null;
    unit: string;
    category: string;
    now: Date;
  },
) {
  const { now, ...values } = row;
  const [item] = await tx
    .insert(groceryItems)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return item!;
}

export async function insertSource(
  tx: Tx,
  row: {
    itemId: number;
    recipeId: number | null;
    quantity: string;
    amount: number | null;
    unit: string;
    now: Date;
  },
) {
  const { now, ...values } = row;
  await tx.insert(groceryItemSources).values({ ...values, createdAt: now });
}

/**
 * Sets a line's quantity from what its sources add up to (a total in a sensible unit when
 * every source is numeric in compatible units, otherwise the first source's text); deletes
 * the line when no source is left.
 */
export async function recompute(
  tx: Tx,
  itemId: number,
  now: Date,
  prefer: UnitSystem | null,
  extra: { purchased?: boolean } = {},
) {
  const sources = await tx
    .select({
      quantity: groceryItemSources.quantity,
      amount: groceryItemSources.amount,
      unit: groceryItemSources.unit,
    })
    .from(groceryItemSources)
    .where(eq(groceryItemSources.itemId, itemId))
    .orderBy(asc(groceryItemSources.id));
  if (!sources.length) {
    await tx.delete(groceryItems).where(eq(groceryItems.id, itemId));
    return null;
  }
  const total = mergeAmounts(
    sources.map((s) => ({ value: s.amount, unit: s.unit })),
    prefer,
  );
  const values = total
    ? { quantity: total.quantity, amount: total.value, unit: total.unit }
    : { quantity: sources[0]!.quantity, amount: null, unit: sources[0]!.unit };
  const [row] = await tx
    .update(groceryItems)
    .set({ ...values, updatedAt: now, ...extra })
    .where(eq(groceryItems.id, itemId))
    .returning();
  return row ?? null;
}

export async function setItem(
  tx: Tx,
  itemId: number,
  values: Partial<Pick<ItemRow, 'quantity' | 'amount' | 'purchased'>> & { updatedAt: Date },
) {
  const [row] = await tx.update(groceryItems).set(values).where(eq(groceryItems.id, itemId)).returning();
  return row;
}

export async function deleteItem(db: Db, id: number) {
  await db.delete(groceryItems).where(eq(groceryItems.id, id));
}

/** Removes a recipe's share from every line of the list; returns the lines it touched. */
export async function deleteRecipeSources(tx: Tx, listId: number, recipeId: number) {
  const touched = await tx
    .delete(groceryItemSources)
    .where(
      and(
        eq(groceryItemSources.recipeId, recipeId),
        inArray(
          groceryItemSources.itemId,
          tx.select({ id: groceryItems.id }).from(groceryItems).where(eq(groceryItems.listId, listId)),
        ),
      ),
    )
    .returning({ itemId: groceryItemSources.itemId });
  return [...new Set(touched.map((t) => t.itemId))];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Categories the member has used and those of the catalog's ingredients, matching a text. */
export async function knownCategories(db: Db, userId: number, search: string, limit: number) {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  const result = await db.execute<{ category: string }>(sql`
    select category from (
      select distinct lower(${groceryItems.category}) as category
        from ${groceryItems} join ${groceryLists} on ${groceryLists.id} = ${groceryItems.listId}
       where ${groceryLists.userId} = ${userId}
      union
      ${ingredientCategoriesQuery()}
    ) c
    where category like ${pattern}
    order by (category like ${`${escapeLike(search.toLowerCase())}%`}) desc, category
    limit ${limit}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { category: string }[] }).rows) as {
    category: string;
  }[];
  return rows.map((r) => r.category);
}

/** The published connected recipes whose ingredients are on the list, with their ingredients. */
export async function recipesOnList(db: Db, listId: number) {
  const recipeIds = db
    .select({ id: groceryItemSources.recipeId })
    .from(groceryItemSources)
    .innerJoin(groceryItems, eq(groceryItems.id, groceryItemSources.itemId))
    .where(eq(groceryItems.listId, listId));
  const found = await publishedRecipesWithIngredients(db, recipeIds);
  return found.sort((a, b) => a.recipe.name.localeCompare(b.recipe.name) || a.recipe.id - b.recipe.id);
}
