import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPosts } from '../../db/schema';
import { deletePost } from './community.repo';

/**
 * Removes every post of a member whose account is being deleted (inside the deletion's
 * transaction). Each goes as an author's deletion does: its likes, bookmarks, comments and
 * notifications follow, its pending reports are dropped. Returns how many went.
 */
export async function removePostsOf(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ id: userPosts.id }).from(userPosts).where(eq(userPosts.userId, userId));
  for (const { id } of rows) await deletePost(db, id);
  return rows.length;
}
