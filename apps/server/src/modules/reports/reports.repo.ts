import type { ReportFilter } from '@simmer/contracts';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ReportAction, reports } from '../../db/schema';
import { accountsView } from '../auth/auth.read';
import { commentIdsOn } from '../reactions/reactions.read';

const reporter = accountsView('reporter');
const author = accountsView('author');

/** Whether the post or comment a report points at still exists (its reference is cleared with it). */
const targetExists = sql<boolean>`(${reports.postRefId} is not null or ${reports.commentRefId} is not null)`;

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
  const target: SQL = or(
    eq(reports.postId, postId),
    inArray(reports.commentId, commentIdsOn(tx, 'user_post', postId)),
  )!;
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

export type NewReport = Pick<
  typeof reports.$inferInsert,
  'reporterId' | 'postId' | 'commentId' | 'reason' | 'contentType' | 'targetUserId'
>;

/**
 * Files a member's report (the engagement module's report endpoint); a trigger starts the
 * reference columns as the reported item. Answers null when the member already reported it.
 */
export async function fileReport(db: Db, values: NewReport): Promise<number | null> {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  return row?.id ?? null;
}

/**
 * Pending reports whose item is gone (its author deleted it, or it went with a catalog item
 * or an account) have nothing left to review and are already hidden; the nightly purge
 * deletes them. Resolved ones stay as the moderation record (decision 242).
 */
export async function dropPendingOnGoneItems(db: Db): Promise<number> {
  const gone = await db
    .delete(reports)
    .where(and(eq(reports.action, 'pending'), sql`not ${targetExists}`))
    .returning({ id: reports.id });
  return gone.length;
}
