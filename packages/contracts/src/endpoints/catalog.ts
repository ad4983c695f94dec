import { z } from 'zod';
import {
  CatalogIdParamsSchema,
  CatalogListQuerySchema,
  CatalogSearchBodySchema,
  EpisodeDetailSchema,
  RecipeCardSchema,
  RecipeDetailSchema,
  ShowCardSchema,
  ShowDetailSchema,
  VideoCardSchema,
  VideoDetailSchema,
} from '../catalog';
import { pageOf } from '../common';
import { endpoint } from '../endpoint';
import { RecipeCategoryQuerySchema, RecipeListQuerySchema } from '../recipe-filters';

const data = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item) });
/**
 * The spec's search calls (001 §7: "take a search field and return a data list") answer
 * `{data}` with the first page of matches; a body that also names a page gets the paged shape.
 */
const searchAnswer = <T extends z.ZodTypeAny>(item: T) => z.union([pageOf(item), data(item)]);
const id = CatalogIdParamsSchema;

/**
 * The viewer side of the catalog: lists (25 per page, searchable; recipes also filtered by
 * course, time and diet and sorted), newly added strips, details and suggestions. Everything
 * here is public and shows published items only. Paths follow the spec's `/admin/user/...`
 * family (000 §7).
 */
export const catalogEndpoints = {
  // videos
  listVideos: endpoint({
    method: 'GET',
    path: '/admin/user/video/',
    access: 'public',
    query: CatalogListQuerySchema,
    response: pageOf(VideoCardSchema),
  }),
  searchVideos: endpoint({
    method: 'POST',
    path: '/admin/user/video/',
    access: 'public',
    body: CatalogSearchBodySchema,
    response: searchAnswer(VideoCardSchema),
  }),
  newVideos: endpoint({
    method: 'GET',
    path: '/admin/user/video/newly-added/',
    access: 'public',
    response: data(VideoCardSchema),
  }),
  getVideo: endpoint({
    method: 'GET',
    path: '/admin/user/video/:id/',
    access: 'public',
    params: id,
    response: VideoDetailSchema,
  }),
  suggestedVideos: endpoint({
    method: 'GET',
    path: '/admin/user/video/:id/suggested/',
    access: 'public',
    params: id,
    response: data(VideoCardSchema),
  }),

  // shows and episodes
  listShows: endpoint({
    method: 'GET',
    path: '/admin/user/show/',
    access: 'public',
    query: CatalogListQuerySchema,
    response: pageOf(ShowCardSchema),
  }),
  searchShows: endpoint({
    method: 'POST',
    path: '/admin/user/show/',
    access: 'public',
    body: CatalogSearchBodySchema,
    response: searchAnswer(ShowCardSchema),
  }),
  newShows: endpoint({
    method: 'GET',
    path: '/admin/user/show/newly-added/',
    access: 'public',
    response: data(ShowCardSchema),
  }),
  getShow: endpoint({
    method: 'GET',
    path: '/admin/user/show/:id/',
    access: 'public',
    params: id,
    response: ShowDetailSchema,
  }),
  getEpisode: endpoint({
    method: 'GET',
    path: '/admin/user/episode/:id/',
    access: 'public',
    params: id,
    response: EpisodeDetailSchema,
  }),

  // recipes (YouTube-linked, with their written recipes)
  listRecipes: endpoint({
    method: 'GET',
    path: '/admin/user/youtube-recipe/',
    access: 'public',
    query: RecipeListQuerySchema,
    response: pageOf(RecipeCardSchema),
  }),
  searchRecipes: endpoint({
    method: 'POST',
    path: '/admin/typeahead/recipes/',
    access: 'public',
    body: CatalogSearchBodySchema,
    response: searchAnswer(RecipeCardSchema),
  }),
  newRecipes: endpoint({
    method: 'GET',
    path: '/admin/user/youtube-recipe/newly-added/',
    access: 'public',
    response: data(RecipeCardSchema),
  }),
  getRecipe: endpoint({
    method: 'GET',
    path: '/admin/user/youtube-recipe/:id/',
    access: 'public',
    params: id,
    response: RecipeDetailSchema,
  }),
  recipeCategory: endpoint({
    method: 'GET',
    path: '/admin/user/recipe-category/:categoryName/',
    access: 'public',
    params: z.object({ categoryName: z.string().trim().min(1).max(100) }),
    query: RecipeCategoryQuerySchema,
    response: pageOf(RecipeCardSchema),
  }),
} as const;
