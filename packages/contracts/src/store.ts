import { z } from 'zod';
import { msg } from './messages';
import { StoreAddressSchema } from './store-orders';

/** Store limits (spec 001 §5, §9); the page size of product lists is not shown there. */
export const storeLimits = {
  productTitleMax: 100,
  pageSize: 6,
  maxPageSize: 50,
  maxQuantity: 99,
  maxLinesPerCall: 50,
} as const;

/** Cuts a product title at 100 characters with an ellipsis (spec 001 §9). */
export const productTitle = (title: string) =>
  title.length > storeLimits.productTitleMax ? `${title.slice(0, storeLimits.productTitleMax)}...` : title;

/**
 * A quantity is a whole number of at least 1; text such as "2" from an input is parsed as
 * an integer (spec 001 §5), "2.5", "0" or "two" are refused with one message.
 */
export const storeQuantity = z.coerce
  .number({ error: msg.storeQuantityInvalid })
  .int({ error: msg.storeQuantityInvalid })
  .min(1, { error: msg.storeQuantityInvalid })
  .max(storeLimits.maxQuantity, {
    error: msg.storeQuantityTooLarge.replace('{max}', String(storeLimits.maxQuantity)),
  });

/** Ids are strings: the embedded store's are numbers as text, Shopify's are global ids. */
const storeId = z
  .union([z.string(), z.number().int().positive().transform(String)], { error: msg.storeVariantRequired })
  .pipe(z.string().trim().min(1, { error: msg.storeVariantRequired }).max(255));

export const StoreImageSchema = z.string().nullable();

export const StoreVariantSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Cents. */
  price: z.number().int(),
  available: z.boolean(),
  /** Units left to sell; null when the store does not count them. */
  stock: z.number().int().nullable(),
  /** This variant's picture (follows the chosen colour); the product's when it has none. */
  image: StoreImageSchema,
  selected_options: z.array(z.object({ name: z.string(), value: z.string() })),
});
export type StoreVariant = z.infer<typeof StoreVariantSchema>;

export const StoreProductSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  image: StoreImageSchema,
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(StoreVariantSchema),
  /** Lowest variant price, cents. */
  price: z.number().int(),
  currency: z.string(),
  available: z.boolean(),
});
export type StoreProduct = z.infer<typeof StoreProductSchema>;

export const StoreCollectionSchema = z.object({
  id: z.string(),
  handle: z.string(),
  title: z.string(),
  description: z.string(),
  image: StoreImageSchema,
});
export type StoreCollection = z.infer<typeof StoreCollectionSchema>;

export const StoreCollectionsSchema = z.object({ results: z.array(StoreCollectionSchema) });

export const StorePageQuerySchema = z.object({
  after: z.string().max(500).optional(),
  first: z.coerce.number().int().min(1).max(storeLimits.maxPageSize).default(storeLimits.pageSize),
});
export type StorePageQuery = z.infer<typeof StorePageQuerySchema>;

/** A page of products; `has_next_page` is the "hasNextPage on the last product" of the spec. */
export const StoreProductPageSchema = z.object({
  collection: StoreCollectionSchema.nullable(),
  products: z.array(StoreProductSchema),
  page_info: z.object({ has_next_page: z.boolean(), end_cursor: z.string().nullable() }),
});
export type StoreProductPage = z.infer<typeof StoreProductPageSchema>;

export const CheckoutLineSchema = z.object({
  id: z.string(),
  variant_id: z.string(),
  product_id: z.string(),
  product_handle: z.string(),
  title: z.string(),
  variant_title: z.string(),
  image: StoreImageSchema,
  quantity: z.number().int(),
  /** Cents. */
  unit_price: z.number().int(),
  line_total: z.number().int(),
});
export type CheckoutLine = z.infer<typeof CheckoutLineSchema>;

/** A member's checkout with every amount computed by the server, in cents. */
export const CheckoutSchema = z.object({
  /** Null while the member has no cart yet. */
  id: z.number().int().nullable(),
  kind: z.enum(['cart', 'buy_now']),
  status: z.enum(['open', 'paid']),
  provider: z.enum(['embedded', 'shopify']),
  /** Where Checkout sends the member: the hosted checkout page (embedded) or Shopify's. */
  web_url: z.string().nullable(),
  line_items: z.array(CheckoutLineSchema),
  item_count: z.number().int(),
  subtotal: z.number().int(),
  /** Cents of the chosen shipping method (0 until one is chosen). */
  shipping: z.number().int(),
  shipping_method: z.string().nullable(),
  shipping_rate_id: z.number().int().nullable(),
  taxes: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  email: z.string().nullable(),
  shipping_address: StoreAddressSchema.nullable(),
  /** Until when the lines' stock is held for this checkout (ISO time), null when nothing is held. */
  reserved_until: z.string().nullable(),
  order: z.object({ id: z.number().int(), number: z.string() }).nullable(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

export const CheckoutActionSchema = z.object({ msg: z.string(), data: CheckoutSchema });
export type CheckoutAction = z.infer<typeof CheckoutActionSchema>;

export const AddLineItemsSchema = z.object({
  line_items: z
    .array(z.object({ variant_id: storeId, quantity: storeQuantity }))
    .min(1, { error: msg.storeVariantRequired })
    .max(storeLimits.maxLinesPerCall),
});
export type AddLineItems = z.input<typeof AddLineItemsSchema>;

/** POST store/checkout/: `buy_now` starts a separate one-item checkout instead of filling the cart. */
export const CreateCheckoutSchema = AddLineItemsSchema.extend({ buy_now: z.boolean().default(false) });
export type CreateCheckout = z.input<typeof CreateCheckoutSchema>;

export const UpdateLineItemsSchema = z.object({
  line_items: z
    .array(z.object({ id: storeId, quantity: storeQuantity }))
    .min(1)
    .max(storeLimits.maxLinesPerCall),
});
export type UpdateLineItems = z.input<typeof UpdateLineItemsSchema>;

export const RemoveLineItemsSchema = z.object({
  line_item_ids: z.array(storeId).min(1).max(storeLimits.maxLinesPerCall),
});
export type RemoveLineItems = z.input<typeof RemoveLineItemsSchema>;

export const StorePaySchema = z.strictObject({
  payment_method_id: z
    .string({ error: msg.errorProcessingCard })
    .trim()
    .min(1, { error: msg.errorProcessingCard })
    .max(255),
});
export type StorePay = z.infer<typeof StorePaySchema>;

export const StoreOrderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  subtotal: z.number().int(),
  taxes: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  created: z.string(),
});
export type StoreOrder = z.infer<typeof StoreOrderSchema>;

export const StorePayResultSchema = z.object({
  msg: z.string(),
  data: z.object({ order: StoreOrderSchema, checkout: CheckoutSchema }),
});
export type StorePayResult = z.infer<typeof StorePayResultSchema>;
