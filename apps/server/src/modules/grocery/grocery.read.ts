import type { GroceryList } from '@simmer/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groceryLists } from '../../db/schema';
import { toGroceryListDto } from './grocery.dto';
import { itemsOf, sourcesOf } from './grocery.repo';

/**
 * What other modules may read of the grocery lists (decision 580): they call these instead of
 * importing the grocery tables.
 */

/** Every list of one member with its lines, as the list page shows them (their data archive). */
export async function listsOf(db: Db, userId: number): Promise<(GroceryList & { created: string })[]> {
  const lists = await db
    .select()
    .from(groceryLists)
    .where(eq(groceryLists.userId, userId))
    .orderBy(asc(groceryLists.createdAt), asc(groceryLists.id));
  const items = await itemsOf(
    db,
    lists.map((l) => l.id),
  );
  const sources = await sourcesOf(
    db,
    items.map((i) => i.id),
  );
  return lists.map((l) => ({ ...toGroceryListDto(l, items, sources), created: l.createdAt.toISOString() }));
}
