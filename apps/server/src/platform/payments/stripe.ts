import type { FailureCode, PaymentProcessor, PlanType } from './payments';
import { createStripeClient, StripeApiError, type StripeClient } from './stripe-client';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  apiBase: string;
  prices: Record<PlanType, string | undefined>;
  fetch?: typeof fetch;
}

interface StripeCard {
  brand?: string;
  last4?: string;
}

/** Stripe's error on a failed charge -> our failure code. Anything unexpected is rethrown. */
export function failureFrom(error: unknown): FailureCode {
  if (!(error instanceof StripeApiError)) throw error;
  if (error.declineCode === 'insufficient_funds' || error.code === 'insufficient_funds')
    return 'insufficient_funds';
  if (error.code === 'expired_card') return 'expired_card';
  if (error.code === 'card_declined') return 'card_declined';
  if (error.code === 'authentication_required') return 'authentication_required';
  if (error.code === 'resource_missing') return 'unknown_payment_method';
  if (error.status === 402) return 'card_declined';
  throw error;
}

const refOf = (error: unknown): string | null => {
  const raw = (error as StripeApiError).raw as { error?: { payment_intent?: { id?: string } } } | undefined;
  return raw?.error?.payment_intent?.id ?? null;
};

/**
 * Stripe: payment methods attached to a customer, payment intents for single items and
 * upgrades, subscriptions for plans (Stripe renews them; webhooks tell us).
 */
export function createStripeProcessor(settings: StripeSettings, client?: StripeClient): PaymentProcessor {
  const stripe = client ?? createStripeClient({ ...settings });
  const priceOf = (plan: PlanType) => {
    const price = settings.prices[plan];
    if (!price) throw new Error(`STRIPE_PRICE_${plan.toUpperCase()} is not configured`);
    return price;
  };

  return {
    kind: 'stripe',
    testMode: settings.secretKey.startsWith('sk_test_'),
    publishableKey: settings.publishableKey,

    async prepare({ paymentMethodId, email, customerId, userId }) {
      const customer =
        customerId ??
        (
          await stripe.request<{ id: string }>(
            'POST',
            'customers',
            { email, metadata: { user_id: String(userId) } },
            { idempotencyKey: `customer-${userId}` },
          )
        ).id;
      try {
        await stripe.request('POST', `payment_methods/${encodeURIComponent(paymentMethodId)}/attach`, {
          customer,
        });
      } catch (error) {
        // Already attached to this customer is fine; anything else surfaces as a failed charge later.
        if (!(error instanceof StripeApiError) || error.status >= 500) throw error;
      }
      return { customerId: customer };
    },

    async charge(input) {
      try {
        const intent = await stripe.request<{
          id: string;
          status: string;
          payment_method?: { card?: StripeCard } | string;
        }>(
          'POST',
          'payment_intents',
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId ?? undefined,
            payment_method: input.paymentMethodId,
            payment_method_types: ['card'],
            confirm: true,
            off_session: input.offSession ? true : undefined,
            description: input.description,
            metadata: input.metadata,
            expand: ['payment_method'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status !== 'succeeded')
          return { ok: false, ref: intent.id, code: 'authentication_required' };
        const card = typeof intent.payment_method === 'object' ? intent.payment_method.card : undefined;
        return {
          ok: true,
          ref: intent.id,
          card: card ? { brand: card.brand ?? 'card', last4: card.last4 ?? '' } : null,
        };
      } catch (error) {
        return { ok: false, ref: refOf(error), code: failureFrom(error) };
      }
    },

    async subscribe(input) {
      try {
        const sub = await stripe.request<{
          id: string;
          status: string;
          current_period_end: number;
          latest_invoice: { id: string } | string;
        }>(
          'POST',
          'subscriptions',
          {
            customer: input.customerId ?? undefined,
            items: [{ price: priceOf(input.plan) }],
            default_payment_method: input.paymentMethodId,
            cancel_at_period_end: !input.automatic,
            payment_behavior: 'error_if_incomplete',
            metadata: { ...input.metadata, plan: input.plan },
            expand: ['latest_invoice'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const invoice = typeof sub.latest_invoice === 'string' ? sub.latest_invoice : sub.latest_invoice.id;
        if (sub.status !== 'active' && sub.status !== 'trialing') {
          return { ok: false, ref: invoice, code: 'card_declined' };
        }
        return {
          ok: true,
          ref: invoice,
          card: null,
          subscriptionId: sub.id,
          periodEnd: new Date(sub.current_period_end * 1000),
        };
      } catch (error) {
        return { ok: false, ref: null, code: failureFrom(error) };
      }
    },

    async switchToAnnual({ subscriptionId, nextBillingAt, idempotencyKey }) {
      const sub = await stripe.request<{ items: { data: { id: string }[] } }>(
        'GET',
        `subscriptions/${subscriptionId}`,
      );
      const item = sub.items.data[0];
      if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
      // The prorated difference was charged as its own payment; Stripe bills the annual price next at the new end.
      await stripe.request(
        'POST',
        `subscriptions/${subscriptionId}`,
        {
          items: [{ id: item.id, price: priceOf('annual') }],
          proration_behavior: 'none',
          trial_end: nextBillingAt,
          metadata: { plan: 'annual' },
        },
        { idempotencyKey },
      );
    },

    async cancelRenewal({ subscriptionId, idempotencyKey }) {
      await stripe.request(
        'POST',
        `subscriptions/${subscriptionId}`,
        { cancel_at_period_end: true },
        { idempotencyKey },
      );
    },
  };
}
