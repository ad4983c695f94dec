import type { BodyIn, ConnectedRecipeParentType, ConnectedRecipeRouteType } from '@simmer/contracts';
import { endpoints, parentTypeOf } from '@simmer/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.connectedRecipes;

/** The API's parent type for a page's `{contentType}` segment (recipe means a YouTube recipe). */
export const apiParentType = (contentType: ConnectedRecipeRouteType | string): ConnectedRecipeParentType =>
  parentTypeOf(contentType) ?? 'video';

export const connectedRecipeKeys = {
  all: ['admin', 'connected-recipes'] as const,
  list: (contentType: string, contentId: number) =>
    ['admin', 'connected-recipes', 'list', apiParentType(contentType), contentId] as const,
  one: (id: number) => ['admin', 'connected-recipes', 'one', id] as const,
};

export const listConnectedRecipes = (contentType: string, contentId: number) =>
  call(e.listFor, { params: { contentType: apiParentType(contentType), contentId } });
export const getConnectedRecipe = (id: number) => call(e.get, { params: { id } });
export const addConnectedRecipe = (body: BodyIn<typeof e.create>) => call(e.create, { body });
export const editConnectedRecipe = (id: number, body: BodyIn<typeof e.update>) =>
  call(e.update, { params: { id }, body });
export const deleteConnectedRecipe = (id: number) => call(e.remove, { params: { id } });
export const searchRecipeCategories = (search: string, signal?: AbortSignal) =>
  call(e.searchCategories, { body: { search }, signal });

/** The recipe image goes through the shared image pipeline first; the recipe keeps its url. */
export function uploadRecipeImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return call(endpoints.media.uploadImage, { body: form });
}

export const connectedRecipesQuery = (contentType: string, contentId: number) =>
  queryOptions({
    queryKey: connectedRecipeKeys.list(contentType, contentId),
    queryFn: () => listConnectedRecipes(contentType, contentId),
  });
export const connectedRecipeQuery = (id: number) =>
  queryOptions({ queryKey: connectedRecipeKeys.one(id), queryFn: () => getConnectedRecipe(id) });

export const useConnectedRecipes = (contentType: string, contentId: number) =>
  useQuery({ ...connectedRecipesQuery(contentType, contentId), enabled: contentId > 0 });
export const useConnectedRecipe = (id: number) => useQuery({ ...connectedRecipeQuery(id), enabled: id > 0 });

export function useDeleteConnectedRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteConnectedRecipe,
    onSuccess: () => client.invalidateQueries({ queryKey: connectedRecipeKeys.all }),
  });
}
