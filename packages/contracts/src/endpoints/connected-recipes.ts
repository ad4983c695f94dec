import { z } from 'zod';
import { ActionSchema } from '../common';
import {
  AdminConnectedRecipeSchema,
  ConnectedRecipeActionSchema,
  ConnectedRecipeCategoriesSchema,
  ConnectedRecipeCategorySearchSchema,
  ConnectedRecipeListSchema,
  connectedRecipeParentTypes,
  NewConnectedRecipeSchema,
  parentTypeOf,
  UpdateConnectedRecipeSchema,
} from '../connected-recipes';
import { endpoint } from '../endpoint';
import { msg } from '../messages';

const id = z.object({ id: z.coerce.number().int().positive() });
/** A page's `{contentType}` segment (recipe means a YouTube recipe) read as the API's parent type. */
const parent = z.object({
  contentType: z.preprocess(
    (v) => parentTypeOf(v) ?? v,
    z.enum(connectedRecipeParentTypes, { error: msg.connectedRecipeContentTypeInvalid }),
  ),
  contentId: z.coerce.number().int().positive(),
});

/**
 * The admin editor of connected recipes (spec 002 §2.10, §7); every route is admin-only. A
 * recipe is JSON (the image as a url from `POST /media/images/`), or multipart with text fields
 * (ingredients as a JSON text) and a `recipe_image` file, as the spec sends it.
 */
export const connectedRecipesEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/admin/add-connected-recipe/',
    access: 'admin',
    permission: 'content',
    body: 'multipart',
    json: NewConnectedRecipeSchema,
    status: 201,
    response: ConnectedRecipeActionSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/admin/edit-connected-recipe/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    body: 'multipart',
    json: UpdateConnectedRecipeSchema,
    response: ConnectedRecipeActionSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/admin/connected-recipe/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    response: AdminConnectedRecipeSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/connected-recipe/:id/',
    access: 'admin',
    permission: 'content',
    params: id,
    response: ActionSchema,
  }),
  listFor: endpoint({
    method: 'GET',
    path: '/admin/connected-recipes/:contentType/:contentId/',
    access: 'admin',
    permission: 'content',
    params: parent,
    response: ConnectedRecipeListSchema,
  }),
  searchCategories: endpoint({
    method: 'POST',
    path: '/admin/connected-recipe/category-search/',
    access: 'admin',
    permission: 'content',
    unaudited: 'a search sent as a body: it changes nothing',
    body: ConnectedRecipeCategorySearchSchema,
    response: ConnectedRecipeCategoriesSchema,
  }),
} as const;
