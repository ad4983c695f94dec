import type { VideoStatus } from '@simmer/contracts';

export interface HostUpload {
  id: string;
  /** Where the page sends the file (tus endpoint, or the host's signed PUT address). */
  url: string;
  protocol: 'tus' | 'put';
}

export interface HostAsset {
  assetId: string;
  status: VideoStatus;
  playbackIds: Array<{ id: string; policy: 'public' | 'signed' }>;
  durationSeconds: number | null;
  error: string | null;
  /** Who uploaded it (the id the upload was created for). */
  ownerId: number | null;
}

/**
 * The video host: the embedded ffmpeg pipeline or Mux, chosen by VIDEO_PROVIDER. Both give
 * an upload address, asset and playback ids, and signed, expiring playback addresses.
 */
export interface VideoHost {
  kind: 'ffmpeg' | 'mux';
  createUpload(input: { ownerId: number; origin: string }): Promise<HostUpload>;
  /** The asset behind an upload id or an asset id; null when the host does not know it. */
  getAsset(id: string): Promise<HostAsset | null>;
  signedPlaybackUrl(playbackId: string, viewerId: number, ttlSeconds: number): Promise<string>;
  thumbnailUrl(
    playbackId: string,
    ttlSeconds: number,
    durationSeconds?: number | null,
  ): Promise<string | null>;
}
