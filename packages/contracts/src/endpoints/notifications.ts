import { ActionSchema, pageOf, pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';
import { MarkReadSchema, NotificationSchema, PushKeySchema, UnreadCountSchema } from '../notifications';

/** A member's notifications: the bell's list, its unread count, and the Web Push key. */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/notifier/notifications/',
    access: 'user',
    query: pageQuerySchema,
    response: pageOf(NotificationSchema),
  }),
  unreadCount: endpoint({
    method: 'GET',
    path: '/notifier/notifications/unread-count/',
    access: 'user',
    response: UnreadCountSchema,
  }),
  /** Marks the given notifications read (all of them without `ids`); answers the new count. */
  markRead: endpoint({
    method: 'POST',
    path: '/notifier/notifications/read/',
    access: 'user',
    body: MarkReadSchema,
    response: ActionSchema.extend({ data: UnreadCountSchema }),
  }),
  pushKey: endpoint({
    method: 'GET',
    path: '/notifier/web-push-key/',
    access: 'public',
    response: PushKeySchema,
  }),
} as const;
