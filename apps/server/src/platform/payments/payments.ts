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
  | 'processing_error';

export interface CardSummary {
  brand: string;
  last4: string;
}

export type ChargeOutcome =
  | { ok: true; ref: string; card: CardSummary | null }
  | { ok: false; ref: string | null; code: FailureCode };

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
  | { ok: false; ref: string | null; code: FailureCode };

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
}

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
}
