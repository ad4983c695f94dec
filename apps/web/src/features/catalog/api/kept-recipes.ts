import { endpoints, type RecipeDetail } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointUrl } from '../../../lib/api';
import { askServiceWorker, serviceWorkerReady } from '../../../lib/service-worker';
import { sessionStore } from '../../../lib/session';

/**
 * Recipes a member keeps offline (decision 900). The service worker fetches and stores a kept
 * recipe's answer and pictures in its own cache (`simmer-kept-v1`) with Workbox strategies; the
 * page reads that cache to list what is kept, so the list is what the device really holds.
 */
export const KEPT_CACHE = 'simmer-kept-v1';

export const recipeApiUrl = (id: number) => endpointUrl(endpoints.catalog.getRecipe, { params: { id } });

/** The pictures a recipe page shows: its own and its written recipes'. */
export const recipePictures = (r: RecipeDetail) =>
  [...new Set([r.title_image, ...r.connected_recipe.map((c) => c.recipe_image)])].filter(
    (src): src is string => Boolean(src),
  );

export interface KeptRecipe {
  id: number;
  title: string;
  image: string | null;
}

const recipeUrl = /\/v1\/admin\/user\/youtube-recipe\/(\d+)\/$/;

/** What the kept cache holds, newest kept last; empty where the browser has no Cache Storage. */
export async function readKeptRecipes(): Promise<KeptRecipe[]> {
  if (typeof caches === 'undefined' || !(await caches.has(KEPT_CACHE))) return [];
  const cache = await caches.open(KEPT_CACHE);
  const kept: KeptRecipe[] = [];
  for (const request of await cache.keys()) {
    if (!recipeUrl.test(new URL(request.url).pathname)) continue;
    const res = await cache.match(request, { ignoreVary: true });
    const r = (await res?.json().catch(() => null)) as RecipeDetail | null;
    if (r) kept.push({ id: r.id, title: r.title, image: r.title_image });
  }
  return kept;
}

export const keptKeys = { all: ['kept-recipes'] as const };
export const keptQuery = () =>
  queryOptions({ queryKey: keptKeys.all, queryFn: readKeptRecipes, networkMode: 'always', staleTime: 0 });
export const useKeptRecipes = (enabled = true) => useQuery({ ...keptQuery(), enabled });

/** Asks the service worker to keep a recipe (answer and pictures) on this device. */
export async function keepRecipe(recipe: RecipeDetail) {
  const ok = await askServiceWorker({
    type: 'keep-recipe',
    url: recipeApiUrl(recipe.id),
    images: recipePictures(recipe),
    token: sessionStore.get()?.access_token ?? null,
  });
  if (!ok) throw new Error('not kept');
}

/** Removes a kept recipe's copy from this device. */
export async function dropRecipe(recipe: RecipeDetail) {
  const ok = await askServiceWorker({
    type: 'drop-recipe',
    url: recipeApiUrl(recipe.id),
    images: recipePictures(recipe),
  });
  if (!ok) throw new Error('not removed');
}

/** Keeping needs a service worker (and Cache Storage); the toggle is not offered without one. */
export const canKeepOffline = () => serviceWorkerReady();
