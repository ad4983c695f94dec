import type {} from '@fastify/multipart';
import { endpoints, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { storeImage } from '../media/images.service';
import * as profile from './profile.service';

/** The signed-in member's own profile, picture and password. */
export function profileRoutes(ctx: AppContext) {
  const rateLimit = { max: ctx.config.AUTH_RATE_LIMIT_MAX, timeWindow: ctx.config.AUTH_RATE_LIMIT_WINDOW_MS };
  return serve('profile', endpoints.profile, {
    getProfile: (req) => profile.getProfile(ctx, requireAuth(req.auth)),
    updateProfile: (req) => profile.updateDetails(ctx, requireAuth(req.auth), req.body),
    setUnits: (req) => profile.setUnitSystem(ctx, requireAuth(req.auth), req.body),
    uploadImage: async (req) => {
      const auth = requireAuth(req.auth);
      const file = req.isMultipart() ? await req.file() : undefined;
      if (file?.fieldname !== 'profile_image') {
        throw AppError.invalid(msg.profileImageMissing, { profile_image: msg.profileImageMissing });
      }
      const stored = await storeImage(ctx, {
        data: await file.toBuffer(),
        field: 'profile_image',
        by: auth.userId,
      });
      return profile.setProfileImage(ctx, auth, stored.url);
    },
    changePassword: {
      config: { rateLimit },
      handler: (req) => profile.changePassword(ctx, requireAuth(req.auth), req.body),
    },
  });
}
