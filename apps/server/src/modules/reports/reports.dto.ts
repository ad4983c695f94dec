import type { ReportItem } from '@simmer/contracts';
import type { ReportRow } from './reports.repo';

const person = (u: { id: number; firstName: string; lastName: string }) => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
});

/** A report as the moderation list shows it (spec 002 §3 Report). */
export function toReportItem(row: ReportRow): ReportItem {
  const r = row.report;
  return {
    id: r.id,
    user_posted: r.targetUserId,
    user_posted_details: person(row.author),
    reported_by_user_details: person(row.reporter),
    content_type: r.contentType,
    report_type: r.reason,
    action: r.action,
    post: r.postId,
    comment: r.commentId,
    created: r.createdAt.toISOString(),
    resolved_at: r.resolvedAt?.toISOString() ?? null,
  };
}

export { person };
