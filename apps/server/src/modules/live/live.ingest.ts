import type { AppContext } from '../../context';
import { createLiveIngest, type LiveIngest } from '../../platform/live';

const ingests = new WeakMap<AppContext, LiveIngest>();

/** The ingest LIVE_PROVIDER names, built once per app. */
export function liveIngest(ctx: AppContext): LiveIngest {
  let ingest = ingests.get(ctx);
  if (!ingest) {
    ingest = createLiveIngest(ctx.config, ctx.log);
    ingests.set(ctx, ingest);
  }
  return ingest;
}

export async function closeIngest(ctx: AppContext) {
  await ingests.get(ctx)?.close();
}
