import type { Post, PostType } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
type Action<T> = { msg: string; data: T };

export type PostScope = 'timeline' | 'mine' | 'saved';

export const postKeys = {
  all: ['posts'] as const,
  list: (scope: PostScope, type: PostType | undefined, page: number) =>
    ['posts', 'list', scope, type ?? 'all', page] as const,
  detail: (id: number) => ['posts', 'detail', id] as const,
};

const listPath: Record<PostScope, string> = {
  timeline: '/community/posts/',
  mine: '/community/my-posts/',
  saved: '/community/saved-posts/',
};

export function getPosts(scope: PostScope, type: PostType | undefined, page: number) {
  const query = new URLSearchParams({ page: String(page) });
  if (type && scope !== 'saved') query.set('post_type', type);
  return api.get<Page<Post>>(`${listPath[scope]}?${query}`);
}
export const getPost = (id: number) => api.get<Post>(`/community/posts/${id}/`);
export const createPost = (form: FormData) => api.post<Action<Post>>('/community/posts/', form);
export const updatePost = (id: number, form: FormData) =>
  api.patch<Action<Post>>(`/community/posts/${id}/`, form);
export const deletePost = (id: number) => api.delete<{ msg: string }>(`/community/posts/${id}/`);
export const toggleLike = (id: number) =>
  api.post<{ msg: string; data: { active: boolean; count: number } }>('/user/like/', {
    content_type: 'user_post',
    id,
  });
export const toggleBookmark = (id: number) =>
  api.post<{ msg: string; data: { active: boolean; count: number } }>('/user/bookmark/', {
    content_type: 'user_post',
    id,
  });
export const reportPost = (post: number, report_type: string) =>
  api.post<{ msg: string }>('/user/report-item/', { post, report_type });

export const postsQuery = (scope: PostScope, type: PostType | undefined, page: number) =>
  queryOptions({
    queryKey: postKeys.list(scope, type, page),
    queryFn: () => getPosts(scope, type, page),
    placeholderData: keepPreviousData,
  });
export const postQuery = (id: number) =>
  queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: () => getPost(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export const usePosts = (scope: PostScope, type: PostType | undefined, page: number) =>
  useQuery(postsQuery(scope, type, page));
export const usePost = (id: number) => useQuery(postQuery(id));

/** After any change to a post: every list and that post reload. */
export function useInvalidatePosts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: postKeys.all });
}

export function usePostReaction(kind: 'like' | 'bookmark') {
  const invalidate = useInvalidatePosts();
  return useMutation({
    mutationFn: (id: number) => (kind === 'like' ? toggleLike(id) : toggleBookmark(id)),
    onSettled: invalidate,
  });
}
