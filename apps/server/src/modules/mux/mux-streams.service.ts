import type { AppContext } from '../../context';
import { isMuxIngest } from '../../platform/live';
import { activeStreams, inputEnded, wentLive } from '../live/live.service';

export type MuxStreamSync = 'live' | 'ended' | 'unchanged' | 'unknown';

/**
 * Mux reported (by webhook, or the reconciliation job asks) that a live stream changed. Its
 * current state is read from Mux and applied through the same calls the embedded ingest's
 * events make: active → `wentLive` (members are told once), idle after live → `inputEnded`.
 * Both are conditional updates, so a replayed or late event changes nothing.
 */
export async function syncMuxStream(ctx: AppContext, providerStreamId: string): Promise<MuxStreamSync> {
  const ingest = ctx.liveIngest;
  if (!isMuxIngest(ingest)) return 'unknown';
  // At most one stream runs per provider (unique index), so this list is one row at most.
  const row = (await activeStreams(ctx)).find(
    (r) => r.provider === 'mux' && r.providerStreamId === providerStreamId,
  );
  if (!row) return 'unknown';
  const state = await ingest.streamState(providerStreamId);
  let changed = false;
  if (state === 'active') changed = await wentLive(ctx, row.id);
  else if (state === 'disabled' || state === 'deleted') changed = await inputEnded(ctx, row.id, state);
  // Idle before the broadcaster connected is still waiting; idle after live means the
  // encoder left and the reconnect window passed.
  else if (row.status === 'live') changed = await inputEnded(ctx, row.id, 'input stopped');
  if (!changed) return 'unchanged';
  return state === 'active' ? 'live' : 'ended';
}

/** Safety net for webhooks that never arrived (record 423): every running Mux stream is read again. */
export async function reconcileMuxStreams(ctx: AppContext): Promise<number> {
  if (!isMuxIngest(ctx.liveIngest)) return 0;
  const rows = (await activeStreams(ctx)).filter((r) => r.provider === 'mux');
  for (const r of rows) await syncMuxStream(ctx, r.providerStreamId);
  return rows.length;
}
