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
