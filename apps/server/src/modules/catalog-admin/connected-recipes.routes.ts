import { endpoints } from '@simmer/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { readFilePart } from '../../http/multipart';
import * as recipes from './connected-recipes.service';

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
    const data = await readFilePart(part);
    if (data) form.image = data;
  }
  return form;
}

/** The admin editor of connected recipes (spec 002 §2.10, §7); every route is admin-only. */
export function connectedRecipeRoutes(ctx: AppContext) {
  return serve('admin-content', endpoints.connectedRecipes, {
    create: async (req) => recipes.create(ctx, await readForm(req)),
    update: async (req) => recipes.update(ctx, req.params.id, await readForm(req)),
    get: (req) => recipes.get(ctx, req.params.id),
    remove: (req) => recipes.remove(ctx, req.params.id),
    listFor: (req) => recipes.listFor(ctx, req.params.contentType, req.params.contentId),
    searchCategories: (req) => recipes.searchCategories(ctx, req.body.search),
  });
}
