import {
  type Comment,
  type CommentableType,
  type CommentReply,
  msg,
  type NewCommentFields,
} from '@simmer/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { boundedCount } from '../../db/bounded-count';
import { commentLikes, comments } from '../../db/schema';
import { type Auth, assertOwner } from '../../http/access';
import { AppError } from '../../http/errors';
import { countLimit, type PageRequest } from '../../http/pagination';
import { accountsView } from '../auth/auth.read';
import { storeImage } from '../media/images.service';
import { notify } from '../notifications/notifications.service';
import { resolveTarget, type Target } from './targets.read';

const author = accountsView('author');
/** What a comment shows of its author. */
const authorColumns = {
  id: author.id,
  firstName: author.firstName,
  lastName: author.lastName,
  profileImage: author.profileImage,
};

type Row = {
  comment: typeof comments.$inferSelect;
  user: { id: number; firstName: string; lastName: string; profileImage: string | null };
};

/** What the viewer sees of a comment's likes: how many, and whether they are one. */
type Likes = Map<number, { count: number; liked: boolean }>;

/** The like counts of `ids`, and which of them `viewerId` likes. */
async function likesOf(ctx: AppContext, ids: number[], viewerId: number | null): Promise<Likes> {
  const out: Likes = new Map();
  if (!ids.length) return out;
  const rows = await ctx.db
    .select({
      id: commentLikes.commentId,
      count: sql<number>`count(*)::int`,
      liked: sql<boolean>`coalesce(bool_or(${commentLikes.userId} = ${viewerId ?? 0}), false)`,
    })
    .from(commentLikes)
    .where(inArray(commentLikes.commentId, ids))
    .groupBy(commentLikes.commentId);
  for (const r of rows) out.set(r.id, { count: r.count, liked: Boolean(r.liked) });
  return out;
}

export function toComment({ comment: c, user: u }: Row, likes: Likes = new Map()): CommentReply {
  const l = likes.get(c.id);
  return {
    id: c.id,
    text: c.text,
    image: c.image,
    comment_type: c.commentType,
    object_id: c.contentId,
    user_details: { id: u.id, first_name: u.firstName, last_name: u.lastName, profile_image: u.profileImage },
    created: c.createdAt.toISOString(),
    updated: c.updatedAt.toISOString(),
    parent: c.parentId,
    likes_count: l?.count ?? 0,
    liked: l?.liked ?? false,
  };
}

/** One comment as the viewer sees it (its likes included). */
async function present(ctx: AppContext, row: Row, viewerId: number | null): Promise<CommentReply> {
  return toComment(row, await likesOf(ctx, [row.comment.id], viewerId));
}

/** At most this many replies come with a top-level comment in the list (the oldest first). */
export const repliesPerComment = 200;

async function load(ctx: AppContext, id: number): Promise<Row | null> {
  const [row] = await ctx.db
    .select({ comment: comments, user: authorColumns })
    .from(comments)
    .innerJoin(author, eq(author.id, comments.userId))
    .where(eq(comments.id, id));
  return row ?? null;
}

/** A comment the caller may see: it exists and what it is on is visible to them. */
export async function visibleComment(ctx: AppContext, auth: Auth | null, id: number) {
  const row = await load(ctx, id);
  if (!row) throw AppError.notFound(msg.commentNotFound);
  await resolveTarget(ctx.db, auth, row.comment.commentType, row.comment.contentId).catch(() => {
    throw AppError.notFound(msg.commentNotFound);
  });
  return row;
}

export async function listComments(
  ctx: AppContext,
  auth: Auth | null,
  type: CommentableType,
  id: number,
  page: PageRequest,
) {
  await resolveTarget(ctx.db, auth, type, id);
  // The list pages through top-level comments; each brings its replies (one level only).
  const where = and(eq(comments.commentType, type), eq(comments.contentId, id), isNull(comments.parentId));
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ comment: comments, user: authorColumns })
      .from(comments)
      .innerJoin(author, eq(author.id, comments.userId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(page.size)
      .offset(page.offset),
    boundedCount(ctx.db, comments, where, countLimit(page)),
  ]);
  const parentIds = rows.map((r) => r.comment.id);
  const replies = parentIds.length
    ? await ctx.db
        .select({ comment: comments, user: authorColumns })
        .from(comments)
        .innerJoin(author, eq(author.id, comments.userId))
        .where(inArray(comments.parentId, parentIds))
        .orderBy(asc(comments.createdAt), asc(comments.id))
        .limit(repliesPerComment * parentIds.length)
    : [];
  const likes = await likesOf(ctx, [...parentIds, ...replies.map((r) => r.comment.id)], auth?.userId ?? null);
  const byParent = new Map<number, CommentReply[]>();
  for (const r of replies) {
    const list = byParent.get(r.comment.parentId!) ?? [];
    if (list.length < repliesPerComment) list.push(toComment(r, likes));
    byParent.set(r.comment.parentId!, list);
  }
  const results: Comment[] = rows.map((r) => ({
    ...toComment(r, likes),
    replies: byParent.get(r.comment.id) ?? [],
  }));
  return { count: total, results };
}

