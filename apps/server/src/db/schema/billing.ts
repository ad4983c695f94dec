import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const membershipTypes = ['monthly', 'annual', 'per_product'] as const;
export const planTypes = ['monthly', 'annual'] as const;
export const productKinds = ['video', 'episode'] as const;

/** Prices in cents, one row per membership type ("per_product" is the price of one item). */
export const membershipPrices = pgTable('membership_prices', {
  membershipType: text('membership_type', { enum: membershipTypes }).primaryKey(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('usd'),
  /** Free days before the first charge of a new member's plan (issue 31); 0: no trial. */
  trialDays: integer('trial_days').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's plan. One row per member: renewals and upgrades move the same row forward. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: planTypes }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    recurring: boolean('recurring').notNull().default(false),
    expired: boolean('expired').notNull().default(false),
    processor: text('processor').notNull(),
    /** The saved payment method renewals charge (sandbox token or Stripe pm_...). */
    paymentMethodId: text('payment_method_id'),
    /** When the member last turned automatic renewal off (cleared when they resume it). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Brand and last four digits of that card, shown on the plan details page. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** Stripe subscription id when plans are billed by Stripe. */
    subscriptionId: text('subscription_id'),
    /** Stripe customer id, kept so renewals and upgrades reuse it. */
    customerId: text('customer_id'),
    /** The coupon still discounting renewals (issue 31), and how many more it discounts (null: forever). */
    couponId: integer('coupon_id'),
    couponRenewalsLeft: integer('coupon_renewals_left'),
    /** Set while the plan is a free trial: the first charge happens then (cleared once it did). */
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('memberships_user_idx').on(t.userId),
    uniqueIndex('memberships_subscription_idx').on(t.subscriptionId),
    index('memberships_end_idx').on(t.endDate),
  ],
);

/** A single premium item bought outright; the unique index makes a second purchase impossible. */
export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productType: text('product_type', { enum: productKinds }).notNull(),
    productId: integer('product_id').notNull(),
    paymentId: integer('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchases_user_product_idx').on(t.userId, t.productType, t.productId)],
);

/** Ledger: one row per charge attempt, successful or not. Never updated except by webhooks converging. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['membership', 'renewal', 'upgrade', 'product', 'trial', 'gift'] }).notNull(),
    membershipType: text('membership_type', { enum: membershipTypes }).notNull(),
    productType: text('product_type', { enum: productKinds }),
    productId: integer('product_id'),
    amountCents: integer('amount_cents').notNull(),
    /** Cents taken off the price by a coupon (amountCents is what was charged). */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The coupon code that gave the discount, as it was when redeemed. */
    couponCode: text('coupon_code'),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['succeeded', 'failed', 'pending'] }).notNull(),
    processor: text('processor').notNull(),
    /** The processor's charge / payment intent / invoice id; unique so webhooks converge. */
    processorRef: text('processor_ref'),
    failureCode: text('failure_code'),
    /**
     * Set while the payment waits for the member to authenticate (3-D Secure): what to ask
     * the processor again, and what to grant afterwards.
     */
    pendingAction: jsonb('pending_action').$type<{
      kind: 'charge' | 'subscription';
      ref: string;
      clientSecret: string;
      automatic?: boolean;
      paymentMethodId: string;
      customerId: string | null;
    }>(),
    /** Claims the charge before the processor is called: a second attempt with the same key never charges. */
    chargeKey: text('charge_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_processor_ref_idx').on(t.processor, t.processorRef),
    uniqueIndex('payments_charge_key_idx').on(t.chargeKey),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Idempotency keys of payment writes. The first request inserts the row (a unique
 * constraint, not a read-then-write) and stores its answer; retries get the same answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key)],
);

/**
 * One payment at a time per member: a row is inserted before charging and deleted after, so
 * two different requests racing for the same member cannot both charge (stale rows expire).
 */
export const paymentLocks = pgTable('payment_locks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acquiredAt: timestamp('acquired_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Cards tokenized by the embedded sandbox processor. Only brand, last four digits and expiry are kept. */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** Which documented test behaviour this card has (success, declined, insufficient_funds, fails_on_renewal). */
  behaviour: text('behaviour').notNull(),
  /**
   * The member who made the token (signed in), or who first paid with it (made by a visitor, as
   * Stripe attaches a method to a customer): nobody else can pay or renew with it.
   */
  ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sandbox charges waiting for the member to authenticate (the 3-D Secure test card). The
 * page completes or fails the step with the client secret; `confirm` then reads the result.
 */
export const sandboxAuthentications = pgTable('sandbox_authentications', {
  ref: text('ref').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  cardToken: text('card_token').notNull(),
  /** requires_action, succeeded or failed. */
  status: text('status', { enum: ['requires_action', 'succeeded', 'failed'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Stripe webhook events already applied (replays are acknowledged and ignored). */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stripe_events_received_idx').on(t.receivedAt)],
);

export const couponKinds = ['percent', 'amount'] as const;
export const couponDurations = ['once', 'months', 'forever'] as const;

/**
 * Coupon codes (issue 31). `redeemedCount` is raised by one conditional update per redemption
 * (`redeemed_count < max_redemptions`), so the limit holds under concurrent payments.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** In capitals; members may type it in any case. */
    code: text('code').notNull(),
    kind: text('kind', { enum: couponKinds }).notNull(),
    /** Percent (1-100) or cents off. */
    value: integer('value').notNull(),
    duration: text('duration', { enum: couponDurations }).notNull(),
    durationMonths: integer('duration_months'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    /** Only this plan, or any plan when null. */
    plan: text('plan', { enum: planTypes }),
    active: boolean('active').notNull().default(true),
    /** Stripe's coupon and promotion code when plans are billed by Stripe. */
    stripeCouponId: text('stripe_coupon_id'),
    stripePromotionCodeId: text('stripe_promotion_code_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_idx').on(t.code)],
);

/** One row per coupon a member redeemed; a member redeems a coupon once. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id'),
    discountCents: integer('discount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId)],
);

/**
 * Gift memberships (issue 31): bought by a member for someone's e-mail, redeemed once with the
 * link mailed to them (only the link's hash is kept). Pending until its payment went through.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message'),
    months: integer('months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paymentId: integer('payment_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: text('status', { enum: ['pending', 'unredeemed', 'redeemed'] }).notNull(),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gifts_token_idx').on(t.tokenHash),
    uniqueIndex('gifts_payment_idx').on(t.paymentId),
    index('gifts_buyer_idx').on(t.buyerId, t.createdAt),
  ],
);
