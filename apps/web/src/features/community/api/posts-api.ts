import type { BodyIn, PostType } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.community;
const engagement = endpoints.engagement;

export type PostScope = 'timeline' | 'mine' | 'saved';

export const postKeys = {
  all: ['posts'] as const,
  list: (scope: PostScope, type: PostType | undefined, page: number) =>
    ['posts', 'list', scope, type ?? 'all', page] as const,
  detail: (id: number) => ['posts', 'detail', id] as const,
};

export function getPosts(scope: PostScope, type: PostType | undefined, page: number) {
  switch (scope) {
    case 'timeline':
      return call(e.listPosts, { query: { page, post_type: type } });
    case 'mine':
      return call(e.myPosts, { query: { page, post_type: type } });
    case 'saved':
      return call(e.savedPosts, { query: { page } });
  }
}
export const getPost = (id: number) => call(e.getPost, { params: { id } });
/** A post's fields and files (multipart); a video is the id of a finished resumable upload. */
export const createPost = (body: FormData) => call(e.createPost, { body });
export const updatePost = (id: number, body: FormData) => call(e.updatePost, { params: { id }, body });
export const deletePost = (id: number) => call(e.deletePost, { params: { id } });
export const toggleLike = (id: number) => call(engagement.like, { body: { content_type: 'user_post', id } });
export const toggleBookmark = (id: number) =>
  call(engagement.bookmark, { body: { content_type: 'user_post', id } });
export const reportPost = (post: number, report_type: BodyIn<typeof engagement.report>['report_type']) =>
  call(engagement.report, { body: { post, report_type } });

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
