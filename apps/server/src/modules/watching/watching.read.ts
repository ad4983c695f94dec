import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberVisits, watchPositions } from '../../db/schema';

/** A member's watch positions for their data export, oldest first. */
export function positionsOf(db: Db, userId: number) {
  return db
    .select({
      content_type: watchPositions.contentType,
      content_id: watchPositions.contentId,
      position_seconds: watchPositions.positionSeconds,
      duration_seconds: watchPositions.durationSeconds,
      finished_at: watchPositions.finishedAt,
      updated_at: watchPositions.updatedAt,
    })
    .from(watchPositions)
    .where(eq(watchPositions.userId, userId))
    .orderBy(asc(watchPositions.updatedAt));
}

/** When the member last visited their home, and the visit before (their data export). */
export function visitsOf(db: Db, userId: number) {
  return db
    .select({ last_visit_at: memberVisits.lastVisitAt, previous_visit_at: memberVisits.previousVisitAt })
    .from(memberVisits)
    .where(eq(memberVisits.userId, userId));
}
