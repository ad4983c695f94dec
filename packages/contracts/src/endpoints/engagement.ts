import {
  CatalogIdParamsSchema,
  CommentActionSchema,
  CommentSchema,
  CommentsQuerySchema,
  ReactionBodySchema,
  ReactionResultSchema,
  SavedContentSchema,
} from '../catalog';
import { ActionSchema, pageOf, pageQuerySchema } from '../common';
import { ReportSchema } from '../community';
import { endpoint } from '../endpoint';

const id = CatalogIdParamsSchema;

/** Likes, bookmarks, comments, reports and saved content, for catalog items and community posts. */
export const engagementEndpoints = {
  like: endpoint({
    method: 'POST',
    path: '/user/like/',
    access: 'user',
    body: ReactionBodySchema,
    response: ReactionResultSchema,
  }),
  bookmark: endpoint({
    method: 'POST',
    path: '/user/bookmark/',
    access: 'user',
    body: ReactionBodySchema,
    response: ReactionResultSchema,
  }),
  /** Public for catalog items; comments on community posts need a member (checked by the server). */
  listComments: endpoint({
    method: 'GET',
    path: '/user/comments/:id/',
    access: 'public',
    params: id,
    query: CommentsQuerySchema,
    response: pageOf(CommentSchema),
  }),
  /** Multipart (`NewCommentFieldsSchema` fields and an optional `image`), or JSON without an image. */
  createComment: endpoint({
    method: 'POST',
    path: '/user/comments/',
    access: 'user',
    body: 'multipart',
    status: 201,
    response: CommentActionSchema,
  }),
  /** Multipart (`EditCommentFieldsSchema` fields and an optional `image`), or JSON without an image. */
  updateComment: endpoint({
    method: 'PUT',
    path: '/user/comments/:id/',
    access: 'user',
    params: id,
    body: 'multipart',
    response: CommentActionSchema,
  }),
  /** Toggles the member's like on a comment; answers whether it is liked now and its count. */
  likeComment: endpoint({
    method: 'POST',
    path: '/user/comments/:id/like/',
    access: 'user',
    params: id,
    response: ReactionResultSchema,
  }),
  deleteComment: endpoint({
    method: 'DELETE',
    path: '/user/comments/:id/',
    access: 'user',
    params: id,
    response: ActionSchema,
  }),
  report: endpoint({
    method: 'POST',
    path: '/user/report-item/',
    access: 'user',
    body: ReportSchema,
    status: 201,
    response: ActionSchema,
  }),
  savedContent: endpoint({
    method: 'GET',
    path: '/user/saved-contents/',
    access: 'user',
    query: pageQuerySchema,
    response: pageOf(SavedContentSchema),
  }),
} as const;
