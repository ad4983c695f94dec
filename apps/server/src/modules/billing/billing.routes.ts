import {
  BillingCardSchema,
  CardSchema,
  CardTokenSchema,
  ChangeCardSchema,
  ConfirmPaymentSchema,
  InvoiceListSchema,
  idempotencyHeader,
  MembershipDetailSchema,
  PaymentResultSchema,
  PaymentsConfigSchema,
  PricingResponseSchema,
  ProfileMembershipSchema,
  PurchasedLastMonthSchema,
  RevenueQuerySchema,
  RevenueReportSchema,
  SandboxAuthenticateSchema,
  SingleProductPaymentSchema,
  SubscriptionPaymentSchema,
  UpdatePricingSchema,
  UpgradeAmountSchema,
  UpgradePaymentSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { AppError } from '../../http/errors';
import { sandboxTestCards } from '../../platform/payments';
import * as billing from './billing.service';
import { parseIdempotencyKey, withIdempotency } from './idempotency';
import { listInvoices } from './invoices';
import { membershipOf } from './membership';
import { listPrices, updatePrices } from './pricing';
import { paymentsOf } from './processor';
import { ledgerCsv, revenueReport } from './revenue';
import { handleStripeWebhook } from './stripe-webhook';

/** Payments and memberships (spec 002 §7 "Payments"); every payment write carries an Idempotency-Key. */
export function billingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['payments'];
  const idempotent = z.object({ [idempotencyHeader]: z.string().optional() }).loose();
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
  return async (app) => {
    app.get('/payments/membership-pricing/', {
      config: { access: 'public' },
      schema: { tags, response: { 200: PricingResponseSchema } },
      handler: async () => ({ msg: '', data: await listPrices(ctx.db, ctx.config) }),
    });
    app.put('/payments/membership-pricing/', {
      config: { access: 'admin' },
      schema: { tags, body: UpdatePricingSchema, response: { 200: PricingResponseSchema } },
      handler: (req) => updatePrices(ctx.db, ctx.config, req.body.prices),
    });
    app.get('/payments/config/', {
      config: { access: 'public' },
      schema: { tags, response: { 200: PaymentsConfigSchema } },
      handler: async () => {
        const { processor } = paymentsOf(ctx);
        return {
          processor: processor.kind,
          test_mode: processor.testMode,
          publishable_key: processor.publishableKey,
          test_cards: processor.kind === 'sandbox' ? sandboxTestCards : [],
        };
      },
    });
    app.post('/payments/sandbox/tokens/', {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: { tags, body: CardSchema, response: { 201: CardTokenSchema } },
      handler: async (req, reply) => {
        const { sandbox } = paymentsOf(ctx);
        if (!sandbox) throw AppError.notFound();
        return reply.status(201).send(await sandbox.tokenize(req.body));
      },
    });
    app.post('/payments/subscription-payment/', {
      config: { access: 'user' },
      schema: {
        tags,
        headers: idempotent,
        body: SubscriptionPaymentSchema,
        response: { 200: PaymentResultSchema },
      },
      handler: async (req) => {
        const auth = requireAuth(req.auth);
        const key = await keyOf(auth.userId, req.headers[idempotencyHeader], 'subscription', req.body);
        return withIdempotency(ctx.db, auth.userId, key, 'subscription', req.body, () =>
          billing.subscribe(ctx, auth, req.body, key),
        );
      },
    });
    app.post('/payments/single-product-payment/', {
      config: { access: 'user' },
      schema: {
        tags,
        headers: idempotent,
        body: SingleProductPaymentSchema,
        response: { 200: PaymentResultSchema },
      },
      handler: async (req) => {
        const auth = requireAuth(req.auth);
        const key = await keyOf(auth.userId, req.headers[idempotencyHeader], 'single-product', req.body);
        return withIdempotency(ctx.db, auth.userId, key, 'single-product', req.body, () =>
          billing.buyProduct(ctx, auth, req.body, key),
        );
      },
    });
    app.get('/payments/upgrade-payment-amount/', {
      config: { access: 'user' },
      schema: { tags, response: { 200: UpgradeAmountSchema } },
      handler: (req) => billing.upgradeAmount(ctx, requireAuth(req.auth)),
    });
    app.post('/payments/upgrade-payment/', {
      config: { access: 'user' },
      schema: {
        tags,
        headers: idempotent,
        body: UpgradePaymentSchema,
        response: { 200: PaymentResultSchema },
      },
      handler: async (req) => {
        const auth = requireAuth(req.auth);
        const key = await keyOf(auth.userId, req.headers[idempotencyHeader], 'upgrade', req.body);
        return withIdempotency(ctx.db, auth.userId, key, 'upgrade', req.body, () =>
          billing.upgrade(ctx, auth, req.body, key),
        );
      },
    });
    app.post('/payments/cancel-subscription/', {
      config: { access: 'user' },
      schema: {
        tags,
        response: {
          200: z.object({ msg: z.string(), data: z.object({ membership: ProfileMembershipSchema }) }),
        },
      },
      handler: (req) => billing.cancelRenewal(ctx, requireAuth(req.auth)),
    });
    app.post('/payments/confirm-payment/', {
      config: { access: 'user' },
      schema: { tags, body: ConfirmPaymentSchema, response: { 200: PaymentResultSchema } },
      handler: (req) => billing.confirmPayment(ctx, requireAuth(req.auth), req.body),
    });
    app.post('/payments/sandbox/authenticate/', {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags,
        body: SandboxAuthenticateSchema,
        response: { 200: z.object({ status: z.enum(['succeeded', 'failed']) }) },
      },
      handler: async (req) => {
        const { sandbox } = paymentsOf(ctx);
        if (!sandbox) throw AppError.notFound();
        await sandbox.authenticate(req.body.client_secret, req.body.result);
        return { status: req.body.result };
      },
    });
    app.post('/payments/resume-subscription/', {
      config: { access: 'user' },
      schema: {
        tags,
        response: {
          200: z.object({ msg: z.string(), data: z.object({ membership: ProfileMembershipSchema }) }),
        },
      },
      handler: (req) => billing.resumeRenewal(ctx, requireAuth(req.auth)),
    });
    app.put('/payments/card/', {
      config: { access: 'user' },
      schema: { tags, body: ChangeCardSchema, response: { 200: BillingCardSchema } },
      handler: (req) => billing.changeCard(ctx, requireAuth(req.auth), req.body),
    });
    app.get('/payments/card/', {
      config: { access: 'user' },
      schema: { tags, response: { 200: BillingCardSchema } },
      handler: (req) => billing.currentCard(ctx, requireAuth(req.auth)),
    });
    app.get('/payments/invoices/', {
      config: { access: 'user' },
      schema: {
        tags,
        querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
        response: { 200: InvoiceListSchema },
      },
      handler: (req) => listInvoices(ctx, requireAuth(req.auth).userId, req.query.page),
    });
    app.get('/admin/revenue/', {
      config: { access: 'admin' },
      schema: { tags, querystring: RevenueQuerySchema, response: { 200: RevenueReportSchema } },
      handler: (req) => revenueReport(ctx, req.query.from, req.query.to),
    });
    app.get('/admin/revenue/ledger.csv', {
      config: { access: 'admin' },
      schema: { tags, querystring: RevenueQuerySchema },
      handler: async (req, reply) => {
        const csv = await ledgerCsv(ctx, req.query.from, req.query.to);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="ledger-${req.query.from}-${req.query.to}.csv"`,
          )
          .send(csv);
      },
    });
    app.get('/payments/purchased-product-last-month/', {
      config: { access: 'user' },
      schema: { tags, response: { 200: PurchasedLastMonthSchema } },
      handler: (req) => billing.purchasedLastMonth(ctx, requireAuth(req.auth)),
    });
    app.get('/payments/membership/', {
      config: { access: 'user' },
      schema: { tags, response: { 200: MembershipDetailSchema } },
      handler: (req) => billing.myMembership(ctx, requireAuth(req.auth)),
    });
    await app.register(async (hooks) => {
      // The signature covers the exact bytes Stripe sent, so this route keeps the raw body.
      hooks.removeAllContentTypeParsers();
      hooks.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      hooks.post('/payments/stripe/webhook/', {
        config: { access: 'public' },
        schema: { tags, hide: true },
        handler: (req) =>
          handleStripeWebhook(
            ctx,
            typeof req.body === 'string' ? req.body : '',
            req.headers['stripe-signature'] as string | undefined,
          ),
      });
    });
  };
}
