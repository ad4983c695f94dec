import { z } from 'zod';
import { emailPattern, pageOf } from './common';
import { msg } from './messages';

/**
 * Countries the checkout offers, with the shape of their postcodes. A country not listed
 * here keeps the default rule (2 to 10 letters, digits, spaces or hyphens).
 */
export const storeCountries = [
  { code: 'US', name: 'United States', postcode: /^\d{5}(-\d{4})?$/, region: true, example: '94103' },
  { code: 'CA', name: 'Canada', postcode: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i, region: true, example: 'K1A 0B1' },
  {
    code: 'GB',
    name: 'United Kingdom',
    postcode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
    region: false,
    example: 'SW1A 1AA',
  },
  {
    code: 'IE',
    name: 'Ireland',
    postcode: /^[A-Z]\d[\dW] ?[A-Z\d]{4}$/i,
    region: false,
    example: 'D02 X285',
  },
  { code: 'DE', name: 'Germany', postcode: /^\d{5}$/, region: false, example: '10115' },
  { code: 'FR', name: 'France', postcode: /^\d{5}$/, region: false, example: '75001' },
  { code: 'ES', name: 'Spain', postcode: /^\d{5}$/, region: false, example: '28001' },
  { code: 'IT', name: 'Italy', postcode: /^\d{5}$/, region: false, example: '00118' },
  { code: 'NL', name: 'Netherlands', postcode: /^\d{4} ?[A-Z]{2}$/i, region: false, example: '1012 AB' },
  { code: 'SE', name: 'Sweden', postcode: /^\d{3} ?\d{2}$/, region: false, example: '114 55' },
  { code: 'AU', name: 'Australia', postcode: /^\d{4}$/, region: true, example: '2000' },
  { code: 'NZ', name: 'New Zealand', postcode: /^\d{4}$/, region: false, example: '6011' },
  { code: 'JP', name: 'Japan', postcode: /^\d{3}-?\d{4}$/, region: true, example: '100-0001' },
  { code: 'MX', name: 'Mexico', postcode: /^\d{5}$/, region: true, example: '06000' },
] as const;
export type StoreCountryCode = (typeof storeCountries)[number]['code'];
const defaultPostcode = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;

export const countryName = (code: string) => storeCountries.find((c) => c.code === code)?.name ?? code;

/** Field errors of an address, keyed like the form (empty when it is fine). */
export function addressErrors(a: {
  country: string;
  postcode: string;
  region: string;
}): Record<string, string> {
  const country = storeCountries.find((c) => c.code === a.country);
  const errors: Record<string, string> = {};
  if (!country) errors.country = msg.storeCountryUnsupported;
  const rule = country?.postcode ?? defaultPostcode;
  if (!rule.test(a.postcode.trim()))
    errors.postcode = country
      ? msg.storePostcodeInvalidFor.replace('{country}', country.name).replace('{example}', country.example)
      : msg.storePostcodeInvalid;
  if (country?.region && !a.region.trim()) errors.region = msg.storeRegionRequired;
  return errors;
}

const text = (max: number, required = true) =>
  required
    ? z.string({ error: msg.allFieldsRequired }).trim().min(1, { error: msg.allFieldsRequired }).max(max)
    : z.string().trim().max(max).default('');

export const StoreAddressSchema = z.object({
  name: text(120),
  line1: text(200),
  line2: text(200, false),
  city: text(120),
  region: text(120, false),
  postcode: text(20),
  country: z.string().trim().toUpperCase().length(2, { error: msg.storeCountryUnsupported }),
});
export type StoreAddress = z.infer<typeof StoreAddressSchema>;

/** PUT store/checkout/{id}/details/: contact, delivery address and shipping method. */
export const CheckoutDetailsSchema = z.object({
  email: z
    .string({ error: msg.allFieldsRequired })
    .trim()
    .regex(emailPattern, { error: msg.emailNotValid })
    .max(254),
  shipping_address: StoreAddressSchema,
  shipping_rate_id: z.coerce.number({ error: msg.storeShippingRequired }).int().positive(),
});
export type CheckoutDetails = z.input<typeof CheckoutDetailsSchema>;

export const ShippingRateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Cents. */
  price: z.number().int(),
  countries: z.array(z.string()),
  active: z.boolean(),
});
export type ShippingRate = z.infer<typeof ShippingRateSchema>;
export const ShippingRatesSchema = z.object({ results: z.array(ShippingRateSchema) });
export const ShippingRateQuerySchema = z.object({ country: z.string().length(2).toUpperCase().optional() });

