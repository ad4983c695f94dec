import type {
  Checkout,
  StoreCollection,
  StoreOrder,
  StoreProduct,
  StoreProductPage,
} from '@simmer/contracts';
import type { storeCheckouts, storeOrders } from '../../db/schema';
import {
  type CartData,
  type ProductPage,
  type StoreCollectionData,
  type StoreProductData,
  taxOf,
} from '../../platform/store';

type CheckoutRow = typeof storeCheckouts.$inferSelect;
type OrderRow = typeof storeOrders.$inferSelect;

/** Order numbers start at 1001 so the first order does not read "#1". */
export const orderNumber = (orderId: number) => String(1000 + orderId);

export const toCollectionDto = (c: StoreCollectionData): StoreCollection => ({ ...c });

export const toProductDto = (p: StoreProductData): StoreProduct => ({
  id: p.id,
  handle: p.handle,
  title: p.title,
  description: p.description,
  image: p.image,
  options: p.options,
  variants: p.variants.map((v) => ({
    id: v.id,
    title: v.title,
    price: v.priceCents,
    available: v.available,
    stock: v.stock,
    image: v.image,
    selected_options: v.selectedOptions,
  })),
  price: p.priceCents,
  currency: p.currency,
  available: p.available,
});

export const toPageDto = (p: ProductPage): StoreProductPage => ({
  collection: p.collection ? toCollectionDto(p.collection) : null,
  products: p.products.map(toProductDto),
  page_info: { has_next_page: p.hasNextPage, end_cursor: p.endCursor },
});

export const emptyCheckout = (provider: Checkout['provider']): Checkout => ({
  id: null,
  kind: 'cart',
  status: 'open',
  provider,
  web_url: null,
  line_items: [],
  item_count: 0,
  subtotal: 0,
  shipping: 0,
  shipping_method: null,
  shipping_rate_id: null,
  taxes: 0,
  total: 0,
  currency: 'usd',
  email: null,
  shipping_address: null,
  reserved_until: null,
  order: null,
});

export interface Shipping {
  rateId: number;
  name: string;
  cents: number;
}

/**
 * Amounts of an embedded checkout: tax is charged on the goods and the shipping together
 * (decision 502); a Shopify cart keeps the shop's own figures.
 */
export function priced(cart: CartData, shipping: Shipping | null, taxRateBps: number, embedded: boolean) {
  const shippingCents = shipping?.cents ?? 0;
  if (!embedded)
    return { subtotal: cart.subtotalCents, shipping: 0, taxes: cart.taxCents, total: cart.totalCents };
  const taxes = taxOf(cart.subtotalCents + shippingCents, taxRateBps);
  return {
    subtotal: cart.subtotalCents,
    shipping: shippingCents,
    taxes,
    total: cart.subtotalCents + shippingCents + taxes,
  };
}

export function toCheckoutDto(
  row: CheckoutRow,
  cart: CartData | null,
  order: OrderRow | null,
  hostedUrl: string,
  shipping: Shipping | null,
  taxRateBps: number,
): Checkout {
  const lines = cart?.lines ?? [];
  const amounts = cart
    ? priced(cart, shipping, taxRateBps, row.provider === 'embedded')
    : { subtotal: 0, shipping: 0, taxes: 0, total: 0 };
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    provider: row.provider,
    web_url: cart?.webUrl ?? hostedUrl,
    line_items: lines.map((l) => ({
      id: l.id,
      variant_id: l.variantId,
      product_id: l.productId,
      product_handle: l.productHandle,
      title: l.title,
      variant_title: l.variantTitle,
      image: l.image,
      quantity: l.quantity,
      unit_price: l.unitPriceCents,
      line_total: l.lineTotalCents,
    })),
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    // A paid checkout shows what was charged, whatever the catalogue says today.
    subtotal: order?.subtotalCents ?? amounts.subtotal,
    shipping: order?.shippingCents ?? amounts.shipping,
    shipping_method: order?.shippingMethod ?? shipping?.name ?? null,
    shipping_rate_id: row.shippingRateId,
    taxes: order?.taxCents ?? amounts.taxes,
    total: order?.totalCents ?? amounts.total,
    currency: cart?.currency ?? 'usd',
    email: row.email,
    shipping_address: row.shippingAddress ?? null,
    reserved_until: row.status === 'open' && row.reservedUntil ? row.reservedUntil.toISOString() : null,
    order: order ? { id: order.id, number: orderNumber(order.id) } : null,
  };
}

export const toOrderDto = (o: OrderRow): StoreOrder => ({
  id: o.id,
  number: orderNumber(o.id),
  subtotal: o.subtotalCents,
  taxes: o.taxCents,
  total: o.totalCents,
  currency: o.currency,
  created: o.createdAt.toISOString(),
});
