import type { PostType, VideoStatus } from '@simmer/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { boundedCount } from '../../db/bounded-count';
import type { Db } from '../../db/client';
import { bookmarks, comments, likes, reports, userPosts, users, videoAssets } from '../../db/schema';
import { countAhead } from '../../http/pagination';

export type PostRow = typeof userPosts.$inferSelect;

/** A post with its author and the counts a card shows, as seen by member `viewerId`. */
function selectPosts(db: Db, viewerId: number) {
  const onPost = (table: typeof likes | typeof bookmarks) =>
    sql`${table.contentType} = 'user_post' and ${table.contentId} = ${userPosts.id}`;
  return db
    .select({
      post: userPosts,
      author: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        profileImage: users.profileImage,
      },
      likesCount: sql<number>`(select count(*) from ${likes} where ${onPost(likes)})::int`,
      liked: sql<boolean>`exists(select 1 from ${likes} where ${onPost(likes)} and ${likes.userId} = ${viewerId})`,
      bookmarksCount: sql<number>`(select count(*) from ${bookmarks} where ${onPost(bookmarks)})::int`,
      bookmarked: sql<boolean>`exists(select 1 from ${bookmarks} where ${onPost(bookmarks)} and ${bookmarks.userId} = ${viewerId})`,
      commentsCount: sql<number>`(select count(*) from ${comments} where ${comments.commentType} = 'user_post' and ${comments.contentId} = ${userPosts.id})::int`,
      // Whether the post's video is still being processed (the page shows "Processing" until ready).
      videoStatus: sql<VideoStatus | null>`(select ${videoAssets.status} from ${videoAssets} where ${videoAssets.assetId} = ${userPosts.videoAssetId})`,
      videoProgress: sql<
        number | null
      >`(select ${videoAssets.progressPercent} from ${videoAssets} where ${videoAssets.assetId} = ${userPosts.videoAssetId})`,
    })
    .from(userPosts)
    .innerJoin(users, eq(users.id, userPosts.userId));
}
export type PostView = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

export async function findPostView(db: Db, viewerId: number, id: number): Promise<PostView | undefined> {
  const [row] = await selectPosts(db, viewerId).where(eq(userPosts.id, id));
  return row;
}

export async function findPost(db: Db, id: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(userPosts).where(eq(userPosts.id, id));
  return row;
}

export async function listPosts(
  db: Db,
  viewerId: number,
  filter: { postType?: PostType; authorId?: number },
  limit: number,
  offset: number,
) {
  const conditions: SQL[] = [];
  if (filter.postType) conditions.push(eq(userPosts.postType, filter.postType));
  if (filter.authorId) conditions.push(eq(userPosts.userId, filter.authorId));
  const where = conditions.length ? and(...conditions) : undefined;
  // The page's ids first (read in index order), then the counts of those posts alone:
  // counting per post before sorting would count for every post of the table.
  const pageIds = async () => {
    const ids = await db
      .select({ id: userPosts.id })
      .from(userPosts)
      .where(where)
      .orderBy(desc(userPosts.createdAt), desc(userPosts.id))
      .limit(limit)
      .offset(offset);
    if (!ids.length) return [];
    return selectPosts(db, viewerId)
      .where(
        inArray(
          userPosts.id,
          ids.map((r) => r.id),
        ),
      )
      .orderBy(desc(userPosts.createdAt), desc(userPosts.id));
  };
  const [rows, total] = await Promise.all([
    pageIds(),
    boundedCount(db, userPosts, where, offset + limit + countAhead),
  ]);
  return { rows, count: total };
}

/** Posts the member bookmarked, most recently saved first. */
export async function listSavedPosts(db: Db, viewerId: number, limit: number, offset: number) {
  const saved = and(eq(bookmarks.userId, viewerId), eq(bookmarks.contentType, 'user_post'));
  const [rows, [total]] = await Promise.all([
    selectPosts(db, viewerId)
      .innerJoin(bookmarks, and(saved, eq(bookmarks.contentId, userPosts.id)))
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(bookmarks)
      .innerJoin(userPosts, eq(userPosts.id, bookmarks.contentId))
      .where(saved),
  ]);
  return { rows, count: total?.value ?? 0 };
}

export async function insertPost(db: Db, values: typeof userPosts.$inferInsert) {
  const [row] = await db.insert(userPosts).values(values).returning();
  return row!;
}

export async function updatePost(db: Db, id: number, values: Partial<typeof userPosts.$inferInsert>) {
  await db.update(userPosts).set(values).where(eq(userPosts.id, id));
}

/**
 * Deletes a post and what hangs on it by content type (likes, bookmarks, comments and the
 * pending reports on the post and on its comments). Notifications about it go by foreign key.
 */
export async function deletePost(db: Db, id: number) {
  await db.transaction(async (tx) => {
    const onPost = (table: typeof likes | typeof bookmarks) =>
      and(eq(table.contentType, 'user_post'), eq(table.contentId, id));
    await tx.delete(likes).where(onPost(likes));
    await tx.delete(bookmarks).where(onPost(bookmarks));
    const onComments = and(eq(comments.commentType, 'user_post'), eq(comments.contentId, id));
    // Resolved reports stay as the moderation record; pending ones have nothing left to review.
    const pending = eq(reports.action, 'pending');
    const postComments = tx.select({ id: comments.id }).from(comments).where(onComments);
    await tx.delete(reports).where(and(pending, inArray(reports.commentId, postComments)));
    await tx.delete(comments).where(onComments);
    await tx.delete(reports).where(and(pending, eq(reports.postId, id)));
    await tx.delete(userPosts).where(eq(userPosts.id, id));
  });
}
