import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { searchAll } from './search.service';

/** The header search and the search results page (spec 000 §7: POST /user/typeahead-search/ {search}). */
export function searchRoutes(ctx: AppContext) {
  return serve('search', endpoints.search, {
    typeahead: async (req) => ({ data: await searchAll(ctx, req.body.search) }),
  });
}
