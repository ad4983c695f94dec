import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipeNotes } from '../../db/schema';

/** Deletes every private note of a deleted member. */
export async function removeNotesOf(db: Db, userId: number) {
  await db.delete(recipeNotes).where(eq(recipeNotes.userId, userId));
}
