import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import {
  AdminCurrentLivestreamSchema,
  AdminLivestreamActionSchema,
  AdminLivestreamSchema,
  BrowserChunkAckSchema,
  CurrentLivestreamSchema,
  GoLiveBodySchema,
  LiveCommentActionSchema,
  LiveCommentSchema,
  LivestreamNowSchema,
  LiveViewersSchema,
  liveFilePattern,
  NewLiveCommentSchema,
} from '../live';
import { PlaybackSchema } from '../media';
import { msg } from '../messages';

const id = z.object({ id: z.coerce.number().int().positive() });
const playbackId = z.string().regex(/^[A-Za-z0-9]{8,64}$/);

/**
 * Livestreams (spec 002 §2.3, §7): members watch the current stream, comment and are
 * counted; admins start a stream (RTMP address and key for the broadcasting software),
 * follow it and end it. Its events stream is the `liveEvents` group.
 */
export const liveEndpoints = {
  current: endpoint({
    method: 'GET',
    path: '/livestream/current/',
    access: 'user',
    response: CurrentLivestreamSchema,
  }),
  /** The live stream, or `data: null` when nothing is live (200 either way, record 230). */
  status: endpoint({
    method: 'GET',
    path: '/livestream/status/',
    access: 'user',
    response: LivestreamNowSchema,
  }),
  playback: endpoint({
    method: 'GET',
    path: '/livestream/playback/:playbackId/',
    access: 'user',
    params: z.object({ playbackId }),
    response: PlaybackSchema,
  }),
  addComment: endpoint({
    method: 'POST',
    path: '/livestream/comments/',
    access: 'user',
    body: NewLiveCommentSchema,
    status: 201,
    response: LiveCommentActionSchema,
  }),
  listComments: endpoint({
    method: 'GET',
    path: '/livestream/comments/:id/',
    access: 'user',
    params: id,
    query: pageQuerySchema,
    response: pageOf(LiveCommentSchema),
  }),
  /** Spec 002 §4: polled while watching; each poll also counts the member as watching. */
  viewers: endpoint({
    method: 'GET',
    path: '/livestream/viewers/:id/',
    access: 'user',
    params: id,
    response: LiveViewersSchema,
  }),
  adminCurrent: endpoint({
    method: 'GET',
    path: '/livestream/admin/current/',
    access: 'admin',
    permission: 'live',
    response: AdminCurrentLivestreamSchema,
  }),
  /** Go Live: 201 with a new stream, 200 with the one already waiting or live. */
  goLive: endpoint({
    method: 'POST',
    path: '/livestream/admin/streams/',
    access: 'admin',
    permission: 'live',
    body: GoLiveBodySchema,
    response: AdminLivestreamActionSchema,
    responses: { 201: AdminLivestreamActionSchema },
  }),
  listStreams: endpoint({
    method: 'GET',
    path: '/livestream/admin/streams/',
    access: 'admin',
    permission: 'live',
    query: pageQuerySchema,
    response: pageOf(AdminLivestreamSchema),
  }),
  endStream: endpoint({
    method: 'POST',
    path: '/livestream/admin/streams/:id/end/',
    access: 'admin',
    permission: 'live',
    params: id,
    response: AdminLivestreamActionSchema,
  }),
  /** One numbered chunk of the studio's camera broadcast: raw WebM bytes, the stream key in a header. */
  browserChunk: endpoint({
    method: 'POST',
    path: '/livestream/admin/streams/:id/browser/',
    access: 'admin',
    permission: 'live',
    unaudited: 'camera bytes, several a second: going live and ending are audited',
    params: id,
    query: z.object({
      session: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
      index: z.coerce.number().int().min(0).max(100_000_000),
    }),
    headers: z.object({ 'x-stream-key': z.string({ error: msg.liveBrowserWrongKey }).min(1) }),
    body: 'raw',
    response: BrowserChunkAckSchema,
  }),
  /**
   * The embedded ingest's live playlist and segments. The token (signed, expiring, bound to
   * the viewer) sits in the path so the playlist's relative segment names carry it.
   */
  hlsFile: endpoint({
    method: 'GET',
    path: '/livestream/hls/:playbackId/:token/:file',
    access: 'public',
    hide: true,
    params: z.object({
      playbackId,
      token: z.string().max(200),
      file: z.string().regex(liveFilePattern),
    }),
    response: 'stream',
  }),
} as const;
