import type { PagePath } from '@simmer/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { homeQueries } from '../features/home/api/home-api';

/**
 * The data a page shows on its first screen, asked for when the app starts on that page,
 * alongside the page's code rather than once it has rendered. Only pages the bench measures
 * with Lighthouse (decision 462) are listed; others fetch as they render.
 */
export const firstScreen: Partial<Record<PagePath, (params: Params, client: QueryClient) => unknown>> = {
  '/home-page-new': (_params, client) =>
    Promise.all([
      client.prefetchQuery(homeQueries.topLeft()),
      client.prefetchQuery(homeQueries.topRight()),
      client.prefetchQuery(homeQueries.categorySectionTitle()),
      client.prefetchQuery(homeQueries.categoryTitles()),
    ]),
  // The recipe's queries live with the catalog's (a chunk of its own): loaded for it here.
  '/recipe/:id': async ({ id }, client) => {
    if (!(Number(id) > 0)) return;
    const { recipeQuery } = await import('../features/catalog/api/catalog-api');
    await client.prefetchQuery(recipeQuery(Number(id)));
  },
};
