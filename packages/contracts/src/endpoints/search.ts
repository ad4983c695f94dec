import { CatalogSearchBodySchema, SearchResultsSchema } from '../catalog';
import { endpoint } from '../endpoint';

/** The header search and the search results page (spec 000 §7: POST /user/typeahead-search/ {search}). */
export const searchEndpoints = {
  typeahead: endpoint({
    method: 'POST',
    path: '/user/typeahead-search/',
    access: 'public',
    body: CatalogSearchBodySchema,
    response: SearchResultsSchema,
  }),
} as const;
