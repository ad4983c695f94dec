// The pure entry loads Stripe.js only when a Stripe payment form asks for it, not on import.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const cache = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded once from js.stripe.com by the official loader
 * (Stripe requires it to be served from there, never bundled).
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let loading = cache.get(publishableKey);
  if (!loading) {
    loading = loadStripe(publishableKey).catch((error: unknown) => {
      cache.delete(publishableKey);
      throw error;
    });
    cache.set(publishableKey, loading);
  }
  return loading;
}
