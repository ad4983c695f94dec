import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberVisits, watchPositions } from '../../db/schema';

/** Deletes a deleted member's watch positions and home visits. */
export async function removeWatchingOf(db: Db, userId: number) {
  await db.delete(watchPositions).where(eq(watchPositions.userId, userId));
  await db.delete(memberVisits).where(eq(memberVisits.userId, userId));
}
