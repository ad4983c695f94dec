import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type endpoints, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { Handler } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { liveOutRoot } from '../../platform/live';
import { verifyPlayback, viewerOf } from '../media/playback.service';
import * as repo from './live.repo';

/**
 * GET /v1/livestream/hls/<playback id>/<token>/<file>: the embedded ingest's live playlist
 * and segments. The token (signed, expiring, bound to the viewer, as for videos) sits in the
 * path so the playlist's relative segment names carry it. Every request checks the token,
 * that the viewer's account is still active and that the stream is still live. The playlist
 * changes every segment and is never cached. (Entry `live.hlsFile`, served with the live group.)
 */
export function liveHlsFile(ctx: AppContext): Handler<typeof endpoints.live.hlsFile> {
  return async (req, reply) => {
    const { playbackId, token, file } = req.params;
    const grant = verifyPlayback(ctx, playbackId, token);
    if (!(await viewerOf(ctx, grant.userId))) throw AppError.forbidden(msg.playbackLinkInvalid);
    const row = await repo.findByPlaybackId(ctx.db, playbackId);
    if (row?.status !== 'live' || row.provider !== 'embedded') throw AppError.notFound(msg.liveNoStream);
    const full = path.join(liveOutRoot(ctx.config), playbackId, file);
    if (file.endsWith('.m3u8')) {
      // ffmpeg rewrites the playlist every segment: read it whole, never cache it.
      const text = await readFile(full).catch(() => null);
      if (!text) throw AppError.notFound();
      reply.header('cache-control', 'no-store');
      return reply.type('application/vnd.apple.mpegurl').send(text);
    }
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) throw AppError.notFound();
    reply.header('cache-control', 'private, max-age=60');
    reply.header('content-length', String(info.size));
    return reply.type('video/mp2t').send(createReadStream(full));
  };
}
