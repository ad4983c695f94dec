import { z } from 'zod';
import { ActionSchema, pageOf, pageQuerySchema } from '../common';
import { PostListQuerySchema, PostSchema } from '../community';
import { endpoint } from '../endpoint';

const id = z.object({ id: z.coerce.number().int().positive() });
const PostActionSchema = ActionSchema.extend({ data: PostSchema });

/** Community posts: the timeline, a member's own and saved posts, create, edit, delete. */
export const communityEndpoints = {
  listPosts: endpoint({
    method: 'GET',
    path: '/community/posts/',
    access: 'user',
    query: PostListQuerySchema,
    response: pageOf(PostSchema),
  }),
  myPosts: endpoint({
    method: 'GET',
    path: '/community/my-posts/',
    access: 'user',
    query: PostListQuerySchema,
    response: pageOf(PostSchema),
  }),
  savedPosts: endpoint({
    method: 'GET',
    path: '/community/saved-posts/',
    access: 'user',
    query: pageQuerySchema,
    response: pageOf(PostSchema),
  }),
  getPost: endpoint({
    method: 'GET',
    path: '/community/posts/:id/',
    access: 'user',
    params: id,
    response: PostSchema,
  }),
  /** Multipart (`PostFieldsSchema` fields and an optional `image`), or JSON for posts without files. */
  createPost: endpoint({
    method: 'POST',
    path: '/community/posts/',
    access: 'user',
    body: 'multipart',
    status: 201,
    response: PostActionSchema,
  }),
  updatePost: endpoint({
    method: 'PATCH',
    path: '/community/posts/:id/',
    access: 'user',
    params: id,
    body: 'multipart',
    response: PostActionSchema,
  }),
  deletePost: endpoint({
    method: 'DELETE',
    path: '/community/posts/:id/',
    access: 'user',
    params: id,
    response: ActionSchema,
  }),
} as const;
