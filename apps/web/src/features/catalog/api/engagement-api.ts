import type { Comment, CommentableType, ReactableType, SavedContent } from '@simmer/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from './catalog-api';

export interface ReactionResult {
  msg: string;
  data: { active: boolean; count: number };
}

export const toggleLike = (content_type: ReactableType, id: number) =>
  api.post<ReactionResult>('/user/like/', { content_type, id });
export const toggleBookmark = (content_type: ReactableType, id: number) =>
  api.post<ReactionResult>('/user/bookmark/', { content_type, id });

export const commentKeys = {
  of: (type: CommentableType, id: number) => ['catalog', 'comments', type, id] as const,
};

export const getComments = (type: CommentableType, id: number) =>
  api.get<Page<Comment>>(`/user/comments/${id}/?comment_type=${type}`);
export const useComments = (type: CommentableType, id: number, enabled = true) =>
  useQuery({ queryKey: commentKeys.of(type, id), queryFn: () => getComments(type, id), enabled });

const targetField: Record<CommentableType, string> = {
  video: 'video',
  episode: 'episode',
  youtube_recipe: 'youtube_recipe',
  user_post: 'post',
};

export function addComment(type: CommentableType, id: number, text: string, image?: File | null) {
  const form = new FormData();
  form.set('text', text);
  form.set('comment_type', type);
  form.set(targetField[type], String(id));
  if (image) form.set('image', image);
  return api.post<{ msg: string; data: Comment }>('/user/comments/', form);
}

export function updateComment(id: number, text: string, image?: File | null, removeImage = false) {
  const form = new FormData();
  form.set('text', text);
  if (removeImage) form.set('remove_image', 'true');
  if (image) form.set('image', image);
  return api.put<{ msg: string; data: Comment }>(`/user/comments/${id}/`, form);
}

export const deleteComment = (id: number) => api.delete<{ msg: string }>(`/user/comments/${id}/`);
export const reportComment = (comment: number, report_type: string) =>
  api.post<{ msg: string }>('/user/report-item/', { comment, report_type });

export const getSavedContent = (page: number) =>
  api.get<Page<SavedContent>>(`/user/saved-contents/?page=${page}`);
export const useSavedContent = (page: number) =>
  useQuery({ queryKey: ['catalog', 'saved', page], queryFn: () => getSavedContent(page) });
