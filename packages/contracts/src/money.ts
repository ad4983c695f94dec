// Prices on screen and in e-mails. No zod here: a page's first screen may format a price.

/**
 * The currencies a brand may sell in (ISO 4217): those with two decimal places, because every
 * amount is kept in cents (hundredths of the unit).
 */
export const currencies = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'MXN',
  'BRL',
  'INR',
  'SGD',
  'HKD',
  'ZAR',
] as const;
export type Currency = (typeof currencies)[number];

const formats = new Map<string, Intl.NumberFormat>();

/** Cents as money in a currency: 999, 'USD' -> "$9.99"; 999, 'EUR' -> "€9.99". */
export function money(cents: number, currency: string = 'USD'): string {
  const code = currency.toUpperCase();
  let format = formats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    formats.set(code, format);
  }
  return format.format(cents / 100);
}

/**
 * @deprecated Prices show in the brand's currency: `useMoney()` on a page, `money(cents,
 * currency)` on the server. Kept so branches written before the settings still build.
 */
export const dollars = (cents: number) => money(cents, 'USD');
