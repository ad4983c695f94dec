import { z } from 'zod';
import { msg } from './messages';

/** Seconds between two viewer-count polls (spec 002 §9); each poll also says "still watching". */
export const liveViewerPollMs = 5000;
/** A member counts as watching when seen within this many seconds (three missed polls). */
export const liveViewerWindowSeconds = 15;
export const liveCommentMaxLength = 500;
export const liveTitleMaxLength = 120;
/** Browser broadcast: MediaRecorder hands over a chunk this often, each at most this large. */
export const liveBrowserChunkMs = 1000;
export const liveBrowserChunkMaxBytes = 5_000_000;
/** The files of a live stream's embedded HLS output: its playlist and numbered segments. */
export const liveFilePattern = /^(index\.m3u8|seg_\d{1,6}\.ts)$/;

export const liveStatuses = ['waiting', 'live', 'ended'] as const;
export type LiveStatus = (typeof liveStatuses)[number];

/** GET current livestream (spec 002 §7): the stream that is live now. */
export const CurrentLivestreamSchema = z.object({
  livestream_id: z.number().int(),
  /** Set at Go Live; shown above the player. */
  title: z.string(),
  playback_id: z.string(),
  status: z.enum(liveStatuses),
  host_name: z.string(),
  started: z.string().nullable(),
});
export type CurrentLivestream = z.infer<typeof CurrentLivestreamSchema>;

/**
 * GET livestream status (record 230): always 200, so the viewer page can poll it without a
 * failed request when nothing is live; then `live` is false with the no-livestream message.
 */
export const LivestreamNowSchema = z.object({
  live: z.boolean(),
  msg: z.string().optional(),
  data: CurrentLivestreamSchema.nullable(),
});
export type LivestreamNow = z.infer<typeof LivestreamNowSchema>;

/**
 * POST Go Live: the stream's title. Optional for clients that send no body (then the stream
 * is called "Live from the <brand> kitchen"); when sent, it must say something.
 */
export const GoLiveTitleSchema = z
  .string({ error: msg.liveTitleRequired })
  .trim()
  .min(1, { error: msg.liveTitleRequired, abort: true })
  .max(liveTitleMaxLength, msg.liveTitleTooLong);
export const GoLiveBodySchema = z.object({ title: GoLiveTitleSchema.optional() }).nullish();
export type GoLiveBody = z.infer<typeof GoLiveBodySchema>;
/** The studio's Go Live form, where the title is required. */
export const GoLiveFormSchema = z.object({ title: GoLiveTitleSchema });

/** POST livestream comment: `stream_id`, `text`, `user`. The server takes the user from the token. */
export const NewLiveCommentSchema = z.object({
  stream_id: z.coerce.number({ error: msg.liveNoStream }).int().positive(),
  text: z
    .string({ error: msg.liveEnterComment })
    .trim()
    .min(1, { error: msg.liveEnterComment, abort: true })
    .max(liveCommentMaxLength, msg.liveCommentTooLong),
  /** Sent by the spec's client; ignored (the author is the signed-in caller). */
  user: z.unknown().optional(),
});
export type NewLiveComment = z.infer<typeof NewLiveCommentSchema>;

export const LiveCommentSchema = z.object({
  id: z.number().int(),
  stream_id: z.number().int(),
  text: z.string(),
  user: z.number().int(),
  user_details: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    profile_image: z.string().nullable(),
  }),
  created: z.string(),
});
export type LiveComment = z.infer<typeof LiveCommentSchema>;

export const LiveCommentActionSchema = z.object({ msg: z.string(), data: LiveCommentSchema });

/** GET viewers count: `data.data` is a list with `viewers` (spec 002 §3, §7). */
export const LiveViewersSchema = z.object({
  data: z.array(z.object({ livestream_id: z.number().int(), viewers: z.number().int() })),
});
export type LiveViewers = z.infer<typeof LiveViewersSchema>;

export const liveReplayStatuses = ['preparing', 'ready', 'failed'] as const;
export type LiveReplayStatus = (typeof liveReplayStatuses)[number];

/**
 * What became of an ended stream's recording (record 523): being made into a video, a draft
 * video the admin edits and publishes in the content tools, or a failure.
 */
export const LiveReplaySchema = z.object({
  status: z.enum(liveReplayStatuses),
  /** The replay video, once its media is playable. */
  video_id: z.number().int().nullable(),
  is_publish: z.boolean(),
});
export type LiveReplay = z.infer<typeof LiveReplaySchema>;

/** A livestream as the admin studio and dashboard see it (stream key included). */
export const AdminLivestreamSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(liveStatuses),
  provider: z.enum(['embedded', 'mux']),
  playback_id: z.string(),
  /** Where the broadcasting software sends the stream, and its secret key. Null once ended. */
  ingest_url: z.string().nullable(),
  stream_key: z.string().nullable(),
  host_name: z.string(),
  created: z.string(),
  started: z.string().nullable(),
  ended: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  viewers: z.number().int(),
  peak_viewers: z.number().int(),
  comment_count: z.number().int(),
  /** Null while running, and when nothing was recorded (the stream never went live). */
  replay: LiveReplaySchema.nullable(),
});
export type AdminLivestream = z.infer<typeof AdminLivestreamSchema>;

export const AdminLivestreamActionSchema = z.object({ msg: z.string(), data: AdminLivestreamSchema });
export const AdminCurrentLivestreamSchema = z.object({ data: AdminLivestreamSchema.nullable() });

/** Events of one livestream over GET /v1/livestream/events/{id}/ (server-sent events). */
export type LivestreamEvent =
  | { type: 'comment'; comment: LiveComment }
  | { type: 'status'; livestream_id: number; status: LiveStatus }
  | { type: 'viewers'; livestream_id: number; viewers: number };

/** Answer to one chunk of a browser broadcast (POST .../streams/{id}/browser/). */
export const BrowserChunkAckSchema = z.object({
  index: z.number().int(),
  /** A chunk already taken (a retry): ignored. */
  duplicate: z.boolean(),
  status: z.enum(liveStatuses),
});
export type BrowserChunkAck = z.infer<typeof BrowserChunkAckSchema>;
