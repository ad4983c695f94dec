import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as usersService from './users.service';

/** The admin's User Information list: search and filters by query or body, and the CSV export. */
export function adminUserRoutes(ctx: AppContext) {
  return serve('admin', endpoints.adminUsers, {
    listUsers: async (req) => {
      const page = pageRequest(req.query.page);
      const { count, rows } = await usersService.listUsers(ctx, req.query, page);
      return pageResponse(req, page, count, rows);
    },
    searchUsers: async (req) => {
      const page = pageRequest(req.query.page);
      const { count, rows } = await usersService.listUsers(ctx, req.body, page);
      return pageResponse(req, page, count, rows);
    },
    exportUsers: async (req, reply) => {
      const csv = req.body.all
        ? await usersService.exportMatching(ctx, { ...req.body, ordering: 'created' })
        : await usersService.exportUsers(ctx, req.body.users_list);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="UserDetails.csv"')
        .send(csv);
    },
  });
}
