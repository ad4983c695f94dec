import type {
  Checkout,
  StoreCollection,
  StoreOrder,
  StoreProduct,
  StoreProductPage,
} from '@simmer/contracts';
import type { storeCheckouts, storeOrders } from '../../db/schema';
import type { CartData, ProductPage, StoreCollectionData, StoreProductData } from '../../platform/store';

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
  taxes: 0,
  total: 0,
  currency: 'usd',
  order: null,
});

export function toCheckoutDto(
  row: CheckoutRow,
  cart: CartData | null,
  order: OrderRow | null,
  hostedUrl: string,
): Checkout {
  const lines = cart?.lines ?? [];
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
    subtotal: order?.subtotalCents ?? cart?.subtotalCents ?? 0,
    taxes: order?.taxCents ?? cart?.taxCents ?? 0,
    total: order?.totalCents ?? cart?.totalCents ?? 0,
    currency: cart?.currency ?? 'usd',
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
