import type {
  GroceryItem,
  GroceryList,
  NewGroceryItem,
  NewGroceryList,
  UpdateGroceryList,
} from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
type Action<T> = { msg: string; data: T };

export const groceryKeys = {
  all: ['grocery'] as const,
  lists: (page: number) => ['grocery', 'lists', page] as const,
  allLists: ['grocery', 'lists', 'all'] as const,
  list: (id: number) => ['grocery', 'list', id] as const,
};

export const getListsPage = (page: number) => api.get<Page<GroceryList>>(`/grocery/lists/?page=${page}`);

/** Every list of the member (the add-to-list picker shows them all), following the pages. */
export async function getAllLists(): Promise<GroceryList[]> {
  const all: GroceryList[] = [];
  for (let page = 1; ; page++) {
    const res = await getListsPage(page);
    all.push(...res.results);
    if (!res.next) return all;
  }
}

export const getList = (id: number) => api.get<GroceryList>(`/grocery/lists/${id}/`);
export const createList = (body: Partial<NewGroceryList> & { list_name: string }) =>
  api.post<Action<GroceryList>>('/grocery/lists/', body);
export const updateList = (id: number, body: Partial<UpdateGroceryList>) =>
  api.patch<Action<GroceryList>>(`/grocery/lists/${id}/`, body);
export const deleteList = (id: number) => api.delete<{ msg: string }>(`/grocery/lists/${id}/`);
export const deleteRecipeItems = (id: number, recipeId: number) =>
  api.delete<Action<GroceryList>>(`/grocery/lists/${id}/recipes/${recipeId}/`);
export const addItem = (body: Omit<NewGroceryItem, 'unit'> & { unit?: string }) =>
  api.post<Action<GroceryItem>>('/grocery/items/', body);
export const deleteItem = (id: number) => api.delete<{ msg: string }>(`/grocery/items/${id}/`);
export const setPurchased = (id: number, purchased: boolean) =>
  api.patch<Action<GroceryItem>>(`/grocery/items/${id}/`, { purchased });
export const searchCategories = (search: string, signal?: AbortSignal) =>
  api.post<{ data: string[] }>('/grocery/category/typeahead/', { search }, { signal });

export const listsPageQuery = (page: number) =>
  queryOptions({ queryKey: groceryKeys.lists(page), queryFn: () => getListsPage(page) });
export const allListsQuery = () => queryOptions({ queryKey: groceryKeys.allLists, queryFn: getAllLists });
export const listQuery = (id: number) =>
  queryOptions({ queryKey: groceryKeys.list(id), queryFn: () => getList(id) });

export const useListsPage = (page: number) => useQuery(listsPageQuery(page));
export const useAllLists = (enabled = true) => useQuery({ ...allListsQuery(), enabled });
