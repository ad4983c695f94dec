import { CatalogSearchBodySchema, SearchResultsSchema } from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { searchAll } from './search.service';

/** The header search and the search results page (spec 000 §7: POST /user/typeahead-search/ {search}). */
export function searchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/user/typeahead-search/', {
      config: { access: 'public' },
      schema: { tags: ['search'], body: CatalogSearchBodySchema, response: { 200: SearchResultsSchema } },
      handler: async (req) => ({ data: await searchAll(ctx, req.body.search) }),
    });
  };
}
