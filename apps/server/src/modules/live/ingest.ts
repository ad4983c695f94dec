import type { AppContext } from '../../context';
import type { LiveIngest } from '../../platform/live';

/** The ingest LIVE_PROVIDER names, built once in `buildApp`. */
export const liveIngest = (ctx: AppContext): LiveIngest => ctx.liveIngest;

export async function closeIngest(ctx: AppContext) {
  await ctx.liveIngest.close();
}
