import { type Comment, type CommentableType, msg, type NewCommentFields } from '@simmer/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { boundedCount } from '../../db/bounded-count';
import { comments } from '../../db/schema';
import { type Auth, assertOwner } from '../../http/access';
import { AppError } from '../../http/errors';
import { countLimit, type PageRequest } from '../../http/pagination';
import { accountsView } from '../auth/auth.read';
import { storeImage } from '../media/images.service';
import { notify } from '../notifications/notifications.service';
import { resolveTarget } from './targets.read';

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

export function toComment({ comment: c, user: u }: Row): Comment {
  return {
    id: c.id,
    text: c.text,
    image: c.image,
    comment_type: c.commentType,
    object_id: c.contentId,
    user_details: { id: u.id, first_name: u.firstName, last_name: u.lastName, profile_image: u.profileImage },
    created: c.createdAt.toISOString(),
    updated: c.updatedAt.toISOString(),
  };
}

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
  const where = and(eq(comments.commentType, type), eq(comments.contentId, id));
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
  return { count: total, results: rows.map(toComment) };
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
  const stored = image ? await storeImage(ctx, { data: image, field: 'image', by: auth.userId }) : null;
  const [row] = await ctx.db
    .insert(comments)
    .values({
      userId: auth.userId,
      commentType: fields.comment_type,
      contentId: target.id,
      text: fields.text,
      image: stored?.url ?? null,
    })
    .returning({ id: comments.id });
  const created = (await load(ctx, row!.id))!;
  if (target.ownerId) {
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
  return { msg: msg.commentUpdated, data: toComment((await load(ctx, id))!) };
}

/**
 * The author deletes a comment (an admin may too, as moderation). Reports on it stay, their
 * reference cleared: pending ones drop out of moderation, resolved ones are its record.
 */
export async function deleteComment(ctx: AppContext, auth: Auth, id: number) {
  const row = await load(ctx, id);
  if (!row) throw AppError.notFound(msg.commentNotFound);
  assertOwner(auth, row.comment.userId, { adminMay: 'community' });
  await ctx.db.delete(comments).where(eq(comments.id, id));
  return { msg: msg.commentDeleted };
}
