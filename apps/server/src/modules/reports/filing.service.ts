import { msg, type ReportInput } from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { ReportContentType } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { findPost } from '../community/community.read';
import { visibleComment } from '../engagement/comments.service';
import { fileReport } from './reports.repo';

/**
 * A member reports someone else's comment or post with one of the five reasons. The unique
 * indexes (member, comment) and (member, post) make a second report of the same item a 409.
 */
export async function report(ctx: AppContext, auth: Auth, input: ReportInput) {
  let ownerId: number;
  let contentType: ReportContentType = 'comment';
  if (input.comment) {
    ownerId = (await visibleComment(ctx, auth, input.comment)).comment.userId;
  } else {
    const post = await findPost(ctx.db, input.post!);
    if (!post) throw AppError.notFound(msg.postNotFound);
    ownerId = post.userId;
    contentType = post.postType;
  }
  if (ownerId === auth.userId) throw AppError.invalid(msg.reportOwnContent);
  const filed = await fileReport(ctx.db, {
    reporterId: auth.userId,
    commentId: input.comment ?? null,
    postId: input.comment ? null : input.post!,
    reason: input.report_type,
    contentType,
    targetUserId: ownerId,
  });
  if (filed === null) throw AppError.conflict(msg.reportDuplicate);
  return { msg: msg.reportSent };
}
