import { endpoints, idempotencyHeader } from '@simmer/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { pageAnswer } from '../../http/pagination';
import { parseIdempotencyKey, withIdempotency } from '../payments/idempotency.service';
import { payCheckout } from './checkout.service';
import * as orders from './orders.service';
import { handleShopifyWebhook } from './shopify-webhook';
import * as store from './store.service';

/**
 * The store (spec 001 §2 "Store", §7): the catalogue is open to members, a checkout is its
 * member's own (anyone else's answers 404), and paying carries an Idempotency-Key.
 */
export function storeRoutes(ctx: AppContext) {
  const { shopifyWebhook, ...member } = endpoints.store;
  const memberRoutes = serve('store', member, {
    listCollections: () => store.listCollections(ctx),
    collectionProducts: (req) => store.collectionProducts(ctx, req.params.handle, req.query),
    listProducts: (req) => store.listProducts(ctx, req.query),
    getProduct: (req) => store.getProduct(ctx, req.params.id),
    currentCart: (req) => store.currentCart(ctx, requireAuth(req.auth)),
    createCheckout: (req) => store.createCheckout(ctx, requireAuth(req.auth), req.body),
    getCheckout: (req) => store.getCheckout(ctx, requireAuth(req.auth), req.params.id),
    addLineItems: (req) => store.addLines(ctx, requireAuth(req.auth), req.params.id, req.body),
    updateLineItems: (req) => store.updateLines(ctx, requireAuth(req.auth), req.params.id, req.body),
    removeLineItems: (req) => store.removeLines(ctx, requireAuth(req.auth), req.params.id, req.body),
    shippingRates: async (req) => ({
      results: (await store.shippingRatesFor(ctx, req.query.country)).map(store.toShippingRateDto),
    }),
    saveDetails: (req) => store.saveDetails(ctx, requireAuth(req.auth), req.params.id, req.body),
    listOrders: async (req) =>
      pageAnswer(req, await orders.memberOrders(ctx, requireAuth(req.auth), req.query.page)),
    getOrder: (req) => orders.memberOrder(ctx, requireAuth(req.auth), req.params.id),
    pay: (req) => {
      const auth = requireAuth(req.auth);
      const key = parseIdempotencyKey(req.headers[idempotencyHeader]);
      return withIdempotency(ctx.db, auth.userId, key, `store-pay:${req.params.id}`, req.body, () =>
        payCheckout(ctx, auth, req.params.id, req.body, key),
      );
    },
  });
  // The webhook is served in a scope of its own: Shopify signs the exact bytes it sent, so every
  // body there is kept as text, while the member routes above still parse JSON.
  const webhookRoutes = serve(
    'store',
    { shopifyWebhook },
    {
      shopifyWebhook: (req) =>
        handleShopifyWebhook(ctx, typeof req.body === 'string' ? req.body : '', {
          hmac: req.headers['x-shopify-hmac-sha256'] as string | undefined,
          topic: req.headers['x-shopify-topic'] as string | undefined,
        }),
    },
    (scope) => {
      for (const type of ['application/json', 'text/plain', '*'])
        scope.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) => done(null, body));
    },
  );
  return async (app: FastifyInstance) => {
    await memberRoutes(app);
    await webhookRoutes(app);
  };
}
