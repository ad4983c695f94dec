import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * One uploaded video from the first tus byte to its HLS renditions. The asset id is also
 * the tus upload id; the playback id is what players and catalog rows refer to.
 */
export const videoAssets = pgTable(
  'video_assets',
  {
    id: serial('id').primaryKey(),
    assetId: text('asset_id').notNull().unique(),
    playbackId: text('playback_id').notNull().unique(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['ffmpeg', 'mux'] })
      .notNull()
      .default('ffmpeg'),
    status: text('status', { enum: ['uploading', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('uploading'),
    error: text('error'),
    fileName: text('file_name'),
    uploadLength: bigint('upload_length', { mode: 'number' }),
    uploadOffset: bigint('upload_offset', { mode: 'number' }).notNull().default(0),
    /** Storage key of the original file, kept so a failed transcode can be retried. */
    sourceKey: text('source_key'),
    /** Storage prefix of the HLS files (`hls/<playback id>`). */
    hlsPrefix: text('hls_prefix'),
    thumbnailKey: text('thumbnail_key'),
    durationSeconds: doublePrecision('duration_seconds'),
    renditions:
      jsonb('renditions').$type<Array<{ name: string; width: number; height: number; bandwidth: number }>>(),
    attempts: integer('attempts').notNull().default(0),
    /** How far the transcode has come (0-100) while processing; 100 once ready, null before it starts. */
    progressPercent: integer('progress_percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('video_assets_owner_idx').on(t.ownerId, t.createdAt)],
);
