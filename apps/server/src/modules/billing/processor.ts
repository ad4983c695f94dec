import type { AppContext } from '../../context';
import { createPayments, type Payments } from '../../platform/payments';

const cache = new WeakMap<AppContext, Payments>();

/** The configured processor for this app instance, built once. */
export function paymentsOf(ctx: AppContext): Payments {
  let payments = cache.get(ctx);
  if (!payments) {
    payments = createPayments(ctx.config, ctx.db);
    cache.set(ctx, payments);
  }
  return payments;
}
