import { endpoints, type LiveEvent } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { eventStreamToken, openEventStream } from '../../http/event-stream';
import { verifyAccessToken } from '../auth/accounts.service';
import { membersChannel, userChannel } from './live';
import * as repo from './notifications.repo';

const heartbeatMs = 25_000;

/**
 * GET /v1/events: a server-sent events stream of the signed-in member's live events.
 * EventSource cannot send headers, so the access token may come as `?access_token=`;
 * the route is declared public for that reason and checks the token itself: no token,
 * or a bad one, answers 401 like any member route.
 */
export function eventRoutes(ctx: AppContext) {
  const open = new Set<{ end: () => void }>();
  return serve(
    'notifications',
    endpoints.notificationEvents,
    {
      stream: {
        // The request line carries the access token: keep it out of the info-level request logs.
        logLevel: 'warn',
        handler: async (req, reply) => {
          const auth = await verifyAccessToken(ctx.config, eventStreamToken(req));

          const res = openEventStream(req, reply);
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
