import { msg, type ReactionBody } from '@simmer/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookmarks, likes } from '../../db/schema';
import type { Auth } from '../../http/access';
import { nameOf } from '../auth/auth.read';
import { notify } from '../notifications/notifications.service';
import { resolveTarget } from './targets.read';

type Table = typeof likes | typeof bookmarks;

/**
 * Like and bookmark are toggles (spec 001 §4). The unique index on (member, type, item)
 * makes a double click or a retry harmless: the insert either lands or does nothing.
 */
async function toggle(ctx: AppContext, auth: Auth, table: Table, body: ReactionBody) {
  const target = await resolveTarget(ctx.db, auth, body.content_type, body.id);
  const where = and(
    eq(table.userId, auth.userId),
    eq(table.contentType, target.type),
    eq(table.contentId, target.id),
  );
  const removed = await ctx.db.delete(table).where(where).returning({ id: table.id });
  let active = false;
  if (!removed.length) {
    const added = await ctx.db
      .insert(table)
      .values({ userId: auth.userId, contentType: target.type, contentId: target.id })
      .onConflictDoNothing()
      .returning({ id: table.id });
    active = true;
    if (added.length && table === likes && target.ownerId)
      await tellAuthorOfLike(ctx, auth, target.ownerId, target);
  }
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(eq(table.contentType, target.type), eq(table.contentId, target.id)));
  return { active, count: row?.n ?? 0 };
}

async function tellAuthorOfLike(
  ctx: AppContext,
  auth: Auth,
  ownerId: number,
  target: Awaited<ReturnType<typeof resolveTarget>>,
) {
  const me = await nameOf(ctx.db, auth.userId);
  await notify(ctx, {
    userId: ownerId,
    type: 'post_like',
    message: msg.notifyPostLike.replace('{name}', `${me?.first ?? ''} ${me?.last ?? ''}`.trim()),
    actorId: auth.userId,
    relatedPostId: target.id,
    relatedPostType: target.postType,
  });
}

export async function toggleLike(ctx: AppContext, auth: Auth, body: ReactionBody) {
  const data = await toggle(ctx, auth, likes, body);
  return { msg: data.active ? msg.liked : msg.unliked, data };
}

export async function toggleBookmark(ctx: AppContext, auth: Auth, body: ReactionBody) {
  const data = await toggle(ctx, auth, bookmarks, body);
  return { msg: data.active ? msg.bookmarked : msg.unbookmarked, data };
}
