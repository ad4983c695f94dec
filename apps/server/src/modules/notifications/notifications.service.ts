import { fillMessage, msg, type Notification, notificationTarget, type PostType } from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { NotificationType, RelatedContent } from '../../db/schema';
import type { Auth } from '../../http/access';
import type { PageRequest } from '../../http/pagination';
import { brandName } from '../settings/settings.read';
import { publishUnread, publishUnreadToAll } from './live';
import * as repo from './notifications.repo';
import { type PushJob, pushQueue } from './push';

export type { RelatedContent } from '../../db/schema';
/** The nightly purge's part: read notifications older than the cutoff. */
export { purgeRead } from './notifications.repo';

export interface NotifyInput {
  /** Who is told. */
  userId: number;
  type: NotificationType;
  message: string;
  /** Who caused it; a member acting on their own post is never told about it. */
  actorId?: number | null;
  relatedPostId?: number | null;
  relatedContent?: RelatedContent | null;
  /** Lets the push open the right post page (status posts have their own). */
  relatedPostType?: PostType;
}

/**
 * Tells one member: stores the notification, pushes the new unread count to their open
 * pages and sends a Web Push to their registered browsers. Returns null when the member
 * is the one who acted.
 */
export async function notify(ctx: AppContext, input: NotifyInput) {
  if (input.actorId != null && input.actorId === input.userId) return null;
  const row = await repo.insert(ctx.db, {
    userId: input.userId,
    type: input.type,
    message: input.message,
    actorId: input.actorId ?? null,
    relatedPostId: input.relatedPostId ?? null,
    relatedContent: input.relatedContent ?? null,
  });
  await publishUnread(ctx, input.userId);
  const url = notificationTarget({
    type: input.type,
    related_post: input.relatedPostId ?? null,
    related_post_details: input.relatedPostType ? { post_type: input.relatedPostType, image: null } : null,
    related_content_details: contentDetails(input.relatedContent ?? null),
  });
  await queuePush(ctx, {
    userIds: [input.userId],
    payload: { title: await brandName(ctx), body: input.message, url },
  });
  return row;
}

export interface NotifyAllInput {
  type: NotificationType;
  message: string;
  actorId?: number | null;
  relatedContent?: RelatedContent | null;
}

/**
 * Tells every active member (role user), e.g. an announcement was published or a
 * livestream started. One insert for all rows, one broadcast for the live counts.
 */
export async function notifyAll(ctx: AppContext, input: NotifyAllInput) {
  const created = await repo.insertForAllMembers(
    ctx.db,
    {
      type: input.type,
      message: input.message,
      actorId: input.actorId ?? null,
      relatedContent: input.relatedContent ?? null,
    },
    input.actorId ?? null,
  );
  await publishUnreadToAll(ctx);
  const url = notificationTarget({
    type: input.type,
    related_post: null,
    related_post_details: null,
    related_content_details: contentDetails(input.relatedContent ?? null),
  });
  await queuePush(ctx, {
    userIds: 'all',
    payload: { title: await brandName(ctx), body: input.message, url },
  });
  return created;
}

/** Web Push goes through the job queue: off the request path, and delivered by any worker. */
async function queuePush(ctx: AppContext, job: PushJob) {
  await ctx.jobs.send(pushQueue, job, { retryLimit: 2, retryDelay: 30 }).catch((err) => {
    // The notification is stored and counted already; a lost push is logged, not fatal.
    ctx.log.warn({ err }, 'push job could not be queued');
  });
}

function contentDetails(content: RelatedContent | null): Notification['related_content_details'] {
  if (!content) return null;
  return {
    published_item_type: content.published_item_type,
    published_item_id: content.published_item_id,
    announcement_item_details: { title: content.title, title_image: content.title_image },
  };
}

export function toNotificationDto(
  row: Awaited<ReturnType<typeof repo.listForUser>>['rows'][number],
): Notification {
  const n = row.n;
  return {
    id: n.id,
    message: n.message,
    type: n.type,
    is_read: n.isRead,
    created: n.createdAt.toISOString(),
    related_post: n.relatedPostId,
    related_post_details: row.postType ? { post_type: row.postType, image: row.postImage } : null,
    related_content_details: contentDetails(n.relatedContent),
  };
}

export async function list(ctx: AppContext, auth: Auth, page: PageRequest) {
  const { rows, count } = await repo.listForUser(ctx.db, auth.userId, page.size, page.offset);
  return { count, results: rows.map(toNotificationDto) };
}

export function unreadCount(ctx: AppContext, auth: Auth) {
  return repo.unreadCount(ctx.db, auth.userId);
}

export async function markRead(ctx: AppContext, auth: Auth, ids?: number[]) {
  await repo.markRead(ctx.db, auth.userId, ids);
  await publishUnread(ctx, auth.userId);
}

/** A livestream started: every member is told "{name} is going live"; the entry opens /join-livestream. */
export function announceLivestream(ctx: AppContext, input: { hostName: string; hostId?: number | null }) {
  return notifyAll(ctx, {
    type: 'livestream',
    message: fillMessage(msg.notifyGoingLive, { name: input.hostName }),
    actorId: input.hostId ?? null,
  });
}
