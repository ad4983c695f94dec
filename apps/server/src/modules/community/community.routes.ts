import { ActionSchema, PostListQuerySchema, PostSchema, pageOf, pageQuerySchema } from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as community from './community.service';
import { readPostForm } from './form';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const PostActionSchema = ActionSchema.extend({ data: PostSchema });

/** Community posts: the timeline, a member's own and saved posts, create, edit, delete. */
export function communityRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['community'];
  return async (app) => {
    app.get('/community/posts/', {
      config: { access: 'user' },
      schema: { tags, querystring: PostListQuerySchema, response: { 200: pageOf(PostSchema) } },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const result = await community.listPosts(ctx, requireAuth(req.auth), page, {
          postType: req.query.post_type,
        });
        return pageResponse(req, page, result.count, result.results);
      },
    });
    app.get('/community/my-posts/', {
      config: { access: 'user' },
      schema: { tags, querystring: PostListQuerySchema, response: { 200: pageOf(PostSchema) } },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const result = await community.listPosts(ctx, requireAuth(req.auth), page, {
          postType: req.query.post_type,
          mine: true,
        });
        return pageResponse(req, page, result.count, result.results);
      },
    });
    app.get('/community/saved-posts/', {
      config: { access: 'user' },
      schema: { tags, querystring: pageQuerySchema, response: { 200: pageOf(PostSchema) } },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const result = await community.listSavedPosts(ctx, requireAuth(req.auth), page);
        return pageResponse(req, page, result.count, result.results);
      },
    });
    app.get('/community/posts/:id/', {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: PostSchema } },
      handler: (req) => community.getPost(ctx, requireAuth(req.auth), req.params.id),
    });
    app.post('/community/posts/', {
      config: { access: 'user' },
      schema: {
        tags,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: PostActionSchema },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(await community.createPost(ctx, requireAuth(req.auth), await readPostForm(req))),
    });
    app.patch('/community/posts/:id/', {
      config: { access: 'user' },
      schema: {
        tags,
        params: idParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: PostActionSchema },
      },
      handler: async (req) =>
        community.updatePost(ctx, requireAuth(req.auth), req.params.id, await readPostForm(req)),
    });
    app.delete('/community/posts/:id/', {
      config: { access: 'user' },
      schema: { tags, params: idParams, response: { 200: ActionSchema } },
      handler: (req) => community.deletePost(ctx, requireAuth(req.auth), req.params.id),
    });
  };
}
