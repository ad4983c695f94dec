import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { videoAssets } from '../../db/schema';
import type { HostAsset } from '../../platform/video/video';
import { userExists } from '../auth/auth.read';
import { videoHost } from './hosts.service';

type AssetRow = typeof videoAssets.$inferSelect;

/** A stored asset in the host's terms. */
export const hostAssetOfRow = (row: AssetRow): HostAsset => ({
  assetId: row.assetId,
  status: row.status,
  playbackIds: [{ id: row.playbackId, policy: 'signed' }],
  durationSeconds: row.durationSeconds,
  error: row.error,
  ownerId: row.ownerId,
});

/** A Mux asset Mux has finished with (ready or failed): its row answers without asking Mux again. */
export const isSettledMuxRow = (row: AssetRow | undefined): row is AssetRow =>
  row?.provider === 'mux' && (row.status === 'ready' || row.status === 'failed');

/**
 * Keeps the local row of a Mux asset in line with what Mux said, so the rest of the app
 * (community posts, the home editor, thumbnails) finds Mux uploads like embedded ones. Only
 * members' uploads (passthrough `user:<id>`) that have an asset and a playback id are kept.
 * A finished asset never goes back to processing: an older answer that arrives late is ignored.
 */
export async function recordMuxAsset(ctx: AppContext, a: HostAsset): Promise<void> {
  const playbackId = a.playbackIds[0]?.id;
  if (!playbackId || a.ownerId === null || a.status === 'uploading') return;
  const ownerExists = await userExists(ctx.db, a.ownerId);
  const values = {
    status: a.status,
    error: a.error,
    durationSeconds: a.durationSeconds,
    updatedAt: ctx.config.now(),
  };
  await ctx.db
    .insert(videoAssets)
    .values({
      assetId: a.assetId,
      playbackId,
      ownerId: ownerExists ? a.ownerId : null,
      provider: 'mux',
      ...values,
    })
    .onConflictDoUpdate({
      target: videoAssets.assetId,
      set: values,
      setWhere: sql`not (${videoAssets.status} in ('ready', 'failed') and excluded.status = 'processing')`,
    });
}

/** Reads an upload's or asset's current state from Mux and records it. */
export async function syncMuxAsset(ctx: AppContext, id: string): Promise<HostAsset | null> {
  const host = videoHost(ctx);
  if (host.kind !== 'mux') return null;
  const asset = await host.getAsset(id);
  if (asset) await recordMuxAsset(ctx, asset);
  return asset;
}

/**
 * Safety net for webhooks that never arrived (record 423): Mux assets still processing after
 * `staleMinutes` are read from Mux again. A few at a time; the job runs every 15 minutes.
 */
export async function reconcileMuxAssets(ctx: AppContext, staleMinutes = 15, limit = 25) {
  if (videoHost(ctx).kind !== 'mux') return 0;
  const before = new Date(ctx.config.now().getTime() - staleMinutes * 60_000);
  const rows = await ctx.db
    .select({ assetId: videoAssets.assetId })
    .from(videoAssets)
    .where(
      and(
        eq(videoAssets.provider, 'mux'),
        eq(videoAssets.status, 'processing'),
        lt(videoAssets.updatedAt, before),
      ),
    )
    .orderBy(asc(videoAssets.updatedAt))
    .limit(limit);
  for (const r of rows) {
    // A row Mux still processes is touched by the record, so the next run moves on to others.
    if (await syncMuxAsset(ctx, r.assetId)) continue;
    // Deleted on Mux's side: it will never play.
    await ctx.db
      .update(videoAssets)
      .set({ status: 'failed', updatedAt: ctx.config.now() })
      .where(eq(videoAssets.assetId, r.assetId));
  }
  return rows.length;
}
