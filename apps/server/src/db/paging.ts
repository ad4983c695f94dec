import { limits } from '@simmer/contracts';

/** A page of a list: which one, how many rows, and how many come before it. */
export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

export function pageRequest(page: number | undefined, size: number = limits.pageSize): PageRequest {
  const p = page && page > 0 ? Math.floor(page) : 1;
  return { page: p, size, offset: (p - 1) * size };
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

/** One page of a list as a service answers it; the route turns it into `{count, next, previous, results}`. */
export interface Paged<T> {
  page: PageRequest;
  count: number;
  results: T[];
}
