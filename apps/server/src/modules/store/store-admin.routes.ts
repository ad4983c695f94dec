import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { pageAnswer } from '../../http/pagination';
import * as orders from './orders.service';
import * as admin from './store-admin.service';

/** The store admin: catalogue, stock, collections, shipping rates, orders, fulfilment and refunds. */
export function storeAdminRoutes(ctx: AppContext) {
  return serve('store admin', endpoints.storeAdmin, {
    listProducts: async (req) => pageAnswer(req, await admin.adminProducts(ctx, req.query.page)),
    createProduct: (req) => admin.createProduct(ctx, req.body),
    getProduct: (req) => admin.adminProduct(ctx, req.params.id),
    updateProduct: (req) => admin.updateProduct(ctx, req.params.id, req.body),
    deleteProduct: (req) => admin.deleteProduct(ctx, req.params.id),
    createVariant: (req) => admin.createVariant(ctx, req.params.id, req.body),
    updateVariant: (req) => admin.updateVariant(ctx, req.params.id, req.body),
    deleteVariant: (req) => admin.deleteVariant(ctx, req.params.id),

    listCollections: () => admin.adminCollections(ctx),
    createCollection: (req) => admin.saveCollection(ctx, null, req.body),
    updateCollection: (req) => admin.saveCollection(ctx, req.params.id, req.body),
    deleteCollection: (req) => admin.deleteCollection(ctx, req.params.id),

    listShippingRates: () => admin.adminShippingRates(ctx),
    createShippingRate: (req) => admin.saveShippingRate(ctx, null, req.body),
    updateShippingRate: (req) => admin.saveShippingRate(ctx, req.params.id, req.body),
    deleteShippingRate: (req) => admin.deleteShippingRate(ctx, req.params.id),

    listOrders: async (req) => pageAnswer(req, await orders.adminOrders(ctx, req.query)),
    getOrder: (req) => orders.adminOrder(ctx, req.params.id),
    fulfilOrder: (req) => orders.fulfilOrder(ctx, req.params.id),
    shipOrder: (req) => orders.shipOrder(ctx, req.params.id, req.body.tracking_number),
    refundOrder: (req) => orders.refundOrder(ctx, req.params.id),
  });
}
