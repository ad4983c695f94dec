import type { PostType } from '@simmer/contracts';
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { boundedCount } from '../../db/bounded-count';
import type { Db } from '../../db/client';
import { countAhead } from '../../db/paging';
import { userPosts } from '../../db/schema';
import { accountsView } from '../auth/auth.read';
import { videoProgressOf, videoStatusOf } from '../media/media.read';
import {
  bookmarkCountOf,
  bookmarksBy,
  commentCountOf,
  isBookmarkedBy,
  isLikedBy,
  likeCountOf,
} from '../reactions/reactions.read';
import { findPost, type PostRow } from './community.read';

export { findPost, type PostRow };

const author = accountsView('author');

/** A post with its author and the counts a card shows, as seen by member `viewerId`. */
function selectPosts(db: Db, viewerId: number) {
  return db
    .select({
      post: userPosts,
      author: {
        id: author.id,
        firstName: author.firstName,
        lastName: author.lastName,
        profileImage: author.profileImage,
      },
      likesCount: sql<number>`${likeCountOf('user_post', userPosts.id)}::int`,
      liked: isLikedBy('user_post', userPosts.id, viewerId),
      bookmarksCount: sql<number>`${bookmarkCountOf('user_post', userPosts.id)}::int`,
      bookmarked: isBookmarkedBy('user_post', userPosts.id, viewerId),
      commentsCount: sql<number>`${commentCountOf('user_post', userPosts.id)}::int`,
      // Whether the post's video is still being processed (the page shows "Processing" until ready).
      videoStatus: videoStatusOf(userPosts.videoAssetId),
      videoProgress: videoProgressOf(userPosts.videoAssetId),
    })
    .from(userPosts)
    .innerJoin(author, eq(author.id, userPosts.userId));
}
export type PostView = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

export async function findPostView(db: Db, viewerId: number, id: number): Promise<PostView | undefined> {
  const [row] = await selectPosts(db, viewerId).where(eq(userPosts.id, id));
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
  const saved = bookmarksBy('saved', viewerId, 'user_post');
  const [rows, [total]] = await Promise.all([
    selectPosts(db, viewerId)
      .innerJoin(saved, eq(saved.contentId, userPosts.id))
      .orderBy(desc(saved.createdAt), desc(saved.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(saved).innerJoin(userPosts, eq(userPosts.id, saved.contentId)),
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
 * Deletes a post. Its likes, bookmarks, comments and notifications follow by foreign key
 * (decision 580); reports on it and on its comments stay, their reference cleared, so
 * pending ones drop out of moderation (decision 242).
 */
export async function deletePost(db: Db, id: number) {
  await db.delete(userPosts).where(eq(userPosts.id, id));
}
