import type { AppContext } from '../../context';
import { type PushJob, pushQueue, sendPush } from './push';

/** Job handlers of the notifications domain (Web Push delivery). */
export async function registerNotificationWorkers(ctx: AppContext) {
  await ctx.jobs.work<PushJob>(
    pushQueue,
    async (job) => {
      await sendPush(ctx, job.userIds, job.payload);
    },
    { pollingIntervalSeconds: 1, batchSize: 25 },
  );
}
