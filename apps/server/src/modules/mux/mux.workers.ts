import type { AppContext } from '../../context';
import { usesMux } from '../media/hosts.service';
import { reconcileMuxAssets } from '../media/mux-assets.service';
import { reconcileMuxStreams } from './mux-streams.service';

/** The queue keeps the name it had under media, so a schedule already stored goes on. */
const muxReconcileQueue = 'media.mux-reconcile';

/** The Mux safety net; it runs in every process started with JOBS_WORKER=true. */
export async function registerMuxWorkers(ctx: AppContext) {
  if (!ctx.jobs.runsWorkers || !usesMux(ctx.config)) return;
  // Mux reports by webhook; this only catches what a long outage made Mux give up on (record 423).
  await ctx.jobs.work(muxReconcileQueue, async () => {
    const [assets, streams] = [await reconcileMuxAssets(ctx), await reconcileMuxStreams(ctx)];
    if (assets + streams) ctx.log.info({ assets, streams }, 'mux state reconciled');
  });
  await ctx.jobs.schedule(muxReconcileQueue, '*/15 * * * *');
}
