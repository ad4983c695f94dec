import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as announcements from './announcements.service';
import * as home from './home.service';
import { cachedSection } from './section-cache.service';

/** Public home page sections, member home rows and announcements (spec 000 §7). */
export function homeRoutes(ctx: AppContext) {
  // Answers are kept and shared: the same for every visitor, and for every member (no section
  // reads the caller, decision 800). HOME_CACHE_SECONDS=0 reads every section fresh, these included.
  const config = { publicCache: ctx.config.HOME_CACHE_SECONDS > 0 && ({ members: 'shared' } as const) };
  const carousel = () => cachedSection(ctx, 'carousel', () => home.carouselContent(ctx));
  return serve('home', endpoints.home, {
    topLeft: {
      config,
      handler: () => cachedSection(ctx, 'top-left', () => home.featuredTopLeft(ctx)),
    },
    topRight: {
      config,
      handler: () => cachedSection(ctx, 'top-right', () => home.featuredTopRight(ctx)),
    },
    categoryTitles: {
      config,
      handler: () => cachedSection(ctx, 'category-titles', () => home.categoryTitles(ctx)),
    },
    category: {
      config,
      handler: async (req) => {
        const p = pageRequest(req.query.page);
        const read = () => home.categoryRecipes(ctx, req.params.rank, p);
        // Only the first page (what the home page shows) is reused.
        const { rank, name, count, results } =
          p.page === 1 ? await cachedSection(ctx, `category-${req.params.rank}`, read) : await read();
        return { rank, name, ...pageResponse(req, p, count, results) };
      },
    },
    categorySectionTitle: {
      config,
      handler: () => cachedSection(ctx, 'category-section-title', () => home.categorySectionTitle(ctx)),
    },
    expert: { config, handler: () => cachedSection(ctx, 'expert', () => home.expertSection(ctx)) },
    gallery: { config, handler: () => cachedSection(ctx, 'gallery', () => home.gallerySection(ctx)) },
    features: { config, handler: () => cachedSection(ctx, 'features', () => home.featuresSection(ctx)) },
    social: { config, handler: () => cachedSection(ctx, 'social', () => home.socialSection(ctx)) },
    app: { config, handler: () => cachedSection(ctx, 'app', () => home.appSection(ctx)) },
    freeRecipes: {
      config,
      handler: async (req) => {
        const p = pageRequest(req.query.page);
        const read = () => home.freeYoutubeRecipes(ctx, p);
        const { count, results } =
          p.page === 1 ? await cachedSection(ctx, 'free-recipes', read) : await read();
        return pageResponse(req, p, count, results);
      },
    },
    carousel: { config, handler: carousel },
    searchCarousel: {
      config,
      handler: async (req) => home.searchCarousel(await carousel(), req.body.search),
    },
    // The same for every member (the day's announcements): kept for members only (decision 800).
    announcements: {
      config: { publicCache: ctx.config.HOME_CACHE_SECONDS > 0 && ({ members: 'only' } as const) },
      handler: async (req) => {
        const p = pageRequest(req.query.page);
        const today = announcements.memberToday(req.query.today);
        const { count, results } = await announcements.listForMember(ctx, p, today);
        return pageResponse(req, p, count, results);
      },
    },
  });
}
