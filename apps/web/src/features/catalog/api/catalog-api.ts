import type { RecipeCard, RecipeListFilters, ShowCard, VideoCard } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';
import { filtersKey } from '../lib/recipe-filter-key';

const e = endpoints.catalog;

export type ListKind = 'recipes' | 'videos' | 'shows';
export type ListCard = RecipeCard | VideoCard | ShowCard;

/** A page of cards of any list (the three list entries answer the same paged shape). */
export interface ListPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: ListCard[];
}

export const catalogKeys = {
  all: ['catalog'] as const,
  list: (kind: ListKind, page: number, search: string, filters = '') =>
    ['catalog', 'list', kind, page, search, filters] as const,
  newest: (kind: ListKind) => ['catalog', 'newest', kind] as const,
  category: (name: string, page: number, filters = '') =>
    ['catalog', 'category', name, page, filters] as const,
  video: (id: number) => ['catalog', 'video', id] as const,
  suggested: (id: number) => ['catalog', 'suggested', id] as const,
  show: (id: number) => ['catalog', 'show', id] as const,
  episode: (id: number) => ['catalog', 'episode', id] as const,
  recipe: (id: number) => ['catalog', 'recipe', id] as const,
  search: (text: string) => ['catalog', 'search', text] as const,
};

/** The filters and order as query parameters (`?course=&diet=a,b&time=&sort=`); unset ones are left out. */
const filterQuery = (f: RecipeListFilters) => ({
  course: f.course,
  diet: f.diet?.length ? f.diet.join(',') : undefined,
  time: f.time,
  sort: f.sort,
});

/** A list page; recipes also take the filters and order (`?course=&diet=&time=&sort=`). */
export function getList(
  kind: ListKind,
  page: number,
  search: string,
  signal?: AbortSignal,
  filters: RecipeListFilters = {},
): Promise<ListPage> {
  switch (kind) {
    case 'recipes':
      return call(e.listRecipes, { query: { page, ...filterQuery(filters), search }, signal });
    case 'videos':
      return call(e.listVideos, { query: { page, search }, signal });
    case 'shows':
      return call(e.listShows, { query: { page, search }, signal });
  }
}
export const listQuery = (kind: ListKind, page: number, search: string, filters: RecipeListFilters = {}) =>
  queryOptions({
    queryKey: catalogKeys.list(kind, page, search, filtersKey(filters)),
    queryFn: ({ signal }) => getList(kind, page, search, signal, filters),
  });
export const useList = (kind: ListKind, page: number, search: string, filters: RecipeListFilters = {}) =>
  useQuery({ ...listQuery(kind, page, search, filters), placeholderData: keepPreviousData });

const newestEntry = { recipes: e.newRecipes, videos: e.newVideos, shows: e.newShows } as const;
export const getNewest = (kind: ListKind): Promise<{ data: ListCard[] }> => call(newestEntry[kind]);
export const useNewest = (kind: ListKind) =>
  useQuery({ queryKey: catalogKeys.newest(kind), queryFn: () => getNewest(kind).then((r) => r.data) });

export const getCategory = (name: string, page: number, filters: RecipeListFilters = {}) =>
  call(e.recipeCategory, { params: { categoryName: name }, query: { page, ...filterQuery(filters) } });
export const useCategory = (name: string, page: number, filters: RecipeListFilters = {}) =>
  useQuery({
    queryKey: catalogKeys.category(name, page, filtersKey(filters)),
    queryFn: () => getCategory(name, page, filters),
    placeholderData: keepPreviousData,
  });

/** How often a page whose clip is still being made asks again (tests shorten it). */
export const clipPoll = { ms: 10_000 };

/**
 * Asks again every `clipPoll.ms` while the viewer may watch but the clip is not ready (no
 * playback id yet), so the page shows the player by itself once the clip is made.
 */
export const untilPlayable = (query: {
  state: { data?: { video_playback_id: string | null; can_watch: boolean; is_premium: boolean } };
}) => {
  const item = query.state.data;
  return item && !item.video_playback_id && (item.can_watch || !item.is_premium) ? clipPoll.ms : false;
};

export const getVideo = (id: number) => call(e.getVideo, { params: { id } });
export const videoQuery = (id: number) =>
  queryOptions({ queryKey: catalogKeys.video(id), queryFn: () => getVideo(id) });
export const useVideo = (id: number) =>
  useQuery({ ...videoQuery(id), enabled: id > 0, refetchInterval: untilPlayable });

export const getSuggested = (id: number) => call(e.suggestedVideos, { params: { id } });
export const useSuggested = (id: number) =>
  useQuery({
    queryKey: catalogKeys.suggested(id),
    queryFn: () => getSuggested(id).then((r) => r.data),
    enabled: id > 0,
  });

export const getShow = (id: number) => call(e.getShow, { params: { id } });
export const showQuery = (id: number) =>
  queryOptions({ queryKey: catalogKeys.show(id), queryFn: () => getShow(id) });
export const useShow = (id: number) => useQuery({ ...showQuery(id), enabled: id > 0 });

export const getEpisode = (id: number) => call(e.getEpisode, { params: { id } });
export const episodeQuery = (id: number) =>
  queryOptions({ queryKey: catalogKeys.episode(id), queryFn: () => getEpisode(id) });
export const useEpisode = (id: number) =>
  useQuery({ ...episodeQuery(id), enabled: id > 0, refetchInterval: untilPlayable });

export const getRecipe = (id: number) => call(e.getRecipe, { params: { id } });
export const recipeQuery = (id: number) =>
  queryOptions({ queryKey: catalogKeys.recipe(id), queryFn: () => getRecipe(id) });
export const useRecipe = (id: number) => useQuery({ ...recipeQuery(id), enabled: id > 0 });

/** The site-wide search (POST /user/typeahead-search/ {search}). */
export const searchCatalog = (search: string, signal?: AbortSignal) =>
  call(endpoints.search.typeahead, { body: { search }, signal }).then((r) => r.data);
export const useSearch = (text: string, enabled: boolean) =>
  useQuery({
    queryKey: catalogKeys.search(text),
    queryFn: ({ signal }) => searchCatalog(text, signal),
    enabled,
    staleTime: 30_000,
  });
