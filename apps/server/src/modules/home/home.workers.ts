import type { AppContext } from '../../context';
import { notifyDueAnnouncements } from './announcements.service';
import { listenForHomeInvalidation } from './section-cache.service';

export const announcementQueue = 'home.announcements';

/**
 * Announcements scheduled ahead are announced when their start day comes: the queue runs
 * every hour (a start date is a day, so an hour is early enough in every time zone). Safe on
 * two workers at once: each announcement is claimed by one conditional update.
 */
export async function registerHomeWorkers(ctx: AppContext) {
  await listenForHomeInvalidation(ctx);
  await ctx.jobs.work(announcementQueue, async () => {
    const n = await notifyDueAnnouncements(ctx);
    if (n > 0) ctx.log.info({ announced: n }, 'scheduled announcements published');
  });
  if (ctx.jobs.runsWorkers) await ctx.jobs.schedule(announcementQueue, '7 * * * *');
}
