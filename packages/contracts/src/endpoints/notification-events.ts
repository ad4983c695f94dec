import { z } from 'zod';
import { endpoint } from '../endpoint';

/**
 * The signed-in member's live events (the bell's unread count) as server-sent events.
 * EventSource cannot send headers, so the access token may come as `?access_token=`; the
 * route is public for that reason and checks the token itself (401 without a good one).
 */
export const notificationEventsEndpoints = {
  stream: endpoint({
    method: 'GET',
    path: '/events',
    access: 'public',
    query: z.object({ access_token: z.string().optional() }),
    response: 'stream',
  }),
} as const;
