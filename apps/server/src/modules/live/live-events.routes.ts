import { endpoints, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { eventStreamToken, openEventStream } from '../../http/event-stream';
import { verifyAccessToken } from '../auth/accounts.service';
import * as repo from './live.repo';
import { streamChannel } from './live.service';

const heartbeatMs = 25_000;

/**
 * GET /v1/livestream/events/{id}/: a server-sent events stream of one livestream's new
 * comments and status changes, fanned out through pub/sub so any API process serves any
 * viewer. EventSource cannot send headers, so the access token may come as
 * `?access_token=` (as for /v1/events); the route checks it itself.
 */
export function liveEventRoutes(ctx: AppContext) {
  const open = new Set<{ end: () => void }>();
  return serve(
    'livestream',
    endpoints.liveEvents,
    {
      stream: {
        // The request line carries the access token: keep it out of the info-level request logs.
        logLevel: 'warn',
        handler: async (req, reply) => {
          await verifyAccessToken(ctx.config, eventStreamToken(req));
          const row = await repo.findById(ctx.db, req.params.id);
          if (!row) throw AppError.notFound(msg.liveNoStream);

          const res = openEventStream(req, reply);
          let closed = false;
          let heartbeat: NodeJS.Timeout | undefined;
          let unsubscribe: (() => Promise<void>) | null = null;
          const stream = { end: () => res.end() };
          open.add(stream);
          const onError = (err: unknown) => req.log.warn({ err }, 'livestream events stream failed');
          res.on('close', () => {
            closed = true;
            open.delete(stream);
            clearInterval(heartbeat);
            unsubscribe?.().catch(onError);
          });
          const subscription = await ctx.pubsub.subscribe(streamChannel(row.id), (message) => {
            try {
              const event = JSON.parse(message) as { type: string };
              if (!res.writableEnded) res.write(`event: ${event.type}\ndata: ${message}\n\n`);
            } catch (err) {
              onError(err);
            }
          });
          if (closed) {
            await subscription().catch(onError);
            return;
          }
          unsubscribe = subscription;
          res.write('retry: 5000\n\n');
          // The current status first, so a page that opened late still learns of an end.
          res.write(
            `event: status\ndata: ${JSON.stringify({ type: 'status', livestream_id: row.id, status: row.status })}\n\n`,
          );
          heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
        },
      },
    },
    (scope) => {
      // Open streams never go idle; end them first so the server can close.
      scope.addHook('preClose', async () => {
        for (const stream of open) stream.end();
      });
    },
  );
}
