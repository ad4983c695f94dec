import type Stripe from 'stripe';
import { lazily } from '../../lib/lazily';
import type {
  CardSummary,
  Failure,
  FailureCode,
  PaymentProcessor,
  PlanType,
  SubscribeOutcome,
} from './payments';
import { createStripeRefund } from './stripe-refund';

const stripeLib = lazily<typeof Stripe>('stripe');

/**
 * The Stripe API version every request and every webhook payload is read in. Pinned so an
 * account-level upgrade at Stripe cannot change the shapes under us; it is the version the
 * installed `stripe` package is typed for.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const satisfies typeof Stripe.API_VERSION;

export interface StripeSettings {
  secretKey: string;
  publishableKey: string | null;
  apiBase: string;
  prices: Record<PlanType, string | undefined>;
}

/** The official client, pointed at `apiBase` (Stripe, or a local stand-in in tests), with network retries. */
export function createStripeSdk(settings: { secretKey: string; apiBase: string }): Stripe {
  const url = new URL(settings.apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new (stripeLib())(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // Connection errors, 409s and 5xx are retried with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'Simmer' },
  });
}

/** Stripe's error on a failed charge -> our failure code. Anything unexpected is rethrown. */
export function failureFrom(error: unknown): FailureCode {
  if (!(error instanceof stripeLib().errors.StripeError)) throw error;
  if (error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds')
    return 'insufficient_funds';
  if (error.code === 'expired_card') return 'expired_card';
  if (error.code === 'card_declined') return 'card_declined';
  if (error.code === 'authentication_required') return 'authentication_required';
  if (error.code === 'payment_intent_authentication_failure') return 'authentication_failed';
  if (error.code === 'resource_missing') return 'unknown_payment_method';
  if (error.statusCode === 402) return 'card_declined';
  throw error;
}

const refOf = (error: unknown): string | null =>
  error instanceof stripeLib().errors.StripeError ? (error.payment_intent?.id ?? null) : null;

const cardOf = (pm: string | Stripe.PaymentMethod | null | undefined): CardSummary | null =>
  pm && typeof pm === 'object' && pm.card ? { brand: pm.card.brand, last4: pm.card.last4 } : null;

/**
 * The end of the paid term. Current API versions keep it on the subscription item; versions
 * before 2025-03-31 kept it on the subscription itself. Both are read while accounts migrate.
 */
export function periodOf(sub: Stripe.Subscription): { start: number; end: number } {
  const item = sub.items?.data?.[0] as (Stripe.SubscriptionItem & Partial<LegacyPeriod>) | undefined;
  const legacy = sub as unknown as Partial<LegacyPeriod>;
  return {
    start: item?.current_period_start ?? legacy.current_period_start ?? 0,
    end: item?.current_period_end ?? legacy.current_period_end ?? 0,
  };
}
interface LegacyPeriod {
  current_period_start: number;
  current_period_end: number;
}

/**
 * The subscription an invoice bills: `parent.subscription_details.subscription` in current
 * API versions, `subscription` at the top level before 2025-03-31.
 */
export function subscriptionOfInvoice(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } | null } | null;
  const sub = parent?.subscription_details?.subscription ?? invoice.subscription;
  if (typeof sub === 'string') return sub;
  if (sub && typeof sub === 'object' && typeof (sub as { id?: unknown }).id === 'string')
    return (sub as { id: string }).id;
  return null;
}

