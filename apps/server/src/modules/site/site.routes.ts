import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { socialSection } from '../home/home.service';
import { cachedSection } from '../home/section-cache.service';
import { brandSettings } from '../settings/settings.read';

export function siteRoutes(ctx: AppContext) {
  const c = ctx.config;
  return serve('site', endpoints.site, {
    // The public part of the brand settings: an admin's saved values over the environment.
    siteConfig: async (_req, reply) => {
      // Read by every page at start; a saved change must show on the next page load.
      reply.header('cache-control', 'no-cache');
      const [s, edited] = await Promise.all([
        brandSettings(ctx),
        // The links an admin set in the home page's social section win over configuration.
        cachedSection(ctx, 'social', () => socialSection(ctx)),
      ]);
      return {
        brand_name: s.brand_name,
        logo_url: s.logo_url,
        favicon_url: s.favicon_url,
        primary_color: s.primary_color,
        contact_email: s.contact_email,
        currency: s.currency,
        social: {
          facebook: edited.facebook_link || c.SOCIAL_FACEBOOK || null,
          instagram: edited.instagram_link || c.SOCIAL_INSTAGRAM || null,
          twitter: edited.twitter_link || c.SOCIAL_TWITTER || null,
          youtube: edited.youtube_link || c.SOCIAL_YOUTUBE || null,
        },
        google_client_id: c.GOOGLE_CLIENT_ID ?? null,
        payments_test_mode: true,
      };
    },
    health: async () => {
      await ctx.database.query('select 1');
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  });
}
