import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { socialSection } from '../home/home.service';
import { cachedSection } from '../home/section-cache.service';

export function siteRoutes(ctx: AppContext) {
  const c = ctx.config;
  const site = {
    brand_name: c.BRAND_NAME,
    logo_url: c.BRAND_LOGO_URL ?? null,
    primary_color: c.BRAND_PRIMARY_COLOR,
    contact_email: c.CONTACT_EMAIL,
    social: {
      facebook: c.SOCIAL_FACEBOOK ?? null,
      instagram: c.SOCIAL_INSTAGRAM ?? null,
      twitter: c.SOCIAL_TWITTER ?? null,
      youtube: c.SOCIAL_YOUTUBE ?? null,
    },
    google_client_id: c.GOOGLE_CLIENT_ID ?? null,
    payments_test_mode: true,
  };
  return serve('site', endpoints.site, {
    siteConfig: async () => {
      // The links an admin set in the home editor's social section win over configuration.
      const edited = await cachedSection(ctx, 'social', () => socialSection(ctx));
      return {
        ...site,
        social: {
          facebook: edited.facebook_link || site.social.facebook,
          instagram: edited.instagram_link || site.social.instagram,
          twitter: edited.twitter_link || site.social.twitter,
          youtube: edited.youtube_link || site.social.youtube,
        },
      };
    },
    health: async () => {
      await ctx.database.query('select 1');
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  });
}
