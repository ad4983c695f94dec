import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberVisits, type WatchKind, watchPositions } from '../../db/schema';

export type PositionRow = typeof watchPositions.$inferSelect;

export async function findPosition(db: Db, userId: number, kind: WatchKind, id: number) {
  const [row] = await db
    .select()
    .from(watchPositions)
    .where(
      and(
        eq(watchPositions.userId, userId),
        eq(watchPositions.contentType, kind),
        eq(watchPositions.contentId, id),
      ),
    );
  return row;
}

/**
 * One statement per report from the player, so two devices writing at once leave one row (the
 * last write's position). The watched mark, once set, stays.
 */
export async function upsertPosition(
  db: Db,
  row: {
    userId: number;
    kind: WatchKind;
    id: number;
    position: number;
    duration: number | null;
    finished: boolean;
  },
) {
  const finishedAt = row.finished ? sql`now()` : null;
  const [saved] = await db
    .insert(watchPositions)
    .values({
      userId: row.userId,
      contentType: row.kind,
      contentId: row.id,
      positionSeconds: row.position,
      durationSeconds: row.duration,
      finishedAt,
    })
    .onConflictDoUpdate({
      target: [watchPositions.userId, watchPositions.contentType, watchPositions.contentId],
      set: {
        positionSeconds: row.position,
        durationSeconds: row.duration,
        finishedAt: sql`coalesce(${watchPositions.finishedAt}, ${finishedAt})`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return saved!;
}

/** The member's most recent positions, newest first. */
export function recentPositions(db: Db, userId: number, limit: number) {
  return db
    .select()
    .from(watchPositions)
    .where(eq(watchPositions.userId, userId))
    .orderBy(desc(watchPositions.updatedAt))
    .limit(limit);
}

/** Items started and not finished, newest first ("Continue watching"). */
export function unfinishedPositions(db: Db, userId: number, from: number, limit: number) {
  return db
    .select()
    .from(watchPositions)
    .where(
      and(
        eq(watchPositions.userId, userId),
        isNull(watchPositions.finishedAt),
        gte(watchPositions.positionSeconds, from),
      ),
    )
    .orderBy(desc(watchPositions.updatedAt))
    .limit(limit);
}

/**
 * Records a read of the member home and answers when the member's previous visit ended: a read
 * more than 30 minutes after the last one starts a new visit. One statement.
 */
export async function recordVisit(db: Db, userId: number): Promise<Date | null> {
  const gap = sql`${memberVisits.lastVisitAt} < now() - interval '30 minutes'`;
  const [row] = await db
    .insert(memberVisits)
    .values({ userId })
    .onConflictDoUpdate({
      target: memberVisits.userId,
      set: {
        previousVisitAt: sql`case when ${gap} then ${memberVisits.lastVisitAt} else ${memberVisits.previousVisitAt} end`,
        lastVisitAt: sql`now()`,
      },
    })
    .returning({ previous: memberVisits.previousVisitAt });
  return row?.previous ?? null;
}
