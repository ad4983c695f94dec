import type { AppContext } from '../../context';
import type { Payments } from '../../platform/payments';

/** The configured processor, built once in `buildApp`. */
export const paymentsOf = (ctx: AppContext): Payments => ctx.payments;
