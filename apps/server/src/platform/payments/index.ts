import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProcessor } from './payments';
import { createSandboxProcessor } from './sandbox';
import { createStripeProcessor } from './stripe';

export type { PaymentProcessor } from './payments';
export * from './payments';
export { sandboxTestCards } from './sandbox';
export { createStripeSdk, periodOf, STRIPE_API_VERSION, subscriptionOfInvoice } from './stripe';

export interface Payments {
  processor: PaymentProcessor;
  /** Only the sandbox tokenizes cards itself; with Stripe the page tokenizes with Stripe.js. */
  sandbox: ReturnType<typeof createSandboxProcessor> | null;
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the embedded sandbox processor. */
export function createPayments(config: Config, db: Db): Payments {
  if (config.STRIPE_SECRET_KEY) {
    return {
      sandbox: null,
      processor: createStripeProcessor({
        secretKey: config.STRIPE_SECRET_KEY,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
        apiBase: config.STRIPE_API_BASE,
        prices: { monthly: config.STRIPE_PRICE_MONTHLY, annual: config.STRIPE_PRICE_ANNUAL },
      }),
    };
  }
  const sandbox = createSandboxProcessor(db, config.now);
  return { sandbox, processor: sandbox.processor };
}

/** Origins the payment page needs in the Content-Security-Policy (Stripe.js and its card frames). */
export function paymentCspSources(config: Config) {
  if (!config.STRIPE_SECRET_KEY) return { script: [], connect: [], frame: [] };
  return {
    script: ['https://js.stripe.com'],
    connect: ['https://api.stripe.com'],
    frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  };
}
