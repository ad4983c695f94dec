import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createEmbeddedStore, type EmbeddedPricing } from './embedded';
import { createShopifyStore } from './shopify';
import type { StoreBackend } from './store';

export * from './store';

/** Shopify when its domain and Storefront token are set, otherwise the embedded catalogue. */
export function createStore(
  config: Config,
  db: Db,
  opts: { fetch?: typeof fetch; pricing?: EmbeddedPricing } = {},
): StoreBackend {
  if (config.SHOPIFY_STORE_DOMAIN && config.SHOPIFY_STOREFRONT_TOKEN) {
    return createShopifyStore({
      domain: config.SHOPIFY_STORE_DOMAIN,
      storefrontToken: config.SHOPIFY_STOREFRONT_TOKEN,
      apiVersion: config.SHOPIFY_API_VERSION,
      fetch: opts.fetch,
    });
  }
  const pricing =
    opts.pricing ??
    (async () => ({ taxRateBps: config.STORE_TAX_RATE_BPS, currency: config.CURRENCY.toLowerCase() }));
  return createEmbeddedStore(db, { pricing });
}
export * from './stock';
