import type { AppContext } from '../../context';
import { reconcileMuxStreams } from '../live/live.mux';
import { usesMux } from './hosts';
import { reconcileMuxAssets } from './mux-assets';
import { runTranscodeJob, transcodeQueue } from './transcode';
import { removeAbandonedUploads } from './uploads';

const cleanupQueue = 'media.remove-abandoned-uploads';
const muxReconcileQueue = 'media.mux-reconcile';

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
  if (usesMux(ctx.config)) {
    // Mux reports by webhook; this only catches what a long outage made Mux give up on (record 423).
    await ctx.jobs.work(muxReconcileQueue, async () => {
      const [assets, streams] = [await reconcileMuxAssets(ctx), await reconcileMuxStreams(ctx)];
      if (assets + streams) ctx.log.info({ assets, streams }, 'mux state reconciled');
    });
    await ctx.jobs.schedule(muxReconcileQueue, '*/15 * * * *');
  }
}
