import type { BodyIn, CommentableType } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';

const e = endpoints.engagement;

/** The comments of one target (video, episode, recipe or community post). */
export const commentKeys = {
  all: ['comments'] as const,
  of: (type: CommentableType, id: number) => ['comments', type, id] as const,
};

export const getComments = (type: CommentableType, id: number) =>
  call(e.listComments, { params: { id }, query: { comment_type: type } });
export const commentsQuery = (type: CommentableType, id: number) =>
  queryOptions({
    queryKey: commentKeys.of(type, id),
    queryFn: () => getComments(type, id),
    // Others reply while the member is away: a page opened again (from a notification) reads them.
    refetchOnMount: 'always',
  });
export const useComments = (type: CommentableType, id: number) => useQuery(commentsQuery(type, id));

/** The form field naming the commented item, by target type. */
const targetField: Record<CommentableType, string> = {
  video: 'video',
  episode: 'episode',
  youtube_recipe: 'youtube_recipe',
  user_post: 'post',
};

/** A new comment: its text and, when chosen, an image (multipart). */
export function addComment(
  type: CommentableType,
  id: number,
  text: string,
  image?: File | null,
  /** Replying: the comment replied to. */
  parent?: number,
) {
  const body = new FormData();
  body.set('text', text);
  body.set('comment_type', type);
  body.set(targetField[type], String(id));
  if (parent) body.set('parent', String(parent));
  if (image) body.set('image', image);
  return call(e.createComment, { body });
}

/** A comment's new text and, when chosen, a new image in place of the old one. */
export function updateComment(id: number, text: string, image?: File | null) {
  const body = new FormData();
  body.set('text', text);
  if (image) body.set('image', image);
  return call(e.updateComment, { params: { id }, body });
}

/** Toggles the member's like on a comment. */
export const likeComment = (id: number) => call(e.likeComment, { params: { id } });
export const deleteComment = (id: number) => call(e.deleteComment, { params: { id } });
export const reportComment = (comment: number, report_type: BodyIn<typeof e.report>['report_type']) =>
  call(e.report, { body: { comment, report_type } });
