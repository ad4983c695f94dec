import type {
  AdminEpisode,
  AdminShow,
  AdminVideo,
  AdminYoutubeRecipe,
  ContentListItem,
  DeletableContentType,
  ListedContentType,
} from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
type Action<T> = { msg: string; data: T };
type Fields = Record<string, string | boolean | File | null | undefined>;

/** Multipart body: text fields as text, images as files; empty values are left out. */
export function toFormData(fields: Fields) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    form.append(key, value instanceof File ? value : String(value));
  }
  return form;
}

export const contentKeys = {
  all: ['admin', 'content'] as const,
  list: (page: number, search: string, type?: ListedContentType) =>
    ['admin', 'content', 'list', page, search, type ?? ''] as const,
  show: (id: number) => ['admin', 'content', 'show', id] as const,
  episode: (id: number) => ['admin', 'content', 'episode', id] as const,
  video: (id: number) => ['admin', 'content', 'video', id] as const,
  recipe: (id: number) => ['admin', 'content', 'recipe', id] as const,
};

export const listContent = (page: number, search: string, type?: ListedContentType) => {
  const q = new URLSearchParams({ page: String(page) });
  if (search) q.set('search', search);
  if (type) q.set('type', type);
  return api.get<Page<ContentListItem>>(`/adminpanel/content/?${q}`);
};
export const contentListQuery = (page: number, search: string, type?: ListedContentType) =>
  queryOptions({
    queryKey: contentKeys.list(page, search, type),
    queryFn: () => listContent(page, search, type),
    placeholderData: keepPreviousData,
  });
export const useContentList = (page: number, search: string, type?: ListedContentType) =>
  useQuery(contentListQuery(page, search, type));

export const deleteContent = (type: DeletableContentType, id: number) =>
  api.delete<{ msg: string }>(`/adminpanel/content/${type}/${id}/`);

// shows
export const getShow = (id: number) => api.get<AdminShow>(`/adminpanel/show/${id}/`);
export const useAdminShow = (id: number) =>
  useQuery({ queryKey: contentKeys.show(id), queryFn: () => getShow(id), enabled: id > 0 });
export const createShow = (fields: Fields) =>
  api.post<Action<AdminShow>>('/adminpanel/upload-show-content/', toFormData(fields));
export const updateShow = (id: number, fields: Fields) =>
  api.put<Action<AdminShow>>(`/adminpanel/update-show/${id}/`, toFormData(fields));

// episodes
export const getEpisode = (id: number) => api.get<AdminEpisode>(`/adminpanel/episode/${id}/`);
export const useAdminEpisode = (id: number) =>
  useQuery({ queryKey: contentKeys.episode(id), queryFn: () => getEpisode(id), enabled: id > 0 });
export const createEpisode = (fields: Fields) =>
  api.post<Action<AdminEpisode>>('/adminpanel/upload-episode-content/', toFormData(fields));
export const updateEpisode = (id: number, fields: Fields) =>
  api.put<Action<AdminEpisode>>(`/adminpanel/episode/${id}/`, toFormData(fields));
export const publishEpisode = (id: number) =>
  api.put<Action<AdminEpisode>>(`/adminpanel/episode/${id}/`, { is_publish: true });
export const deleteEpisode = (id: number) => api.delete<{ msg: string }>(`/adminpanel/episode/${id}/`);

// videos
export const getVideo = (id: number) => api.get<AdminVideo>(`/adminpanel/video/${id}/`);
export const useAdminVideo = (id: number) =>
  useQuery({ queryKey: contentKeys.video(id), queryFn: () => getVideo(id), enabled: id > 0 });
export const createVideo = (fields: Fields) =>
  api.post<Action<AdminVideo>>('/adminpanel/upload-video-content/', toFormData(fields));
export const updateVideo = (id: number, fields: Fields) =>
  api.put<Action<AdminVideo>>(`/adminpanel/update-video-content/${id}/`, toFormData(fields));
export const publishVideo = (id: number) =>
  api.put<Action<AdminVideo>>(`/adminpanel/update-video-content/${id}/`, { is_publish: true });

// YouTube recipes
export const getRecipe = (id: number) => api.get<AdminYoutubeRecipe>(`/adminpanel/save-recipe-video/${id}/`);
export const useAdminRecipe = (id: number) =>
  useQuery({ queryKey: contentKeys.recipe(id), queryFn: () => getRecipe(id), enabled: id > 0 });
export const createRecipe = (fields: Fields) =>
  api.post<Action<AdminYoutubeRecipe>>(
    '/adminpanel/save-recipe-video/',
    toFormData({ ...fields, is_publish: false }),
  );
export const updateRecipe = (id: number, fields: Fields) =>
  api.put<Action<AdminYoutubeRecipe>>(`/adminpanel/save-recipe-video/${id}/`, toFormData(fields));
export const publishRecipe = (id: number) =>
  api.put<Action<AdminYoutubeRecipe>>(`/adminpanel/update-recipe-content/${id}/`, { is_publish: true });

// tags
export type TagTarget =
  | { show: number }
  | { video: number }
  | { youtube_recipe: number }
  | { episode: number };
export const saveTags = (target: TagTarget, tags: string[]) =>
  api.post<Action<{ tags_names: string[] }>>('/adminpanel/add-tags/', { tags, ...target });
export const searchTags = (search: string, signal?: AbortSignal) =>
  api.post<{ data: string[] }>('/adminpanel/tag-search/', { search }, { signal });
