import {
  CatalogIdParamsSchema,
  CatalogListQuerySchema,
  CatalogSearchBodySchema,
  EpisodeDetailSchema,
  pageOf,
  RecipeCardSchema,
  RecipeCategoryQuerySchema,
  RecipeDetailSchema,
  RecipeListQuerySchema,
  ShowCardSchema,
  ShowDetailSchema,
  VideoCardSchema,
  VideoDetailSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import * as catalog from './catalog.service';

/**
 * The viewer side of the catalog: lists (25 per page, searchable; recipes also filtered by
 * course, time and diet and sorted, see recipe-filters.ts), newly added strips,
 * details and suggestions. Everything here is public and shows published items only.
 * Paths follow the spec's `/admin/user/...` family (000 §7).
 */
export function catalogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['catalog'];
  // Visitors' answers are kept and shared (GET only): they are the same for every visitor.
  const config = { access: 'public' as const, publicCache: true };
  const data = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item) });
  /**
   * The spec's search calls (001 §7: "take a search field and return a data list") answer
   * `{data}` with the first page of matches; a body that also names a page gets the paged shape.
   */
  const searchAnswer = <T extends z.ZodTypeAny>(item: T) => z.union([pageOf(item), data(item)]);
  const asSearch = <T, P extends { results: T[] }>(page: number | undefined, answer: P & { results: T[] }) =>
    page === undefined ? { data: answer.results } : answer;
  return async (app) => {
    // videos
    app.get('/admin/user/video/', {
      config,
      schema: { tags, querystring: CatalogListQuerySchema, response: { 200: pageOf(VideoCardSchema) } },
      handler: (req) => catalog.videoPage(ctx, req, req.query.page, req.query.search),
    });
    app.post('/admin/user/video/', {
      config,
      schema: { tags, body: CatalogSearchBodySchema, response: { 200: searchAnswer(VideoCardSchema) } },
      handler: async (req) =>
        asSearch(req.body.page, await catalog.videoPage(ctx, req, req.body.page ?? 1, req.body.search)),
    });
    app.get('/admin/user/video/newly-added/', {
      config,
      schema: { tags, response: { 200: data(VideoCardSchema) } },
      handler: () => catalog.newVideos(ctx),
    });
    app.get('/admin/user/video/:id/', {
      config,
      schema: { tags, params: CatalogIdParamsSchema, response: { 200: VideoDetailSchema } },
      handler: (req) => catalog.videoDetail(ctx, req.auth, req.params.id),
    });
    app.get('/admin/user/video/:id/suggested/', {
      config,
      schema: { tags, params: CatalogIdParamsSchema, response: { 200: data(VideoCardSchema) } },
      handler: (req) => catalog.suggested(ctx, req.params.id),
    });

    // shows and episodes
    app.get('/admin/user/show/', {
      config,
      schema: { tags, querystring: CatalogListQuerySchema, response: { 200: pageOf(ShowCardSchema) } },
      handler: (req) => catalog.showPage(ctx, req, req.query.page, req.query.search),
    });
    app.post('/admin/user/show/', {
      config,
      schema: { tags, body: CatalogSearchBodySchema, response: { 200: searchAnswer(ShowCardSchema) } },
      handler: async (req) =>
        asSearch(req.body.page, await catalog.showPage(ctx, req, req.body.page ?? 1, req.body.search)),
    });
    app.get('/admin/user/show/newly-added/', {
      config,
      schema: { tags, response: { 200: data(ShowCardSchema) } },
      handler: () => catalog.newShows(ctx),
    });
    app.get('/admin/user/show/:id/', {
      config,
      schema: { tags, params: CatalogIdParamsSchema, response: { 200: ShowDetailSchema } },
      handler: (req) => catalog.showDetail(ctx, req.auth, req.params.id),
    });
    app.get('/admin/user/episode/:id/', {
      config,
      schema: { tags, params: CatalogIdParamsSchema, response: { 200: EpisodeDetailSchema } },
      handler: (req) => catalog.episodeDetail(ctx, req.auth, req.params.id),
    });

    // recipes (YouTube-linked, with their written recipes)
    app.get('/admin/user/youtube-recipe/', {
      config,
      schema: { tags, querystring: RecipeListQuerySchema, response: { 200: pageOf(RecipeCardSchema) } },
      handler: (req) => catalog.recipePage(ctx, req, req.query.page, req.query.search, req.query),
    });
    app.post('/admin/typeahead/recipes/', {
      config,
      schema: { tags, body: CatalogSearchBodySchema, response: { 200: searchAnswer(RecipeCardSchema) } },
      handler: async (req) =>
        asSearch(req.body.page, await catalog.recipePage(ctx, req, req.body.page ?? 1, req.body.search)),
    });
    app.get('/admin/user/youtube-recipe/newly-added/', {
      config,
      schema: { tags, response: { 200: data(RecipeCardSchema) } },
      handler: () => catalog.newRecipes(ctx),
    });
    app.get('/admin/user/youtube-recipe/:id/', {
      config,
      schema: { tags, params: CatalogIdParamsSchema, response: { 200: RecipeDetailSchema } },
      handler: (req) => catalog.recipeDetail(ctx, req.auth, req.params.id),
    });
    app.get('/admin/user/recipe-category/:categoryName/', {
      config,
      schema: {
        tags,
        params: z.object({ categoryName: z.string().trim().min(1).max(100) }),
        querystring: RecipeCategoryQuerySchema,
        response: { 200: pageOf(RecipeCardSchema) },
      },
      handler: (req) =>
        catalog.recipeCategoryPage(ctx, req, req.params.categoryName, req.query.page, req.query),
    });
  };
}
