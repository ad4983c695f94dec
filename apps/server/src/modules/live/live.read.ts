import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { livestreamComments } from '../../db/schema';

/**
 * What other modules may read of the livestreams (decision 580): they call these instead of
 * importing the live tables.
 */

/** Every livestream chat comment one member wrote, oldest first (their data archive). */
export function liveCommentsOf(db: Db, userId: number) {
  return db
    .select({
      id: livestreamComments.id,
      livestreamId: livestreamComments.livestreamId,
      text: livestreamComments.text,
      createdAt: livestreamComments.createdAt,
    })
    .from(livestreamComments)
    .where(eq(livestreamComments.userId, userId))
    .orderBy(asc(livestreamComments.createdAt), asc(livestreamComments.id));
}
