import type { BaseContext, Providers } from './context';
import { createFfmpegHost } from './modules/media/hosts.service';
import { createLiveIngest, liveProvider } from './platform/live';
import { createPayments, createStripeSdk } from './platform/payments';
import { createStore } from './platform/store';
import { createMuxHost } from './platform/video/mux';
import { muxClientFor } from './platform/video/mux-client';

/**
 * Builds every provider the settings choose, once, when the app is built. Settings were
 * checked when configuration was loaded (`providerIssues`), so a wrong one stops the start.
 */
export function buildProviders(base: BaseContext): Providers {
  const { config, db, log } = base;
  const mux = config.VIDEO_PROVIDER === 'mux' || liveProvider(config) === 'mux' ? muxClientFor(config) : null;
  const muxVideoHost = mux ? createMuxHost({ client: mux, streamUrl: config.MUX_STREAM_URL }) : null;
  return {
    payments: createPayments(config, db),
    stripe: config.STRIPE_SECRET_KEY
      ? createStripeSdk({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE })
      : null,
    videoHost: config.VIDEO_PROVIDER === 'mux' && muxVideoHost ? muxVideoHost : createFfmpegHost(base),
    mux,
    muxVideoHost,
    liveIngest: createLiveIngest(config, log),
    store: createStore(config, db, {
      pricing: async () => {
        const s = await base.settings.get();
        return { taxRateBps: s.store_tax_rate_bps, currency: s.currency.toLowerCase() };
      },
    }),
  };
}
