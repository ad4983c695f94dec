import type { ReportFilter } from '@simmer/contracts';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { comments, type ReportAction, reports, userPosts, users } from '../../db/schema';

const reporter = alias(users, 'reporter');
const author = alias(users, 'author');

/** Whether the post or comment a report points at still exists. */
const targetExists = sql<boolean>`(
  exists(select 1 from ${userPosts} where ${userPosts.id} = ${reports.postId})
  or exists(select 1 from ${comments} where ${comments.id} = ${reports.commentId})
)`;

/**
 * What moderation sees: every resolved report, and pending reports whose item still
 * exists. A pending report on an item its author (or a cascade) removed has nothing left
 * to review, so it is hidden rather than shown with a dead link.
 */
const visible = or(sql`${reports.action} <> 'pending'`, targetExists)!;

function selectReports(db: Db) {
  return db
    .select({
      report: reports,
      reporter: { id: reporter.id, firstName: reporter.firstName, lastName: reporter.lastName },
      author: { id: author.id, firstName: author.firstName, lastName: author.lastName },
    })
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(author, eq(author.id, reports.targetUserId));
}
export type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

const actionOf: Record<ReportFilter, ReportAction> = {
  delete: 'delete',
  dismiss: 'dismiss',
  none: 'pending',
};

/** Pending reports first (the work still to do), then newest first. */
export async function listReports(db: Db, filter: ReportFilter | '', limit: number, offset: number) {
  const where = filter ? and(visible, eq(reports.action, actionOf[filter])) : visible;
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(sql`(${reports.action} = 'pending') desc`, desc(reports.createdAt), desc(reports.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(reports).where(where),
  ]);
  return { rows, count: total?.value ?? 0 };
}

export async function findReport(db: Db, id: number): Promise<ReportRow | undefined> {
  const [row] = await selectReports(db).where(and(eq(reports.id, id), visible));
  return row;
}

/** The reports on one post or one comment, pending first. */
export function reportsOn(db: Db, target: { postId: number } | { commentId: number }) {
  const on = 'postId' in target ? eq(reports.postId, target.postId) : eq(reports.commentId, target.commentId);
  return selectReports(db)
    .where(on)
    .orderBy(sql`(${reports.action} = 'pending') desc`, desc(reports.createdAt), desc(reports.id));
}

/** Locks one report for the length of the transaction (two moderators acting at once). */
export async function lockReport(tx: Db, id: number) {
  const [row] = await tx
    .select({ report: reports, exists: targetExists })
    .from(reports)
    .where(eq(reports.id, id))
    .for('update');
  return row;
}

export interface Resolution {
  action: Exclude<ReportAction, 'pending'>;
  resolvedById: number;
  resolvedAt: Date;
}

export async function resolveOne(tx: Db, id: number, r: Resolution) {
  await tx.update(reports).set(r).where(eq(reports.id, id));
}

/**
 * Resolves every pending report on a post about to be deleted: on the post itself and on
 * the comments that go with it.
 */
export async function resolvePendingOnPost(tx: Db, postId: number, r: Resolution) {
  const onComments = tx
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.commentType, 'user_post'), eq(comments.contentId, postId)));
  const target: SQL = or(eq(reports.postId, postId), inArray(reports.commentId, onComments))!;
  await tx
    .update(reports)
    .set(r)
    .where(and(eq(reports.action, 'pending'), target));
}

export async function resolvePendingOnComment(tx: Db, commentId: number, r: Resolution) {
  await tx
    .update(reports)
    .set(r)
    .where(and(eq(reports.action, 'pending'), eq(reports.commentId, commentId)));
}
