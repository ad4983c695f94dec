import { z } from 'zod';
import { ConnectedRecipeSchema } from '../catalog';
import { ActionSchema, pageOf, pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  GroceryCategoriesSchema,
  GroceryCategorySearchSchema,
  GroceryItemActionSchema,
  GroceryListActionSchema,
  GroceryListSchema,
  NewGroceryItemSchema,
  NewGroceryListSchema,
  UpdateGroceryItemSchema,
  UpdateGroceryListSchema,
} from '../grocery';

const id = z.object({ id: z.coerce.number().int().positive() });

/** Grocery lists: every route is the signed-in member's own; other members' lists answer 404. */
export const groceryEndpoints = {
  listLists: endpoint({
    method: 'GET',
    path: '/grocery/lists/',
    access: 'user',
    query: pageQuerySchema,
    response: pageOf(GroceryListSchema),
  }),
  createList: endpoint({
    method: 'POST',
    path: '/grocery/lists/',
    access: 'user',
    body: NewGroceryListSchema,
    status: 201,
    response: GroceryListActionSchema,
  }),
  getList: endpoint({
    method: 'GET',
    path: '/grocery/lists/:id/',
    access: 'user',
    params: id,
    response: GroceryListSchema,
  }),
  updateList: endpoint({
    method: 'PATCH',
    path: '/grocery/lists/:id/',
    access: 'user',
    params: id,
    body: UpdateGroceryListSchema,
    response: GroceryListActionSchema,
  }),
  deleteList: endpoint({
    method: 'DELETE',
    path: '/grocery/lists/:id/',
    access: 'user',
    params: id,
    response: ActionSchema,
  }),
  listRecipes: endpoint({
    method: 'GET',
    path: '/grocery/lists/:id/recipes/',
    access: 'user',
    params: id,
    response: z.object({ data: z.array(ConnectedRecipeSchema) }),
  }),
  deleteRecipeItems: endpoint({
    method: 'DELETE',
    path: '/grocery/lists/:id/recipes/:recipeId/',
    access: 'user',
    params: id.extend({ recipeId: z.coerce.number().int().positive() }),
    response: GroceryListActionSchema,
  }),
  addItem: endpoint({
    method: 'POST',
    path: '/grocery/items/',
    access: 'user',
    body: NewGroceryItemSchema,
    status: 201,
    response: GroceryItemActionSchema,
  }),
  setPurchased: endpoint({
    method: 'PATCH',
    path: '/grocery/items/:id/',
    access: 'user',
    params: id,
    body: UpdateGroceryItemSchema,
    response: GroceryItemActionSchema,
  }),
  deleteItem: endpoint({
    method: 'DELETE',
    path: '/grocery/items/:id/',
    access: 'user',
    params: id,
    response: ActionSchema,
  }),
  searchCategories: endpoint({
    method: 'POST',
    path: '/grocery/category/typeahead/',
    access: 'user',
    body: GroceryCategorySearchSchema,
    response: GroceryCategoriesSchema,
  }),
} as const;
