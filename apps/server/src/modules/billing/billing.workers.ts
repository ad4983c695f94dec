import type { AppContext } from '../../context';
import { expireMemberships, pruneBillingRecords, renewDueMemberships } from './renewals';

export const renewalQueue = 'billing.renewals';
export const expiryQueue = 'billing.expiry';

/**
 * Renewals and expiry run every 15 minutes. Both are safe to run twice or on two workers at
 * once: renewals claim each charge on a unique key, expiry is a conditional update.
 */
export async function registerBillingWorkers(ctx: AppContext) {
  await ctx.jobs.work(renewalQueue, async () => {
    const result = await renewDueMemberships(ctx);
    if (result.renewed + result.failed > 0) ctx.log.info(result, 'membership renewals');
  });
  await ctx.jobs.work(expiryQueue, async () => {
    const result = await expireMemberships(ctx);
    if (result.expired > 0) ctx.log.info(result, 'memberships expired');
    await pruneBillingRecords(ctx);
  });
  if (ctx.jobs.runsWorkers) {
    await ctx.jobs.schedule(renewalQueue, '*/15 * * * *');
    await ctx.jobs.schedule(expiryQueue, '*/15 * * * *');
  }
}
