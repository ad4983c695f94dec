import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as collections from './collections.service';
import * as cooked from './cooked.service';
import * as plans from './meal-plans.service';

/** The recipe box: a member's own collections (others answer 404), the share link, "Cooked it". */
export function recipeBoxRoutes(ctx: AppContext) {
  return serve('recipe-box', endpoints.recipeBox, {
    listCollections: async (req) => {
      const page = pageRequest(req.query.page);
      const { content_type, content_id } = req.query;
      const item = content_type && content_id ? { content_type, content_id } : undefined;
      const { count, results } = await collections.listCollections(ctx, requireAuth(req.auth), page, item);
      return pageResponse(req, page, count, results);
    },
    createCollection: (req) => collections.createCollection(ctx, requireAuth(req.auth), req.body),
    getCollection: (req) =>
      collections.getCollection(ctx, requireAuth(req.auth), req.params.id, pageRequest(req.query.page)),
    renameCollection: (req) =>
      collections.renameCollection(ctx, requireAuth(req.auth), req.params.id, req.body),
    deleteCollection: (req) => collections.deleteCollection(ctx, requireAuth(req.auth), req.params.id),
    addItem: (req) => collections.addItem(ctx, requireAuth(req.auth), req.params.id, req.body),
    removeItem: (req) =>
      collections.removeItem(ctx, requireAuth(req.auth), req.params.id, {
        content_type: req.params.contentType,
        content_id: req.params.contentId,
      }),
    share: (req) => collections.share(ctx, requireAuth(req.auth), req.params.id),
    unshare: (req) => collections.unshare(ctx, requireAuth(req.auth), req.params.id),
    sharedCollection: (req) =>
      collections.sharedCollection(ctx, req.params.token, pageRequest(req.query.page)),
    cookedHistory: (req) => cooked.history(ctx, requireAuth(req.auth), req.query),
    markCooked: (req) => cooked.markCooked(ctx, requireAuth(req.auth), req.body),
    removeCooked: (req) => cooked.removeCooked(ctx, requireAuth(req.auth), req.params.id),
  });
}

/** The week planner: a member's own entries (others answer 404). */
export function mealPlanRoutes(ctx: AppContext) {
  return serve('recipe-box', endpoints.mealPlans, {
    week: (req) => plans.week(ctx, requireAuth(req.auth), req.query.week),
    addEntry: (req) => plans.addEntry(ctx, requireAuth(req.auth), req.body),
    updateEntry: (req) => plans.updateEntry(ctx, requireAuth(req.auth), req.params.id, req.body),
    removeEntry: (req) => plans.removeEntry(ctx, requireAuth(req.auth), req.params.id),
    copyToNextWeek: (req) => plans.copyToNextWeek(ctx, requireAuth(req.auth), req.body.week),
    toGroceryList: (req) => plans.toGroceryList(ctx, requireAuth(req.auth), req.body),
    searchRecipes: (req) => plans.searchRecipes(ctx, req.query.search),
  });
}
