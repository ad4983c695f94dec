import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { livestreamComments, livestreams, livestreamViewers } from '../../db/schema';
import { accountsView, nameOf, namesOf } from '../auth/auth.read';
import { videosPublished } from '../catalog/catalog.read';

export type LivestreamRow = typeof livestreams.$inferSelect;
const active = inArray(livestreams.status, ['waiting', 'live']);

export async function findActive(db: Db) {
  const [row] = await db.select().from(livestreams).where(active).orderBy(desc(livestreams.id)).limit(1);
  return row ?? null;
}

export async function listActive(db: Db) {
  return db.select().from(livestreams).where(active);
}

export async function findLive(db: Db) {
  const [row] = await db
    .select()
    .from(livestreams)
    .where(eq(livestreams.status, 'live'))
    .orderBy(desc(livestreams.id))
    .limit(1);
  return row ?? null;
}

export async function findById(db: Db, id: number) {
  const [row] = await db.select().from(livestreams).where(eq(livestreams.id, id));
  return row ?? null;
}

export async function findByPlaybackId(db: Db, playbackId: string) {
  const [row] = await db.select().from(livestreams).where(eq(livestreams.playbackId, playbackId));
  return row ?? null;
}

/** Inserts a new waiting stream; null when another stream is already running (unique index). */
export async function insertWaiting(db: Db, values: typeof livestreams.$inferInsert) {
  const [row] = await db.insert(livestreams).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** waiting → live, atomically: only the one caller that flips it gets the row back. */
export async function markLive(db: Db, id: number, at: Date) {
  const [row] = await db
    .update(livestreams)
    .set({ status: 'live', startedAt: at })
    .where(and(eq(livestreams.id, id), eq(livestreams.status, 'waiting')))
    .returning();
  return row ?? null;
}

/** waiting or live → ended; null when it had ended already. */
export async function markEnded(db: Db, id: number, at: Date, reason: string | null) {
  const [row] = await db
    .update(livestreams)
    .set({ status: 'ended', endedAt: at, endReason: reason })
    .where(and(eq(livestreams.id, id), active))
    .returning();
  return row ?? null;
}

export async function hostName(db: Db, hostId: number | null) {
  if (hostId == null) return '';
  const row = await nameOf(db, hostId);
  return row ? `${row.first} ${row.last}`.trim() : '';
}

export async function hostNames(db: Db, hostIds: number[]) {
  const ids = [...new Set(hostIds)];
  if (!ids.length) return new Map<number, string>();
  const names = await namesOf(db, ids);
  return new Map([...names].map(([id, r]) => [id, `${r.first} ${r.last}`.trim()]));
}

export async function listPage(db: Db, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(livestreams).orderBy(desc(livestreams.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(livestreams),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function commentCounts(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: livestreamComments.livestreamId, n: count() })
    .from(livestreamComments)
    .where(inArray(livestreamComments.livestreamId, ids))
    .groupBy(livestreamComments.livestreamId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

const commenter = accountsView('commenter');
const commentColumns = {
  c: livestreamComments,
  firstName: commenter.firstName,
  lastName: commenter.lastName,
  profileImage: commenter.profileImage,
};
export type CommentRow = { c: typeof livestreamComments.$inferSelect } & {
  firstName: string;
  lastName: string;
  profileImage: string | null;
};

export async function insertComment(db: Db, livestreamId: number, userId: number, text: string) {
  const [row] = await db.insert(livestreamComments).values({ livestreamId, userId, text }).returning();
  const [withUser] = await db
    .select(commentColumns)
    .from(livestreamComments)
    .innerJoin(commenter, eq(commenter.id, livestreamComments.userId))
    .where(eq(livestreamComments.id, row!.id));
  return withUser as CommentRow;
}

/** Newest first. */
export async function listComments(db: Db, livestreamId: number, limit: number, offset: number) {
  const where = eq(livestreamComments.livestreamId, livestreamId);
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns)
      .from(livestreamComments)
      .innerJoin(commenter, eq(commenter.id, livestreamComments.userId))
      .where(where)
      .orderBy(desc(livestreamComments.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(livestreamComments).where(where),
  ]);
  return { rows: rows as CommentRow[], count: total?.n ?? 0 };
}

/** Records that a member is watching now (one row per member and stream). */
export async function touchViewer(db: Db, livestreamId: number, userId: number, at: Date) {
  await db
    .insert(livestreamViewers)
    .values({ livestreamId, userId, lastSeenAt: at })
    .onConflictDoUpdate({
      target: [livestreamViewers.livestreamId, livestreamViewers.userId],
      set: { lastSeenAt: at },
    });
}

export async function countViewers(db: Db, livestreamId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(livestreamViewers)
    .where(and(eq(livestreamViewers.livestreamId, livestreamId), gt(livestreamViewers.lastSeenAt, since)));
  return row?.n ?? 0;
}

export async function raisePeak(db: Db, id: number, viewers: number) {
  await db
    .update(livestreams)
    .set({ peakViewers: sql`greatest(${livestreams.peakViewers}, ${viewers})` })
    .where(eq(livestreams.id, id));
}

/** An ended stream's recording is to become a replay; null when it already is (ended twice). */
export async function claimReplay(db: Db, id: number) {
  const [row] = await db
    .update(livestreams)
    .set({ replayStatus: 'preparing' })
    .where(and(eq(livestreams.id, id), eq(livestreams.status, 'ended'), isNull(livestreams.replayStatus)))
    .returning();
  return row ?? null;
}

export async function replayFailed(db: Db, id: number) {
  await db
    .update(livestreams)
    .set({ replayStatus: 'failed' })
    .where(and(eq(livestreams.id, id), eq(livestreams.replayStatus, 'preparing')));
}

/** Links the replay video to the stream; false when another run linked one first. */
export async function linkReplay(db: Db, id: number, videoId: number) {
  const [row] = await db
    .update(livestreams)
    .set({ replayVideoId: videoId, replayStatus: 'ready' })
    .where(
      and(
        eq(livestreams.id, id),
        eq(livestreams.replayStatus, 'preparing'),
        isNull(livestreams.replayVideoId),
      ),
    )
    .returning({ id: livestreams.id });
  return Boolean(row);
}

/** Whether each replay video is published, by video id. */
export async function replayPublished(db: Db, videoIds: number[]) {
  return videosPublished(db, videoIds);
}
