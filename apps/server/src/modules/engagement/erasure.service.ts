import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookmarks, commentLikes, comments, likes } from '../../db/schema';

/**
 * Removes a deleted member's comments, likes and bookmarks (inside the deletion's
 * transaction). Reports on their comments lose their link to the comment, as when an author
 * deletes a comment (decision 701); replies under their comments and the likes on them go too,
 * and so do their likes on other comments (decision 880). Returns how many comments went.
 */
export async function removeEngagementOf(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ id: comments.id }).from(comments).where(eq(comments.userId, userId));
  for (const { id } of rows) {
    await db.delete(comments).where(eq(comments.id, id));
  }
  await db.delete(commentLikes).where(eq(commentLikes.userId, userId));
  await db.delete(likes).where(eq(likes.userId, userId));
  await db.delete(bookmarks).where(eq(bookmarks.userId, userId));
  return rows.length;
}
