/**
 * The store port (spec 001 §2 "Store", §7): collections by handle, products paged with a
 * next-page flag, one product, and a checkout whose line items are added, updated and
 * removed. Two implementations: the embedded catalogue on our database (default) and the
 * Shopify Storefront API (by configuration). Amounts are integer cents.
 */
export interface StoreOptionData {
  name: string;
  values: string[];
}

export interface StoreVariantData {
  id: string;
  title: string;
  priceCents: number;
  available: boolean;
  /** Units left; null when not counted. */
  stock: number | null;
  /** The variant's picture, or the product's. */
  image: string | null;
  selectedOptions: Array<{ name: string; value: string }>;
}

export interface StoreProductData {
  id: string;
  handle: string;
  title: string;
  description: string;
  image: string | null;
  options: StoreOptionData[];
  variants: StoreVariantData[];
  /** Lowest variant price. */
  priceCents: number;
  currency: string;
  available: boolean;
}

export interface StoreCollectionData {
  id: string;
  handle: string;
  title: string;
  description: string;
  image: string | null;
}

export interface PageInput {
  first: number;
  after?: string;
}

export interface ProductPage {
  collection: StoreCollectionData | null;
  products: StoreProductData[];
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface LineInput {
  variantId: string;
  quantity: number;
}

export interface LineUpdate {
  id: string;
  quantity: number;
}

export interface CartLineData {
  id: string;
  variantId: string;
  productId: string;
  productHandle: string;
  title: string;
  variantTitle: string;
  image: string | null;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

export interface CartData {
  /** The store's own id of the cart. */
  ref: string;
  /** Where the member pays; null when the checkout page is ours (the service builds it). */
  webUrl: string | null;
  lines: CartLineData[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  currency: string;
}

export interface StoreBackend {
  readonly kind: 'embedded' | 'shopify';
  collections(): Promise<StoreCollectionData[]>;
  /** Null when no collection has this handle. */
  collectionProducts(handle: string, page: PageInput): Promise<ProductPage | null>;
  products(page: PageInput): Promise<ProductPage>;
  /** By id or by handle. */
  product(idOrHandle: string): Promise<StoreProductData | null>;
  /** `checkoutId` is our own row; the embedded store keeps its lines under it. */
  createCart(input: { checkoutId: number; lines: LineInput[] }): Promise<CartData>;
  cart(ref: string): Promise<CartData | null>;
  addLines(ref: string, lines: LineInput[]): Promise<CartData>;
  updateLines(ref: string, lines: LineUpdate[]): Promise<CartData>;
  removeLines(ref: string, lineIds: string[]): Promise<CartData>;
}

/** Tax on a subtotal in basis points, rounded half up to the cent (integer arithmetic only). */
export const taxOf = (subtotalCents: number, rateBps: number) =>
  Math.floor((subtotalCents * rateBps + 5_000) / 10_000);
