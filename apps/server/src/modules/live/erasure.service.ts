import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { livestreamComments, livestreamViewers } from '../../db/schema';

/** Deletes a deleted member's livestream chat comments and viewing records. */
export async function removeLiveActivityOf(db: Db, userId: number) {
  await db.delete(livestreamComments).where(eq(livestreamComments.userId, userId));
  await db.delete(livestreamViewers).where(eq(livestreamViewers.userId, userId));
}
