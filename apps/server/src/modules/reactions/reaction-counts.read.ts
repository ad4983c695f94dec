import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookmarks, type CommentType, comments, type EngagementType, likes } from '../../db/schema';
import type { Auth } from '../../http/access';

export interface Reactions {
  likes: number[];
  likes_count: number;
  bookmarks: number[];
  bookmarks_count: number;
  is_liked: boolean;
  is_bookmarked: boolean;
}

/**
 * Counts and the caller's own reactions to one item. `likes` and `bookmarks` carry only the
 * caller's id (when set), so a client testing `likes.includes(me)` works without the API
 * handing out the list of everyone who liked something.
 */
export async function reactionsOf(
  db: Db,
  auth: Auth | null,
  type: EngagementType,
  id: number,
): Promise<Reactions> {
  const me = auth?.userId ?? 0;
  const count = (table: typeof likes | typeof bookmarks) =>
    db
      .select({
        n: sql<number>`count(*)::int`,
        mine: sql<boolean>`coalesce(bool_or(${table.userId} = ${me}), false)`,
      })
      .from(table)
      .where(and(eq(table.contentType, type), eq(table.contentId, id)));
  const [[l], [b]] = await Promise.all([count(likes), count(bookmarks)]);
  const liked = Boolean(auth && l?.mine);
  const saved = Boolean(auth && b?.mine);
  return {
    likes: liked ? [me] : [],
    likes_count: l?.n ?? 0,
    bookmarks: saved ? [me] : [],
    bookmarks_count: b?.n ?? 0,
    is_liked: liked,
    is_bookmarked: saved,
  };
}

/** Like counts of many items of one type, in one query. */
export async function likeCounts(db: Db, type: EngagementType, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: likes.contentId, n: sql<number>`count(*)::int` })
    .from(likes)
    .where(and(eq(likes.contentType, type), inArray(likes.contentId, ids)))
    .groupBy(likes.contentId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Comment counts of many items of one type, in one query. */
export async function commentCounts(db: Db, type: CommentType, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: comments.contentId, n: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.commentType, type), inArray(comments.contentId, ids)))
    .groupBy(comments.contentId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/**
 * The member's own flags on one item, in one query (the personal overlay of a kept page,
 * decision 800): the same fields `reactionsOf` gives, counts left to the shared answer.
 */
export async function ownReactions(db: Db, userId: number, type: EngagementType, id: number) {
  const [row] = await db
    .select({
      liked: sql<boolean>`exists (select 1 from ${likes} where ${likes.userId} = ${userId} and ${likes.contentType} = ${type} and ${likes.contentId} = ${id})`,
      saved: sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.userId} = ${userId} and ${bookmarks.contentType} = ${type} and ${bookmarks.contentId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  const liked = Boolean(row?.liked);
  const saved = Boolean(row?.saved);
  return {
    likes: liked ? [userId] : [],
    bookmarks: saved ? [userId] : [],
    is_liked: liked,
    is_bookmarked: saved,
  };
}