/** A payment intent's state as an outcome; `requires_action` on-session becomes a step for the page. */
function outcomeOfIntent(intent: Stripe.PaymentIntent, offSession: boolean): SubscribeOutcome {
  if (intent.status === 'succeeded') {
    return {
      ok: true,
      ref: intent.id,
      card: cardOf(intent.payment_method),
      subscriptionId: null,
      periodEnd: null,
    };
  }
  if (intent.status === 'requires_action' && !offSession && intent.client_secret) {
    return {
      ok: false,
      ref: intent.id,
      code: 'authentication_required',
      action: { kind: 'charge', ref: intent.id, clientSecret: intent.client_secret },
    };
  }
  if (intent.status === 'requires_action')
    return { ok: false, ref: intent.id, code: 'authentication_required' };
  const error = intent.last_payment_error;
  if (error?.code === 'payment_intent_authentication_failure')
    return { ok: false, ref: intent.id, code: 'authentication_failed' };
  if (error?.decline_code === 'insufficient_funds')
    return { ok: false, ref: intent.id, code: 'insufficient_funds' };
  if (error?.code === 'expired_card') return { ok: false, ref: intent.id, code: 'expired_card' };
  if (error) return { ok: false, ref: intent.id, code: 'card_declined' };
  return { ok: false, ref: intent.id, code: 'processing_error' };
}

/**
 * Stripe through its official library: payment methods attached to a customer, payment
 * intents for single items and upgrades, subscriptions for plans (Stripe renews them;
 * webhooks tell us). Every write carries our idempotency key.
 */
