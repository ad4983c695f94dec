import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { videos } from './catalog';

export const liveStatuses = ['waiting', 'live', 'ended'] as const;
export const liveProviders = ['embedded', 'mux'] as const;
/** Where a stream's replay stands: its recording is being made into a video, is one, or could not be. */
export const liveReplayStatuses = ['preparing', 'ready', 'failed'] as const;

/**
 * One broadcast. It waits for the broadcaster's video, turns live when the first segment
 * is playable (members are told once, at that moment) and ends when the input stops or an
 * admin ends it. At most one stream is waiting or live at a time.
 */
export const livestreams = pgTable(
  'livestreams',
  {
    id: serial('id').primaryKey(),
    hostId: integer('host_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set at Go Live; shown to viewers, in the dashboard and on replays. */
    title: text('title').notNull().default(''),
    status: text('status', { enum: liveStatuses }).notNull().default('waiting'),
    provider: text('provider', { enum: liveProviders }).notNull(),
    /** The provider's id of the input (Mux live stream id; ours for the embedded ingest). */
    providerStreamId: text('provider_stream_id').notNull(),
    /** Secret: whoever has it can broadcast. Only admins read it. */
    streamKey: text('stream_key').notNull(),
    playbackId: text('playback_id').notNull(),
    peakViewers: integer('peak_viewers').notNull().default(0),
    /** Why it ended when not by an admin (input stopped, ingest failed). */
    endReason: text('end_reason'),
    /** The video its recording became when it ended (unpublished until an admin publishes it). */
    replayVideoId: integer('replay_video_id').references(() => videos.id, { onDelete: 'set null' }),
    /** Null when nothing is made of the recording (never live, or a provider without replays). */
    replayStatus: text('replay_status', { enum: liveReplayStatuses }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('livestreams_playback_idx').on(t.playbackId),
    // The database itself keeps "one running stream", whichever process asks.
    uniqueIndex('livestreams_one_active_idx').on(t.provider).where(sql`${t.status} in ('waiting', 'live')`),
    index('livestreams_created_idx').on(t.createdAt),
  ],
);

export const livestreamComments = pgTable(
  'livestream_comments',
  {
    id: serial('id').primaryKey(),
    livestreamId: integer('livestream_id')
      .notNull()
      .references(() => livestreams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('livestream_comments_stream_idx').on(t.livestreamId, t.id)],
);

/** Who watched when: one row per member and stream, refreshed by the viewer-count poll. */
export const livestreamViewers = pgTable(
  'livestream_viewers',
  {
    livestreamId: integer('livestream_id')
      .notNull()
      .references(() => livestreams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.livestreamId, t.userId] }),
    index('livestream_viewers_seen_idx').on(t.livestreamId, t.lastSeenAt),
  ],
);
