import { msg } from '@simmer/contracts';
import { AppError } from '../../http/errors';
import { queries } from './shopify-queries';
import type {
  CartData,
  PageInput,
  ProductPage,
  StoreBackend,
  StoreCollectionData,
  StoreProductData,
} from './store';

export interface ShopifySettings {
  /** e.g. `simmer-merch.myshopify.com` */
  domain: string;
  storefrontToken: string;
  apiVersion: string;
  fetch?: typeof fetch;
}

interface Money {
  amount: string;
  currencyCode: string;
}
interface ShopifyProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  availableForSale: boolean;
  featuredImage: { url: string } | null;
  options: Array<{ name: string; optionValues: Array<{ name: string }> }>;
  priceRange: { minVariantPrice: Money };
  variants: {
    nodes: Array<{
      id: string;
      title: string;
      availableForSale: boolean;
      price: Money;
      image?: { url: string } | null;
      selectedOptions: Array<{ name: string; value: string }>;
    }>;
  };
}
interface ShopifyCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
  image: { url: string } | null;
}
interface Connection<T> {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: T[];
}
interface ShopifyCart {
  id: string;
  checkoutUrl: string;
  cost: { subtotalAmount: Money; totalAmount: Money; totalTaxAmount: Money | null };
  lines: {
    nodes: Array<{
      id: string;
      quantity: number;
      cost: { amountPerQuantity: Money; totalAmount: Money };
      merchandise: {
        id: string;
        title: string;
        image: { url: string } | null;
        product: { id: string; handle: string; title: string; featuredImage: { url: string } | null };
      };
    }>;
  };
}
interface UserError {
  field: string[] | null;
  message: string;
  code: string | null;
}
type CartPayload = { cart: ShopifyCart | null; userErrors: UserError[] };

/** Shopify's decimal strings ("49.0", "12.5", "3.99") to integer cents, without floating point. */
export function toCents(amount: string): number {
  const m = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!m) throw new Error(`not a money amount: ${amount}`);
  const fraction = `${m[3] ?? ''}00`;
  const cents = Number(m[2]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2] ?? 0) >= 5 ? 1 : 0);
  return m[1] ? -cents : cents;
}

const toProduct = (p: ShopifyProduct): StoreProductData => ({
  id: p.id,
  handle: p.handle,
  title: p.title,
  description: p.description,
  image: p.featuredImage?.url ?? null,
  options: p.options.map((o) => ({ name: o.name, values: o.optionValues.map((v) => v.name) })),
  variants: p.variants.nodes.map((v) => ({
    id: v.id,
    title: v.title,
    priceCents: toCents(v.price.amount),
    available: v.availableForSale,
    stock: null,
    image: v.image?.url ?? p.featuredImage?.url ?? null,
    selectedOptions: v.selectedOptions,
  })),
  priceCents: toCents(p.priceRange.minVariantPrice.amount),
  currency: p.priceRange.minVariantPrice.currencyCode.toLowerCase(),
  available: p.availableForSale,
});

const toCollection = (c: ShopifyCollection): StoreCollectionData => ({
  id: c.id,
  handle: c.handle,
  title: c.title,
  description: c.description,
  image: c.image?.url ?? null,
});

const toPage = (collection: ShopifyCollection | null, products: Connection<ShopifyProduct>): ProductPage => ({
  collection: collection ? toCollection(collection) : null,
  products: products.nodes.map(toProduct),
  hasNextPage: products.pageInfo.hasNextPage,
  endCursor: products.pageInfo.endCursor,
});

export const toCart = (c: ShopifyCart): CartData => ({
  ref: c.id,
  webUrl: c.checkoutUrl,
  lines: c.lines.nodes.map((l) => ({
    id: l.id,
    variantId: l.merchandise.id,
    productId: l.merchandise.product.id,
    productHandle: l.merchandise.product.handle,
    title: l.merchandise.product.title,
    variantTitle: l.merchandise.title,
    image: l.merchandise.image?.url ?? l.merchandise.product.featuredImage?.url ?? null,
    quantity: l.quantity,
    unitPriceCents: toCents(l.cost.amountPerQuantity.amount),
    lineTotalCents: toCents(l.cost.totalAmount.amount),
  })),
  subtotalCents: toCents(c.cost.subtotalAmount.amount),
  taxCents: c.cost.totalTaxAmount ? toCents(c.cost.totalTaxAmount.amount) : 0,
  totalCents: toCents(c.cost.totalAmount.amount),
  currency: c.cost.totalAmount.currencyCode.toLowerCase(),
});

