import {
  AppSectionSchema,
  CarouselContentSchema,
  CatalogSearchBodySchema,
  CategoryRankParamsSchema,
  CategoryRecipesSchema,
  CategorySectionTitleSchema,
  CategoryTitlesSchema,
  ExpertSectionSchema,
  FeaturedTopLeftSchema,
  FeaturedTopRightSchema,
  FeaturesSectionSchema,
  FreeYoutubeRecipesSchema,
  GallerySectionSchema,
  pageQuerySchema,
  SocialSectionSchema,
  UserAnnouncementsQuerySchema,
  UserAnnouncementsSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as announcements from './announcements.service';
import * as home from './home.service';
import { cachedSection } from './section-cache';

/** Public home page sections, member home rows and announcements (spec 000 §7). */
export function homeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['home'];
  // Visitors' answers are kept and shared: the same for every visitor.
  // HOME_CACHE_SECONDS=0 reads every section fresh, these answers included.
  const open = { access: 'public', publicCache: ctx.config.HOME_CACHE_SECONDS > 0 } as const;
  return async (app) => {
    app.get('/homepage/featured-top-left/', {
      config: open,
      schema: { tags, response: { 200: FeaturedTopLeftSchema } },
      handler: () => cachedSection(ctx, 'top-left', () => home.featuredTopLeft(ctx)),
    });
    app.get('/homepage/featured-top-right/', {
      config: open,
      schema: { tags, response: { 200: FeaturedTopRightSchema } },
      handler: () => cachedSection(ctx, 'top-right', () => home.featuredTopRight(ctx)),
    });
    app.get('/homepage/category-section/', {
      config: open,
      schema: { tags, response: { 200: CategoryTitlesSchema } },
      handler: () => cachedSection(ctx, 'category-titles', () => home.categoryTitles(ctx)),
    });
    app.get('/homepage/category-section/:rank/', {
      config: open,
      schema: {
        tags,
        params: CategoryRankParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: CategoryRecipesSchema },
      },
      handler: async (req) => {
        const p = pageRequest(req.query.page);
        const read = () => home.categoryRecipes(ctx, req.params.rank, p);
        // Only the first page (what the home page shows) is reused.
        const { rank, name, count, results } =
          p.page === 1 ? await cachedSection(ctx, `category-${req.params.rank}`, read) : await read();
        return { rank, name, ...pageResponse(req, p, count, results) };
      },
    });
    // The public page reads the section title here too, so this read is public.
    app.get('/adminpanel/category-section-title/', {
      config: open,
      schema: { tags, response: { 200: CategorySectionTitleSchema } },
      handler: () => cachedSection(ctx, 'category-section-title', () => home.categorySectionTitle(ctx)),
    });
    app.get('/homepage/meet-the-expert/', {
      config: open,
      schema: { tags, response: { 200: ExpertSectionSchema } },
      handler: () => cachedSection(ctx, 'expert', () => home.expertSection(ctx)),
    });
    app.get('/homepage/image-gallery-section/', {
      config: open,
      schema: { tags, response: { 200: GallerySectionSchema } },
      handler: () => cachedSection(ctx, 'gallery', () => home.gallerySection(ctx)),
    });
    app.get('/homepage/features-section/', {
      config: open,
      schema: { tags, response: { 200: FeaturesSectionSchema } },
      handler: () => cachedSection(ctx, 'features', () => home.featuresSection(ctx)),
    });
    app.get('/homepage/social-media-section/', {
      config: open,
      schema: { tags, response: { 200: SocialSectionSchema } },
      handler: () => cachedSection(ctx, 'social', () => home.socialSection(ctx)),
    });
    app.get('/homepage/app-section/', {
      config: open,
      schema: { tags, response: { 200: AppSectionSchema } },
      handler: () => cachedSection(ctx, 'app', () => home.appSection(ctx)),
    });
    app.get('/homepage/free-youtube-recipe-section/', {
      config: open,
      schema: { tags, querystring: pageQuerySchema, response: { 200: FreeYoutubeRecipesSchema } },
      handler: async (req) => {
        const p = pageRequest(req.query.page);
        const read = () => home.freeYoutubeRecipes(ctx, p);
        const { count, results } =
          p.page === 1 ? await cachedSection(ctx, 'free-recipes', read) : await read();
        return pageResponse(req, p, count, results);
      },
    });
    // Carousel rows are published catalog content, so reading them is public; writing is admin.
    app.get('/admin/carousel-content/', {
      config: open,
      schema: { tags, response: { 200: CarouselContentSchema } },
      handler: () => cachedSection(ctx, 'carousel', () => home.carouselContent(ctx)),
    });
    // The member home's search mode (spec 000 §7: POST with {search}): the rows whose content matches.
    app.post('/admin/carousel-content/', {
      config: open,
      schema: { tags, body: CatalogSearchBodySchema, response: { 200: CarouselContentSchema } },
      handler: async (req) =>
        home.searchCarousel(
          await cachedSection(ctx, 'carousel', () => home.carouselContent(ctx)),
          req.body.search,
        ),
    });
    app.get('/user/announcements/', {
      config: { access: 'user' },
      schema: { tags, querystring: UserAnnouncementsQuerySchema, response: { 200: UserAnnouncementsSchema } },
      handler: async (req) => {
        const p = pageRequest(req.query.page);
        const today = announcements.memberToday(req.query.today);
        const { count, results } = await announcements.listForMember(ctx, p, today);
        return pageResponse(req, p, count, results);
      },
    });
  };
}
