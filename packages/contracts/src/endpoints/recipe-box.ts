import { z } from 'zod';
import { ActionSchema, pageOf, pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  BoxItemRefSchema,
  BoxItemTypeSchema,
  CollectionActionSchema,
  CollectionDetailSchema,
  CollectionListQuerySchema,
  CollectionNameSchema,
  CollectionSchema,
  CookedActionSchema,
  CookedBodySchema,
  CookedHistorySchema,
  MealPlanEntryActionSchema,
  MealPlanGroceryActionSchema,
  MealPlanGroceryBodySchema,
  MealPlanRecipeSearchSchema,
  MealPlanRecipesSchema,
  MealPlanWeekActionSchema,
  MealPlanWeekBodySchema,
  MealPlanWeekQuerySchema,
  MealPlanWeekSchema,
  NewMealPlanEntrySchema,
  UpdateMealPlanEntrySchema,
} from '../recipe-box';

const id = z.object({ id: z.coerce.number().int().positive() });

/**
 * The recipe box: a member's collections of saved items (their own; another member's
 * answer 404), the read-only share link a visitor opens, and the "Cooked it" history.
 */
export const recipeBoxEndpoints = {
  listCollections: endpoint({
    method: 'GET',
    path: '/recipe-box/collections/',
    access: 'user',
    query: CollectionListQuerySchema,
    response: pageOf(CollectionSchema),
  }),
  createCollection: endpoint({
    method: 'POST',
    path: '/recipe-box/collections/',
    access: 'user',
    body: CollectionNameSchema,
    status: 201,
    response: CollectionActionSchema,
  }),
  getCollection: endpoint({
    method: 'GET',
    path: '/recipe-box/collections/:id/',
    access: 'user',
    params: id,
    query: pageQuerySchema,
    response: CollectionDetailSchema,
  }),
  renameCollection: endpoint({
    method: 'PATCH',
    path: '/recipe-box/collections/:id/',
    access: 'user',
    params: id,
    body: CollectionNameSchema,
    response: CollectionActionSchema,
  }),
  deleteCollection: endpoint({
    method: 'DELETE',
    path: '/recipe-box/collections/:id/',
    access: 'user',
    params: id,
    response: ActionSchema,
  }),
  addItem: endpoint({
    method: 'POST',
    path: '/recipe-box/collections/:id/items/',
    access: 'user',
    params: id,
    body: BoxItemRefSchema,
    status: 201,
    response: CollectionActionSchema,
  }),
  removeItem: endpoint({
    method: 'DELETE',
    path: '/recipe-box/collections/:id/items/:contentType/:contentId/',
    access: 'user',
    params: id.extend({ contentType: BoxItemTypeSchema, contentId: z.coerce.number().int().positive() }),
    response: CollectionActionSchema,
  }),
  share: endpoint({
    method: 'POST',
    path: '/recipe-box/collections/:id/share/',
    access: 'user',
    params: id,
    response: CollectionActionSchema,
  }),
  unshare: endpoint({
    method: 'DELETE',
    path: '/recipe-box/collections/:id/share/',
    access: 'user',
    params: id,
    response: CollectionActionSchema,
  }),
  /** Anyone with the link: read-only, and only what a visitor may see. */
  sharedCollection: endpoint({
    method: 'GET',
    path: '/recipe-box/shared/:token/',
    access: 'public',
    params: z.object({ token: z.string().min(1).max(100) }),
    query: pageQuerySchema,
    response: z.object({
      name: z.string(),
      count: z.number().int(),
      results: CollectionDetailSchema.shape.results,
    }),
  }),
  cookedHistory: endpoint({
    method: 'GET',
    path: '/recipe-box/cooked/',
    access: 'user',
    query: BoxItemRefSchema,
    response: CookedHistorySchema,
  }),
  markCooked: endpoint({
    method: 'POST',
    path: '/recipe-box/cooked/',
    access: 'user',
    body: CookedBodySchema,
    status: 201,
    response: CookedActionSchema,
  }),
  removeCooked: endpoint({
    method: 'DELETE',
    path: '/recipe-box/cooked/:id/',
    access: 'user',
    params: id,
    response: ActionSchema,
  }),
} as const;

/** The member's week planner: entries are their own; another member's answer 404. */
export const mealPlanEndpoints = {
  week: endpoint({
    method: 'GET',
    path: '/meal-plans/',
    access: 'user',
    query: MealPlanWeekQuerySchema,
    response: MealPlanWeekSchema,
  }),
  addEntry: endpoint({
    method: 'POST',
    path: '/meal-plans/entries/',
    access: 'user',
    body: NewMealPlanEntrySchema,
    status: 201,
    response: MealPlanEntryActionSchema,
  }),
  updateEntry: endpoint({
    method: 'PATCH',
    path: '/meal-plans/entries/:id/',
    access: 'user',
    params: id,
    body: UpdateMealPlanEntrySchema,
    response: MealPlanEntryActionSchema,
  }),
  removeEntry: endpoint({
    method: 'DELETE',
    path: '/meal-plans/entries/:id/',
    access: 'user',
    params: id,
    response: ActionSchema,
  }),
  copyToNextWeek: endpoint({
    method: 'POST',
    path: '/meal-plans/copy-next-week/',
    access: 'user',
    body: MealPlanWeekBodySchema,
    response: MealPlanWeekActionSchema,
  }),
  toGroceryList: endpoint({
    method: 'POST',
    path: '/meal-plans/grocery-list/',
    access: 'user',
    body: MealPlanGroceryBodySchema,
    response: MealPlanGroceryActionSchema,
  }),
  searchRecipes: endpoint({
    method: 'GET',
    path: '/meal-plans/recipes/',
    access: 'user',
    query: MealPlanRecipeSearchSchema,
    response: MealPlanRecipesSchema,
  }),
} as const;
