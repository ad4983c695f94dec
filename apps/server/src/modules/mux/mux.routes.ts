import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { type ModuleRoutes, serve } from '../../http/endpoints';
import { handleMuxWebhook } from './mux-webhook.service';

/** POST media/mux/webhook/: an entry of the media group, served here because it reaches live streams too. */
export function muxRoutes(ctx: AppContext): ModuleRoutes {
  // The signature covers the exact bytes Mux sent, so this route has a scope that keeps the raw body.
  return serve(
    'media',
    { muxWebhook: endpoints.media.muxWebhook },
    { muxWebhook: (req) => handleMuxWebhook(ctx, typeof req.body === 'string' ? req.body : '', req.headers) },
    (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    },
  );
}
