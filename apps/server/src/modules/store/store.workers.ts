import type { AppContext } from '../../context';
import { releaseExpiredReservations } from '../../platform/store';

export const releaseQueue = 'store-release-reservations';

/** Every minute, abandoned checkouts give their held units back. */
export async function registerStoreWorkers(ctx: AppContext) {
  await ctx.jobs.work(releaseQueue, async () => {
    const released = await releaseExpiredReservations(ctx.db, ctx.config.now());
    if (released) ctx.log.info({ released }, 'store reservations released');
  });
  if (ctx.jobs.runsWorkers) await ctx.jobs.schedule(releaseQueue, '* * * * *');
}
