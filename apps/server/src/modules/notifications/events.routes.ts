import type { LiveEvent } from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { verifyAccessToken } from '../auth/tokens';
import { membersChannel, userChannel } from './live';
import * as repo from './notifications.repo';

const heartbeatMs = 25_000;

/**
 * GET /v1/events: a server-sent events stream of the signed-in member's live events.
 * EventSource cannot send headers, so the access token may come as `?access_token=`;
 * the route is declared public for that reason and checks the token itself: no token,
 * or a bad one, answers 401 like any member route.
 */
export function eventRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const open = new Set<{ end: () => void }>();
    // Open streams never go idle; end them first so the server can close.
    app.addHook('preClose', async () => {
      for (const stream of open) stream.end();
    });
    app.get('/events', {
      config: { access: 'public' },
      // The request line carries the access token: keep it out of the info-level request logs.
      logLevel: 'warn',
      schema: {
        tags: ['notifications'],
        querystring: z.object({ access_token: z.string().optional() }),
      },
      handler: async (req, reply) => {
        const header = req.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
        const token = req.query.access_token ?? header;
        if (!token) throw AppError.unauthorized();
        const auth = await verifyAccessToken(ctx.config, token);

        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': req.id,
        });
        const send = (event: LiveEvent) => {
          if (!res.writableEnded) res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
        };
        const sendUnread = async () => {
          send({ type: 'unread', unread_count: await repo.unreadCount(ctx.db, auth.userId) });
        };
        const onError = (err: unknown) => req.log.warn({ err }, 'events stream update failed');

        let closed = false;
        let heartbeat: NodeJS.Timeout | undefined;
        const unsubscribers: Array<() => Promise<void>> = [];
        const stream = { end: () => res.end() };
        open.add(stream);
        res.on('close', () => {
          closed = true;
          open.delete(stream);
          clearInterval(heartbeat);
          for (const unsubscribe of unsubscribers.splice(0)) unsubscribe().catch(onError);
        });

        const subscriptions = await Promise.all([
          ctx.pubsub.subscribe(userChannel(auth.userId), (message) => {
            try {
              send(JSON.parse(message) as LiveEvent);
            } catch (err) {
              onError(err);
            }
          }),
          ctx.pubsub.subscribe(membersChannel, () => {
            sendUnread().catch(onError);
          }),
        ]);
        if (closed) {
          for (const unsubscribe of subscriptions) await unsubscribe().catch(onError);
          return;
        }
        unsubscribers.push(...subscriptions);
        res.write('retry: 5000\n\n');
        await sendUnread().catch(onError);
        heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
      },
    });
  };
}
