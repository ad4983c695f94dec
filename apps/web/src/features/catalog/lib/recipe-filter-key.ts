import type { RecipeListFilters } from '@simmer/contracts';

// Writing filters needs no schema: the catalogue's queries (on every recipe page) key on them
// without loading the filters' validation (zod), which only reading an address needs.

/** The recipe filters an address may carry, in the order they are written. */
export const filterKeys = ['course', 'diet', 'time', 'sort'] as const;

/** `params` with the filters written in (and the unset ones removed); other parameters stay. */
export function filtersToParams(filters: RecipeListFilters, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filterKeys) next.delete(key);
  if (filters.course) next.set('course', filters.course);
  if (filters.diet?.length) next.set('diet', filters.diet.join(','));
  if (filters.time) next.set('time', filters.time);
  if (filters.sort) next.set('sort', filters.sort);
  return next;
}

/** The filters as a stable part of a query key. */
export const filtersKey = (filters: RecipeListFilters) => filtersToParams(filters).toString();
