import type { BrandSettings } from '@simmer/contracts';
import type { Config } from '../../config';

/** `Simmer <no-reply@simmer.dev>` or `no-reply@simmer.dev` as a name and an address. */
export function parseSender(from: string): { name: string | null; email: string } {
  const m = from.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  if (m) return { name: m[1]?.trim() || null, email: m[2]!.trim() };
  return { name: null, email: from.trim() };
}

/** The first defaults of every setting: the environment the process started with. */
export function defaultSettings(config: Config): BrandSettings {
  const sender = parseSender(config.MAIL_FROM);
  return {
    brand_name: config.BRAND_NAME,
    logo_url: config.BRAND_LOGO_URL ?? null,
    favicon_url: config.BRAND_FAVICON_URL ?? null,
    primary_color: config.BRAND_PRIMARY_COLOR.toLowerCase(),
    contact_email: config.CONTACT_EMAIL,
    currency: config.CURRENCY,
    store_tax_rate_bps: config.STORE_TAX_RATE_BPS,
    ship_from_name: null,
    ship_from_line1: null,
    ship_from_line2: null,
    ship_from_city: null,
    ship_from_region: null,
    ship_from_postal_code: null,
    ship_from_country: null,
    // MAIL_FROM's name follows the brand unless it names someone else.
    mail_from_name: sender.name && sender.name !== config.BRAND_NAME ? sender.name : null,
    mail_from_email: sender.email,
  };
}

/** The From header of every e-mail: the sender's name (the brand's unless set) and address. */
export function senderOf(s: Pick<BrandSettings, 'brand_name' | 'mail_from_name' | 'mail_from_email'>) {
  const name = s.mail_from_name ?? s.brand_name;
  const shown = /^[\w .'-]+$/.test(name) ? name : `"${name.replace(/["\\]/g, '')}"`;
  return `${shown} <${s.mail_from_email}>`;
}
