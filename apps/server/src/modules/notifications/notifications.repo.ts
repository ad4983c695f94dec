import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { affectedRows } from '../../db/affected-rows';
import { boundedCount } from '../../db/bounded-count';
import type { Db } from '../../db/client';
import { countAhead } from '../../db/paging';
import type { NotificationType } from '../../db/schema';
import { notifications, type RelatedContent } from '../../db/schema';
import { accountsView } from '../auth/auth.read';
import { postsView } from '../community/community.read';

const member = accountsView('member');
const post = postsView('post');

export interface NewNotification {
  userId: number;
  type: NotificationType;
  message: string;
  actorId?: number | null;
  relatedPostId?: number | null;
  relatedContent?: RelatedContent | null;
}

export async function insert(db: Db, values: NewNotification) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** One row per active member (role user) in a single statement, however many members there are. */
export async function insertForAllMembers(
  db: Db,
  values: Omit<NewNotification, 'userId'>,
  exceptUserId: number | null,
): Promise<number> {
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, type, message, actor_id, related_post_id, related_content)
    select ${member.id}, ${values.type}, ${values.message}, ${values.actorId ?? null}, ${values.relatedPostId ?? null},
           ${values.relatedContent ? JSON.stringify(values.relatedContent) : null}::jsonb
    from ${member}
    where ${member.role} = 'user' and ${member.isActive} = true
      and (${exceptUserId}::int is null or ${member.id} <> ${exceptUserId}::int)`);
  return affectedRows(result);
}

export async function listForUser(db: Db, userId: number, limit: number, offset: number) {
  const where = eq(notifications.userId, userId);
  const [rows, total] = await Promise.all([
    db
      .select({ n: notifications, postType: post.postType, postImage: post.image })
      .from(notifications)
      .leftJoin(post, eq(post.id, notifications.relatedPostId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    boundedCount(db, notifications, where, offset + limit + countAhead),
  ]);
  return { rows, count: total };
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.value ?? 0;
}

export async function markRead(db: Db, userId: number, ids?: number[]) {
  const mine = and(eq(notifications.userId, userId), eq(notifications.isRead, false));
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine);
}

/** Read notifications created before `cutoff` (unread ones stay). Returns how many went. */
export async function purgeRead(db: Db, cutoff: Date): Promise<number> {
  return affectedRows(
    await db
      .delete(notifications)
      .where(and(sql`${notifications.isRead}`, lt(notifications.createdAt, cutoff))),
  );
}