/** The shop could not be reached or answered with an error: the member may retry later. */
const unavailable = () => new AppError(502, msg.somethingWentWrong);

/** Shopify's Storefront API (GraphQL, Cart API): the shop's catalogue, carts and checkout page. */
export function createShopifyStore(settings: ShopifySettings): StoreBackend {
  // Read at each call, so a fetch replaced after the store is built (tests) is the one used.
  const doFetch: typeof fetch = (input, init) => (settings.fetch ?? fetch)(input, init);
  const endpoint = `https://${settings.domain}/api/${settings.apiVersion}/graphql.json`;

  async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    let res: Response;
    try {
      res = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-storefront-access-token': settings.storefrontToken,
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw unavailable();
    }
    if (!res.ok) throw unavailable();
    const body = (await res.json()) as { data?: T; errors?: Array<{ message: string }> };
    if (body.errors?.length || !body.data) throw unavailable();
    return body.data;
  }

  /** A cart mutation's user errors (bad variant, bad quantity, unknown line) answer 400. */
  function cartOf(payload: CartPayload): CartData {
    const error = payload.userErrors[0];
    if (error) {
      const field = error.field?.includes('quantity') ? 'quantity' : 'variant_id';
      const text = field === 'quantity' ? msg.storeQuantityInvalid : msg.storeVariantNotFound;
      throw AppError.invalid(text, { [field]: text });
    }
    if (!payload.cart) throw AppError.notFound(msg.storeCheckoutNotFound);
    return toCart(payload.cart);
  }

  return {
    kind: 'shopify',

    async collections() {
      const data = await gql<{ collections: { nodes: ShopifyCollection[] } }>(queries.collections);
      return data.collections.nodes.map(toCollection);
    },

    async collectionProducts(handle, { first, after }: PageInput) {
      const data = await gql<{
        collection: (ShopifyCollection & { products: Connection<ShopifyProduct> }) | null;
      }>(queries.collectionProducts, { handle, first, after: after ?? null });
      if (!data.collection) return null;
      return toPage(data.collection, data.collection.products);
    },

    async products({ first, after }) {
      const data = await gql<{ products: Connection<ShopifyProduct> }>(queries.products, {
        first,
        after: after ?? null,
      });
      return toPage(null, data.products);
    },

    async product(idOrHandle) {
      const byId = idOrHandle.startsWith('gid://');
      const data = await gql<{ product: ShopifyProduct | null }>(
        byId ? queries.productById : queries.productByHandle,
        byId ? { id: idOrHandle } : { handle: idOrHandle },
      );
      return data.product ? toProduct(data.product) : null;
    },

    async createCart({ lines }) {
      const data = await gql<{ cartCreate: CartPayload }>(queries.cartCreate, {
        input: { lines: lines.map((l) => ({ merchandiseId: l.variantId, quantity: l.quantity })) },
      });
      return cartOf(data.cartCreate);
    },

    async cart(ref) {
      const data = await gql<{ cart: ShopifyCart | null }>(queries.cart, { id: ref });
      return data.cart ? toCart(data.cart) : null;
    },

    async addLines(ref, lines) {
      const data = await gql<{ cartLinesAdd: CartPayload }>(queries.cartLinesAdd, {
        cartId: ref,
        lines: lines.map((l) => ({ merchandiseId: l.variantId, quantity: l.quantity })),
      });
      return cartOf(data.cartLinesAdd);
    },

    async updateLines(ref, lines) {
      const data = await gql<{ cartLinesUpdate: CartPayload }>(queries.cartLinesUpdate, {
        cartId: ref,
        lines: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
      });
      return cartOf(data.cartLinesUpdate);
    },

    async removeLines(ref, lineIds) {
      const data = await gql<{ cartLinesRemove: CartPayload }>(queries.cartLinesRemove, {
        cartId: ref,
        lineIds,
      });
      return cartOf(data.cartLinesRemove);
    },
  };
}