export function createStripeProcessor(settings: StripeSettings, sdk?: Stripe): PaymentProcessor {
  const stripe = sdk ?? createStripeSdk(settings);
  const refund = createStripeRefund(settings);
  const priceOf = (plan: PlanType) => {
    const price = settings.prices[plan];
    if (!price) throw new Error(`STRIPE_PRICE_${plan.toUpperCase()} is not configured`);
    return price;
  };

  /** The payment intent behind an incomplete subscription's first invoice. */
  async function intentOfInvoice(invoiceId: string): Promise<Stripe.PaymentIntent | null> {
    const list = await stripe.invoicePayments.list({
      invoice: invoiceId,
      expand: ['data.payment.payment_intent'],
    });
    for (const row of list.data) {
      const pi = row.payment?.payment_intent;
      if (pi && typeof pi === 'object') return pi;
    }
    return null;
  }

  async function outcomeOfSubscription(sub: Stripe.Subscription): Promise<SubscribeOutcome> {
    const invoice =
      typeof sub.latest_invoice === 'string' ? sub.latest_invoice : (sub.latest_invoice?.id ?? '');
    if (sub.status === 'active' || sub.status === 'trialing') {
      return {
        ok: true,
        ref: invoice,
        card: cardOf(sub.default_payment_method),
        subscriptionId: sub.id,
        periodEnd: new Date(periodOf(sub).end * 1000),
      };
    }
    const intent = invoice ? await intentOfInvoice(invoice) : null;
    if (intent?.status === 'requires_action' && intent.client_secret) {
      return {
        ok: false,
        ref: invoice,
        code: 'authentication_required',
        action: { kind: 'subscription', ref: sub.id, clientSecret: intent.client_secret },
      };
    }
    // Declined or failed authentication: the incomplete subscription is ended so it can never bill.
    if (sub.status === 'incomplete') await stripe.subscriptions.cancel(sub.id).catch(() => undefined);
    const failed = intent ? outcomeOfIntent(intent, false) : null;
    const code = failed && !failed.ok ? failed.code : 'card_declined';
    return { ok: false, ref: invoice || null, code };
  }

  return {
    kind: 'stripe',
    refund,
    testMode: settings.secretKey.startsWith('sk_test_'),
    publishableKey: settings.publishableKey,

    async prepare({ paymentMethodId, email, customerId, userId }) {
      const customer =
        customerId ??
        (
          await stripe.customers.create(
            { email, metadata: { user_id: String(userId) } },
            { idempotencyKey: `customer-${userId}` },
          )
        ).id;
      try {
        await stripe.paymentMethods.attach(paymentMethodId, { customer });
      } catch (error) {
        // Already attached to this customer is fine; anything else surfaces as a failed charge later.
        if (!(error instanceof stripeLib().errors.StripeError) || (error.statusCode ?? 500) >= 500)
          throw error;
      }
      return { customerId: customer };
    },

    async charge(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            customer: input.customerId ?? undefined,
            payment_method: input.paymentMethodId,
            // Cards only: nothing that would send the member away to another site.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            confirm: true,
            off_session: input.offSession ? true : undefined,
            description: input.description,
            metadata: input.metadata,
            expand: ['payment_method'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const outcome = outcomeOfIntent(intent, input.offSession);
        return outcome.ok ? { ok: true, ref: outcome.ref, card: outcome.card } : outcome;
      } catch (error) {
        return { ok: false, ref: refOf(error), code: failureFrom(error) } satisfies Failure;
      }
    },

    async subscribe(input) {
      try {
        const sub = await stripe.subscriptions.create(
          {
            customer: input.customerId ?? '',
            items: [{ price: priceOf(input.plan) }],
            default_payment_method: input.paymentMethodId,
            cancel_at_period_end: !input.automatic,
            ...(input.trialDays ? { trial_period_days: input.trialDays } : {}),
            // A card that needs 3-D Secure leaves the subscription incomplete for the page to confirm.
            payment_behavior: 'allow_incomplete',
            metadata: { ...input.metadata, plan: input.plan },
            ...(input.discount?.promotionCodeId
              ? { discounts: [{ promotion_code: input.discount.promotionCodeId }] }
              : input.discount?.couponId
                ? { discounts: [{ coupon: input.discount.couponId }] }
                : {}),
            expand: ['latest_invoice', 'default_payment_method'],
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return await outcomeOfSubscription(sub);
      } catch (error) {
        return { ok: false, ref: refOf(error), code: failureFrom(error) };
      }
    },

    async createCoupon(input) {
      // Limits (expiry, redemptions, plan) are Simmer's to check; Stripe's copy carries the discount.
      const coupon = await stripe.coupons.create(
        {
          id: input.key,
          name: input.code,
          ...(input.kind === 'percent'
            ? { percent_off: input.value }
            : { amount_off: input.value, currency: input.currency }),
          duration: input.duration === 'months' ? 'repeating' : input.duration,
          ...(input.duration === 'months' ? { duration_in_months: input.durationMonths ?? 1 } : {}),
        },
        { idempotencyKey: `${input.key}-coupon` },
      );
      const promotion = await stripe.promotionCodes.create(
        {
          promotion: { type: 'coupon', coupon: coupon.id },
          code: input.code,
          ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
          ...(input.maxRedemptions ? { max_redemptions: input.maxRedemptions } : {}),
        },
        { idempotencyKey: `${input.key}-promotion` },
      );
      return { couponId: coupon.id, promotionCodeId: promotion.id };
    },

    async deactivateCoupon({ promotionCodeId }) {
      await stripe.promotionCodes.update(promotionCodeId, { active: false });
    },

    async confirm(action) {
      if (action.kind === 'charge') {
        const intent = await stripe.paymentIntents.retrieve(action.ref, { expand: ['payment_method'] });
        return outcomeOfIntent(intent, false);
      }
      const sub = await stripe.subscriptions.retrieve(action.ref, { expand: ['default_payment_method'] });
      return outcomeOfSubscription(sub);
    },

    async switchToAnnual({ subscriptionId, nextBillingAt, idempotencyKey }) {
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const item = sub.items.data[0];
      if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
      // The prorated difference was charged as its own payment; Stripe bills the annual price next at the new end.
      await stripe.subscriptions.update(
        subscriptionId,
        {
          items: [{ id: item.id, price: priceOf('annual') }],
          proration_behavior: 'none',
          trial_end: Math.floor(nextBillingAt.getTime() / 1000),
          metadata: { plan: 'annual' },
        },
        { idempotencyKey },
      );
    },

    async cancelRenewal({ subscriptionId, idempotencyKey }) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey });
    },

    async resumeRenewal({ subscriptionId, idempotencyKey }) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }, { idempotencyKey });
    },

    async changeCard({ subscriptionId, customerId, paymentMethodId }) {
      if (customerId) {
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: paymentMethodId },
        });
      }
      if (subscriptionId) {
        await stripe.subscriptions.update(subscriptionId, { default_payment_method: paymentMethodId });
      }
      return cardOf(await stripe.paymentMethods.retrieve(paymentMethodId));
    },
  };
}
