import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { videoAssets } from '../../db/schema';
import { liveProvider } from '../../platform/live';
import { createMuxHost } from '../../platform/video/mux';
import { type Mux, muxClientFor } from '../../platform/video/mux-client';
import type { VideoHost } from '../../platform/video/video';
import { signPlayback } from './playback';

export const tusEndpoint = '/v1/media/uploads/';

/** The embedded host: tus uploads into our storage, transcoded by ffmpeg in a job. */
export function createFfmpegHost(ctx: AppContext): VideoHost {
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

const hosts = new WeakMap<AppContext, VideoHost>();
const muxClients = new WeakMap<AppContext, Mux>();

/** The official Mux client built from the MUX_* settings, once per app. */
export function muxClient(ctx: AppContext): Mux {
  let client = muxClients.get(ctx);
  if (!client) {
    client = muxClientFor(ctx.config);
    muxClients.set(ctx, client);
  }
  return client;
}

/** Mux videos (uploads, assets, signed playback), for VIDEO_PROVIDER=mux and Mux livestreams' playback. */
export function createMuxVideoHost(ctx: AppContext): VideoHost {
  return createMuxHost({ client: muxClient(ctx), streamUrl: ctx.config.MUX_STREAM_URL });
}

/** The host VIDEO_PROVIDER names, built once per app. */
export function videoHost(ctx: AppContext): VideoHost {
  let host = hosts.get(ctx);
  if (!host) {
    const c = ctx.config;
    if (c.VIDEO_PROVIDER === 'mux') {
      if (!c.MUX_TOKEN_ID || !c.MUX_TOKEN_SECRET || !c.MUX_SIGNING_KEY_ID || !c.MUX_SIGNING_KEY_PRIVATE) {
        throw new Error(
          'VIDEO_PROVIDER=mux needs MUX_TOKEN_ID, MUX_TOKEN_SECRET, MUX_SIGNING_KEY_ID and MUX_SIGNING_KEY_PRIVATE.',
        );
      }
      host = createMuxVideoHost(ctx);
    } else {
      host = createFfmpegHost(ctx);
    }
    hosts.set(ctx, host);
  }
  return host;
}

/** Whether videos or livestreams go to Mux (LIVE_PROVIDER follows VIDEO_PROVIDER when unset). */
export const usesMux = (config: Config) => config.VIDEO_PROVIDER === 'mux' || liveProvider(config) === 'mux';

/** Addresses the page talks to with Mux (videos or livestreams): its stream host and the direct-upload storage. */
export function videoHostConnectSources(config: Config): string[] {
  if (!usesMux(config)) return [];
  // Playlists come from the stream host, renditions and segments from Mux's CDN hosts.
  return [new URL(config.MUX_STREAM_URL).origin, 'https://*.mux.com', 'https://storage.googleapis.com'];
}
