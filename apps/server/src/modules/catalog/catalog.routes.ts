import { type EndpointGroup, endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { type Handler, type Handlers, serve } from '../../http/endpoints';
import { pageAnswer } from '../../http/pagination';
import { type CacheTags, itemTag, listTag, type PublicCacheOptions } from '../../http/public-cache';
import { ownReactions } from '../reactions/reaction-counts.read';
import * as catalog from './catalog.service';

type Entries = typeof endpoints.catalog;

/** What each kept answer shows (decision 800): a list's answers the list tag, a page its item. */
const idOf = (request: { params: unknown }) => (request.params as { id: number | string }).id;
const lists = (type: string): PublicCacheOptions => ({ members: 'shared', tags: () => [listTag(type)] });
const page =
  (type: string, ...more: CacheTags): PublicCacheOptions['tags'] =>
  (request) => [itemTag(type, idOf(request)), ...more];
const cacheOf: Record<keyof Entries, PublicCacheOptions> = {
  // Lists never read the caller: a member is served the visitor's kept answer.
  listVideos: lists('video'),
  searchVideos: lists('video'),
  newVideos: lists('video'),
  suggestedVideos: lists('video'),
  listShows: lists('show'),
  searchShows: lists('show'),
  newShows: lists('show'),
  listRecipes: lists('youtube_recipe'),
  searchRecipes: lists('youtube_recipe'),
  newRecipes: lists('youtube_recipe'),
  recipeCategory: lists('youtube_recipe'),
  // Pages carry the caller's own flags and rights: visitors' answers only.
  getVideo: { tags: page('video') },
  getShow: { tags: page('show', listTag('episode')) },
  getEpisode: { tags: page('episode', listTag('episode')) },
  getRecipe: { tags: page('youtube_recipe') },
};
/** A recipe page's only personal part is the member's like and bookmark (decision 800). */
const recipeOverlay =
  (ctx: AppContext): PublicCacheOptions['overlay'] =>
  (request, userId) =>
    ownReactions(ctx.db, userId, 'youtube_recipe', Number(idOf(request)));

/** Answers are kept and shared (GET only): visitors', and members' where the answer never reads the caller. */
function cachedForVisitors<G extends EndpointGroup>(
  handlers: { [K in keyof G]: Handler<G[K]> },
  overlays: Partial<Record<keyof Entries, PublicCacheOptions['overlay']>> = {},
): Handlers<G> {
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => {
      const options = cacheOf[name as keyof Entries] ?? {};
      const overlay = overlays[name as keyof Entries];
      return [name, { handler, config: { publicCache: overlay ? { ...options, overlay } : options } }];
    }),
  ) as Handlers<G>;
}

/**
 * The viewer side of the catalog: lists (25 per page, searchable; recipes also filtered by
 * course, time and diet and sorted, see recipe-filters.ts), newly added strips,
 * details and suggestions. Everything here is public and shows published items only.
 * Paths follow the spec's `/admin/user/...` family (000 §7).
 */
export function catalogRoutes(ctx: AppContext) {
  /** A search body without a page answers `{data}` (the spec's search calls); with one, the paged shape. */
  const asSearch = <T, P extends { results: T[] }>(page: number | undefined, answer: P & { results: T[] }) =>
    page === undefined ? { data: answer.results } : answer;
  return serve(
    'catalog',
    endpoints.catalog,
    cachedForVisitors<Entries>(
      {
        // videos
        listVideos: async (req) =>
          pageAnswer(req, await catalog.videoPage(ctx, req.query.page, req.query.search)),
        searchVideos: async (req) =>
          asSearch(
            req.body.page,
            pageAnswer(req, await catalog.videoPage(ctx, req.body.page ?? 1, req.body.search)),
          ),
        newVideos: () => catalog.newVideos(ctx),
        getVideo: (req) => catalog.videoDetail(ctx, req.auth, req.params.id),
        suggestedVideos: (req) => catalog.suggested(ctx, req.params.id),

        // shows and episodes
        listShows: async (req) =>
          pageAnswer(req, await catalog.showPage(ctx, req.query.page, req.query.search)),
        searchShows: async (req) =>
          asSearch(
            req.body.page,
            pageAnswer(req, await catalog.showPage(ctx, req.body.page ?? 1, req.body.search)),
          ),
        newShows: () => catalog.newShows(ctx),
        getShow: (req) => catalog.showDetail(ctx, req.auth, req.params.id),
        getEpisode: (req) => catalog.episodeDetail(ctx, req.auth, req.params.id),

        // recipes (YouTube-linked, with their written recipes)
        listRecipes: async (req) =>
          pageAnswer(req, await catalog.recipePage(ctx, req.query.page, req.query.search, req.query)),
        searchRecipes: async (req) =>
          asSearch(
            req.body.page,
            pageAnswer(req, await catalog.recipePage(ctx, req.body.page ?? 1, req.body.search)),
          ),
        newRecipes: () => catalog.newRecipes(ctx),
        getRecipe: (req) => catalog.recipeDetail(ctx, req.auth, req.params.id),
        recipeCategory: async (req) =>
          pageAnswer(
            req,
            await catalog.recipeCategoryPage(ctx, req.params.categoryName, req.query.page, req.query),
          ),
      },
      { getRecipe: recipeOverlay(ctx) },
    ),
  );
}
