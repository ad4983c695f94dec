import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import * as analytics from './analytics.service';

/** The staff's audience reports, read from the daily tables (permission `analytics`). */
export function analyticsRoutes(ctx: AppContext) {
  return serve(
    'analytics',
    { overview: endpoints.analytics.overview, item: endpoints.analytics.item },
    {
      overview: (req) => analytics.overview(ctx, req.query.from, req.query.to),
      item: (req) =>
        analytics.item(ctx, req.params.contentType, req.params.contentId, req.query.from, req.query.to),
    },
  );
}
