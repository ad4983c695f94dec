import type { SiteConfig } from '@simmer/contracts';
import { QueryClient } from '@tanstack/react-query';
import { siteConfigQuery } from '../lib/site-config';

export const siteConfigFixture: SiteConfig = {
  brand_name: 'Simmer',
  logo_url: null,
  favicon_url: null,
  primary_color: '#e8590c',
  contact_email: 'hello@simmer.dev',
  currency: 'USD',
  social: { facebook: null, instagram: null, twitter: null, youtube: null },
  google_client_id: null,
  payments_test_mode: true,
};

/** A query client that already holds the site configuration (prices format in its currency). */
export function clientWithSiteConfig(overrides: Partial<SiteConfig> = {}) {
  const client = new QueryClient();
  client.setQueryData(siteConfigQuery.queryKey, { ...siteConfigFixture, ...overrides });
  return client;
}
