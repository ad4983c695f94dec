import type { BrandSettings } from '@simmer/contracts';
import type { SiteSettings } from './site-settings';

/** What other modules read of the brand settings: always the effective, current values. */
type WithSettings = { settings: SiteSettings };

export const brandSettings = (ctx: WithSettings): Promise<BrandSettings> => ctx.settings.get();

/** The brand's name as every page, e-mail and notification shows it. */
export const brandName = async (ctx: WithSettings) => (await ctx.settings.get()).brand_name;

/** The currency of every price, as payment processors take it (`usd`). */
export const paymentCurrency = async (ctx: WithSettings) => (await ctx.settings.get()).currency.toLowerCase();

/** The store's tax in basis points of the subtotal (825 = 8.25%). */
export const storeTaxRateBps = async (ctx: WithSettings) => (await ctx.settings.get()).store_tax_rate_bps;

export { senderOf } from './defaults';
export type { SiteSettings } from './site-settings';
