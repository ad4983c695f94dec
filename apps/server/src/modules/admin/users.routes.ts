import {
  AdminUserExportSchema,
  AdminUserPageSchema,
  AdminUserSearchSchema,
  pageQuerySchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as usersService from './users.service';

export function adminUserRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['admin'];
  return async (app) => {
    app.get('/adminpanel/users/', {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: pageQuerySchema.merge(AdminUserSearchSchema),
        response: { 200: AdminUserPageSchema },
      },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const { count, rows } = await usersService.listUsers(ctx, req.query, page);
        return pageResponse(req, page, count, rows);
      },
    });
    app.post('/adminpanel/users/', {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: pageQuerySchema,
        body: AdminUserSearchSchema,
        response: { 200: AdminUserPageSchema },
      },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const { count, rows } = await usersService.listUsers(ctx, req.body, page);
        return pageResponse(req, page, count, rows);
      },
    });
    app.post('/adminpanel/users/export/', {
      config: { access: 'admin' },
      schema: { tags, body: AdminUserExportSchema, response: { 200: z.string() } },
      handler: async (req, reply) => {
        const csv = req.body.all
          ? await usersService.exportMatching(ctx, { ...req.body, ordering: 'created' })
          : await usersService.exportUsers(ctx, req.body.users_list);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="UserDetails.csv"')
          .send(csv);
      },
    });
  };
}
