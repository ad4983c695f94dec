import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { changesNoPublicAnswer } from '../../http/public-cache';
import { memberRows } from './member-rows.service';
import * as watching from './watching.service';

/** Continue watching: every route is the signed-in member's own positions and rows. */
export function watchingRoutes(ctx: AppContext) {
  return serve('watching', endpoints.watching, {
    listMarks: (req) => watching.listMarks(ctx, requireAuth(req.auth)),
    getProgress: (req) => watching.getProgress(ctx, requireAuth(req.auth), req.params.kind, req.params.id),
    // A position is the member's own: no kept public answer changes.
    saveProgress: {
      config: changesNoPublicAnswer,
      handler: (req) =>
        watching.saveProgress(ctx, requireAuth(req.auth), req.params.kind, req.params.id, req.body),
    },
    memberRows: (req) => memberRows(ctx, requireAuth(req.auth)),
  });
}
