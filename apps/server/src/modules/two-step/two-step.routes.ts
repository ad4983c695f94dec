import { endpoints, msg } from '@simmer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import * as twoStep from './two-step.service';

export function twoStepRoutes(ctx: AppContext) {
  const rateLimit = { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_MS };
  return async (app: FastifyInstance) => {
    // Code guesses are limited per account too, whichever addresses they come from.
    const perAccount = (key: (req: FastifyRequest) => string | null) => {
      const limiter = app.createRateLimit({
        max: ctx.config.AUTH_ACCOUNT_RATE_LIMIT_MAX,
        timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_MS,
        keyGenerator: (req) => `two-step:${key(req) ?? `ip:${req.ip}`}`,
      });
      return async (req: FastifyRequest) => {
        const result = await limiter(req);
        if (!result.isAllowed && result.isExceeded) throw new AppError(429, msg.tooManyRequests);
      };
    };
    const byCaller = perAccount((req) => (req.auth ? `user:${req.auth.userId}` : null));
    const byChallenge = perAccount((req) =>
      twoStep.challengeKey((req.body as { two_step_token?: unknown } | null)?.two_step_token),
    );
    await serve('two-step', endpoints.twoStep, {
      status: (req) => twoStep.status(ctx, requireAuth(req.auth)),
      start: { config: { rateLimit }, handler: (req) => twoStep.start(ctx, requireAuth(req.auth)) },
      confirm: {
        config: { rateLimit },
        preHandler: byCaller,
        handler: (req) => twoStep.confirm(ctx, requireAuth(req.auth), req.body.code),
      },
      disable: {
        config: { rateLimit },
        preHandler: byCaller,
        handler: (req) => twoStep.disable(ctx, requireAuth(req.auth), req.body.code),
      },
      login: {
        config: { rateLimit },
        preHandler: byChallenge,
        handler: (req) => twoStep.login(ctx, req.body.two_step_token, req.body.code),
      },
      setPolicy: (req) => twoStep.setPolicy(ctx, requireAuth(req.auth), req.body.required),
    })(app);
  };
}
