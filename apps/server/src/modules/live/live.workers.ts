import type { AppContext } from '../../context';
import { replayQueue, runReplayJob } from './replay.service';

/** The replay job runs in every process started with JOBS_WORKER=true. */
export async function registerLiveWorkers(ctx: AppContext) {
  await ctx.jobs.work<{ livestreamId: number }>(replayQueue, (data, job) => runReplayJob(ctx, data, job), {
    pollingIntervalSeconds: 1,
  });
}
