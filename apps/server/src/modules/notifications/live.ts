import type { LiveEvent } from '@simmer/contracts';
import type { AppContext } from '../../context';
import * as repo from './notifications.repo';

/** Pub/sub channel of one member's live events. */
export const userChannel = (userId: number) => `user:${userId}`;
/** Broadcast channel: every open events stream re-reads its own unread count. */
export const membersChannel = 'members:unread';

export async function publishUnread(ctx: AppContext, userId: number) {
  const event: LiveEvent = { type: 'unread', unread_count: await repo.unreadCount(ctx.db, userId) };
  await ctx.pubsub.publish(userChannel(userId), JSON.stringify(event));
}

export async function publishUnreadToAll(ctx: AppContext) {
  await ctx.pubsub.publish(membersChannel, 'refresh');
}
