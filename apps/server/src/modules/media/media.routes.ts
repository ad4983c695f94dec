import {
  ActionSchema,
  msg,
  PlaybackSchema,
  StoredImageSchema,
  UploadUrlSchema,
  VideoAssetSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { sendStored } from '../../platform/storage';
import { isSafeKey } from '../../platform/storage/storage';
import { hlsRoutes } from './hls.routes';
import { storeImage } from './images';
import * as media from './media.service';
import { handleMuxWebhook } from './mux-webhook';
import { tusRoutes } from './tus.routes';

/** Prefixes anyone may fetch; originals and HLS files are never served from here. */
const publicPrefixes = ['images/', 'thumbnails/'];

export function mediaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['media'];
  const assetParams = z.object({ assetId: z.string().regex(/^[A-Za-z0-9]{8,64}$/) });
  const playbackParams = z.object({ playbackId: z.string().regex(/^[A-Za-z0-9]{8,64}$/) });
  return async (app) => {
    await app.register(tusRoutes(ctx));

    app.post('/media/images/', {
      config: { access: 'user' },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: StoredImageSchema } },
      handler: async (req, reply) => {
        const file = await req.file();
        if (!file) throw AppError.invalid(msg.imageRequired, { image: msg.imageRequired });
        const stored = await storeImage(ctx, { data: await file.toBuffer(), field: file.fieldname });
        return reply.status(201).send(stored);
      },
    });
    app.get('/media/files/*', {
      config: { access: 'public' },
      schema: { tags, hide: true },
      handler: async (req, reply) => {
        const key = (req.params as { '*': string })['*'];
        if (!isSafeKey(key) || !publicPrefixes.some((p) => key.startsWith(p))) throw AppError.notFound();
        // Keys are never reused, so a stored file can be cached for a year.
        return sendStored(req, reply, ctx.storage, key, 'public, max-age=31536000, immutable');
      },
    });

    app.get('/media/upload-url/', {
      config: { access: 'user' },
      schema: { tags, response: { 200: UploadUrlSchema } },
      handler: async (req) => media.uploadUrl(ctx, req.auth),
    });
    app.get('/media/videos/:assetId/', {
      config: { access: 'user' },
      schema: { tags, params: assetParams, response: { 200: VideoAssetSchema } },
      handler: (req) => media.getAsset(ctx, req.auth, req.params.assetId),
    });
    app.post('/media/videos/:assetId/retry/', {
      config: { access: 'user' },
      schema: { tags, params: assetParams, response: { 200: ActionSchema } },
      handler: (req) => media.retryAsset(ctx, req.auth, req.params.assetId),
    });

    app.get('/media/playback/:playbackId/', {
      config: { access: 'public' },
      schema: { tags, params: playbackParams, response: { 200: PlaybackSchema } },
      // A signed address for this viewer: no cache may keep it (decision 403).
      handler: (req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return media.playback(ctx, req.auth, req.params.playbackId);
      },
    });
    await app.register(hlsRoutes(ctx));

    await app.register(async (hooks) => {
      // The signature covers the exact bytes Mux sent, so this route keeps the raw body.
      hooks.removeAllContentTypeParsers();
      hooks.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
      hooks.post('/media/mux/webhook/', {
        config: { access: 'public' },
        schema: { tags, hide: true },
        handler: (req) => handleMuxWebhook(ctx, typeof req.body === 'string' ? req.body : '', req.headers),
      });
    });
  };
}
