import type { Readable } from 'node:stream';
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
  liveBrowserChunkMaxBytes,
  msg,
  NewLiveCommentSchema,
  PlaybackSchema,
  pageOf,
  pageQuerySchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { AppError } from '../../http/errors';
import { pageRequest, pageResponse } from '../../http/pagination';
import { liveEventRoutes } from './live.events';
import { liveHlsRoutes } from './live.hls';
import * as live from './live.service';

const id = z.object({ id: z.coerce.number().int().positive() });
const browserQuery = z.object({
  session: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  index: z.coerce.number().int().min(0).max(100_000_000),
});
const browserHeaders = z.object({ 'x-stream-key': z.string({ error: msg.liveBrowserWrongKey }).min(1) });
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

const playbackParams = z.object({ playbackId: z.string().regex(/^[A-Za-z0-9]{8,64}$/) });

/**
 * Livestreams (spec 002 §2.3, §7): members watch the current stream, comment and are
 * counted; admins start a stream (RTMP address and key for the broadcasting software),
 * follow it and end it.
 */
export function liveRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['livestream'];
  const user = { access: 'user' as const };
  const admin = { access: 'admin' as const };
  return async (app) => {
    // Streams left running by a previous start are followed again; inputs stop with the server.
    app.addHook('onReady', () => live.resumeRunning(ctx));
    app.addHook('onClose', () => live.closeIngest(ctx));
    // Browser broadcast chunks arrive as raw bytes, read (and capped) by their route.
    app.addContentTypeParser(['application/octet-stream', 'video/webm'], (_req, payload, done) =>
      done(null, payload),
    );

    app.get('/livestream/current/', {
      config: user,
      schema: { tags, response: { 200: CurrentLivestreamSchema } },
      handler: () => live.current(ctx),
    });
    app.get('/livestream/status/', {
      config: user,
      schema: { tags, response: { 200: LivestreamNowSchema } },
      handler: () => live.status(ctx),
    });
    app.get('/livestream/playback/:playbackId/', {
      config: user,
      schema: { tags, params: playbackParams, response: { 200: PlaybackSchema } },
      handler: (req) => live.playback(ctx, requireAuth(req.auth), req.params.playbackId),
    });
    app.post('/livestream/comments/', {
      config: user,
      schema: { tags, body: NewLiveCommentSchema, response: { 201: LiveCommentActionSchema } },
      handler: async (req, reply) =>
        reply.status(201).send(await live.addComment(ctx, requireAuth(req.auth), req.body)),
    });
    app.get('/livestream/comments/:id/', {
      config: user,
      schema: {
        tags,
        params: id,
        querystring: pageQuerySchema,
        response: { 200: pageOf(LiveCommentSchema) },
      },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const { count, results } = await live.listComments(ctx, req.params.id, page);
        return pageResponse(req, page, count, results);
      },
    });
    app.get('/livestream/viewers/:id/', {
      config: user,
      schema: { tags, params: id, response: { 200: LiveViewersSchema } },
      handler: (req) => live.viewers(ctx, requireAuth(req.auth), req.params.id),
    });

    app.get('/livestream/admin/current/', {
      config: admin,
      schema: { tags, response: { 200: AdminCurrentLivestreamSchema } },
      handler: () => live.adminCurrent(ctx),
    });
    app.post('/livestream/admin/streams/', {
      config: admin,
      schema: {
        tags,
        body: GoLiveBodySchema,
        response: { 200: AdminLivestreamActionSchema, 201: AdminLivestreamActionSchema },
      },
      handler: async (req, reply) => {
        const { created, body } = await live.goLive(ctx, requireAuth(req.auth), req.body);
        return reply.status(created ? 201 : 200).send(body);
      },
    });
    app.get('/livestream/admin/streams/', {
      config: admin,
      schema: { tags, querystring: pageQuerySchema, response: { 200: pageOf(AdminLivestreamSchema) } },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const { count, results } = await live.listAll(ctx, page);
        return pageResponse(req, page, count, results);
      },
    });
    app.post('/livestream/admin/streams/:id/end/', {
      config: admin,
      schema: { tags, params: id, response: { 200: AdminLivestreamActionSchema } },
      handler: (req) => live.end(ctx, req.params.id),
    });

    app.post('/livestream/admin/streams/:id/browser/', {
      config: admin,
      schema: {
        tags,
        params: id,
        querystring: browserQuery,
        headers: browserHeaders,
        response: { 200: BrowserChunkAckSchema },
      },
      handler: async (req) => {
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
    });

    await app.register(liveHlsRoutes(ctx));
    await app.register(liveEventRoutes(ctx));
  };
}