export const ShippingRateInputSchema = z.object({
  name: text(80),
  price: z.coerce
    .number({ error: msg.storePriceInvalid })
    .int({ error: msg.storePriceInvalid })
    .min(0, { error: msg.storePriceInvalid })
    .max(1_000_000, { error: msg.storePriceInvalid }),
  countries: z.array(z.string().trim().toUpperCase().length(2)).max(50).default([]),
  active: z.boolean().default(true),
});
export type ShippingRateInput = z.input<typeof ShippingRateInputSchema>;

export const storeOrderStatusList = ['paid', 'fulfilled', 'shipped', 'refunded'] as const;
export type StoreOrderStatus = (typeof storeOrderStatusList)[number];
export const storeOrderStatusLabel: Record<StoreOrderStatus, string> = {
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  shipped: 'Shipped',
  refunded: 'Refunded',
};

export const OrderLineSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int().nullable(),
  title: z.string(),
  variant_title: z.string(),
  image: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  line_total: z.number().int(),
});

export const OrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  source: z.enum(['embedded', 'shopify']),
  status: z.enum(storeOrderStatusList),
  item_count: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  email: z.string().nullable(),
  customer: z.string().nullable(),
  tracking_number: z.string().nullable(),
  created: z.string(),
  first_image: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;
export const OrderPageSchema = pageOf(OrderSummarySchema);

export const OrderDetailSchema = OrderSummarySchema.extend({
  lines: z.array(OrderLineSchema),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  shipping_method: z.string().nullable(),
  taxes: z.number().int(),
  shipping_address: StoreAddressSchema.nullable(),
  fulfilled_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  refundable: z.boolean(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
export const OrderActionSchema = z.object({ msg: z.string(), data: OrderDetailSchema });

export const OrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  status: z.enum(storeOrderStatusList).optional(),
});

export const ShipOrderSchema = z.object({
  tracking_number: z
    .string({ error: msg.storeTrackingRequired })
    .trim()
    .min(3, { error: msg.storeTrackingRequired })
    .max(64, { error: msg.storeTrackingRequired }),
});
export type ShipOrder = z.input<typeof ShipOrderSchema>;

// ---- admin catalogue ----

const handle = z
  .string()
  .trim()
  .toLowerCase()
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: msg.storeHandleInvalid });

const priceCents = z.coerce
  .number({ error: msg.storePriceInvalid })
  .int({ error: msg.storePriceInvalid })
  .min(0, { error: msg.storePriceInvalid })
  .max(10_000_000, { error: msg.storePriceInvalid });

export const AdminVariantInputSchema = z.object({
  /** Option name to value, one per option of the product. */
  options: z.record(z.string().trim().min(1).max(40), z.string().trim().min(1).max(60)).default({}),
  price: priceCents,
  sku: z.string().trim().max(64).default(''),
  /** Null: stock not counted (made to order). */
  stock: z.coerce
    .number({ error: msg.storeStockInvalid })
    .int({ error: msg.storeStockInvalid })
    .min(0, { error: msg.storeStockInvalid })
    .max(1_000_000)
    .nullable()
    .default(null),
  available: z.boolean().default(true),
  image: z.string().trim().max(500).nullable().default(null),
});
export type AdminVariantInput = z.input<typeof AdminVariantInputSchema>;

export const AdminProductInputSchema = z.object({
  title: text(255),
  handle: handle.optional(),
  description: z.string().trim().max(5000).default(''),
  image: z.string().trim().max(500).nullable().default(null),
  /** Names of the options in display order, e.g. ["Colour", "Size"]. */
  option_names: z.array(z.string().trim().min(1).max(40)).max(3).default([]),
  published: z.boolean().default(true),
  collection_ids: z.array(z.number().int().positive()).max(50).default([]),
});
export type AdminProductInput = z.input<typeof AdminProductInputSchema>;

export const AdminVariantSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  options: z.record(z.string(), z.string()),
  price: z.number().int(),
  sku: z.string(),
  stock: z.number().int().nullable(),
  available: z.boolean(),
  image: z.string().nullable(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

export const AdminProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  handle: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  option_names: z.array(z.string()),
  published: z.boolean(),
  collection_ids: z.array(z.number().int()),
  variants: z.array(AdminVariantSchema),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export const AdminProductPageSchema = pageOf(AdminProductSchema);

export const AdminCollectionInputSchema = z.object({
  title: text(120),
  handle: handle.optional(),
  description: z.string().trim().max(2000).default(''),
});
export type AdminCollectionInput = z.input<typeof AdminCollectionInputSchema>;
export const AdminCollectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  handle: z.string(),
  description: z.string(),
  product_count: z.number().int(),
});
export type AdminCollection = z.infer<typeof AdminCollectionSchema>;
export const AdminCollectionsSchema = z.object({ results: z.array(AdminCollectionSchema) });
export type OrderPage = z.infer<typeof OrderPageSchema>;
export type AdminProductPage = z.infer<typeof AdminProductPageSchema>;
