import type { AppContext } from '../../context';
import { sendQueue } from './newsletters.service';
import { sendBatch, unfinishedSends } from './sending';

export const resumeQueue = 'newsletters.resume';

/**
 * Newsletter sends (decision 850): each run sends one batch and queues the next; a refused
 * mail fails the run, which the queue retries with growing pauses (an SMTP outage). Every few
 * minutes unfinished sends are queued again, so a send interrupted by a restart resumes.
 */
export async function registerNewsletterWorkers(ctx: AppContext) {
  await ctx.jobs.work<{ id: number }>(sendQueue, async ({ id }) => {
    const { more } = await sendBatch(ctx, id);
    if (more) await ctx.jobs.send(sendQueue, { id }, { retryLimit: 20, retryDelay: 30, retryBackoff: true });
  });
  await ctx.jobs.work(resumeQueue, async () => {
    for (const id of await unfinishedSends(ctx)) {
      await ctx.jobs.send(
        sendQueue,
        { id },
        { singletonKey: `newsletter-${id}`, retryLimit: 20, retryDelay: 30, retryBackoff: true },
      );
    }
  });
  if (ctx.jobs.runsWorkers) await ctx.jobs.schedule(resumeQueue, '*/5 * * * *');
}
