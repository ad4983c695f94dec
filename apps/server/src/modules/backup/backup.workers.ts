import type { AppContext } from '../../context';
import { backupQueue, cronOf, runScheduledBackup } from './schedule';

/** The scheduled backup (BACKUP_SCHEDULE), run by one worker of the installation at a time. */
export async function registerBackupWorkers(ctx: AppContext) {
  const schedule = ctx.config.BACKUP_SCHEDULE;
  if (!ctx.jobs.runsWorkers) return;
  if (schedule === 'off') return ctx.jobs.unschedule(backupQueue);
  await ctx.jobs.work(backupQueue, async () => {
    const done = await runScheduledBackup(ctx);
    ctx.log.info(done, 'scheduled backup written');
  });
  // A large installation's archive takes a while: the job is not handed to another worker
  // after pg-boss's usual 15 minutes, and a failed one waits for the next run.
  await ctx.jobs.schedule(
    backupQueue,
    cronOf[schedule] ?? schedule,
    {},
    { retryLimit: 0, expireInSeconds: 6 * 3600 },
  );
}
