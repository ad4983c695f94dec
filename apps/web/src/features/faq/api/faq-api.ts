import type { FaqTopic } from '@simmer/contracts';
import { endpoints } from '@simmer/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Every topic, following the pages (the help page shows them all as tabs). */
export async function getAllFaqs(): Promise<FaqTopic[]> {
  const all: FaqTopic[] = [];
  for (let page = 1; ; page++) {
    const res = await call(endpoints.faq.list, { query: { page } });
    all.push(...res.results);
    if (!res.next) return all;
  }
}

export const faqQuery = () => queryOptions({ queryKey: ['faq'], queryFn: getAllFaqs, staleTime: 5 * 60_000 });
export const useFaqs = () => useQuery(faqQuery());
