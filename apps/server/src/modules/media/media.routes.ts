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
import { storeImage } from './images';
import * as media from './media.service';
import { deniedFor, mayPlay, verifyPlayback, viewerOf } from './playback';
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
      handler: (req) => media.playback(ctx, req.auth, req.params.playbackId),
    });
    app.get('/media/hls/:playbackId/:token/*', {
      config: { access: 'public' },
      schema: { tags, hide: true },
      handler: async (req, reply) => {
        const { playbackId, token } = req.params as { playbackId: string; token: string; '*': string };
        const rest = (req.params as { '*': string })['*'];
        const grant = verifyPlayback(ctx, playbackId, token);
        // The entitlement is checked on every playlist and segment, not only when the page loads.
        const viewer = await viewerOf(ctx, grant.userId);
        if (!(await mayPlay(ctx, viewer, playbackId))) throw deniedFor(viewer);
        const key = `hls/${playbackId}/${rest}`;
        if (!isSafeKey(key)) throw AppError.notFound();
        const maxAge = Math.max(
          0,
          Math.min(3600, Math.floor((grant.expiresAt - ctx.config.now().getTime()) / 1000)),
        );
        return sendStored(req, reply, ctx.storage, key, `private, max-age=${maxAge}`);
      },
    });
  };
}
