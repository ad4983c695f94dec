import type { AppContext } from '../../context';
import { purgeExpired, purgeQueue } from './purge.service';

/** The nightly purge; it runs in every process started with JOBS_WORKER=true. */
export async function registerMaintenanceWorkers(ctx: AppContext) {
  if (!ctx.jobs.runsWorkers) return;
  await ctx.jobs.work(purgeQueue, async () => {
    const removed = await purgeExpired(ctx);
    ctx.log.info(removed, 'expired rows purged');
  });
  // Every night at 03:40.
  await ctx.jobs.schedule(purgeQueue, '40 3 * * *');
}
