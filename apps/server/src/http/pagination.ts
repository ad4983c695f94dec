import { limits } from '@simmer/contracts';
import type { FastifyRequest } from 'fastify';

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

export function pageRequest(page: number | undefined, size: number = limits.pageSize): PageRequest {
  const p = page && page > 0 ? Math.floor(page) : 1;
  return { page: p, size, offset: (p - 1) * size };
}

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

/**
 * How far past the requested page a list's total is counted. Counting every row of a table
 * grows with the table; counting at most this many rows past the page keeps a page's cost flat
 * while `next` stays exact. Beyond it, `count` is a lower bound (10,000 rows past the page).
 */
export const countAhead = 10_000;

/** The row limit of a bounded count for `page`. */
export function countLimit(page: Pick<PageRequest, 'offset' | 'size'>): number {
  return page.offset + page.size + countAhead;
}
