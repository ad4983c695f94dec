import { thumbnailAtSeconds, thumbnailSize, type VideoStatus } from '@simmer/contracts';
import { type Mux, orNull } from './mux-client';
import type { HostAsset, VideoHost } from './video';

export interface MuxOptions {
  /** The official client, with the token and the signing key (see `createMuxClient`). */
  client: Mux;
  streamUrl: string;
  imageUrl?: string;
}

type MuxAsset = Mux.Video.Asset;
type MuxUpload = Mux.Video.Upload;

const statusOf = (s: MuxAsset['status']): VideoStatus =>
  s === 'ready' ? 'ready' : s === 'errored' ? 'failed' : 'processing';

const ownerOf = (passthrough: string | undefined) => {
  const m = /^user:(\d+)$/.exec(passthrough ?? '');
  return m ? Number(m[1]) : null;
};

/** Our view of a Mux asset (from the API or a webhook's `data`, which has the same shape). */
export function hostAssetOf(a: MuxAsset, upload?: MuxUpload | null): HostAsset {
  return {
    assetId: a.id,
    status: statusOf(a.status),
    playbackIds: (a.playback_ids ?? []).flatMap((p) =>
      p.policy === 'public' || p.policy === 'signed' ? [{ id: p.id, policy: p.policy }] : [],
    ),
    durationSeconds: a.duration ?? null,
    error: a.errors?.messages?.join(' ') ?? null,
    ownerId: ownerOf(a.passthrough ?? upload?.new_asset_settings?.passthrough),
  };
}

/**
 * Mux Video through the official `@mux/mux-node` client: direct uploads, assets, and signed
 * playback (`mux.jwt.signPlaybackId`, RS256 with the signing key). API errors are the
 * library's (`Mux.APIError` and its subclasses); a 404 reads as "unknown id".
 */
export function createMuxHost(opts: MuxOptions): VideoHost {
  const mux = opts.client;
  const expiration = (ttlSeconds: number) => `${Math.max(1, Math.floor(ttlSeconds))}s`;

  return {
    kind: 'mux',
    async createUpload({ ownerId, origin }) {
      const upload = await mux.video.uploads.create({
        cors_origin: origin,
        new_asset_settings: { playback_policies: ['signed'], passthrough: `user:${ownerId}` },
      });
      if (!upload.url) throw new Error('Mux did not return an upload address.');
      return { id: upload.id, url: upload.url, protocol: 'put' };
    },
    async getAsset(id) {
      // An id is either a direct upload (before or after its asset exists) or an asset.
      const upload = await orNull(mux.video.uploads.retrieve(id));
      if (!upload) {
        const asset = await orNull(mux.video.assets.retrieve(id));
        return asset ? hostAssetOf(asset) : null;
      }
      if (upload.asset_id) {
        const asset = await orNull(mux.video.assets.retrieve(upload.asset_id));
        return asset ? hostAssetOf(asset, upload) : null;
      }
      return {
        assetId: upload.id,
        status: upload.status === 'waiting' ? 'uploading' : 'failed',
        playbackIds: [],
        durationSeconds: null,
        error: upload.status === 'waiting' ? null : (upload.error?.message ?? upload.status),
        ownerId: ownerOf(upload.new_asset_settings?.passthrough),
      };
    },
    async signedPlaybackUrl(playbackId, _viewerId, ttlSeconds) {
      const token = await mux.jwt.signPlaybackId(playbackId, {
        type: 'video',
        expiration: expiration(ttlSeconds),
      });
      return `${opts.streamUrl}/${playbackId}.m3u8?token=${token}`;
    },
    async thumbnailUrl(playbackId, ttlSeconds, durationSeconds) {
      const at =
        durationSeconds && durationSeconds < thumbnailAtSeconds ? durationSeconds / 2 : thumbnailAtSeconds;
      // Thumbnail options travel inside the signed token (Mux ignores them in the query).
      const token = await mux.jwt.signPlaybackId(playbackId, {
        type: 'thumbnail',
        expiration: expiration(ttlSeconds),
        params: {
          time: String(at),
          width: String(thumbnailSize.width),
          height: String(thumbnailSize.height),
          fit_mode: 'smartcrop',
        },
      });
      return `${opts.imageUrl ?? 'https://image.mux.com'}/${playbackId}/thumbnail.jpg?token=${token}`;
    },
  };
}
