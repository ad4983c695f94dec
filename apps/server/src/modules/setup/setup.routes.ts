import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import * as setup from './setup.service';

export function setupRoutes(ctx: AppContext) {
  const rateLimit = { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_MS };
  return serve('setup', endpoints.setup, {
    status: () => setup.status(ctx),
    create: { config: { rateLimit }, handler: (req) => setup.create(ctx, req.body) },
  });
}
