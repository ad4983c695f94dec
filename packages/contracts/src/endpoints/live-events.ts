import { z } from 'zod';
import { endpoint } from '../endpoint';

/**
 * One livestream's new comments and status changes as server-sent events. EventSource cannot
 * send headers, so the access token may come as `?access_token=`; the route checks it itself.
 */
export const liveEventsEndpoints = {
  stream: endpoint({
    method: 'GET',
    path: '/livestream/events/:id/',
    access: 'public',
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ access_token: z.string().optional() }),
    response: 'stream',
  }),
} as const;
