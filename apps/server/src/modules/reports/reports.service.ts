import {
  msg,
  type ReportActionInput,
  type ReportedComment,
  type ReportedPost,
  type ReportFilter,
} from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import type { PageRequest } from '../../http/pagination';
import { accountsView } from '../auth/auth.read';
import { postsView } from '../community/community.read';
import { removePost } from '../community/community.service';
import { deleteComment } from '../engagement/comments.service';
import { resolveTarget } from '../engagement/targets.read';
import { commentsView } from '../reactions/reactions.read';
import { person, toReportItem } from './reports.dto';
import * as repo from './reports.repo';

const author = accountsView('author');
const post = postsView('post');
const comment = commentsView('comment');

export async function listReports(ctx: AppContext, filter: ReportFilter | '', page: PageRequest) {
  const { rows, count } = await repo.listReports(ctx.db, filter, page.size, page.offset);
  return { count, results: rows.map(toReportItem) };
}

export async function getReport(ctx: AppContext, id: number) {
  const row = await repo.findReport(ctx.db, id);
  if (!row) throw AppError.notFound(msg.reportNotFound);
  return toReportItem(row);
}

export async function getReportedPost(ctx: AppContext, id: number): Promise<ReportedPost> {
  const [row] = await ctx.db
    .select({
      post: {
        id: post.id,
        postType: post.postType,
        image: post.image,
        videoPlaybackId: post.videoPlaybackId,
        statusText: post.statusText,
        description: post.description,
        recipeName: post.recipeName,
        instructions: post.instructions,
        createdAt: post.createdAt,
      },
      author: { id: author.id, firstName: author.firstName, lastName: author.lastName },
    })
    .from(post)
    .innerJoin(author, eq(author.id, post.userId))
    .where(eq(post.id, id));
  if (!row) throw AppError.notFound(msg.postNotFound);
  const p = row.post;
  return {
    id: p.id,
    post_type: p.postType,
    image: p.image,
    video_playback_id: p.videoPlaybackId,
    status_text: p.statusText,
    description: p.description,
    recipe_name: p.recipeName,
    instructions: p.instructions,
    user_posted_details: person(row.author),
    created: p.createdAt.toISOString(),
    reports: (await repo.reportsOn(ctx.db, { postId: id })).map(toReportItem),
  };
}

export async function getReportedComment(ctx: AppContext, auth: Auth, id: number): Promise<ReportedComment> {
  const [row] = await ctx.db
    .select({
      comment: {
        id: comment.id,
        commentType: comment.commentType,
        contentId: comment.contentId,
        text: comment.text,
        image: comment.image,
        createdAt: comment.createdAt,
      },
      author: { id: author.id, firstName: author.firstName, lastName: author.lastName },
    })
    .from(comment)
    .innerJoin(author, eq(author.id, comment.userId))
    .where(eq(comment.id, id));
  if (!row) throw AppError.notFound(msg.commentNotFound);
  const c = row.comment;
  // The commented item as members see it; an item unpublished since keeps only its id.
  const target = await resolveTarget(ctx.db, auth, c.commentType, c.contentId).catch(() => null);
  return {
    id: c.id,
    text: c.text,
    image: c.image,
    user_posted_details: person(row.author),
    content_details: {
      id: c.contentId,
      content_type: c.commentType,
      title: target?.title ?? '',
      title_image: target?.titleImage ?? null,
    },
    created: c.createdAt.toISOString(),
    reports: (await repo.reportsOn(ctx.db, { commentId: id })).map(toReportItem),
  };
}

/**
 * Dismiss resolves the one report. Delete removes the reported post or comment through the
 * same code its author's delete uses (likes, bookmarks, comments, notifications go with
 * it) and resolves every pending report on it, all in one transaction. The report row is
 * locked first, so a second action (or a second moderator) answers 409.
 */
export async function act(ctx: AppContext, auth: Auth, reportId: number, input: ReportActionInput) {
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockReport(tx, reportId);
    if (!locked) throw AppError.notFound(msg.reportNotFound);
    const { report, exists } = locked;
    if (report.action !== 'pending') throw AppError.conflict(msg.reportAlreadyResolved);
    if (!exists) throw AppError.notFound(msg.reportTargetGone);
    const resolution: repo.Resolution = {
      action: input.action,
      resolvedById: auth.userId,
      resolvedAt: ctx.config.now(),
    };
    if (input.action === 'dismiss') {
      await repo.resolveOne(tx, reportId, resolution);
    } else if (report.postId !== null) {
      await repo.resolvePendingOnPost(tx, report.postId, resolution);
      await removePost({ ...ctx, db: tx }, report.postId);
    } else if (report.commentId !== null) {
      await repo.resolvePendingOnComment(tx, report.commentId, resolution);
      await deleteComment({ ...ctx, db: tx }, auth, report.commentId);
    }
  });
  return { msg: msg.reportResolved, data: await getReport(ctx, reportId) };
}

/** The nightly purge's part: pending reports whose item is gone (see `dropPendingOnGoneItems`). */
export const dropPendingOnGoneItems = (ctx: AppContext) => repo.dropPendingOnGoneItems(ctx.db);
