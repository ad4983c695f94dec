import type {
  AdminConnectedRecipe,
  ConnectedRecipeParentType,
  ConnectedRecipeRouteType,
  NewConnectedRecipe,
  StoredImage,
  UpdateConnectedRecipe,
} from '@simmer/contracts';
import { parentTypeOf } from '@simmer/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

type Action = { msg: string; data: AdminConnectedRecipe };

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
  api.get<{ data: AdminConnectedRecipe[] }>(
    `/admin/connected-recipes/${apiParentType(contentType)}/${contentId}/`,
  );
export const getConnectedRecipe = (id: number) =>
  api.get<AdminConnectedRecipe>(`/admin/connected-recipe/${id}/`);
export const addConnectedRecipe = (body: NewConnectedRecipe) =>
  api.post<Action>('/admin/add-connected-recipe/', body as Record<string, unknown>);
export const editConnectedRecipe = (id: number, body: UpdateConnectedRecipe) =>
  api.put<Action>(`/admin/edit-connected-recipe/${id}/`, body as Record<string, unknown>);
export const deleteConnectedRecipe = (id: number) =>
  api.delete<{ msg: string }>(`/admin/connected-recipe/${id}/`);
export const searchRecipeCategories = (search: string, signal?: AbortSignal) =>
  api.post<{ data: string[] }>('/admin/connected-recipe/category-search/', { search }, { signal });

/** The recipe image goes through the shared image pipeline first; the recipe keeps its url. */
export function uploadRecipeImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api.post<StoredImage>('/media/images/', form);
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
