import {
  ActionSchema,
  AdminAnnouncementActionSchema,
  AdminAnnouncementPageSchema,
  AdminAnnouncementSchema,
  AnnouncementIdParamsSchema,
  AnnouncementInputSchema,
  AnnouncementPatchSchema,
  AnnouncementSearchSchema,
  pageQuerySchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as announcements from './announcements-admin.service';

/** The admin announcements editor and list (spec 002 §2.8, §7 Announcements). */
export function adminAnnouncementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['announcements'];
  const config = { access: 'admin' as const };
  const params = AnnouncementIdParamsSchema;
  return async (app) => {
    app.get('/adminpanel/announcements/', {
      config,
      schema: { tags, querystring: pageQuerySchema, response: { 200: AdminAnnouncementPageSchema } },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const { count, results } = await announcements.list(ctx, page);
        return pageResponse(req, page, count, results);
      },
    });
    app.post('/adminpanel/announcements/', {
      config,
      schema: { tags, body: AnnouncementInputSchema, response: { 201: AdminAnnouncementActionSchema } },
      handler: async (req, reply) =>
        reply.status(201).send(await announcements.create(ctx, requireAuth(req.auth), req.body)),
    });
    // The page number may come in the body (as the editor sends it) or in the query.
    app.post('/adminpanel/announcements/search/', {
      config,
      schema: {
        tags,
        querystring: pageQuerySchema,
        body: AnnouncementSearchSchema,
        response: { 200: AdminAnnouncementPageSchema },
      },
      handler: async (req) => {
        const page = pageRequest(req.body.page ?? req.query.page);
        const { count, results } = await announcements.list(ctx, page, req.body.search_announcement);
        return pageResponse(req, page, count, results);
      },
    });
    app.get('/adminpanel/announcements/:id/', {
      config,
      schema: { tags, params, response: { 200: AdminAnnouncementSchema } },
      handler: (req) => announcements.get(ctx, req.params.id),
    });
    app.patch('/adminpanel/announcements/:id/', {
      config,
      schema: {
        tags,
        params,
        body: AnnouncementPatchSchema,
        response: { 200: AdminAnnouncementActionSchema },
      },
      handler: (req) => announcements.update(ctx, req.params.id, req.body),
    });
    app.delete('/adminpanel/announcements/:id/', {
      config,
      schema: { tags, params, response: { 200: ActionSchema } },
      handler: (req) => announcements.remove(ctx, req.params.id),
    });
  };
}
