import {
  ActionSchema,
  CatalogIdParamsSchema,
  CommentActionSchema,
  CommentSchema,
  CommentsQuerySchema,
  EditCommentFieldsSchema,
  NewCommentFieldsSchema,
  pageOf,
  pageQuerySchema,
  ReactionBodySchema,
  ReactionResultSchema,
  ReportSchema,
  SavedContentSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { pageRequest, pageResponse } from '../../http/pagination';
import { parseFields, readCommentForm } from './comment-form';
import * as comments from './comments.service';
import * as engagement from './engagement.service';
import { report } from './reports.service';
import { savedContent } from './saved.service';

/** Likes, bookmarks, comments, reports and saved content, for catalog items and community posts. */
export function engagementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['engagement'];
  const user = { access: 'user' as const };
  const form = ['multipart/form-data', 'application/json'];
  return async (app) => {
    app.post('/user/like/', {
      config: user,
      schema: { tags, body: ReactionBodySchema, response: { 200: ReactionResultSchema } },
      handler: (req) => engagement.toggleLike(ctx, requireAuth(req.auth), req.body),
    });
    app.post('/user/bookmark/', {
      config: user,
      schema: { tags, body: ReactionBodySchema, response: { 200: ReactionResultSchema } },
      handler: (req) => engagement.toggleBookmark(ctx, requireAuth(req.auth), req.body),
    });
    app.get('/user/comments/:id/', {
      // Public for catalog items; comments on community posts need a member (checked in the service).
      config: { access: 'public' },
      schema: {
        tags,
        params: CatalogIdParamsSchema,
        querystring: CommentsQuerySchema,
        response: { 200: pageOf(CommentSchema) },
      },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const r = await comments.listComments(ctx, req.auth, req.query.comment_type, req.params.id, page);
        return pageResponse(req, page, r.count, r.results);
      },
    });
    app.post('/user/comments/', {
      config: user,
      schema: { tags, consumes: form, response: { 201: CommentActionSchema } },
      handler: async (req, reply) => {
        const f = await readCommentForm(req);
        const fields = parseFields(NewCommentFieldsSchema, f.fields);
        return reply
          .status(201)
          .send(await comments.createComment(ctx, requireAuth(req.auth), fields, f.image));
      },
    });
    app.put('/user/comments/:id/', {
      config: user,
      schema: { tags, params: CatalogIdParamsSchema, consumes: form, response: { 200: CommentActionSchema } },
      handler: async (req) => {
        const f = await readCommentForm(req);
        const fields = parseFields(EditCommentFieldsSchema, f.fields);
        return comments.updateComment(
          ctx,
          requireAuth(req.auth),
          req.params.id,
          { text: fields.text, removeImage: fields.remove_image === 'true' },
          f.image,
        );
      },
    });
    app.delete('/user/comments/:id/', {
      config: user,
      schema: { tags, params: CatalogIdParamsSchema, response: { 200: ActionSchema } },
      handler: (req) => comments.deleteComment(ctx, requireAuth(req.auth), req.params.id),
    });
    app.post('/user/report-item/', {
      config: user,
      schema: { tags, body: ReportSchema, response: { 201: ActionSchema } },
      handler: async (req, reply) =>
        reply.status(201).send(await report(ctx, requireAuth(req.auth), req.body)),
    });
    app.get('/user/saved-contents/', {
      config: user,
      schema: { tags, querystring: pageQuerySchema, response: { 200: pageOf(SavedContentSchema) } },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const r = await savedContent(ctx, requireAuth(req.auth), page);
        return pageResponse(req, page, r.count, r.results);
      },
    });
  };
}
