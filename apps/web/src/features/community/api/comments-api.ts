import type { Comment } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Page } from './posts-api';

export const commentKeys = { post: (postId: number) => ['posts', 'comments', postId] as const };

export const getPostComments = (postId: number) =>
  api.get<Page<Comment>>(`/user/comments/${postId}/?comment_type=user_post`);
export const addPostComment = (postId: number, text: string, image?: File | null) => {
  const form = new FormData();
  form.set('text', text);
  form.set('comment_type', 'user_post');
  form.set('post', String(postId));
  if (image) form.set('image', image);
  return api.post<{ msg: string; data: Comment }>('/user/comments/', form);
};
export const editComment = (id: number, text: string) => {
  const form = new FormData();
  form.set('text', text);
  return api.put<{ msg: string; data: Comment }>(`/user/comments/${id}/`, form);
};
export const deleteComment = (id: number) => api.delete<{ msg: string }>(`/user/comments/${id}/`);
export const reportComment = (comment: number, report_type: string) =>
  api.post<{ msg: string }>('/user/report-item/', { comment, report_type });

export const postCommentsQuery = (postId: number) =>
  queryOptions({ queryKey: commentKeys.post(postId), queryFn: () => getPostComments(postId) });
export const usePostComments = (postId: number) => useQuery(postCommentsQuery(postId));
