import { endpoints, msg } from '@simmer/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { visitorOf } from '../audience/audience.service';
import * as auth from './auth.service';

export function authRoutes(ctx: AppContext, gate: auth.SignInGate = auth.openGate) {
  const rateLimit = { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_MS };
  // The device registration is the notifications' (its own tag); the rest are the accounts'.
  const { registerDevice, ...accounts } = endpoints.auth;
  return async (app: FastifyInstance) => {
    // Also per account (decision 441): rotating addresses does not buy more guesses at one
    // account's password, nor more reset mails to one inbox.
    // (The route's own per-address hook marks the request as limited, so this second limit
    // counts through `createRateLimit` and answers its 429 itself.)
    const perAccount = (action: string) => {
      const limiter = app.createRateLimit({
        max: ctx.config.AUTH_ACCOUNT_RATE_LIMIT_MAX,
        timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_MS,
        keyGenerator: (req) => `account:${action}:${accountKey(req.body) ?? `ip:${req.ip}`}`,
      });
      return async (req: FastifyRequest) => {
        const result = await limiter(req);
        if (!result.isAllowed && result.isExceeded) throw new AppError(429, msg.tooManyRequests);
      };
    };
    await serve('auth', accounts, {
      register: {
        config: { rateLimit },
        // The day's visitor number lets the item seen before signing up take the credit.
        handler: (req) => auth.register(ctx, req.body),
      },
      login: {
        config: { rateLimit },
        preHandler: perAccount('login'),
        handler: (req) => auth.login(ctx, req.body, gate),
      },
      googleLogin: { config: { rateLimit }, handler: (req) => auth.googleLogin(ctx, req.body, gate) },
      facebookLogin: {
        config: { rateLimit },
        handler: async () => {
          throw AppError.invalid(msg.facebookDisabled);
        },
      },
      refreshToken: { config: { rateLimit }, handler: (req) => auth.refresh(ctx, req.body.refresh, gate) },
      logout: (req) => auth.logout(ctx, req.auth, req.body.refresh, req.body.registration_id),
      requestPasswordReset: {
        config: { rateLimit },
        preHandler: perAccount('reset'),
        handler: (req) => auth.requestPasswordReset(ctx, req.body.email),
      },
      confirmPasswordReset: {
        config: { rateLimit },
        handler: (req) => auth.confirmPasswordReset(ctx, req.params.uid, req.params.token, req.body),
      },
      verifyEmail: {
        config: { rateLimit },
        handler: (req) =>
          auth.verifyEmail(ctx, req.body.token, visitorOf(ctx, req.ip, req.headers['user-agent'])),
      },
      resendVerification: {
        config: { rateLimit },
        handler: (req) => auth.resendVerification(ctx, requireAuth(req.auth)),
      },
      userDetail: (req) => auth.userDetail(ctx, requireAuth(req.auth)),
    })(app);
    await serve(
      'notifications',
      { registerDevice },
      {
        registerDevice: (req) => auth.registerDevice(ctx, requireAuth(req.auth), req.body),
      },
    )(app);
  };
}

/** The account a login or reset request names: its e-mail, lower-cased. */
function accountKey(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}
