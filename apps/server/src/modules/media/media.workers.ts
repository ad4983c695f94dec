import type { AppContext } from '../../context';
import { runTranscodeJob, transcodeQueue } from './transcode.service';
import { removeAbandonedUploads } from './uploads.service';

const cleanupQueue = 'media.remove-abandoned-uploads';

/** Job handlers of the media domain; they run in every process started with JOBS_WORKER=true. */
export async function registerMediaWorkers(ctx: AppContext) {
  await ctx.jobs.work<{ assetId: string }>(transcodeQueue, (data, job) => runTranscodeJob(ctx, data, job), {
    pollingIntervalSeconds: 1,
  });
  if (!ctx.jobs.runsWorkers) return;
  await ctx.jobs.work(cleanupQueue, async () => {
    const removed = await removeAbandonedUploads(ctx);
    if (removed) ctx.log.info({ removed }, 'abandoned uploads removed');
  });
  // Every night at 03:15.
  await ctx.jobs.schedule(cleanupQueue, '15 3 * * *');
}
