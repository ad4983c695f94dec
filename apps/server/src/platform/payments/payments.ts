/**
 * The payments port. Two implementations: the embedded sandbox processor (default, test
 * mode, real checks and documented test cards) and Stripe (by configuration).
 */
export type PlanType = 'monthly' | 'annual';

export type FailureCode =
  | 'card_declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'unknown_payment_method'
  | 'authentication_required'
  | 'authentication_failed'
  | 'processing_error';

export interface CardSummary {
  brand: string;
  last4: string;
}

/**
 * A payment the card issuer wants the member to authenticate (3-D Secure). The page runs the
 * step with `clientSecret` (Stripe.js, or the sandbox's own confirmation), then the server
 * asks the processor again with `confirm`.
 */
export interface PendingAction {
  /** What `confirm` looks up: a payment intent (charge) or a subscription. */
  kind: 'charge' | 'subscription';
  ref: string;
  clientSecret: string;
}

export type Failure = { ok: false; ref: string | null; code: FailureCode; action?: PendingAction };

export type ChargeOutcome = { ok: true; ref: string; card: CardSummary | null } | Failure;

export type SubscribeOutcome =
  | {
      ok: true;
      /** The charge (sandbox) or the first invoice (Stripe). */
      ref: string;
      card: CardSummary | null;
      /** Set when the processor bills the plan itself (Stripe); the sandbox plan is renewed by our job. */
      subscriptionId: string | null;
      periodEnd: Date | null;
    }
  | Failure;

export interface ChargeInput {
  paymentMethodId: string;
  customerId: string | null;
  amountCents: number;
  currency: string;
  description: string;
  /** Forwarded to the processor so its side is idempotent too. */
  idempotencyKey: string;
  /** A renewal: the member is not present to confirm anything. */
  offSession: boolean;
  metadata: Record<string, string>;
}

export interface SubscribeInput {
  paymentMethodId: string;
  customerId: string | null;
  plan: PlanType;
  amountCents: number;
  currency: string;
  automatic: boolean;
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** A free trial (issue 31): the card is kept and checked, the first charge comes after these days. */
  trialDays?: number;
  /** A coupon (issue 31): Stripe applies its promotion code or coupon; `amountCents` is already net of it. */
  discount?: { couponId: string | null; promotionCodeId: string | null };
}

/** A coupon as the processor keeps it (Stripe: a coupon and its promotion code). */
export interface CouponInput {
  /** Our stable id for it: a retry makes no second coupon. */
  key: string;
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  currency: string;
  duration: 'once' | 'months' | 'forever';
  durationMonths: number | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
}

export interface RefundInput {
  /** The processor's reference of the charge (sandbox charge id, Stripe payment intent id). */
  chargeRef: string;
  amountCents: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** ok: false when the processor refuses the refund (already refunded, unknown charge). */
export type RefundOutcome = { ok: true; ref: string } | { ok: false; ref: string | null };

export interface PaymentProcessor {
  readonly kind: 'sandbox' | 'stripe';
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  /** Makes a payment method chargeable again later (Stripe: a customer with the method attached). */
  prepare(input: {
    paymentMethodId: string;
    email: string;
    customerId: string | null;
    userId: number;
  }): Promise<{
    customerId: string | null;
  }>;
  charge(input: ChargeInput): Promise<ChargeOutcome>;
  subscribe(input: SubscribeInput): Promise<SubscribeOutcome>;
  /** Moves a processor-billed subscription to the annual price without a second charge until `nextBillingAt`. */
  switchToAnnual(input: {
    subscriptionId: string;
    nextBillingAt: Date;
    idempotencyKey: string;
  }): Promise<void>;
  /** Stops automatic renewal; access stays until the end of the paid term. */
  cancelRenewal(input: { subscriptionId: string; idempotencyKey: string }): Promise<void>;
  /** Gives back all or part of a successful charge. */
  refund(input: RefundInput): Promise<RefundOutcome>;
  /** Turns automatic renewal back on before the paid term ends. */
  resumeRenewal(input: { subscriptionId: string; idempotencyKey: string }): Promise<void>;
  /** Makes a new card the one future renewals charge. */
  changeCard(input: {
    /** The member changing their card: a card token works for the member it belongs to only. */
    userId: number;
    subscriptionId: string | null;
    customerId: string | null;
    paymentMethodId: string;
  }): Promise<CardSummary | null>;
  /** Makes the coupon at the processor (Stripe); the sandbox keeps coupons in Simmer's tables only. */
  createCoupon?(input: CouponInput): Promise<{ couponId: string; promotionCodeId: string | null } | null>;
  /** Stops the processor's promotion code from being redeemed. */
  deactivateCoupon?(input: { promotionCodeId: string }): Promise<void>;
  /** Asks again after the member authenticated (3-D Secure): the payment's state now. */
  confirm(action: PendingAction): Promise<SubscribeOutcome>;
}
