import {
  msg,
  type ReportActionInput,
  type ReportedComment,
  type ReportedPost,
  type ReportFilter,
} from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { comments, userPosts, users } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import type { PageRequest } from '../../http/pagination';
import * as communityRepo from '../community/community.repo';
import { deleteComment } from '../engagement/comments.service';
import { resolveTarget } from '../engagement/targets';
import { person, toReportItem } from './reports.dto';
import * as repo from './reports.repo';

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
    .select({ post: userPosts, author: users })
    .from(userPosts)
    .innerJoin(users, eq(users.id, userPosts.userId))
    .where(eq(userPosts.id, id));
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
    .select({ comment: comments, author: users })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(eq(comments.id, id));
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
  await ctx.db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
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
      await communityRepo.deletePost(tx, report.postId);
    } else if (report.commentId !== null) {
      await repo.resolvePendingOnComment(tx, report.commentId, resolution);
      await deleteComment({ ...ctx, db: tx }, auth, report.commentId);
    }
  });
  return { msg: msg.reportResolved, data: await getReport(ctx, reportId) };
}
