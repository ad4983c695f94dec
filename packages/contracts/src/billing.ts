import { z } from 'zod';
import { membershipTypes } from './constants';
import { msg } from './messages';
import { ProfileMembershipSchema } from './profile';

/** Plans a member subscribes to; per_product is the price of one premium item. */
export const planTypes = ['monthly', 'annual'] as const;
export type PlanType = (typeof planTypes)[number];
export const productTypes = ['video', 'episode'] as const;
export type ProductType = (typeof productTypes)[number];
/** The plan kept locally by the payment pages (spec 002 §2.2). */
export const localPlans = ['monthly', 'annual', 'per_product', 'upgrade', 'free'] as const;
export type LocalPlan = (typeof localPlans)[number];

/** The request header every payment write carries (a retry with the same key never charges twice). */
export const idempotencyHeader = 'idempotency-key';

export const PricingPlanSchema = z.object({
  membership_type: z.enum(membershipTypes),
  /** Cents. */
  price: z.number().int(),
  /** Free days before a new member's first charge (issue 31); 0: no trial. */
  trial_days: z.number().int().default(0),
});
export type PricingPlan = z.infer<typeof PricingPlanSchema>;
/** GET payments/membership-pricing/: the page reads `data.data`. */
export const PricingResponseSchema = z.object({ msg: z.string(), data: z.array(PricingPlanSchema) });

export const UpdatePricingSchema = z.object({
  prices: z
    .array(
      z.object({
        membership_type: z.enum(membershipTypes),
        price: z.number().int().min(50).max(1_000_000),
        trial_days: z.number().int().min(0).max(365).optional(),
      }),
    )
    .min(1),
});

const paymentMethodId = z
  .string({ error: msg.errorProcessingCard })
  .trim()
  .min(1, { error: msg.errorProcessingCard })
  .max(255);

/** POST payments/single-product-payment/ (spec 002 §7). The price is the server's, never the caller's. */
export const SingleProductPaymentSchema = z.strictObject({
  payment_method_id: paymentMethodId,
  product_type: z.enum(productTypes),
  product_id: z.coerce.number().int().positive(),
});
export type SingleProductPayment = z.infer<typeof SingleProductPaymentSchema>;

/** `automatic` is on/off in the source; booleans and "on"/"off"/"true"/"false" are accepted. */
const onOff = z
  .union([z.boolean(), z.enum(['on', 'off', 'true', 'false'])])
  .transform((v) => v === true || v === 'on' || v === 'true');

/** POST payments/subscription-payment/ (spec 002 §7). */
export const SubscriptionPaymentSchema = z.strictObject({
  payment_method_id: paymentMethodId,
  plan: z.enum(planTypes),
  automatic: onOff.default(false),
  /** A coupon code (issue 31): the server prices it, the page only shows the quote. */
  coupon_code: z.string().trim().max(40).optional(),
});
export type SubscriptionPaymentInput = z.input<typeof SubscriptionPaymentSchema>;

/** POST payments/upgrade-payment/: the body is not shown in the spec; the card is all it needs. */
export const UpgradePaymentSchema = z.strictObject({ payment_method_id: paymentMethodId });

export const UpgradeAmountSchema = z.object({
  msg: z.string(),
  data: z.object({
    /** Cents due now: the annual price less the unused part of the monthly term. */
    amount: z.number().int(),
    end_date: z.string(),
  }),
});

export const MembershipDetailSchema = z.object({
  membership_type: ProfileMembershipSchema.nullable(),
  purchased_in_last_30_days: z.number().int(),
  purchased_items: z.array(
    z.object({ product_type: z.enum(productTypes), product_id: z.number().int(), created: z.string() }),
  ),
});
export type MembershipDetail = z.infer<typeof MembershipDetailSchema>;

