import path from 'node:path';
import { text } from 'node:stream/consumers';
import { msg } from '@simmer/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { sendStored } from '../../platform/storage';
import { isSafeKey } from '../../platform/storage/storage';
import { rewritePlaylist } from './hls-playlist';
import { deniedFor, mayPlay, verifyPlayback, viewerOf } from './playback.service';
import { segmentCacheControl, signSegments, verifySegments } from './segment-token';

/** Where segments are served from: `<segmentsRoute>/<playback id>/<segment token>/<path>`. */
export const segmentsRoute = '/v1/media/segments';

export interface HlsFile {
  playbackId: string;
  token: string;
  /** The file's path inside the video's HLS folder (`master.m3u8`, `240p/seg_000.ts`). */
  file: string;
}

const isPlaylistFile = (file: string) => file.endsWith('.m3u8');

/**
 * A playlist for one viewer (decision 403): the viewer's signed token is checked, the
 * viewer reloaded and the entitlement checked on every playlist; segment addresses inside
 * carry the video's current segment token. Never stored by any cache.
 */
export async function sendPlaylist(ctx: AppContext, reply: FastifyReply, f: HlsFile) {
  const grant = verifyPlayback(ctx, f.playbackId, f.token);
  // Segments are no longer served under a viewer's token: a player holding an older
  // playlist gets the 403 on which it asks for a fresh address.
  if (!isPlaylistFile(f.file)) throw AppError.forbidden(msg.playbackLinkExpired);
  const key = `hls/${f.playbackId}/${f.file}`;
  if (!isSafeKey(key)) throw AppError.notFound();
  const viewer = await viewerOf(ctx, grant.userId);
  if (!(await mayPlay(ctx, viewer, f.playbackId))) throw deniedFor(viewer);
  const stored = await ctx.storage.read(key);
  if (!stored) throw AppError.notFound();
  const dir = path.posix.dirname(f.file);
  const segmentBase = `${segmentsRoute}/${f.playbackId}/${signSegments(ctx.config, f.playbackId)}`;
  const body = rewritePlaylist(await text(stored), dir === '.' ? '' : dir, segmentBase);
  return reply.header('cache-control', 'private, no-store').type('application/vnd.apple.mpegurl').send(body);
}

/**
 * A segment (or init section or key) under the video's segment token: the same address for
 * every entitled viewer, answered `public` so a shared cache serves it to all of them. No
 * database query: the token alone says the address came from an entitled playlist.
 */
export async function sendSegment(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, f: HlsFile) {
  const { expiresAt } = verifySegments(ctx.config, f.playbackId, f.token);
  const key = `hls/${f.playbackId}/${f.file}`;
  // Playlists only come per viewer, through the entitlement check.
  if (isPlaylistFile(f.file) || !isSafeKey(key)) throw AppError.notFound();
  return sendStored(req, reply, ctx.storage, key, segmentCacheControl(ctx.config, expiresAt));
}
