import { type BodyIn, endpoints } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.recipeBox;
const p = endpoints.mealPlans;

export type BoxRef = { content_type: 'video' | 'show' | 'episode' | 'youtube_recipe'; content_id: number };

/** A card's item as the recipe box names it. */
export const boxRefOf = (item: { content_type: string; id: number }): BoxRef => ({
  content_type: (item.content_type === 'youtube-recipe'
    ? 'youtube_recipe'
    : item.content_type) as BoxRef['content_type'],
  content_id: item.id,
});

export const boxKeys = {
  all: ['recipe-box'] as const,
  collections: (page: number, item?: BoxRef) => ['recipe-box', 'collections', page, item ?? null] as const,
  collection: (id: number, page: number) => ['recipe-box', 'collection', id, page] as const,
  shared: (token: string, page: number) => ['recipe-box', 'shared', token, page] as const,
  cooked: (item: BoxRef) => ['recipe-box', 'cooked', item.content_type, item.content_id] as const,
  plan: (week: string) => ['meal-plan', week] as const,
  plans: ['meal-plan'] as const,
  recipes: (search: string) => ['meal-plan', 'recipes', search] as const,
};

export const listCollections = (page: number, item?: BoxRef) =>
  call(e.listCollections, { query: { page, ...(item ?? {}) } });
export const createCollection = (name: string) => call(e.createCollection, { body: { name } });
export const renameCollection = (id: number, name: string) =>
  call(e.renameCollection, { params: { id }, body: { name } });
export const deleteCollection = (id: number) => call(e.deleteCollection, { params: { id } });
export const addToCollection = (id: number, item: BoxRef) => call(e.addItem, { params: { id }, body: item });
export const removeFromCollection = (id: number, item: BoxRef) =>
  call(e.removeItem, { params: { id, contentType: item.content_type, contentId: item.content_id } });
export const shareCollection = (id: number) => call(e.share, { params: { id } });
export const unshareCollection = (id: number) => call(e.unshare, { params: { id } });
export const markCooked = (item: BoxRef, cooked_on: string) =>
  call(e.markCooked, { body: { ...item, cooked_on } });
export const removeCooked = (id: number) => call(e.removeCooked, { params: { id } });

export const useCollections = (page: number, item?: BoxRef, enabled = true) =>
  useQuery({
    queryKey: boxKeys.collections(page, item),
    queryFn: () => listCollections(page, item),
    enabled,
  });
export const useCollection = (id: number, page: number) =>
  useQuery({
    queryKey: boxKeys.collection(id, page),
    queryFn: () => call(e.getCollection, { params: { id }, query: { page } }),
  });
export const useSharedCollection = (token: string, page: number) =>
  useQuery({
    queryKey: boxKeys.shared(token, page),
    queryFn: () => call(e.sharedCollection, { params: { token }, query: { page } }),
    retry: false,
  });
export const useCookedHistory = (item: BoxRef, enabled: boolean) =>
  useQuery({
    queryKey: boxKeys.cooked(item),
    queryFn: () => call(e.cookedHistory, { query: item }),
    enabled,
  });

// ------------------------------------------------------------------ meal plans

export const planQuery = (week: string) =>
  queryOptions({ queryKey: boxKeys.plan(week), queryFn: () => call(p.week, { query: { week } }) });
export const usePlan = (week: string) => useQuery(planQuery(week));
export const addEntry = (body: BodyIn<typeof p.addEntry>) => call(p.addEntry, { body });
export const updateEntry = (id: number, body: BodyIn<typeof p.updateEntry>) =>
  call(p.updateEntry, { params: { id }, body });
export const removeEntry = (id: number) => call(p.removeEntry, { params: { id } });
export const copyToNextWeek = (week: string) => call(p.copyToNextWeek, { body: { week } });
export const weekToGroceryList = (body: BodyIn<typeof p.toGroceryList>) => call(p.toGroceryList, { body });
export const usePlannerRecipes = (search: string) =>
  useQuery({
    queryKey: boxKeys.recipes(search),
    queryFn: ({ signal }) => call(p.searchRecipes, { query: { search }, signal }),
    enabled: search.length >= 2,
  });