/** The item id from the field named by the comment type (post, youtube_recipe, episode, video). */
function targetId(fields: NewCommentFields): number {
  const key = fields.comment_type === 'user_post' ? 'post' : fields.comment_type;
  const id = fields[key];
  if (!id) throw AppError.invalid(msg.fieldRequired, { [key]: msg.fieldRequired });
  return id;
}

export async function createComment(ctx: AppContext, auth: Auth, fields: NewCommentFields, image?: Buffer) {
  const target = await resolveTarget(ctx.db, auth, fields.comment_type, targetId(fields));
  const repliedTo = fields.parent ? await parentOf(ctx, fields.parent, target) : null;
  const stored = image ? await storeImage(ctx, { data: image, field: 'image', by: auth.userId }) : null;
  const [row] = await ctx.db
    .insert(comments)
    .values({
      userId: auth.userId,
      commentType: fields.comment_type,
      contentId: target.id,
      // One level: a reply to a reply goes under the top-level comment.
      parentId: repliedTo ? (repliedTo.parentId ?? repliedTo.id) : null,
      text: fields.text,
      image: stored?.url ?? null,
    })
    .returning({ id: comments.id });
  const created = (await load(ctx, row!.id))!;
  const name = `${created.user.firstName} ${created.user.lastName}`.trim();
  if (repliedTo) await tellOfReply(ctx, auth, repliedTo.userId, name, target);
  // The post's author hears of every comment on it, but only once when the reply is to them.
  if (target.ownerId && target.ownerId !== repliedTo?.userId) {
    await notify(ctx, {
      userId: target.ownerId,
      type: 'post_comment',
      message: msg.notifyPostComment.replace(
        '{name}',
        `${created.user.firstName} ${created.user.lastName}`.trim(),
      ),
      actorId: auth.userId,
      relatedPostId: target.id,
      relatedPostType: target.postType,
    });
  }
  return { msg: msg.commentCreated, data: toComment(created) };
}

/** The comment replied to: it must exist and be on the same item, else the reply is refused (400). */
async function parentOf(ctx: AppContext, parentId: number, target: Target) {
  const [parent] = await ctx.db
    .select({ id: comments.id, parentId: comments.parentId, userId: comments.userId })
    .from(comments)
    .where(
      and(
        eq(comments.id, parentId),
        eq(comments.commentType, target.type as CommentableType),
        eq(comments.contentId, target.id),
      ),
    );
  if (!parent) throw AppError.invalid(msg.commentParentInvalid, { parent: msg.commentParentInvalid });
  return parent;
}

/** Tells the author of the comment replied to (never oneself: `notify` skips the actor). */
async function tellOfReply(ctx: AppContext, auth: Auth, userId: number, name: string, target: Target) {
  await notify(ctx, {
    userId,
    type: 'comment_reply',
    message: msg.notifyCommentReply.replace('{name}', name),
    actorId: auth.userId,
    ...(target.type === 'user_post'
      ? { relatedPostId: target.id, relatedPostType: target.postType }
      : {
          relatedContent: {
            published_item_type: target.type,
            published_item_id: target.id,
            title: target.title,
            title_image: target.titleImage,
          },
        }),
  });
}

/**
 * Toggles the member's like on a comment they may see. The unique index on (comment, member)
 * makes a double click or a retry harmless. Likes on comments tell nobody (decision 880).
 */
export async function toggleCommentLike(ctx: AppContext, auth: Auth, id: number) {
  await visibleComment(ctx, auth, id);
  const mine = and(eq(commentLikes.commentId, id), eq(commentLikes.userId, auth.userId));
  const removed = await ctx.db.delete(commentLikes).where(mine).returning({ id: commentLikes.id });
  if (!removed.length) {
    await ctx.db.insert(commentLikes).values({ commentId: id, userId: auth.userId }).onConflictDoNothing();
  }
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(commentLikes)
    .where(eq(commentLikes.commentId, id));
  const active = !removed.length;
  return { msg: active ? msg.commentLiked : msg.commentUnliked, data: { active, count: row?.n ?? 0 } };
}

/** Only the author edits a comment; someone else's answers as if it did not exist. */
export async function updateComment(
  ctx: AppContext,
  auth: Auth,
  id: number,
  input: { text: string; removeImage: boolean },
  image?: Buffer,
) {
  const row = await visibleComment(ctx, auth, id);
  assertOwner(auth, row.comment.userId);
  const stored = image ? await storeImage(ctx, { data: image, field: 'image', by: auth.userId }) : null;
  await ctx.db
    .update(comments)
    .set({
      text: input.text,
      ...(stored ? { image: stored.url } : input.removeImage ? { image: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(comments.id, id));
  return { msg: msg.commentUpdated, data: await present(ctx, (await load(ctx, id))!, auth.userId) };
}

/**
 * The author deletes a comment (an admin may too, as moderation). Reports on it stay, their
 * reference cleared: pending ones drop out of moderation, resolved ones are its record.
 * Its replies and likes go with it (decision 880).
 */
export async function deleteComment(ctx: AppContext, auth: Auth, id: number) {
  const row = await load(ctx, id);
  if (!row) throw AppError.notFound(msg.commentNotFound);
  assertOwner(auth, row.comment.userId, { adminMay: 'community' });
  await ctx.db.delete(comments).where(eq(comments.id, id));
  return { msg: msg.commentDeleted };
}
