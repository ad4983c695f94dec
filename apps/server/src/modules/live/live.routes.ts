import type { Readable } from 'node:stream';
import { endpoints, liveBrowserChunkMaxBytes, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { type ModuleRoutes, serve } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as live from './live.service';
import { liveEventRoutes } from './live-events.routes';
import { liveHlsFile } from './live-hls';

/** WebM files start with the EBML magic number. */
const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** Reads a raw body up to `max` bytes; larger answers 413 without reading the rest. */
async function readChunk(body: Readable | undefined, declared: string | undefined, max: number) {
  if (declared && Number(declared) > max) throw AppError.tooLarge(msg.liveBrowserChunkTooLarge);
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of body ?? []) {
    size += (part as Buffer).length;
    if (size > max) throw AppError.tooLarge(msg.liveBrowserChunkTooLarge);
    parts.push(part as Buffer);
  }
  return Buffer.concat(parts);
}

/**
 * Livestreams (spec 002 §2.3, §7): members watch the current stream, comment and are
 * counted; admins start a stream (RTMP address and key for the broadcasting software),
 * follow it and end it.
 */
export function liveRoutes(ctx: AppContext): ModuleRoutes {
  const routes = serve(
    'livestream',
    endpoints.live,
    {
      current: () => live.current(ctx),
      status: () => live.status(ctx),
      playback: (req) => live.playback(ctx, requireAuth(req.auth), req.params.playbackId),
      addComment: (req) => live.addComment(ctx, requireAuth(req.auth), req.body),
      listComments: async (req) => {
        const page = pageRequest(req.query.page);
        const { count, results } = await live.listComments(ctx, req.params.id, page);
        return pageResponse(req, page, count, results);
      },
      viewers: (req) => live.viewers(ctx, requireAuth(req.auth), req.params.id),
      adminCurrent: () => live.adminCurrent(ctx),
      goLive: async (req, reply) => {
        const { created, body } = await live.goLive(ctx, requireAuth(req.auth), req.body);
        reply.status(created ? 201 : 200);
        return body;
      },
      listStreams: async (req) => {
        const page = pageRequest(req.query.page);
        const { count, results } = await live.listAll(ctx, page);
        return pageResponse(req, page, count, results);
      },
      endStream: (req) => live.end(ctx, req.params.id),
      browserChunk: async (req) => {
        const data = await readChunk(
          req.body as Readable | undefined,
          req.headers['content-length'],
          liveBrowserChunkMaxBytes,
        );
        if (!data.length || (req.query.index === 0 && !data.subarray(0, 4).equals(ebml))) {
          throw AppError.invalid(msg.liveBrowserNotWebm);
        }
        return live.browserChunk(ctx, req.params.id, req.headers['x-stream-key'], {
          session: req.query.session,
          index: req.query.index,
          data,
        });
      },
      // The path carries the playback token: keep it out of the info-level request logs.
      hlsFile: { handler: liveHlsFile(ctx), logLevel: 'warn' },
    },
    (scope) => {
      // Streams left running by a previous start are followed again; inputs stop with the server.
      scope.addHook('onReady', () => live.resumeRunning(ctx));
      scope.addHook('onClose', () => live.closeIngest(ctx));
      // Browser broadcast chunks arrive as raw bytes, read (and capped) by their route.
      scope.addContentTypeParser(['application/octet-stream', 'video/webm'], (_req, payload, done) =>
        done(null, payload),
      );
    },
  );
  return async (app) => {
    await routes(app);
    await app.register(liveEventRoutes(ctx));
  };
}
