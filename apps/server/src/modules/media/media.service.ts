import { msg, type Playback, type UploadUrl, type VideoAsset } from '@simmer/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { videoAssets } from '../../db/schema';
import { type Auth, assertOwner, requireAuth } from '../../http/access';
import { AppError } from '../../http/errors';
import type { HostAsset } from '../../platform/video/video';
import { videoHost } from './hosts.service';
import { hostAssetOfRow, isSettledMuxRow, recordMuxAsset } from './mux-assets.service';
import { deniedFor, mayPlay } from './playback.service';
import { enqueueTranscode } from './transcode.service';
import { uploadOffset } from './uploads.service';

type AssetRow = typeof videoAssets.$inferSelect;

async function toAssetDto(ctx: AppContext, a: HostAsset, row: AssetRow | undefined): Promise<VideoAsset> {
  return {
    asset_id: a.assetId,
    playback_ids: a.playbackIds,
    status: a.status,
    // Only the embedded transcoder reports progress; a Mux asset's row never carries one.
    progress: row?.progressPercent ?? null,
    error: a.error,
    duration: a.durationSeconds,
    thumbnail: a.playbackIds[0]
      ? await videoHost(ctx).thumbnailUrl(a.playbackIds[0].id, 3600, a.durationSeconds)
      : null,
    video_file_name: row?.fileName ?? null,
    upload_offset: row ? await uploadOffset(ctx, row) : 0,
    upload_length: row?.uploadLength ?? null,
    attempts: row?.attempts ?? 0,
    created: (row?.createdAt ?? new Date()).toISOString(),
  };
}

/**
 * Media asset data (spec: asset_id, playback_ids) for the uploader or an admin. A Mux asset
 * that Mux's webhook has reported ready or failed is answered from its row; otherwise Mux is
 * asked, and what it says is recorded (so a missed webhook heals on the next look).
 */
export async function getAsset(ctx: AppContext, auth: Auth | null, assetId: string): Promise<VideoAsset> {
  const host = videoHost(ctx);
  const [row] = await ctx.db.select().from(videoAssets).where(eq(videoAssets.assetId, assetId));
  const settled = host.kind === 'mux' && isSettledMuxRow(row);
  const asset = settled ? hostAssetOfRow(row) : await host.getAsset(assetId);
  if (!asset) throw AppError.notFound();
  assertOwner(auth, asset.ownerId ?? -1, { adminMay: 'content' });
  if (host.kind === 'mux' && !settled) await recordMuxAsset(ctx, asset);
  return toAssetDto(ctx, asset, row);
}

/** A failed transcode keeps its original; this queues it again. */
export async function retryAsset(ctx: AppContext, auth: Auth | null, assetId: string) {
  const [row] = await ctx.db.select().from(videoAssets).where(eq(videoAssets.assetId, assetId));
  if (!row) throw AppError.notFound();
  assertOwner(auth, row.ownerId ?? -1, { adminMay: 'content' });
  if (row.status !== 'failed' || !row.sourceKey) throw AppError.conflict(msg.videoRetryNotAllowed);
  await ctx.db
    .update(videoAssets)
    .set({ status: 'processing', error: null, updatedAt: new Date() })
    .where(eq(videoAssets.id, row.id));
  await enqueueTranscode(ctx, row.assetId);
  return { msg: msg.videoRetryQueued };
}

/** Where the page sends a new video: this server's tus endpoint, or a Mux direct upload. */
export async function uploadUrl(ctx: AppContext, authIn: Auth | null): Promise<UploadUrl> {
  const auth = requireAuth(authIn);
  return videoHost(ctx).createUpload({ ownerId: auth.userId, origin: ctx.config.publicUrl });
}

/**
 * A signed, expiring playlist address for this viewer, after the entitlement check. On the
 * embedded host the same check runs again on every playlist request, and the address lives
 * at most one segment-token rotation (decision 403): playlists are what is kept per viewer.
 */
export async function playback(ctx: AppContext, auth: Auth | null, playbackId: string): Promise<Playback> {
  const host = videoHost(ctx);
  let duration: number | null = null;
  if (host.kind === 'ffmpeg') {
    const [row] = await ctx.db.select().from(videoAssets).where(eq(videoAssets.playbackId, playbackId));
    if (!row) throw AppError.notFound();
    if (!(await mayPlay(ctx, auth, playbackId))) throw deniedFor(auth);
    if (row.status !== 'ready')
      throw AppError.conflict(row.status === 'failed' ? msg.videoFailed : msg.videoNotReady);
    duration = row.durationSeconds;
  } else if (!(await mayPlay(ctx, auth, playbackId))) {
    throw deniedFor(auth);
  }
  const { PLAYBACK_URL_TTL_SECONDS, MEDIA_SEGMENT_TOKEN_SECONDS } = ctx.config;
  const ttl =
    host.kind === 'ffmpeg'
      ? Math.min(PLAYBACK_URL_TTL_SECONDS, MEDIA_SEGMENT_TOKEN_SECONDS)
      : PLAYBACK_URL_TTL_SECONDS;
  return {
    playback_id: playbackId,
    url: await host.signedPlaybackUrl(playbackId, auth?.userId ?? 0, ttl),
    expires_at: new Date(ctx.config.now().getTime() + ttl * 1000).toISOString(),
    thumbnail: await host.thumbnailUrl(playbackId, ttl, duration),
    duration,
  };
}

/**
 * For other domains' lists (episode side lists, cards): the generated 400x200 thumbnail and
 * duration of each playback id that has them, in one query.
 */
export async function thumbnailsByPlaybackId(ctx: AppContext, playbackIds: Array<string | null | undefined>) {
  const ids = [...new Set(playbackIds.filter((id): id is string => Boolean(id)))];
  const out = new Map<string, { thumbnail: string; duration: number | null }>();
  if (!ids.length) return out;
  const rows = await ctx.db
    .select({
      playbackId: videoAssets.playbackId,
      key: videoAssets.thumbnailKey,
      duration: videoAssets.durationSeconds,
    })
    .from(videoAssets)
    .where(inArray(videoAssets.playbackId, ids));
  for (const r of rows) {
    if (r.key) out.set(r.playbackId, { thumbnail: ctx.storage.publicUrl(r.key), duration: r.duration });
  }
  return out;
}
