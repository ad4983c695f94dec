import type { AppContext } from '../../context';
import { flushAudience } from './audience.service';
import { rollupQueue, runRollup } from './rollup.service';

/**
 * Every process writes its buffered events every ANALYTICS_FLUSH_MS and when it closes; the
 * rollup (yesterday and today, then the purge of old raw events) runs every 15 minutes on a
 * worker process.
 */
export async function registerAudienceWorkers(ctx: AppContext, onClose: (fn: () => Promise<void>) => void) {
  const timer = setInterval(() => {
    flushAudience(ctx).catch((err) => ctx.log.warn({ err }, 'audience events not written yet'));
  }, ctx.config.ANALYTICS_FLUSH_MS);
  timer.unref();
  onClose(async () => {
    clearInterval(timer);
    await flushAudience(ctx).catch((err) => ctx.log.warn({ err }, 'audience events lost at shutdown'));
  });
  if (!ctx.jobs.runsWorkers) return;
  await ctx.jobs.work(rollupQueue, async () => {
    const done = await runRollup(ctx);
    ctx.log.info(done, 'audience rolled up');
  });
  await ctx.jobs.schedule(rollupQueue, '*/15 * * * *');
}
