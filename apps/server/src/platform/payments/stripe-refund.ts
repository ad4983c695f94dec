import type Stripe from 'stripe';
import { lazily } from '../../lib/lazily';
import type { RefundInput, RefundOutcome } from './payments';

const stripeLib = lazily<typeof Stripe>('stripe');

export interface StripeRefundSettings {
  secretKey: string;
  /** https://api.stripe.com, or a local stand-in in tests. */
  apiBase: string;
  fetch?: typeof fetch;
}

/**
 * Refunds a Stripe payment intent with the official client: the whole amount or part of it,
 * idempotent on our key. A refused refund (already refunded, disputed) answers ok: false;
 * a Stripe outage throws.
 */
export function createStripeRefund(settings: StripeRefundSettings) {
  const base = new URL(settings.apiBase);
  const stripe = new (stripeLib())(settings.secretKey, {
    host: base.hostname,
    port: base.port ? Number(base.port) : undefined,
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    maxNetworkRetries: 1,
    timeout: 30_000,
    ...(settings.fetch ? { httpClient: stripeLib().createFetchHttpClient(settings.fetch) } : {}),
  });
  return async function refund(input: RefundInput): Promise<RefundOutcome> {
    try {
      const refund = await stripe.refunds.create(
        {
          payment_intent: input.chargeRef,
          amount: input.amountCents,
          reason: 'requested_by_customer',
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') return { ok: false, ref: refund.id };
      return { ok: true, ref: refund.id };
    } catch (error) {
      if (error instanceof stripeLib().errors.StripeInvalidRequestError) return { ok: false, ref: null };
      throw error;
    }
  };
}
