import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipeNotes } from '../../db/schema';

export async function findNote(db: Db, userId: number, recipeId: number) {
  const [row] = await db
    .select()
    .from(recipeNotes)
    .where(and(eq(recipeNotes.userId, userId), eq(recipeNotes.recipeId, recipeId)));
  return row;
}

/** One statement, so two saves at once leave one row (the last one's text). */
export async function upsertNote(db: Db, userId: number, recipeId: number, text: string) {
  const [row] = await db
    .insert(recipeNotes)
    .values({ userId, recipeId, text })
    .onConflictDoUpdate({
      target: [recipeNotes.userId, recipeNotes.recipeId],
      set: { text, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function deleteNote(db: Db, userId: number, recipeId: number) {
  await db.delete(recipeNotes).where(and(eq(recipeNotes.userId, userId), eq(recipeNotes.recipeId, recipeId)));
}
