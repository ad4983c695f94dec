import { endpoints, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import { pageRequest, pageResponse } from '../../http/pagination';
import { changesNoPublicAnswer } from '../../http/public-cache';
import * as notifications from './notifications.service';
import { vapidKeys } from './push';

export function notificationRoutes(ctx: AppContext) {
  return serve('notifications', endpoints.notifications, {
    list: async (req) => {
      const page = pageRequest(req.query.page);
      const { count, results } = await notifications.list(ctx, requireAuth(req.auth), page);
      return pageResponse(req, page, count, results);
    },
    unreadCount: async (req) => ({
      unread_count: await notifications.unreadCount(ctx, requireAuth(req.auth)),
    }),
    // Read marks are the member's own: no public answer changes (decision 800).
    markRead: {
      config: changesNoPublicAnswer,
      handler: async (req) => {
        const auth = requireAuth(req.auth);
        await notifications.markRead(ctx, auth, req.body.ids);
        return {
          msg: msg.notificationsRead,
          data: { unread_count: await notifications.unreadCount(ctx, auth) },
        };
      },
    },
    pushKey: async () => ({ public_key: vapidKeys(ctx.config).publicKey }),
  });
}
