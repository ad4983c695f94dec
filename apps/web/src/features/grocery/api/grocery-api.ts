import type { BodyIn, GroceryList } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

const e = endpoints.grocery;

export const groceryKeys = {
  all: ['grocery'] as const,
  lists: (page: number) => ['grocery', 'lists', page] as const,
  allLists: ['grocery', 'lists', 'all'] as const,
  list: (id: number) => ['grocery', 'list', id] as const,
};

export const getListsPage = (page: number) => call(e.listLists, { query: { page } });

/** Every list of the member (the add-to-list picker shows them all), following the pages. */
export async function getAllLists(): Promise<GroceryList[]> {
  const all: GroceryList[] = [];
  for (let page = 1; ; page++) {
    const res = await getListsPage(page);
    all.push(...res.results);
    if (!res.next) return all;
  }
}

export const getList = (id: number) => call(e.getList, { params: { id } });
export const createList = (body: BodyIn<typeof e.createList>) => call(e.createList, { body });
export const updateList = (id: number, body: BodyIn<typeof e.updateList>) =>
  call(e.updateList, { params: { id }, body });
export const deleteList = (id: number) => call(e.deleteList, { params: { id } });
export const deleteRecipeItems = (id: number, recipeId: number) =>
  call(e.deleteRecipeItems, { params: { id, recipeId } });
export const addItem = (body: BodyIn<typeof e.addItem>) => call(e.addItem, { body });
export const deleteItem = (id: number) => call(e.deleteItem, { params: { id } });
export const setPurchased = (id: number, purchased: boolean) =>
  call(e.setPurchased, { params: { id }, body: { purchased } });
export const searchCategories = (search: string, signal?: AbortSignal) =>
  call(e.searchCategories, { body: { search }, signal });

export const listsPageQuery = (page: number) =>
  queryOptions({ queryKey: groceryKeys.lists(page), queryFn: () => getListsPage(page) });
export const allListsQuery = () => queryOptions({ queryKey: groceryKeys.allLists, queryFn: getAllLists });
export const listQuery = (id: number) =>
  queryOptions({ queryKey: groceryKeys.list(id), queryFn: () => getList(id) });

export const useListsPage = (page: number) => useQuery(listsPageQuery(page));
export const useAllLists = (enabled = true) => useQuery({ ...allListsQuery(), enabled });
