import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { recordServerEvent, visitorOf } from '../audience/audience.service';
import { keepSearches, keptSearch } from './search.service';

/** The header search and the search results page (spec 000 §7: POST /user/typeahead-search/ {search}). */
export function searchRoutes(ctx: AppContext) {
  keepSearches(ctx).catch((err) =>
    ctx.log.error({ err }, 'searches are not kept: the cache cannot hear changes'),
  );
  return serve('search', endpoints.search, {
    typeahead: async (req) => {
      const data = await keptSearch(ctx, req.body.search);
      const words = req.body.search?.trim();
      if (words) {
        const visitor = visitorOf(ctx, req.ip, req.headers['user-agent']);
        recordServerEvent(ctx, data.length ? 'search' : 'search_empty', { visitor, detail: words });
      }
      return { data };
    },
  });
}
