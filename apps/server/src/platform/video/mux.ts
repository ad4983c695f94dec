import { createPrivateKey, type KeyObject } from 'node:crypto';
import { thumbnailAtSeconds, thumbnailSize, type VideoStatus } from '@simmer/contracts';
import { SignJWT } from 'jose';
import type { HostAsset, VideoHost } from './video';

export interface MuxOptions {
  tokenId: string;
  tokenSecret: string;
  signingKeyId: string;
  /** The signing key's private key, PEM or base64 of the PEM (as Mux hands it out). */
  signingKeyPrivate: string;
  apiUrl: string;
  streamUrl: string;
  imageUrl?: string;
  fetch?: typeof fetch;
}

interface MuxUpload {
  id: string;
  url?: string;
  status: 'waiting' | 'asset_created' | 'errored' | 'cancelled' | 'timed_out';
  asset_id?: string;
  error?: { type?: string; message?: string };
  new_asset_settings?: { passthrough?: string };
}

interface MuxAsset {
  id: string;
  status: 'preparing' | 'ready' | 'errored';
  duration?: number;
  playback_ids?: Array<{ id: string; policy: 'public' | 'signed' }>;
  passthrough?: string;
  errors?: { type?: string; messages?: string[] };
}

export class MuxError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const statusOf = (s: MuxAsset['status']): VideoStatus =>
  s === 'ready' ? 'ready' : s === 'errored' ? 'failed' : 'processing';

const ownerOf = (passthrough: string | undefined) => {
  const m = /^user:(\d+)$/.exec(passthrough ?? '');
  return m ? Number(m[1]) : null;
};

/** Mux Video over its REST API: direct uploads, assets, and signed playback (RS256 JWTs). */
export function createMuxHost(opts: MuxOptions): VideoHost {
  const doFetch = opts.fetch ?? fetch;
  const auth = `Basic ${Buffer.from(`${opts.tokenId}:${opts.tokenSecret}`).toString('base64')}`;
  let key: KeyObject | null = null;
  const signingKey = () => {
    if (!key) {
      const pem = opts.signingKeyPrivate.includes('BEGIN')
        ? opts.signingKeyPrivate
        : Buffer.from(opts.signingKeyPrivate, 'base64').toString('utf8');
      key = createPrivateKey(pem);
    }
    return key;
  };

  async function call<T>(method: string, path: string, body?: object): Promise<T | null> {
    const res = await doFetch(`${opts.apiUrl}${path}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status === 404) return null;
    const json = (await res.json().catch(() => ({}))) as { data?: T; error?: { messages?: string[] } };
    if (!res.ok)
      throw new MuxError(res.status, json.error?.messages?.join(' ') ?? `Mux answered ${res.status}`);
    return json.data ?? null;
  }

  const token = (
    playbackId: string,
    aud: 'v' | 't',
    ttlSeconds: number,
    extra: Record<string, unknown> = {},
  ) =>
    new SignJWT({ ...extra })
      .setProtectedHeader({ alg: 'RS256', kid: opts.signingKeyId })
      .setSubject(playbackId)
      .setAudience(aud)
      .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
      .sign(signingKey());

  async function asset(assetId: string, upload?: MuxUpload): Promise<HostAsset | null> {
    const a = await call<MuxAsset>('GET', `/video/v1/assets/${encodeURIComponent(assetId)}`);
    if (!a) return null;
    return {
      assetId: a.id,
      status: statusOf(a.status),
      playbackIds: a.playback_ids ?? [],
      durationSeconds: a.duration ?? null,
      error: a.errors?.messages?.join(' ') ?? null,
      ownerId: ownerOf(a.passthrough ?? upload?.new_asset_settings?.passthrough),
    };
  }

  return {
    kind: 'mux',
    async createUpload({ ownerId, origin }) {
      const upload = await call<MuxUpload>('POST', '/video/v1/uploads', {
        cors_origin: origin,
        new_asset_settings: { playback_policy: ['signed'], passthrough: `user:${ownerId}` },
      });
      if (!upload?.url) throw new MuxError(502, 'Mux did not return an upload address.');
      return { id: upload.id, url: upload.url, protocol: 'put' };
    },
    async getAsset(id) {
      // An id is either a direct upload (before the asset exists) or an asset.
      const upload = await call<MuxUpload>('GET', `/video/v1/uploads/${encodeURIComponent(id)}`);
      if (!upload) return asset(id);
      if (upload.asset_id) return asset(upload.asset_id, upload);
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
      return `${opts.streamUrl}/${playbackId}.m3u8?token=${await token(playbackId, 'v', ttlSeconds)}`;
    },
    async thumbnailUrl(playbackId, ttlSeconds, durationSeconds) {
      const at =
        durationSeconds && durationSeconds < thumbnailAtSeconds ? durationSeconds / 2 : thumbnailAtSeconds;
      const t = await token(playbackId, 't', ttlSeconds, {
        time: at,
        width: thumbnailSize.width,
        height: thumbnailSize.height,
        fit_mode: 'smartcrop',
      });
      return `${opts.imageUrl ?? 'https://image.mux.com'}/${playbackId}/thumbnail.jpg?token=${t}`;
    },
  };
}
