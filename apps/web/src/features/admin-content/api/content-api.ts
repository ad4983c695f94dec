import type { DeletableContentType, ListedContentType } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.adminContent;

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

export const listContent = (page: number, search: string, type?: ListedContentType) =>
  call(e.listContent, { query: { page, search, type } });
export const contentListQuery = (page: number, search: string, type?: ListedContentType) =>
  queryOptions({
    queryKey: contentKeys.list(page, search, type),
    queryFn: () => listContent(page, search, type),
    placeholderData: keepPreviousData,
  });
export const useContentList = (page: number, search: string, type?: ListedContentType) =>
  useQuery(contentListQuery(page, search, type));

export const deleteContent = (contentType: DeletableContentType, id: number) =>
  call(e.deleteContent, { params: { contentType, id } });

// shows
export const getShow = (id: number) => call(e.getShow, { params: { id } });
export const useAdminShow = (id: number) =>
  useQuery({ queryKey: contentKeys.show(id), queryFn: () => getShow(id), enabled: id > 0 });
export const createShow = (fields: Fields) => call(e.createShow, { body: toFormData(fields) });
export const updateShow = (id: number, fields: Fields) =>
  call(e.updateShow, { params: { id }, body: toFormData(fields) });

// episodes
export const getEpisode = (id: number) => call(e.getEpisode, { params: { id } });
export const useAdminEpisode = (id: number) =>
  useQuery({ queryKey: contentKeys.episode(id), queryFn: () => getEpisode(id), enabled: id > 0 });
export const createEpisode = (fields: Fields) => call(e.createEpisode, { body: toFormData(fields) });
export const updateEpisode = (id: number, fields: Fields) =>
  call(e.updateEpisode, { params: { id }, body: toFormData(fields) });
export const publishEpisode = (id: number) =>
  call(e.updateEpisode, { params: { id }, body: { is_publish: true } });
export const deleteEpisode = (id: number) => call(e.deleteEpisode, { params: { id } });

// videos
export const getVideo = (id: number) => call(e.getVideo, { params: { id } });
export const useAdminVideo = (id: number) =>
  useQuery({ queryKey: contentKeys.video(id), queryFn: () => getVideo(id), enabled: id > 0 });
export const createVideo = (fields: Fields) => call(e.createVideo, { body: toFormData(fields) });
export const updateVideo = (id: number, fields: Fields) =>
  call(e.updateVideo, { params: { id }, body: toFormData(fields) });
export const publishVideo = (id: number) =>
  call(e.updateVideo, { params: { id }, body: { is_publish: true } });

// YouTube recipes
export const getRecipe = (id: number) => call(e.getRecipe, { params: { id } });
export const useAdminRecipe = (id: number) =>
  useQuery({ queryKey: contentKeys.recipe(id), queryFn: () => getRecipe(id), enabled: id > 0 });
export const createRecipe = (fields: Fields) =>
  call(e.createRecipe, { body: toFormData({ ...fields, is_publish: false }) });
export const updateRecipe = (id: number, fields: Fields) =>
  call(e.updateRecipe, { params: { id }, body: toFormData(fields) });
export const publishRecipe = (id: number) =>
  call(e.updateRecipeContent, { params: { id }, body: { is_publish: true } });

// tags
export type TagTarget =
  | { show: number }
  | { video: number }
  | { youtube_recipe: number }
  | { episode: number };
export const saveTags = (target: TagTarget, tags: string[]) => call(e.addTags, { body: { tags, ...target } });
export const searchTags = (search: string, signal?: AbortSignal) =>
  call(e.tagSearch, { body: { search }, signal });
