import {
  AddLineItemsSchema,
  CheckoutActionSchema,
  CheckoutDetailsSchema,
  CheckoutSchema,
  CreateCheckoutSchema,
  idempotencyHeader,
  OrderDetailSchema,
  OrderPageSchema,
  pageQuerySchema,
  RemoveLineItemsSchema,
  ShippingRateQuerySchema,
  ShippingRatesSchema,
  StoreCollectionsSchema,
  StorePageQuerySchema,
  StorePayResultSchema,
  StorePaySchema,
  StoreProductPageSchema,
  StoreProductSchema,
  UpdateLineItemsSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { parseIdempotencyKey, withIdempotency } from '../billing/idempotency';
import { handleShopifyWebhook } from './shopify-webhook';
import * as orders from './store.orders';
import { payCheckout } from './store.pay';
import * as store from './store.service';

const checkoutId = z.object({ id: z.coerce.number().int().positive() });

/**
 * The store (spec 001 §2 "Store", §7): the catalogue is open to members, a checkout is its
 * member's own (anyone else's answers 404), and paying carries an Idempotency-Key.
 */
export function storeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['store'];
  const config = { access: 'user' as const };
  const idempotent = z.object({ [idempotencyHeader]: z.string().optional() }).loose();
  return async (app) => {
    app.get('/store/collections/', {
      config,
      schema: { tags, response: { 200: StoreCollectionsSchema } },
      handler: () => store.listCollections(ctx),
    });
    app.get('/store/collections/:handle/products/', {
      config,
      schema: {
        tags,
        params: z.object({ handle: z.string().min(1).max(255) }),
        querystring: StorePageQuerySchema,
        response: { 200: StoreProductPageSchema },
      },
      handler: (req) => store.collectionProducts(ctx, req.params.handle, req.query),
    });
    app.get('/store/products/', {
      config,
      schema: { tags, querystring: StorePageQuerySchema, response: { 200: StoreProductPageSchema } },
      handler: (req) => store.listProducts(ctx, req.query),
    });
    app.get('/store/products/:id/', {
      config,
      schema: {
        tags,
        params: z.object({ id: z.string().min(1).max(255) }),
        response: { 200: StoreProductSchema },
      },
      handler: (req) => store.getProduct(ctx, req.params.id),
    });
    app.get('/store/checkout/', {
      config,
      schema: { tags, response: { 200: CheckoutSchema } },
      handler: (req) => store.currentCart(ctx, requireAuth(req.auth)),
    });
    app.post('/store/checkout/', {
      config,
      schema: { tags, body: CreateCheckoutSchema, response: { 200: CheckoutActionSchema } },
      handler: (req) => store.createCheckout(ctx, requireAuth(req.auth), req.body),
    });
    app.get('/store/checkout/:id/', {
      config,
      schema: { tags, params: checkoutId, response: { 200: CheckoutSchema } },
      handler: (req) => store.getCheckout(ctx, requireAuth(req.auth), req.params.id),
    });
    app.post('/store/checkout/:id/line-items/', {
      config,
      schema: { tags, params: checkoutId, body: AddLineItemsSchema, response: { 200: CheckoutActionSchema } },
      handler: (req) => store.addLines(ctx, requireAuth(req.auth), req.params.id, req.body),
    });
    app.patch('/store/checkout/:id/line-items/', {
      config,
      schema: {
        tags,
        params: checkoutId,
        body: UpdateLineItemsSchema,
        response: { 200: CheckoutActionSchema },
      },
      handler: (req) => store.updateLines(ctx, requireAuth(req.auth), req.params.id, req.body),
    });
    app.post('/store/checkout/:id/line-items/remove/', {
      config,
      schema: {
        tags,
        params: checkoutId,
        body: RemoveLineItemsSchema,
        response: { 200: CheckoutActionSchema },
      },
      handler: (req) => store.removeLines(ctx, requireAuth(req.auth), req.params.id, req.body),
    });
    app.get('/store/shipping-rates/', {
      config,
      schema: { tags, querystring: ShippingRateQuerySchema, response: { 200: ShippingRatesSchema } },
      handler: async (req) => ({
        results: (await store.shippingRatesFor(ctx, req.query.country)).map(store.toShippingRateDto),
      }),
    });
    app.put('/store/checkout/:id/details/', {
      config,
      schema: {
        tags,
        params: checkoutId,
        body: CheckoutDetailsSchema,
        response: { 200: CheckoutActionSchema },
      },
      handler: (req) => store.saveDetails(ctx, requireAuth(req.auth), req.params.id, req.body),
    });
    app.get('/store/orders/', {
      config,
      schema: { tags, querystring: pageQuerySchema, response: { 200: OrderPageSchema } },
      handler: (req) => orders.memberOrders(ctx, req, requireAuth(req.auth), req.query.page),
    });
    app.get('/store/orders/:id/', {
      config,
      schema: { tags, params: checkoutId, response: { 200: OrderDetailSchema } },
      handler: (req) => orders.memberOrder(ctx, requireAuth(req.auth), req.params.id),
    });
    await app.register(async (hooks) => {
      // Shopify signs the exact bytes it sent, so this route keeps the raw body.
      hooks.removeAllContentTypeParsers();
      hooks.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      hooks.post('/store/shopify/webhook/', {
        config: { access: 'public' },
        schema: { tags, hide: true },
        handler: (req) =>
          handleShopifyWebhook(ctx, typeof req.body === 'string' ? req.body : '', {
            hmac: req.headers['x-shopify-hmac-sha256'] as string | undefined,
            topic: req.headers['x-shopify-topic'] as string | undefined,
          }),
      });
    });
    app.post('/store/checkout/:id/pay/', {
      config,
      schema: {
        tags,
        params: checkoutId,
        headers: idempotent,
        body: StorePaySchema,
        response: { 200: StorePayResultSchema },
      },
      handler: (req) => {
        const auth = requireAuth(req.auth);
        const key = parseIdempotencyKey(req.headers[idempotencyHeader]);
        return withIdempotency(ctx.db, auth.userId, key, `store-pay:${req.params.id}`, req.body, () =>
          payCheckout(ctx, auth, req.params.id, req.body, key),
        );
      },
    });
  };
}
