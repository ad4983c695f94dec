import {
  ActionSchema,
  ConnectedRecipeSchema,
  GroceryCategoriesSchema,
  GroceryCategorySearchSchema,
  GroceryItemActionSchema,
  GroceryListActionSchema,
  GroceryListSchema,
  NewGroceryItemSchema,
  NewGroceryListSchema,
  pageOf,
  pageQuerySchema,
  UpdateGroceryItemSchema,
  UpdateGroceryListSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as grocery from './grocery.service';

const id = z.object({ id: z.coerce.number().int().positive() });

/** Grocery lists: every route is the signed-in member's own; other members' lists answer 404. */
export function groceryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['grocery'];
  const config = { access: 'user' as const };
  return async (app) => {
    app.get('/grocery/lists/', {
      config,
      schema: { tags, querystring: pageQuerySchema, response: { 200: pageOf(GroceryListSchema) } },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const { count, results } = await grocery.listLists(ctx, requireAuth(req.auth), page);
        return pageResponse(req, page, count, results);
      },
    });
    app.post('/grocery/lists/', {
      config,
      schema: { tags, body: NewGroceryListSchema, response: { 201: GroceryListActionSchema } },
      handler: async (req, reply) =>
        reply.status(201).send(await grocery.createList(ctx, requireAuth(req.auth), req.body)),
    });
    app.get('/grocery/lists/:id/', {
      config,
      schema: { tags, params: id, response: { 200: GroceryListSchema } },
      handler: (req) => grocery.getList(ctx, requireAuth(req.auth), req.params.id),
    });
    app.patch('/grocery/lists/:id/', {
      config,
      schema: { tags, params: id, body: UpdateGroceryListSchema, response: { 200: GroceryListActionSchema } },
      handler: (req) => grocery.updateList(ctx, requireAuth(req.auth), req.params.id, req.body),
    });
    app.delete('/grocery/lists/:id/', {
      config,
      schema: { tags, params: id, response: { 200: ActionSchema } },
      handler: (req) => grocery.deleteList(ctx, requireAuth(req.auth), req.params.id),
    });
    app.get('/grocery/lists/:id/recipes/', {
      config,
      schema: { tags, params: id, response: { 200: z.object({ data: z.array(ConnectedRecipeSchema) }) } },
      handler: (req) => grocery.listRecipes(ctx, requireAuth(req.auth), req.params.id),
    });
    app.delete('/grocery/lists/:id/recipes/:recipeId/', {
      config,
      schema: {
        tags,
        params: id.extend({ recipeId: z.coerce.number().int().positive() }),
        response: { 200: GroceryListActionSchema },
      },
      handler: (req) =>
        grocery.deleteRecipeItems(ctx, requireAuth(req.auth), req.params.id, req.params.recipeId),
    });
    app.post('/grocery/items/', {
      config,
      schema: { tags, body: NewGroceryItemSchema, response: { 201: GroceryItemActionSchema } },
      handler: async (req, reply) =>
        reply.status(201).send(await grocery.addItem(ctx, requireAuth(req.auth), req.body)),
    });
    app.patch('/grocery/items/:id/', {
      config,
      schema: { tags, params: id, body: UpdateGroceryItemSchema, response: { 200: GroceryItemActionSchema } },
      handler: (req) => grocery.setPurchased(ctx, requireAuth(req.auth), req.params.id, req.body.purchased),
    });
    app.delete('/grocery/items/:id/', {
      config,
      schema: { tags, params: id, response: { 200: ActionSchema } },
      handler: (req) => grocery.deleteItem(ctx, requireAuth(req.auth), req.params.id),
    });
    app.post('/grocery/category/typeahead/', {
      config,
      schema: { tags, body: GroceryCategorySearchSchema, response: { 200: GroceryCategoriesSchema } },
      handler: (req) => grocery.searchCategories(ctx, requireAuth(req.auth), req.body.search),
    });
  };
}
