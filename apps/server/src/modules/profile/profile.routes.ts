import type {} from '@fastify/multipart';
import {
  ActionSchema,
  ChangePasswordSchema,
  msg,
  ProfileActionSchema,
  ProfileDetailsSchema,
  ProfileImageActionSchema,
  ProfileSchema,
  UnitPreferenceActionSchema,
  UnitPreferenceSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { AppError } from '../../http/errors';
import { storeImage } from '../media/images';
import * as profile from './profile.service';

/** The signed-in member's own profile, picture and password. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['profile'];
  const config = { access: 'user' as const };
  const rateLimit = { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_MS };
  return async (app) => {
    app.get('/users/profile/', {
      config,
      schema: { tags, response: { 200: ProfileSchema } },
      handler: (req) => profile.getProfile(ctx, requireAuth(req.auth)),
    });
    app.put('/users/profile/', {
      config,
      schema: { tags, body: ProfileDetailsSchema, response: { 200: ProfileActionSchema } },
      handler: (req) => profile.updateDetails(ctx, requireAuth(req.auth), req.body),
    });
    app.put('/users/profile/units/', {
      config,
      schema: { tags, body: UnitPreferenceSchema, response: { 200: UnitPreferenceActionSchema } },
      handler: (req) => profile.setUnitSystem(ctx, requireAuth(req.auth), req.body),
    });
    app.put('/users/profile/image/', {
      config,
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: ProfileImageActionSchema } },
      handler: async (req) => {
        const auth = requireAuth(req.auth);
        const file = req.isMultipart() ? await req.file() : undefined;
        if (file?.fieldname !== 'profile_image') {
          throw AppError.invalid(msg.profileImageMissing, { profile_image: msg.profileImageMissing });
        }
        const stored = await storeImage(ctx, { data: await file.toBuffer(), field: 'profile_image' });
        return profile.setProfileImage(ctx, auth, stored.url);
      },
    });
    app.post('/users/rest-auth/password/change/', {
      config: { ...config, rateLimit },
      schema: { tags, body: ChangePasswordSchema, response: { 200: ActionSchema } },
      handler: (req) => profile.changePassword(ctx, requireAuth(req.auth), req.body),
    });
  };
}
