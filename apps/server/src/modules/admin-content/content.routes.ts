import {
  ActionSchema,
  AddTagsSchema,
  AdminEpisodeSchema,
  AdminShowSchema,
  AdminVideoSchema,
  AdminYoutubeRecipeSchema,
  actionOf,
  ContentListItemSchema,
  ContentListQuerySchema,
  ContentSearchBodySchema,
  DeletableContentTypeSchema,
  listedContentTypes,
  pageOf,
  TagSearchBodySchema,
  TagSearchResultSchema,
  TagsActionSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { readContentForm } from './content.form';
import * as content from './content.service';

/**
 * Admin content upload and management (spec 002 §2.10, §7): shows, episodes, videos and
 * YouTube recipes, published or not. Paths keep the spec's names under `/adminpanel/`
 * (decision 280). Forms are multipart (image files) or JSON (publish toggles, stored images).
 */
export function adminContentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['admin-content'];
  const config = { access: 'admin' as const };
  const form = ['multipart/form-data', 'application/json'];
  const params = z.object({ id: z.coerce.number().int().positive() });
  const listQuery = ContentListQuerySchema.extend({ type: z.enum(listedContentTypes).optional() });
  return async (app) => {
    // shows
    app.post('/adminpanel/upload-show-content/', {
      config,
      schema: { tags, consumes: form, response: { 201: actionOf(AdminShowSchema) } },
      handler: async (req, reply) =>
        reply.status(201).send(await content.createShow(ctx, req.auth, await readContentForm(req))),
    });
    app.put('/adminpanel/update-show/:id/', {
      config,
      schema: { tags, params, consumes: form, response: { 200: actionOf(AdminShowSchema) } },
      handler: async (req) => content.updateShow(ctx, req.auth, req.params.id, await readContentForm(req)),
    });
    app.get('/adminpanel/show/:id/', {
      config,
      schema: { tags, params, response: { 200: AdminShowSchema } },
      handler: (req) => content.getShow(ctx, req.auth, req.params.id),
    });

    // episodes
    app.post('/adminpanel/upload-episode-content/', {
      config,
      schema: { tags, consumes: form, response: { 201: actionOf(AdminEpisodeSchema) } },
      handler: async (req, reply) =>
        reply.status(201).send(await content.createEpisode(ctx, req.auth, await readContentForm(req))),
    });
    app.get('/adminpanel/episode/:id/', {
      config,
      schema: { tags, params, response: { 200: AdminEpisodeSchema } },
      handler: (req) => content.getEpisode(ctx, req.auth, req.params.id),
    });
    app.put('/adminpanel/episode/:id/', {
      config,
      schema: { tags, params, consumes: form, response: { 200: actionOf(AdminEpisodeSchema) } },
      handler: async (req) => content.updateEpisode(ctx, req.auth, req.params.id, await readContentForm(req)),
    });
    app.delete('/adminpanel/episode/:id/', {
      config,
      schema: { tags, params, response: { 200: ActionSchema } },
      handler: (req) => content.deleteContent(ctx, req.auth, 'episode', req.params.id),
    });

    // videos
    app.post('/adminpanel/upload-video-content/', {
      config,
      schema: { tags, consumes: form, response: { 201: actionOf(AdminVideoSchema) } },
      handler: async (req, reply) =>
        reply.status(201).send(await content.createVideo(ctx, req.auth, await readContentForm(req))),
    });
    app.put('/adminpanel/update-video-content/:id/', {
      config,
      schema: { tags, params, consumes: form, response: { 200: actionOf(AdminVideoSchema) } },
      handler: async (req) => content.updateVideo(ctx, req.auth, req.params.id, await readContentForm(req)),
    });
    app.get('/adminpanel/video/:id/', {
      config,
      schema: { tags, params, response: { 200: AdminVideoSchema } },
      handler: (req) => content.getVideo(ctx, req.auth, req.params.id),
    });

    // YouTube recipes
    app.post('/adminpanel/save-recipe-video/', {
      config,
      schema: { tags, consumes: form, response: { 201: actionOf(AdminYoutubeRecipeSchema) } },
      handler: async (req, reply) =>
        reply.status(201).send(await content.createRecipe(ctx, req.auth, await readContentForm(req))),
    });
    app.get('/adminpanel/save-recipe-video/:id/', {
      config,
      schema: { tags, params, response: { 200: AdminYoutubeRecipeSchema } },
      handler: (req) => content.getRecipe(ctx, req.auth, req.params.id),
    });
    for (const path of ['/adminpanel/save-recipe-video/:id/', '/adminpanel/update-recipe-content/:id/']) {
      app.put(path, {
        config,
        schema: { tags, params, consumes: form, response: { 200: actionOf(AdminYoutubeRecipeSchema) } },
        handler: async (req) =>
          content.updateRecipe(ctx, req.auth, req.params.id, await readContentForm(req)),
      });
    }
    app.delete('/adminpanel/save-recipe-video/:id/', {
      config,
      schema: { tags, params, response: { 200: ActionSchema } },
      handler: (req) => content.deleteContent(ctx, req.auth, 'youtube-recipe', req.params.id),
    });

    // listing, delete, tags
    app.get('/adminpanel/content/', {
      config,
      schema: { tags, querystring: listQuery, response: { 200: pageOf(ContentListItemSchema) } },
      handler: (req) => content.listContent(ctx, req.auth, req, req.query),
    });
    app.post('/adminpanel/content/', {
      config,
      schema: { tags, body: ContentSearchBodySchema, response: { 200: pageOf(ContentListItemSchema) } },
      handler: (req) =>
        content.listContent(ctx, req.auth, req, { page: req.body.page ?? 1, search: req.body.search }),
    });
    app.delete('/adminpanel/content/:contentType/:id/', {
      config,
      schema: {
        tags,
        params: z.object({ contentType: DeletableContentTypeSchema, id: z.coerce.number().int().positive() }),
        response: { 200: ActionSchema },
      },
      handler: (req) => content.deleteContent(ctx, req.auth, req.params.contentType, req.params.id),
    });
    app.post('/adminpanel/add-tags/', {
      config,
      schema: { tags, body: AddTagsSchema, response: { 200: TagsActionSchema } },
      handler: (req) => content.addTags(ctx, req.auth, req.body),
    });
    app.post('/adminpanel/tag-search/', {
      config,
      schema: { tags, body: TagSearchBodySchema, response: { 200: TagSearchResultSchema } },
      handler: (req) => content.tagSearch(ctx, req.auth, req.body.search),
    });
  };
}
