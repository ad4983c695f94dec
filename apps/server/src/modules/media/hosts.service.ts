import { endpoints } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppContext, BaseContext } from '../../context';
import { videoAssets } from '../../db/schema';
import { liveProvider } from '../../platform/live';
import type { Mux } from '../../platform/video/mux-client';
import type { VideoHost } from '../../platform/video/video';
import { signPlayback } from './playback.service';

/** Where the page's tus client sends a new upload (`/v1/media/uploads/`). */
export const tusEndpoint = `/v1${endpoints.tus.create.path}`;

/** The embedded host: tus uploads into our storage, transcoded by ffmpeg in a job. */
export function createFfmpegHost(ctx: BaseContext): VideoHost {
  return {
    kind: 'ffmpeg',
    // tus assigns the id when the page creates the upload (POST to this address).
    createUpload: async () => ({ id: '', url: tusEndpoint, protocol: 'tus' }),
    async getAsset(id) {
      const [row] = await ctx.db.select().from(videoAssets).where(eq(videoAssets.assetId, id));
      if (!row) return null;
      return {
        assetId: row.assetId,
        status: row.status,
        playbackIds: [{ id: row.playbackId, policy: 'signed' }],
        durationSeconds: row.durationSeconds,
        error: row.error,
        ownerId: row.ownerId,
      };
    },
    async signedPlaybackUrl(playbackId, viewerId, ttlSeconds) {
      const expiresAt = ctx.config.now().getTime() + ttlSeconds * 1000;
      return `/v1/media/hls/${playbackId}/${signPlayback(ctx, { playbackId, userId: viewerId, expiresAt })}/master.m3u8`;
    },
    async thumbnailUrl(playbackId) {
      const [row] = await ctx.db
        .select({ key: videoAssets.thumbnailKey })
        .from(videoAssets)
        .where(eq(videoAssets.playbackId, playbackId));
      return row?.key ? ctx.storage.publicUrl(row.key) : null;
    },
  };
}

/** The official Mux client built from the MUX_* settings in `buildApp` (decision 146). */
export function muxClient(ctx: AppContext): Mux {
  if (!ctx.mux) throw new Error('Mux is not configured (VIDEO_PROVIDER or LIVE_PROVIDER=mux).');
  return ctx.mux;
}

/** The host VIDEO_PROVIDER names, built once in `buildApp`. */
export const videoHost = (ctx: AppContext): VideoHost => ctx.videoHost;

/** Whether videos or livestreams go to Mux (LIVE_PROVIDER follows VIDEO_PROVIDER when unset). */
export const usesMux = (config: Config) => config.VIDEO_PROVIDER === 'mux' || liveProvider(config) === 'mux';

/** Addresses the page talks to with Mux (videos or livestreams): its stream host and the direct-upload storage. */
export function videoHostConnectSources(config: Config): string[] {
  if (!usesMux(config)) return [];
  // Playlists come from the stream host, renditions and segments from Mux's CDN hosts.
  return [new URL(config.MUX_STREAM_URL).origin, 'https://*.mux.com', 'https://storage.googleapis.com'];
}
