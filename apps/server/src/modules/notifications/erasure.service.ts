import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * Deletes a deleted member's notifications, and those other members received about what the
 * member did (their text names the member: "Ana liked your post").
 */
export async function removeNotificationsOf(db: Db, userId: number) {
  await db
    .delete(notifications)
    .where(or(eq(notifications.userId, userId), eq(notifications.actorId, userId)));
}