export const PaymentResultSchema = z.object({
  msg: z.string(),
  data: z.object({
    payment_id: z.number().int(),
    amount: z.number().int(),
    membership: ProfileMembershipSchema.nullable(),
    product: z.object({ product_type: z.enum(productTypes), product_id: z.number().int() }).nullable(),
  }),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

export const PurchasedLastMonthSchema = z.object({
  msg: z.string(),
  purchased_in_last_30_days: z.number().int(),
  data: z.object({ purchased_in_last_30_days: z.number().int() }),
});

/** Card details as the page sends them to the sandbox tokenizer (never to the payment calls). */
export const CardSchema = z.object({
  card_number: z.string().trim().min(1, { error: msg.cardNumberInvalid }).max(23),
  exp_month: z.coerce
    .number({ error: msg.cardExpiryInvalid })
    .int()
    .min(1, msg.cardExpiryInvalid)
    .max(12, msg.cardExpiryInvalid),
  exp_year: z.coerce
    .number({ error: msg.cardExpiryInvalid })
    .int()
    .min(2000, msg.cardExpiryInvalid)
    .max(2100, msg.cardExpiryInvalid),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, msg.cardCodeInvalid),
});
export type Card = z.infer<typeof CardSchema>;

export const CardTokenSchema = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  }),
});
export type CardToken = z.infer<typeof CardTokenSchema>;

export const PaymentsConfigSchema = z.object({
  processor: z.enum(['sandbox', 'stripe']),
  test_mode: z.boolean(),
  publishable_key: z.string().nullable(),
  test_cards: z.array(z.object({ number: z.string(), behaviour: z.string() })),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/**
 * 402 answer of a payment call whose card asks the member to authenticate (3-D Secure):
 * `errors` carries what the page needs to run the step and then call confirm-payment.
 */
export const authenticationRequired = 'authenticate';
export const ConfirmPaymentSchema = z.strictObject({ payment_id: z.coerce.number().int().positive() });
export const SandboxAuthenticateSchema = z.strictObject({
  client_secret: z.string().trim().min(1).max(255),
  result: z.enum(['succeeded', 'failed']),
});

export const ChangeCardSchema = z.strictObject({ payment_method_id: paymentMethodId });

export const InvoiceSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  kind: z.enum(['membership', 'renewal', 'upgrade', 'product', 'trial', 'gift']),
  /** What was bought, named: "Monthly plan", "Knife skills", ... */
  item: z.string(),
  product_type: z.enum(productTypes).nullable(),
  product_id: z.number().int().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['succeeded', 'failed', 'pending', 'incomplete']),
});
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoiceListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(InvoiceSchema),
});
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

export const BillingCardSchema = z.object({
  msg: z.string(),
  data: z.object({ card: z.object({ brand: z.string(), last4: z.string() }).nullable() }),
});

/** GET admin/revenue/?from=YYYY-MM-DD&to=YYYY-MM-DD (cents throughout). */
export const RevenueQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg.revenueStartRequired }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg.revenueEndRequired }),
});
export const RevenueReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Monthly recurring revenue of the plans that renew, at today's prices (annual counted as 1/12). */
  mrr: z.number().int(),
  active_members: z.object({ monthly: z.number().int(), annual: z.number().int() }),
  new_memberships: z.number().int(),
  cancelled_memberships: z.number().int(),
  payments_revenue: z.number().int(),
  store_revenue: z.number().int(),
  /** Cents taken off by coupons in the period, and how many payments had one (issue 31). */
  discounts: z.number().int(),
  discounted_payments: z.number().int(),
  /** Free trials started in the period (their ledger rows are of kind "trial", at 0). */
  trials_started: z.number().int(),
  /** Gift memberships paid for in the period (ledger rows of kind "gift"). */
  gifts_bought: z.number().int(),
  items: z.array(
    z.object({
      product_type: z.enum(productTypes),
      product_id: z.number().int(),
      title: z.string(),
      sales: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  series: z.array(
    z.object({ date: z.string(), memberships_and_items: z.number().int(), store: z.number().int() }),
  ),
});
export type RevenueReport = z.infer<typeof RevenueReportSchema>;
