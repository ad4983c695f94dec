import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groceryLists } from '../../db/schema';

/** Deletes every grocery list of a deleted member; their lines follow by foreign key. */
export async function removeListsOf(db: Db, userId: number) {
  await db.delete(groceryLists).where(eq(groceryLists.userId, userId));
}
