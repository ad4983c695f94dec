import { endpoints, idempotencyHeader } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { type ModuleRoutes, serve } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { sandboxTestCards } from '../../platform/payments';
import { parseIdempotencyKey, withIdempotency } from '../payments/idempotency.service';
import { paymentsOf } from '../payments/processor.service';
import * as billing from './billing.service';
import { listInvoices } from './invoices';
import { membershipOf } from './membership';
import { offersRoutes } from './offers.routes';
import { listPrices, updatePrices } from './pricing';
import { ledgerCsv, revenueReport } from './revenue';
import { handleStripeWebhook } from './stripe-webhook';

/** Every entry of the group but the webhook, which is served in a scope of its own (below). */
const { stripeWebhook, ...payments } = endpoints.billing;

/** Payments and memberships (spec 002 §7 "Payments"); every payment write carries an Idempotency-Key. */
export function billingRoutes(ctx: AppContext): ModuleRoutes {
  const tag = 'payments';
  const sandboxLimit = { rateLimit: { max: 120, timeWindow: 60_000 } };
  /** The caller's key, or one derived from the request and the member's plan as it is now. */
  const keyOf = async (
    userId: number,
    header: string | string[] | undefined,
    route: string,
    body: unknown,
  ) => {
    if (header) return parseIdempotencyKey(header);
    const m = await membershipOf(ctx.db, userId);
    const state = m
      ? `${m.id}:${m.type}:${m.endDate.toISOString()}:${m.expired}:${m.updatedAt.toISOString()}`
      : 'none';
    return parseIdempotencyKey(undefined, { route, body, state });
  };

  const routes = serve(tag, payments, {
    getPricing: async () => ({ msg: '', data: await listPrices(ctx.db, ctx.config) }),
    updatePricing: (req) => updatePrices(ctx.db, ctx.config, req.body.prices),
    config: () => {
      const { processor } = paymentsOf(ctx);
      return {
        processor: processor.kind,
        test_mode: processor.testMode,
        publishable_key: processor.publishableKey,
        test_cards: processor.kind === 'sandbox' ? sandboxTestCards : [],
      };
    },
    sandboxToken: {
      config: sandboxLimit,
      handler: async (req) => {
        const { sandbox } = paymentsOf(ctx);
        if (!sandbox) throw AppError.notFound();
        return sandbox.tokenize(req.body, req.auth?.userId ?? null);
      },
    },
    subscribe: async (req) => {
      const auth = requireAuth(req.auth);
      const key = await keyOf(auth.userId, req.headers[idempotencyHeader], 'subscription', req.body);
      return withIdempotency(ctx.db, auth.userId, key, 'subscription', req.body, () =>
        billing.subscribe(ctx, auth, req.body, key),
      );
    },
    buyProduct: async (req) => {
      const auth = requireAuth(req.auth);
      const key = await keyOf(auth.userId, req.headers[idempotencyHeader], 'single-product', req.body);
      return withIdempotency(ctx.db, auth.userId, key, 'single-product', req.body, () =>
        billing.buyProduct(ctx, auth, req.body, key),
      );
    },
    upgradeAmount: (req) => billing.upgradeAmount(ctx, requireAuth(req.auth)),
    upgrade: async (req) => {
      const auth = requireAuth(req.auth);
      const key = await keyOf(auth.userId, req.headers[idempotencyHeader], 'upgrade', req.body);
      return withIdempotency(ctx.db, auth.userId, key, 'upgrade', req.body, () =>
        billing.upgrade(ctx, auth, req.body, key),
      );
    },
    cancelRenewal: (req) => billing.cancelRenewal(ctx, requireAuth(req.auth)),
    confirmPayment: (req) => billing.confirmPayment(ctx, requireAuth(req.auth), req.body),
    sandboxAuthenticate: {
      config: sandboxLimit,
      handler: async (req) => {
        const { sandbox } = paymentsOf(ctx);
        if (!sandbox) throw AppError.notFound();
        await sandbox.authenticate(req.body.client_secret, req.body.result);
        return { status: req.body.result };
      },
    },
    resumeRenewal: (req) => billing.resumeRenewal(ctx, requireAuth(req.auth)),
    changeCard: (req) => billing.changeCard(ctx, requireAuth(req.auth), req.body),
    getCard: (req) => billing.currentCard(ctx, requireAuth(req.auth)),
    listInvoices: (req) => listInvoices(ctx, requireAuth(req.auth).userId, req.query.page),
    revenue: (req) => revenueReport(ctx, req.query.from, req.query.to),
    ledgerCsv: async (req, reply) => {
      const csv = await ledgerCsv(ctx, req.query.from, req.query.to);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ledger-${req.query.from}-${req.query.to}.csv"`)
        .send(csv);
    },
    purchasedLastMonth: (req) => billing.purchasedLastMonth(ctx, requireAuth(req.auth)),
    membership: (req) => billing.myMembership(ctx, requireAuth(req.auth)),
  });

  // The signature covers the exact bytes Stripe sent, so the webhook's scope reads every body as
  // text: its own parser for any type, and JSON and text replaced by the same (they are Fastify's
  // defaults, which a scope may replace). The other payment routes keep the JSON parser.
  const webhook = serve(
    tag,
    { stripeWebhook },
    {
      stripeWebhook: (req) =>
        handleStripeWebhook(
          ctx,
          typeof req.body === 'string' ? req.body : '',
          req.headers['stripe-signature'] as string | undefined,
        ),
    },
    (scope) => {
      for (const type of ['*', 'application/json', 'text/plain']) {
        scope.addContentTypeParser(type, { parseAs: 'string' }, (_req, body, done) => done(null, body));
      }
    },
  );

  return async (app) => {
    await routes(app);
    await offersRoutes(ctx)(app);
    await webhook(app);
  };
}
