import { endpoints, type SiteConfig } from '@simmer/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from './api';

export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => call(endpoints.site.siteConfig, { anonymous: true }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Brand name, logo, colours, contact e-mail and social links come from server configuration. */
export function useSiteConfig(): SiteConfig {
  return useSuspenseQuery(siteConfigQuery).data;
}
