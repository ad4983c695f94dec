import type {
  EpisodeDetail,
  RecipeCard,
  RecipeDetail,
  RecipeListFilters,
  SearchResult,
  ShowCard,
  ShowDetail,
  VideoCard,
  VideoDetail,
} from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { filtersKey, filtersToParams } from '../lib/recipe-filter-params';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export type ListKind = 'recipes' | 'videos' | 'shows';
export type ListCard = RecipeCard | VideoCard | ShowCard;

const listPath = {
  recipes: '/admin/user/youtube-recipe/',
  videos: '/admin/user/video/',
  shows: '/admin/user/show/',
};

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

/** A list page; recipes also take the filters and order (`?course=&diet=&time=&sort=`). */
export const getList = (
  kind: ListKind,
  page: number,
  search: string,
  signal?: AbortSignal,
  filters: RecipeListFilters = {},
) => {
  const q = filtersToParams(kind === 'recipes' ? filters : {}, new URLSearchParams({ page: String(page) }));
  if (search) q.set('search', search);
  return api.get<Page<ListCard>>(`${listPath[kind]}?${q}`, { signal });
};
export const listQuery = (kind: ListKind, page: number, search: string, filters: RecipeListFilters = {}) =>
  queryOptions({
    queryKey: catalogKeys.list(kind, page, search, filtersKey(filters)),
    queryFn: ({ signal }) => getList(kind, page, search, signal, filters),
  });
export const useList = (kind: ListKind, page: number, search: string, filters: RecipeListFilters = {}) =>
  useQuery({ ...listQuery(kind, page, search, filters), placeholderData: keepPreviousData });

export const getNewest = (kind: ListKind) => api.get<{ data: ListCard[] }>(`${listPath[kind]}newly-added/`);
export const useNewest = (kind: ListKind) =>
  useQuery({ queryKey: catalogKeys.newest(kind), queryFn: () => getNewest(kind).then((r) => r.data) });

export const getCategory = (name: string, page: number, filters: RecipeListFilters = {}) => {
  const q = filtersToParams(filters, new URLSearchParams({ page: String(page) }));
  return api.get<Page<RecipeCard>>(`/admin/user/recipe-category/${encodeURIComponent(name)}/?${q}`);
};
export const useCategory = (name: string, page: number, filters: RecipeListFilters = {}) =>
  useQuery({
    queryKey: catalogKeys.category(name, page, filtersKey(filters)),
    queryFn: () => getCategory(name, page, filters),
    placeholderData: keepPreviousData,
  });

export const getVideo = (id: number) => api.get<VideoDetail>(`/admin/user/video/${id}/`);
export const videoQuery = (id: number) =>
  queryOptions({ queryKey: catalogKeys.video(id), queryFn: () => getVideo(id) });
export const useVideo = (id: number) => useQuery({ ...videoQuery(id), enabled: id > 0 });

export const getSuggested = (id: number) =>
  api.get<{ data: VideoCard[] }>(`/admin/user/video/${id}/suggested/`);
export const useSuggested = (id: number) =>
  useQuery({
    queryKey: catalogKeys.suggested(id),
    queryFn: () => getSuggested(id).then((r) => r.data),
    enabled: id > 0,
  });

export const getShow = (id: number) => api.get<ShowDetail>(`/admin/user/show/${id}/`);
export const showQuery = (id: number) =>
  queryOptions({ queryKey: catalogKeys.show(id), queryFn: () => getShow(id) });
export const useShow = (id: number) => useQuery({ ...showQuery(id), enabled: id > 0 });

export const getEpisode = (id: number) => api.get<EpisodeDetail>(`/admin/user/episode/${id}/`);
export const episodeQuery = (id: number) =>
  queryOptions({ queryKey: catalogKeys.episode(id), queryFn: () => getEpisode(id) });
export const useEpisode = (id: number) => useQuery({ ...episodeQuery(id), enabled: id > 0 });

export const getRecipe = (id: number) => api.get<RecipeDetail>(`/admin/user/youtube-recipe/${id}/`);
export const recipeQuery = (id: number) =>
  queryOptions({ queryKey: catalogKeys.recipe(id), queryFn: () => getRecipe(id) });
export const useRecipe = (id: number) => useQuery({ ...recipeQuery(id), enabled: id > 0 });

/** The site-wide search (POST /user/typeahead-search/ {search}). */
export const searchCatalog = (search: string, signal?: AbortSignal) =>
  api.post<{ data: SearchResult[] }>('/user/typeahead-search/', { search }, { signal }).then((r) => r.data);
export const useSearch = (text: string, enabled: boolean) =>
  useQuery({
    queryKey: catalogKeys.search(text),
    queryFn: ({ signal }) => searchCatalog(text, signal),
    enabled,
    staleTime: 30_000,
  });
