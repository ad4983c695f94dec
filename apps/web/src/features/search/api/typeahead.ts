import { endpoints, limits } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** The header search call (spec 000 §7: POST /user/typeahead-search/ with {search}). */
export const typeahead = (search: string, signal?: AbortSignal) =>
  call(endpoints.search.typeahead, { body: { search }, signal }).then((r) => r.data);

export const typeaheadQuery = (search: string) =>
  queryOptions({
    queryKey: ['search', 'typeahead', search],
    queryFn: ({ signal }) => typeahead(search, signal),
    staleTime: 30_000,
  });

/** A search is only made for at least two characters (spec 000 §5). */
export const isSearchable = (text: string) => text.trim().length >= limits.searchMinLength;

/**
 * Suggestions for the settled text. Results are keyed by the text, so only results of the
 * text currently typed are ever shown (no previous results while the next ones load).
 */
export function useTypeahead(settled: string) {
  const text = settled.trim();
  return useQuery({ ...typeaheadQuery(text), enabled: isSearchable(text) });
}
