import { z } from 'zod';
import { ActionSchema } from '../common';
import { endpoint } from '../endpoint';
import { PlaybackSchema, StoredImageSchema, UploadUrlSchema, VideoAssetSchema } from '../media';

const providerId = z.string().regex(/^[A-Za-z0-9]{8,64}$/);
const assetParams = z.object({ assetId: providerId });
const playbackParams = z.object({ playbackId: providerId });

/**
 * Images, stored files, video assets and their playback addresses. Uploads of video bytes go
 * through the `tus` group, HLS playlists and segments through the `hls` group.
 */
export const mediaEndpoints = {
  uploadImage: endpoint({
    method: 'POST',
    path: '/media/images/',
    access: 'user',
    body: 'multipart',
    status: 201,
    response: StoredImageSchema,
  }),
  /** A stored image or thumbnail (`images/…`, `thumbnails/…`); originals and HLS files are not served here. */
  file: endpoint({
    method: 'GET',
    path: '/media/files/*',
    access: 'public',
    hide: true,
    response: 'stream',
  }),
  uploadUrl: endpoint({
    method: 'GET',
    path: '/media/upload-url/',
    access: 'user',
    response: UploadUrlSchema,
  }),
  getVideo: endpoint({
    method: 'GET',
    path: '/media/videos/:assetId/',
    access: 'user',
    params: assetParams,
    response: VideoAssetSchema,
  }),
  retryVideo: endpoint({
    method: 'POST',
    path: '/media/videos/:assetId/retry/',
    access: 'user',
    params: assetParams,
    response: ActionSchema,
  }),
  /** A signed address for this viewer (decision 403). */
  playback: endpoint({
    method: 'GET',
    path: '/media/playback/:playbackId/',
    access: 'public',
    params: playbackParams,
    response: PlaybackSchema,
  }),
  /** Mux's signed events: the signature covers the exact bytes, so the body stays raw. */
  muxWebhook: endpoint({
    method: 'POST',
    path: '/media/mux/webhook/',
    access: 'public',
    hide: true,
    body: 'raw',
    response: z.object({ received: z.boolean() }),
  }),
} as const;
