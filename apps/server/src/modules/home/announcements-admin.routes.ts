import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as announcements from './announcements-admin.service';

/** The admin announcements editor and list (spec 002 §2.8, §7 Announcements). */
export function adminAnnouncementRoutes(ctx: AppContext) {
  return serve('announcements', endpoints.adminAnnouncements, {
    list: async (req) => {
      const page = pageRequest(req.query.page);
      const { count, results } = await announcements.list(ctx, page);
      return pageResponse(req, page, count, results);
    },
    create: (req) => announcements.create(ctx, requireAuth(req.auth), req.body),
    // The page number may come in the body (as the editor sends it) or in the query.
    search: async (req) => {
      const page = pageRequest(req.body.page ?? req.query.page);
      const { count, results } = await announcements.list(ctx, page, req.body.search_announcement);
      return pageResponse(req, page, count, results);
    },
    get: (req) => announcements.get(ctx, req.params.id),
    update: (req) => announcements.update(ctx, req.params.id, req.body),
    remove: (req) => announcements.remove(ctx, req.params.id),
  });
}
