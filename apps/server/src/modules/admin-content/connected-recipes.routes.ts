import {
  ActionSchema,
  AdminConnectedRecipeSchema,
  ConnectedRecipeActionSchema,
  ConnectedRecipeCategoriesSchema,
  ConnectedRecipeCategorySearchSchema,
  ConnectedRecipeListSchema,
  connectedRecipeParentTypes,
  limits,
  msg,
  parentTypeOf,
} from '@simmer/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import * as recipes from './connected-recipes.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const parentParams = z.object({
  contentType: z.preprocess(
    (v) => parentTypeOf(v) ?? v,
    z.enum(connectedRecipeParentTypes, { error: msg.connectedRecipeContentTypeInvalid }),
  ),
  contentId: z.coerce.number().int().positive(),
});

/**
 * Reads the recipe form: JSON (the image as a url from POST /media/images/), or multipart
 * with text fields (ingredients as a JSON text) and a `recipe_image` file, as the spec sends it.
 */
async function readForm(req: FastifyRequest): Promise<recipes.RecipeForm> {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as Record<string, unknown> };
  const form: recipes.RecipeForm = { fields: {} };
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      form.fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    if (part.fieldname !== 'recipe_image') {
      part.file.resume();
      continue;
    }
    const data = await part.toBuffer().catch((err: { code?: string }) => {
      if (err.code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.tooLarge(msg.imageTooLarge);
      throw err;
    });
    if (data.length > limits.maxAttachmentBytes) throw AppError.tooLarge(msg.imageTooLarge);
    if (data.length) form.image = data;
  }
  return form;
}

/** The admin editor of connected recipes (spec 002 §2.10, §7); every route is admin-only. */
export function connectedRecipeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['admin-content'];
  const config = { access: 'admin' as const };
  const consumes = ['application/json', 'multipart/form-data'];
  return async (app) => {
    app.post('/admin/add-connected-recipe/', {
      config,
      schema: { tags, consumes, response: { 201: ConnectedRecipeActionSchema } },
      handler: async (req, reply) => reply.status(201).send(await recipes.create(ctx, await readForm(req))),
    });
    app.put('/admin/edit-connected-recipe/:id/', {
      config,
      schema: { tags, consumes, params: idParams, response: { 200: ConnectedRecipeActionSchema } },
      handler: async (req) => recipes.update(ctx, req.params.id, await readForm(req)),
    });
    app.get('/admin/connected-recipe/:id/', {
      config,
      schema: { tags, params: idParams, response: { 200: AdminConnectedRecipeSchema } },
      handler: (req) => recipes.get(ctx, req.params.id),
    });
    app.delete('/admin/connected-recipe/:id/', {
      config,
      schema: { tags, params: idParams, response: { 200: ActionSchema } },
      handler: (req) => recipes.remove(ctx, req.params.id),
    });
    app.get('/admin/connected-recipes/:contentType/:contentId/', {
      config,
      schema: { tags, params: parentParams, response: { 200: ConnectedRecipeListSchema } },
      handler: (req) => recipes.listFor(ctx, req.params.contentType, req.params.contentId),
    });
    app.post('/admin/connected-recipe/category-search/', {
      config,
      schema: {
        tags,
        body: ConnectedRecipeCategorySearchSchema,
        response: { 200: ConnectedRecipeCategoriesSchema },
      },
      handler: (req) => recipes.searchCategories(ctx, req.body.search),
    });
  };
}
