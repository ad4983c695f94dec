import { z } from 'zod';
import { ActionSchema, pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  AdminCollectionInputSchema,
  AdminCollectionsSchema,
  AdminProductInputSchema,
  AdminProductPageSchema,
  AdminProductSchema,
  AdminVariantInputSchema,
  OrderActionSchema,
  OrderDetailSchema,
  OrderListQuerySchema,
  OrderPageSchema,
  ShipOrderSchema,
  ShippingRateInputSchema,
  ShippingRatesSchema,
} from '../store-orders';

const id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const productAction = z.object({ msg: z.string(), data: AdminProductSchema });
const collectionsAction = z.object({ msg: z.string(), data: AdminCollectionsSchema });
const ratesAction = z.object({ msg: z.string(), data: ShippingRatesSchema });

/** The store admin: catalogue, stock, collections, shipping rates, orders, fulfilment and refunds. */
export const storeAdminEndpoints = {
  listProducts: endpoint({
    method: 'GET',
    path: '/admin/store/products/',
    access: 'admin',
    query: pageQuerySchema,
    response: AdminProductPageSchema,
  }),
  createProduct: endpoint({
    method: 'POST',
    path: '/admin/store/products/',
    access: 'admin',
    body: AdminProductInputSchema,
    status: 201,
    response: productAction,
  }),
  getProduct: endpoint({
    method: 'GET',
    path: '/admin/store/products/:id/',
    access: 'admin',
    params: id,
    response: AdminProductSchema,
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: '/admin/store/products/:id/',
    access: 'admin',
    params: id,
    body: AdminProductInputSchema,
    response: productAction,
  }),
  deleteProduct: endpoint({
    method: 'DELETE',
    path: '/admin/store/products/:id/',
    access: 'admin',
    params: id,
    response: ActionSchema,
  }),
  createVariant: endpoint({
    method: 'POST',
    path: '/admin/store/products/:id/variants/',
    access: 'admin',
    params: id,
    body: AdminVariantInputSchema,
    status: 201,
    response: productAction,
  }),
  updateVariant: endpoint({
    method: 'PUT',
    path: '/admin/store/variants/:id/',
    access: 'admin',
    params: id,
    body: AdminVariantInputSchema,
    response: productAction,
  }),
  deleteVariant: endpoint({
    method: 'DELETE',
    path: '/admin/store/variants/:id/',
    access: 'admin',
    params: id,
    response: productAction,
  }),

  listCollections: endpoint({
    method: 'GET',
    path: '/admin/store/collections/',
    access: 'admin',
    response: AdminCollectionsSchema,
  }),
  createCollection: endpoint({
    method: 'POST',
    path: '/admin/store/collections/',
    access: 'admin',
    body: AdminCollectionInputSchema,
    response: collectionsAction,
  }),
  updateCollection: endpoint({
    method: 'PUT',
    path: '/admin/store/collections/:id/',
    access: 'admin',
    params: id,
    body: AdminCollectionInputSchema,
    response: collectionsAction,
  }),
  deleteCollection: endpoint({
    method: 'DELETE',
    path: '/admin/store/collections/:id/',
    access: 'admin',
    params: id,
    response: collectionsAction,
  }),

  listShippingRates: endpoint({
    method: 'GET',
    path: '/admin/store/shipping-rates/',
    access: 'admin',
    response: ShippingRatesSchema,
  }),
  createShippingRate: endpoint({
    method: 'POST',
    path: '/admin/store/shipping-rates/',
    access: 'admin',
    body: ShippingRateInputSchema,
    response: ratesAction,
  }),
  updateShippingRate: endpoint({
    method: 'PUT',
    path: '/admin/store/shipping-rates/:id/',
    access: 'admin',
    params: id,
    body: ShippingRateInputSchema,
    response: ratesAction,
  }),
  deleteShippingRate: endpoint({
    method: 'DELETE',
    path: '/admin/store/shipping-rates/:id/',
    access: 'admin',
    params: id,
    response: ratesAction,
  }),

  listOrders: endpoint({
    method: 'GET',
    path: '/admin/store/orders/',
    access: 'admin',
    query: OrderListQuerySchema,
    response: OrderPageSchema,
  }),
  getOrder: endpoint({
    method: 'GET',
    path: '/admin/store/orders/:id/',
    access: 'admin',
    params: id,
    response: OrderDetailSchema,
  }),
  fulfilOrder: endpoint({
    method: 'POST',
    path: '/admin/store/orders/:id/fulfil/',
    access: 'admin',
    params: id,
    response: OrderActionSchema,
  }),
  shipOrder: endpoint({
    method: 'POST',
    path: '/admin/store/orders/:id/ship/',
    access: 'admin',
    params: id,
    body: ShipOrderSchema,
    response: OrderActionSchema,
  }),
  refundOrder: endpoint({
    method: 'POST',
    path: '/admin/store/orders/:id/refund/',
    access: 'admin',
    params: id,
    response: OrderActionSchema,
  }),
} as const;
