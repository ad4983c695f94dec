import {
  ActionSchema,
  MarkReadSchema,
  msg,
  NotificationSchema,
  PushKeySchema,
  pageOf,
  pageQuerySchema,
  UnreadCountSchema,
} from '@simmer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { pageRequest, pageResponse } from '../../http/pagination';
import * as notifications from './notifications.service';
import { vapidKeys } from './push';

export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const tags = ['notifications'];
  return async (app) => {
    app.get('/notifier/notifications/', {
      config: { access: 'user' },
      schema: { tags, querystring: pageQuerySchema, response: { 200: pageOf(NotificationSchema) } },
      handler: async (req) => {
        const page = pageRequest(req.query.page);
        const { count, results } = await notifications.list(ctx, requireAuth(req.auth), page);
        return pageResponse(req, page, count, results);
      },
    });
    app.get('/notifier/notifications/unread-count/', {
      config: { access: 'user' },
      schema: { tags, response: { 200: UnreadCountSchema } },
      handler: async (req) => ({ unread_count: await notifications.unreadCount(ctx, requireAuth(req.auth)) }),
    });
    app.post('/notifier/notifications/read/', {
      config: { access: 'user' },
      schema: {
        tags,
        body: MarkReadSchema,
        response: { 200: ActionSchema.extend({ data: UnreadCountSchema }) },
      },
      handler: async (req) => {
        const auth = requireAuth(req.auth);
        await notifications.markRead(ctx, auth, req.body.ids);
        return {
          msg: msg.notificationsRead,
          data: { unread_count: await notifications.unreadCount(ctx, auth) },
        };
      },
    });
    app.get('/notifier/web-push-key/', {
      config: { access: 'public' },
      schema: { tags, response: { 200: PushKeySchema } },
      handler: async () => ({ public_key: vapidKeys(ctx.config).publicKey }),
    });
  };
}
