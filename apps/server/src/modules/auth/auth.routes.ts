import {
  ActionSchema,
  DetailSchema,
  DeviceRegistrationSchema,
  GoogleLoginSchema,
  LoginSchema,
  msg,
  PasswordResetConfirmSchema,
  PasswordResetSchema,
  RefreshSchema,
  SessionSchema,
  SignUpSchema,
  TokenPairSchema,
  UserDetailSchema,
  VerifyEmailSchema,
} from '@simmer/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { AppError } from '../../http/errors';
import * as auth from './auth.service';

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const rateLimit = { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_MS };
  const tags = ['auth'];
  return async (app) => {
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
    app.post('/users/rest-auth/registration/', {
      config: { access: 'public', rateLimit },
      schema: { tags, body: SignUpSchema, response: { 201: SessionSchema } },
      handler: async (req, reply) => reply.status(201).send(await auth.register(ctx, req.body)),
    });
    app.post('/users/rest-auth/login/', {
      config: { access: 'public', rateLimit },
      preHandler: perAccount('login'),
      schema: { tags, body: LoginSchema, response: { 200: SessionSchema } },
      handler: (req) => auth.login(ctx, req.body),
    });
    app.post('/users/rest-auth/google/', {
      config: { access: 'public', rateLimit },
      schema: { tags, body: GoogleLoginSchema, response: { 200: SessionSchema } },
      handler: (req) => auth.googleLogin(ctx, req.body),
    });
    app.post('/users/rest-auth/facebook/', {
      config: { access: 'public', rateLimit },
      schema: { tags, response: { 200: ActionSchema } },
      handler: async () => {
        throw AppError.invalid(msg.facebookDisabled);
      },
    });
    app.post('/users/rest-auth/token/refresh/', {
      config: { access: 'public', rateLimit },
      schema: { tags, body: RefreshSchema, response: { 200: TokenPairSchema } },
      handler: (req) => auth.refresh(ctx, req.body.refresh),
    });
    app.post('/users/rest-auth/logout/', {
      config: { access: 'public' },
      schema: {
        tags,
        body: RefreshSchema.extend({ registration_id: z.string().optional() }),
        response: { 200: ActionSchema },
      },
      handler: (req) => auth.logout(ctx, req.auth, req.body.refresh, req.body.registration_id),
    });
    app.post('/users/rest-auth/password/reset/', {
      config: { access: 'public', rateLimit },
      preHandler: perAccount('reset'),
      schema: { tags, body: PasswordResetSchema, response: { 200: DetailSchema } },
      handler: (req) => auth.requestPasswordReset(ctx, req.body.email),
    });
    app.post('/users/password-reset-confirm/:uid/:token/', {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        params: z.object({ uid: z.string().min(1), token: z.string().min(1) }),
        body: PasswordResetConfirmSchema,
        response: { 200: DetailSchema },
      },
      handler: (req) => auth.confirmPasswordReset(ctx, req.params.uid, req.params.token, req.body),
    });
    app.post('/users/verify-email/', {
      config: { access: 'public', rateLimit },
      schema: { tags, body: VerifyEmailSchema, response: { 200: ActionSchema } },
      handler: (req) => auth.verifyEmail(ctx, req.body.token),
    });
    app.post('/users/verify-email/resend/', {
      config: { access: 'user', rateLimit },
      schema: { tags, response: { 200: ActionSchema } },
      handler: (req) => auth.resendVerification(ctx, requireAuth(req.auth)),
    });
    app.get('/users/user-detail/', {
      config: { access: 'user' },
      schema: { tags, response: { 200: UserDetailSchema } },
      handler: (req) => auth.userDetail(ctx, requireAuth(req.auth)),
    });
    app.post('/notifier/onesignal-register/', {
      config: { access: 'user' },
      schema: {
        tags: ['notifications'],
        body: DeviceRegistrationSchema,
        response: {
          200: ActionSchema.extend({
            data: z.object({
              registration_id: z.string(),
              type: z.string(),
              device_id: z.string(),
              active: z.boolean(),
            }),
          }),
        },
      },
      handler: (req) => auth.registerDevice(ctx, requireAuth(req.auth), req.body),
    });
  };
}

/** The account a login or reset request names: its e-mail, lower-cased. */
function accountKey(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : null;
}
