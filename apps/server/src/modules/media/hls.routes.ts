import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sendPlaylist, sendSegment } from './hls';

/**
 * The embedded host's HLS (decision 403): playlists per viewer under
 * `/v1/media/hls/<playback id>/<viewer token>/`, segments shared by every entitled viewer
 * under `/v1/media/segments/<playback id>/<segment token>/`.
 */
export function hlsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['media'];
  const params = z.object({
    playbackId: z.string().regex(/^[A-Za-z0-9]{8,64}$/),
    token: z.string().max(200),
    '*': z.string().max(300),
  });
  const file = (p: z.infer<typeof params>) => ({ playbackId: p.playbackId, token: p.token, file: p['*'] });
  return async (app) => {
    app.get('/media/hls/:playbackId/:token/*', {
      config: { access: 'public' },
      schema: { tags, hide: true, params },
      handler: (req, reply) => sendPlaylist(ctx, reply, file(req.params)),
    });
    app.get('/media/segments/:playbackId/:token/*', {
      config: { access: 'public' },
      schema: { tags, hide: true, params },
      handler: (req, reply) => sendSegment(ctx, req, reply, file(req.params)),
    });
  };
}
