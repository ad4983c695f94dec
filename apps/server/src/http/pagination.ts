import type { FastifyRequest } from 'fastify';
import type { Paged, PageRequest } from '../db/paging';

// The page arithmetic lives with the database helpers, so repositories need nothing from http/.
export { countAhead, countLimit, type Paged, type PageRequest, pageRequest } from '../db/paging';

/** Builds `{count, next, previous, results}` with absolute next and previous links. */
export function pageResponse<T>(request: FastifyRequest, page: PageRequest, count: number, results: T[]) {
  const link = (n: number) => {
    const url = new URL(request.url, 'http://local');
    url.searchParams.set('page', String(n));
    return `${url.pathname}${url.search}`;
  };
  const last = Math.max(1, Math.ceil(count / page.size));
  return {
    count,
    next: page.page < last ? link(page.page + 1) : null,
    previous: page.page > 1 ? link(page.page - 1) : null,
    results,
  };
}

/** The answer to a list request from the page a service made (`Paged`). */
export const pageAnswer = <T>(request: FastifyRequest, paged: Paged<T>) =>
  pageResponse(request, paged.page, paged.count, paged.results);
