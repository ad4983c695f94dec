import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * What other modules may read of the notifications (decision 580): they call these instead of
 * importing the table.
 */

/** Every notification one member has received, oldest first (their data archive). */
export function notificationsOf(db: Db, userId: number) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      message: notifications.message,
      relatedPostId: notifications.relatedPostId,
      relatedContent: notifications.relatedContent,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}
