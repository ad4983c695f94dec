import { endpoints, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { type ModuleRoutes, serve } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { sendStored } from '../../platform/storage';
import { isSafeKey } from '../../platform/storage/storage';
import { hlsRoutes } from './hls.routes';
import { storeImage } from './images.service';
import * as media from './media.service';
import { tusRoutes } from './tus.routes';

/** Prefixes anyone may fetch; originals and HLS files are never served from here. */
const publicPrefixes = ['images/', 'thumbnails/'];

export function mediaRoutes(ctx: AppContext): ModuleRoutes {
  // The Mux webhook entry is served by the mux module (it reaches live streams too).
  const { muxWebhook: _servedByMux, ...entries } = endpoints.media;
  const routes = serve('media', entries, {
    uploadImage: async (req) => {
      const file = await req.file();
      if (!file) throw AppError.invalid(msg.imageRequired, { image: msg.imageRequired });
      return storeImage(ctx, { data: await file.toBuffer(), field: file.fieldname, by: req.auth?.userId });
    },
    file: async (req, reply) => {
      const key = (req.params as { '*': string })['*'];
      if (!isSafeKey(key) || !publicPrefixes.some((p) => key.startsWith(p))) throw AppError.notFound();
      // Keys are never reused, so a stored file can be cached for a year.
      return sendStored(req, reply, ctx.storage, key, 'public, max-age=31536000, immutable');
    },
    uploadUrl: (req) => media.uploadUrl(ctx, req.auth),
    getVideo: (req) => media.getAsset(ctx, req.auth, req.params.assetId),
    retryVideo: (req) => media.retryAsset(ctx, req.auth, req.params.assetId),
    // A signed address for this viewer: no cache may keep it (decision 403).
    playback: (req, reply) => {
      reply.header('cache-control', 'private, no-store');
      return media.playback(ctx, req.auth, req.params.playbackId);
    },
  });
  return async (app) => {
    await app.register(tusRoutes(ctx));
    await routes(app);
    await app.register(hlsRoutes(ctx));
  };
}
