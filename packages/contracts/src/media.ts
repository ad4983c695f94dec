import { z } from 'zod';

/** Image formats accepted anywhere (spec 002 §5): judged by the bytes, not the name. */
export const imageTypes = ['png', 'jpg', 'jpeg'] as const;
export const imageAccept = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/** Sizes every stored image is kept in (longest side, pixels). */
export const imageSizes = { large: 1600, medium: 800, small: 400 } as const;
export type ImageSize = keyof typeof imageSizes;

export const StoredImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sizes: z.record(z.string(), z.string()),
});
export type StoredImage = z.infer<typeof StoredImageSchema>;

export const videoStatuses = ['uploading', 'processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof videoStatuses)[number];

/** Media asset data as the spec names it: asset_id and playback_ids (first used). */
export const VideoAssetSchema = z.object({
  asset_id: z.string(),
  playback_ids: z.array(z.object({ id: z.string(), policy: z.enum(['public', 'signed']) })),
  status: z.enum(videoStatuses),
  /** How far the embedded transcoder has come (0-100; 100 once ready); null when unknown (Mux, not started). */
  progress: z.number().int().min(0).max(100).nullable(),
  error: z.string().nullable(),
  duration: z.number().nullable(),
  thumbnail: z.string().nullable(),
  video_file_name: z.string().nullable(),
  upload_offset: z.number().int(),
  upload_length: z.number().int().nullable(),
  attempts: z.number().int(),
  created: z.string(),
});
export type VideoAsset = z.infer<typeof VideoAssetSchema>;

/** Upload-url info (spec 002 §3): where the page sends the file, and the upload's id. */
export const UploadUrlSchema = z.object({
  url: z.string(),
  id: z.string(),
  protocol: z.enum(['tus', 'put']),
});
export type UploadUrl = z.infer<typeof UploadUrlSchema>;

/** A signed, expiring playback address for one viewer. */
export const PlaybackSchema = z.object({
  playback_id: z.string(),
  url: z.string(),
  expires_at: z.string(),
  thumbnail: z.string().nullable(),
  duration: z.number().nullable(),
});
export type Playback = z.infer<typeof PlaybackSchema>;

/** Seconds into a video where its thumbnail is taken (spec 002 §9); shorter clips use the middle. */
export const thumbnailAtSeconds = 35;
export const thumbnailSize = { width: 400, height: 200 } as const;
/** The spec's chunk size is 5120 bytes; tus uploads use larger chunks of whole mebibytes. */
export const uploadChunkBytes = 5 * 1024 * 1024;
