import {
  pageQuerySchema,
  ReportActionResultSchema,
  ReportActionSchema,
  ReportedCommentSchema,
  ReportedPostSchema,
  ReportItemPageSchema,
  ReportItemResponseSchema,
  ReportSearchSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as reports from './reports.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

/** Report moderation for admins (spec 002 §2.12, §7 Reports). */
export function reportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['reports'];
  const admin = { access: 'admin' as const };
  return async (app) => {
    app.get('/adminpanel/report-items/', {
      config: admin,
      schema: { tags, querystring: pageQuerySchema, response: { 200: ReportItemPageSchema } },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const r = await reports.listReports(ctx, '', page);
        return pageResponse(req, page, r.count, r.results);
      },
    });
    app.post('/adminpanel/report-items/search/', {
      config: admin,
      schema: {
        tags,
        querystring: pageQuerySchema,
        body: ReportSearchSchema,
        response: { 200: ReportItemPageSchema },
      },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const r = await reports.listReports(ctx, req.body.filter, page);
        return pageResponse(req, page, r.count, r.results);
      },
    });
    app.get('/adminpanel/report-items/:id/', {
      config: admin,
      schema: { tags, params: idParams, response: { 200: ReportItemResponseSchema } },
      handler: async (req) => ({ data: await reports.getReport(ctx, req.params.id) }),
    });
    app.get('/adminpanel/reported-post/:id/', {
      config: admin,
      schema: { tags, params: idParams, response: { 200: z.object({ data: ReportedPostSchema }) } },
      handler: async (req) => ({ data: await reports.getReportedPost(ctx, req.params.id) }),
    });
    app.get('/adminpanel/reported-comment/:id/', {
      config: admin,
      schema: { tags, params: idParams, response: { 200: z.object({ data: ReportedCommentSchema }) } },
      handler: async (req) => ({
        data: await reports.getReportedComment(ctx, requireAuth(req.auth), req.params.id),
      }),
    });
    // The spec names both verbs for the action.
    for (const method of ['PUT', 'POST'] as const) {
      app.route({
        method,
        url: '/adminpanel/report-items/:id/action/',
        config: admin,
        schema: {
          tags,
          params: idParams,
          body: ReportActionSchema,
          response: { 200: ReportActionResultSchema },
        },
        handler: (req) => reports.act(ctx, requireAuth(req.auth), req.params.id, req.body),
      });
    }
  };
}
