import { type RecipeListFilters, RecipeListFiltersSchema } from '@simmer/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { filtersToParams, filterKeys as keys } from './recipe-filter-key';

export { filtersKey, filtersToParams } from './recipe-filter-key';

/**
 * The recipe filters a page address carries (`?course=main&diet=vegan,gluten-free&time=30&sort=quickest`),
 * so a filtered list can be shared. Each parameter is read on its own: one the list does not
 * know is left out instead of emptying the whole list.
 */
export function filtersFromParams(params: URLSearchParams): RecipeListFilters {
  const out: RecipeListFilters = {};
  for (const key of keys) {
    const raw = key === 'diet' ? params.getAll(key) : params.get(key);
    if (raw === null || (Array.isArray(raw) && !raw.length)) continue;
    const parsed = RecipeListFiltersSchema.shape[key].safeParse(raw);
    if (parsed.success && parsed.data !== undefined) Object.assign(out, { [key]: parsed.data });
  }
  return out;
}

/** The filters of the current address and a setter that writes them back (replacing the entry). */
export function useRecipeFilterParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback(
    (next: RecipeListFilters) => setParams((current) => filtersToParams(next, current), { replace: true }),
    [setParams],
  );
  return [filters, setFilters] as const;
}
