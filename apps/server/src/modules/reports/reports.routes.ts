import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { type EndpointRequest, serve } from '../../http/endpoints';
import { pageRequest, pageResponse } from '../../http/pagination';
import { report } from './filing.service';
import * as reports from './reports.service';

const e = endpoints.reports;

/** A member's report of a post or comment: an entry of the engagement group, served here. */
export function memberReportRoutes(ctx: AppContext) {
  return serve(
    'engagement',
    { report: endpoints.engagement.report },
    { report: (req) => report(ctx, requireAuth(req.auth), req.body) },
  );
}

/** Report moderation for admins (spec 002 §2.12, §7 Reports). */
export function reportRoutes(ctx: AppContext) {
  // The spec names both verbs for the action: one handler serves them.
  const act = (req: EndpointRequest<typeof e.act>) =>
    reports.act(ctx, requireAuth(req.auth), req.params.id, req.body);
  return serve('reports', e, {
    list: async (req) => {
      const page = pageRequest(req.query.page);
      const r = await reports.listReports(ctx, '', page);
      return pageResponse(req, page, r.count, r.results);
    },
    search: async (req) => {
      const page = pageRequest(req.query.page);
      const r = await reports.listReports(ctx, req.body.filter, page);
      return pageResponse(req, page, r.count, r.results);
    },
    get: async (req) => ({ data: await reports.getReport(ctx, req.params.id) }),
    reportedPost: async (req) => ({ data: await reports.getReportedPost(ctx, req.params.id) }),
    reportedComment: async (req) => ({
      data: await reports.getReportedComment(ctx, requireAuth(req.auth), req.params.id),
    }),
    act,
    actPost: act,
  });
}
