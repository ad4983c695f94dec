import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { userPosts } from '../../db/schema';

/**
 * What other modules may read of the community's posts (decision 580): they call these
 * instead of importing `user_posts`.
 */

export type PostRow = typeof userPosts.$inferSelect;

export async function findPost(db: Db, id: number): Promise<PostRow | undefined> {
  const [row] = await db.select().from(userPosts).where(eq(userPosts.id, id));
  return row;
}

/**
 * Posts as other modules may show them (a notification's thumbnail, a reported post), as a
 * subquery to join by `id` (PostgreSQL folds it into the outer query, so the join costs what
 * joining `user_posts` did).
 */
export function postsView<A extends string>(alias: A) {
  return new QueryBuilder()
    .select({
      id: userPosts.id,
      userId: userPosts.userId,
      postType: userPosts.postType,
      image: userPosts.image,
      videoPlaybackId: userPosts.videoPlaybackId,
      statusText: userPosts.statusText,
      description: userPosts.description,
      recipeName: userPosts.recipeName,
      instructions: userPosts.instructions,
      createdAt: userPosts.createdAt,
    })
    .from(userPosts)
    .as(alias);
}

/** Every post of one member, oldest first (their data archive). */
export function postsOf(db: Db, userId: number): Promise<PostRow[]> {
  return db
    .select()
    .from(userPosts)
    .where(eq(userPosts.userId, userId))
    .orderBy(userPosts.createdAt, userPosts.id);
}
