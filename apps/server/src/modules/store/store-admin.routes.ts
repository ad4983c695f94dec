import {
  ActionSchema,
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
  pageQuerySchema,
  ShipOrderSchema,
  ShippingRateInputSchema,
  ShippingRatesSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import * as admin from './store.admin';
import * as orders from './store.orders';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const productAction = z.object({ msg: z.string(), data: AdminProductSchema });
const collectionsAction = z.object({ msg: z.string(), data: AdminCollectionsSchema });
const ratesAction = z.object({ msg: z.string(), data: ShippingRatesSchema });

/** The store admin: catalogue, stock, collections, shipping rates, orders, fulfilment and refunds. */
export function storeAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['store admin'];
  const config = { access: 'admin' as const };
  return async (app) => {
    app.get('/admin/store/products/', {
      config,
      schema: { tags, querystring: pageQuerySchema, response: { 200: AdminProductPageSchema } },
      handler: (req) => admin.adminProducts(ctx, req, req.query.page),
    });
    app.post('/admin/store/products/', {
      config,
      schema: { tags, body: AdminProductInputSchema, response: { 201: productAction } },
      handler: async (req, reply) => reply.status(201).send(await admin.createProduct(ctx, req.body)),
    });
    app.get('/admin/store/products/:id/', {
      config,
      schema: { tags, params: idParams, response: { 200: AdminProductSchema } },
      handler: (req) => admin.adminProduct(ctx, req.params.id),
    });
    app.put('/admin/store/products/:id/', {
      config,
      schema: { tags, params: idParams, body: AdminProductInputSchema, response: { 200: productAction } },
      handler: (req) => admin.updateProduct(ctx, req.params.id, req.body),
    });
    app.delete('/admin/store/products/:id/', {
      config,
      schema: { tags, params: idParams, response: { 200: ActionSchema } },
      handler: (req) => admin.deleteProduct(ctx, req.params.id),
    });
    app.post('/admin/store/products/:id/variants/', {
      config,
      schema: { tags, params: idParams, body: AdminVariantInputSchema, response: { 201: productAction } },
      handler: async (req, reply) =>
        reply.status(201).send(await admin.createVariant(ctx, req.params.id, req.body)),
    });
    app.put('/admin/store/variants/:id/', {
      config,
      schema: { tags, params: idParams, body: AdminVariantInputSchema, response: { 200: productAction } },
      handler: (req) => admin.updateVariant(ctx, req.params.id, req.body),
    });
    app.delete('/admin/store/variants/:id/', {
      config,
      schema: { tags, params: idParams, response: { 200: productAction } },
      handler: (req) => admin.deleteVariant(ctx, req.params.id),
    });

    app.get('/admin/store/collections/', {
      config,
      schema: { tags, response: { 200: AdminCollectionsSchema } },
      handler: () => admin.adminCollections(ctx),
    });
    app.post('/admin/store/collections/', {
      config,
      schema: { tags, body: AdminCollectionInputSchema, response: { 200: collectionsAction } },
      handler: (req) => admin.saveCollection(ctx, null, req.body),
    });
    app.put('/admin/store/collections/:id/', {
      config,
      schema: {
        tags,
        params: idParams,
        body: AdminCollectionInputSchema,
        response: { 200: collectionsAction },
      },
      handler: (req) => admin.saveCollection(ctx, req.params.id, req.body),
    });
    app.delete('/admin/store/collections/:id/', {
      config,
      schema: { tags, params: idParams, response: { 200: collectionsAction } },
      handler: (req) => admin.deleteCollection(ctx, req.params.id),
    });

    app.get('/admin/store/shipping-rates/', {
      config,
      schema: { tags, response: { 200: ShippingRatesSchema } },
      handler: () => admin.adminShippingRates(ctx),
    });
    app.post('/admin/store/shipping-rates/', {
      config,
      schema: { tags, body: ShippingRateInputSchema, response: { 200: ratesAction } },
      handler: (req) => admin.saveShippingRate(ctx, null, req.body),
    });
    app.put('/admin/store/shipping-rates/:id/', {
      config,
      schema: { tags, params: idParams, body: ShippingRateInputSchema, response: { 200: ratesAction } },
      handler: (req) => admin.saveShippingRate(ctx, req.params.id, req.body),
    });
    app.delete('/admin/store/shipping-rates/:id/', {
      config,
      schema: { tags, params: idParams, response: { 200: ratesAction } },
      handler: (req) => admin.deleteShippingRate(ctx, req.params.id),
    });

    app.get('/admin/store/orders/', {
      config,
      schema: { tags, querystring: OrderListQuerySchema, response: { 200: OrderPageSchema } },
      handler: (req) => orders.adminOrders(ctx, req, req.query),
    });
    app.get('/admin/store/orders/:id/', {
      config,
      schema: { tags, params: idParams, response: { 200: OrderDetailSchema } },
      handler: (req) => orders.adminOrder(ctx, req.params.id),
    });
    app.post('/admin/store/orders/:id/fulfil/', {
      config,
      schema: { tags, params: idParams, response: { 200: OrderActionSchema } },
      handler: (req) => orders.fulfilOrder(ctx, req.params.id),
    });
    app.post('/admin/store/orders/:id/ship/', {
      config,
      schema: { tags, params: idParams, body: ShipOrderSchema, response: { 200: OrderActionSchema } },
      handler: (req) => orders.shipOrder(ctx, req.params.id, req.body.tracking_number),
    });
    app.post('/admin/store/orders/:id/refund/', {
      config,
      schema: { tags, params: idParams, response: { 200: OrderActionSchema } },
      handler: (req) => orders.refundOrder(ctx, req.params.id),
    });
  };
}
