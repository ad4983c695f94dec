import { z } from 'zod';
import { idempotencyHeader } from '../billing';
import { pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  AddLineItemsSchema,
  CheckoutActionSchema,
  CheckoutSchema,
  CreateCheckoutSchema,
  RemoveLineItemsSchema,
  StoreCollectionsSchema,
  StorePageQuerySchema,
  StorePayResultSchema,
  StorePaySchema,
  StoreProductPageSchema,
  StoreProductSchema,
  UpdateLineItemsSchema,
} from '../store';
import {
  CheckoutDetailsSchema,
  OrderDetailSchema,
  OrderPageSchema,
  ShippingRateQuerySchema,
  ShippingRatesSchema,
} from '../store-orders';

const checkoutId = z.object({ id: z.coerce.number().int().positive() });
const idempotent = z.object({ [idempotencyHeader]: z.string().optional() }).loose();

/**
 * The store (spec 001 §2 "Store", §7): the catalogue is open to members, a checkout is its
 * member's own (anyone else's answers 404), and paying carries an Idempotency-Key.
 */
export const storeEndpoints = {
  listCollections: endpoint({
    method: 'GET',
    path: '/store/collections/',
    access: 'user',
    response: StoreCollectionsSchema,
  }),
  collectionProducts: endpoint({
    method: 'GET',
    path: '/store/collections/:handle/products/',
    access: 'user',
    params: z.object({ handle: z.string().min(1).max(255) }),
    query: StorePageQuerySchema,
    response: StoreProductPageSchema,
  }),
  listProducts: endpoint({
    method: 'GET',
    path: '/store/products/',
    access: 'user',
    query: StorePageQuerySchema,
    response: StoreProductPageSchema,
  }),
  getProduct: endpoint({
    method: 'GET',
    path: '/store/products/:id/',
    access: 'user',
    params: z.object({ id: z.string().min(1).max(255) }),
    response: StoreProductSchema,
  }),
  currentCart: endpoint({
    method: 'GET',
    path: '/store/checkout/',
    access: 'user',
    response: CheckoutSchema,
  }),
  createCheckout: endpoint({
    method: 'POST',
    path: '/store/checkout/',
    access: 'user',
    body: CreateCheckoutSchema,
    response: CheckoutActionSchema,
  }),
  getCheckout: endpoint({
    method: 'GET',
    path: '/store/checkout/:id/',
    access: 'user',
    params: checkoutId,
    response: CheckoutSchema,
  }),
  addLineItems: endpoint({
    method: 'POST',
    path: '/store/checkout/:id/line-items/',
    access: 'user',
    params: checkoutId,
    body: AddLineItemsSchema,
    response: CheckoutActionSchema,
  }),
  updateLineItems: endpoint({
    method: 'PATCH',
    path: '/store/checkout/:id/line-items/',
    access: 'user',
    params: checkoutId,
    body: UpdateLineItemsSchema,
    response: CheckoutActionSchema,
  }),
  removeLineItems: endpoint({
    method: 'POST',
    path: '/store/checkout/:id/line-items/remove/',
    access: 'user',
    params: checkoutId,
    body: RemoveLineItemsSchema,
    response: CheckoutActionSchema,
  }),
  shippingRates: endpoint({
    method: 'GET',
    path: '/store/shipping-rates/',
    access: 'user',
    query: ShippingRateQuerySchema,
    response: ShippingRatesSchema,
  }),
  saveDetails: endpoint({
    method: 'PUT',
    path: '/store/checkout/:id/details/',
    access: 'user',
    params: checkoutId,
    body: CheckoutDetailsSchema,
    response: CheckoutActionSchema,
  }),
  listOrders: endpoint({
    method: 'GET',
    path: '/store/orders/',
    access: 'user',
    query: pageQuerySchema,
    response: OrderPageSchema,
  }),
  getOrder: endpoint({
    method: 'GET',
    path: '/store/orders/:id/',
    access: 'user',
    params: checkoutId,
    response: OrderDetailSchema,
  }),
  /** Shopify signs the exact bytes it sent, so the route keeps the raw body. */
  shopifyWebhook: endpoint({
    method: 'POST',
    path: '/store/shopify/webhook/',
    access: 'public',
    hide: true,
    body: 'raw',
    response: z.object({ received: z.boolean(), recorded: z.boolean() }),
  }),
  pay: endpoint({
    method: 'POST',
    path: '/store/checkout/:id/pay/',
    access: 'user',
    params: checkoutId,
    headers: idempotent,
    body: StorePaySchema,
    response: StorePayResultSchema,
  }),
} as const;
