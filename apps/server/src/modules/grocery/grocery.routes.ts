import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { pageRequest, pageResponse } from '../../http/pagination';
import { changesNoPublicAnswer } from '../../http/public-cache';
import * as grocery from './grocery.service';

/**
 * Grocery lists: every route is the signed-in member's own; other members' lists answer 404.
 * Its writes change no public answer, so they clear no kept one (decision 800).
 */
export function groceryRoutes(ctx: AppContext) {
  return serve('grocery', endpoints.grocery, {
    listLists: async (req) => {
      const page = pageRequest(req.query.page);
      const { count, results } = await grocery.listLists(ctx, requireAuth(req.auth), page);
      return pageResponse(req, page, count, results);
    },
    createList: {
      config: changesNoPublicAnswer,
      handler: (req) => grocery.createList(ctx, requireAuth(req.auth), req.body),
    },
    getList: (req) => grocery.getList(ctx, requireAuth(req.auth), req.params.id),
    updateList: {
      config: changesNoPublicAnswer,
      handler: (req) => grocery.updateList(ctx, requireAuth(req.auth), req.params.id, req.body),
    },
    deleteList: {
      config: changesNoPublicAnswer,
      handler: (req) => grocery.deleteList(ctx, requireAuth(req.auth), req.params.id),
    },
    listRecipes: (req) => grocery.listRecipes(ctx, requireAuth(req.auth), req.params.id),
    deleteRecipeItems: {
      config: changesNoPublicAnswer,
      handler: (req) =>
        grocery.deleteRecipeItems(ctx, requireAuth(req.auth), req.params.id, req.params.recipeId),
    },
    addItem: {
      config: changesNoPublicAnswer,
      handler: (req) => grocery.addItem(ctx, requireAuth(req.auth), req.body),
    },
    setPurchased: {
      config: changesNoPublicAnswer,
      handler: (req) => grocery.setPurchased(ctx, requireAuth(req.auth), req.params.id, req.body.purchased),
    },
    deleteItem: {
      config: changesNoPublicAnswer,
      handler: (req) => grocery.deleteItem(ctx, requireAuth(req.auth), req.params.id),
    },
    searchCategories: (req) => grocery.searchCategories(ctx, requireAuth(req.auth), req.body.search),
  });
}
