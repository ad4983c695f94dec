import { endpoints, money, type SiteConfig } from '@simmer/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call } from './api';

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => call(endpoints.site.siteConfig, { anonymous: true }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Brand name, logo, colours, contact e-mail, currency and social links: the brand settings. */
export function useSiteConfig(): SiteConfig {
  return useSuspenseQuery(siteConfigQuery).data;
}

/**
 * Formats cents in the brand's currency (or the one an order was paid in): the one price
 * formatter of every page.
 */
export function useMoney(): (cents: number, paidIn?: string) => string {
  const { currency } = useSiteConfig();
  return useCallback((cents: number, paidIn?: string) => money(cents, paidIn ?? currency), [currency]);
}
