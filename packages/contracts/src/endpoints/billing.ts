import { z } from 'zod';
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
  PurchasedLastMonthSchema,
  RevenueQuerySchema,
  RevenueReportSchema,
  SandboxAuthenticateSchema,
  SingleProductPaymentSchema,
  SubscriptionPaymentSchema,
  UpdatePricingSchema,
  UpgradeAmountSchema,
  UpgradePaymentSchema,
} from '../billing';
import { endpoint } from '../endpoint';
import { ProfileMembershipSchema } from '../profile';

/** A payment write's `Idempotency-Key`: a retry with the same key never charges twice. */
const idempotent = z.object({ [idempotencyHeader]: z.string().optional() }).loose();

const membershipAnswer = z.object({
  msg: z.string(),
  data: z.object({ membership: ProfileMembershipSchema }),
});

/** Payments and memberships (spec 002 §7 "Payments"); every payment write carries an Idempotency-Key. */
export const billingEndpoints = {
  getPricing: endpoint({
    method: 'GET',
    path: '/payments/membership-pricing/',
    access: 'public',
    response: PricingResponseSchema,
  }),
  updatePricing: endpoint({
    method: 'PUT',
    path: '/payments/membership-pricing/',
    access: 'admin',
    permission: 'plans',
    body: UpdatePricingSchema,
    response: PricingResponseSchema,
  }),
  config: endpoint({
    method: 'GET',
    path: '/payments/config/',
    access: 'public',
    response: PaymentsConfigSchema,
  }),
  sandboxToken: endpoint({
    method: 'POST',
    path: '/payments/sandbox/tokens/',
    access: 'public',
    body: CardSchema,
    status: 201,
    response: CardTokenSchema,
  }),
  subscribe: endpoint({
    method: 'POST',
    path: '/payments/subscription-payment/',
    access: 'user',
    headers: idempotent,
    body: SubscriptionPaymentSchema,
    response: PaymentResultSchema,
  }),
  buyProduct: endpoint({
    method: 'POST',
    path: '/payments/single-product-payment/',
    access: 'user',
    headers: idempotent,
    body: SingleProductPaymentSchema,
    response: PaymentResultSchema,
  }),
  upgradeAmount: endpoint({
    method: 'GET',
    path: '/payments/upgrade-payment-amount/',
    access: 'user',
    response: UpgradeAmountSchema,
  }),
  upgrade: endpoint({
    method: 'POST',
    path: '/payments/upgrade-payment/',
    access: 'user',
    headers: idempotent,
    body: UpgradePaymentSchema,
    response: PaymentResultSchema,
  }),
  cancelRenewal: endpoint({
    method: 'POST',
    path: '/payments/cancel-subscription/',
    access: 'user',
    response: membershipAnswer,
  }),
  confirmPayment: endpoint({
    method: 'POST',
    path: '/payments/confirm-payment/',
    access: 'user',
    body: ConfirmPaymentSchema,
    response: PaymentResultSchema,
  }),
  sandboxAuthenticate: endpoint({
    method: 'POST',
    path: '/payments/sandbox/authenticate/',
    access: 'public',
    body: SandboxAuthenticateSchema,
    response: z.object({ status: z.enum(['succeeded', 'failed']) }),
  }),
  resumeRenewal: endpoint({
    method: 'POST',
    path: '/payments/resume-subscription/',
    access: 'user',
    response: membershipAnswer,
  }),
  changeCard: endpoint({
    method: 'PUT',
    path: '/payments/card/',
    access: 'user',
    body: ChangeCardSchema,
    response: BillingCardSchema,
  }),
  getCard: endpoint({
    method: 'GET',
    path: '/payments/card/',
    access: 'user',
    response: BillingCardSchema,
  }),
  listInvoices: endpoint({
    method: 'GET',
    path: '/payments/invoices/',
    access: 'user',
    query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    response: InvoiceListSchema,
  }),
  revenue: endpoint({
    method: 'GET',
    path: '/admin/revenue/',
    access: 'admin',
    permission: 'plans',
    query: RevenueQuerySchema,
    response: RevenueReportSchema,
  }),
  /** The ledger of the period as a CSV download. */
  ledgerCsv: endpoint({
    method: 'GET',
    path: '/admin/revenue/ledger.csv',
    access: 'admin',
    permission: 'plans',
    query: RevenueQuerySchema,
    response: 'stream',
  }),
  purchasedLastMonth: endpoint({
    method: 'GET',
    path: '/payments/purchased-product-last-month/',
    access: 'user',
    response: PurchasedLastMonthSchema,
  }),
  membership: endpoint({
    method: 'GET',
    path: '/payments/membership/',
    access: 'user',
    response: MembershipDetailSchema,
  }),
  /**
   * Stripe's signed events: the signature covers the exact bytes Stripe sent, so the body is
   * kept raw. Its answer is not described, as before (`{ received: true }`).
   */
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/payments/stripe/webhook/',
    access: 'public',
    hide: true,
    body: 'raw',
    response: 'empty',
  }),
} as const;
