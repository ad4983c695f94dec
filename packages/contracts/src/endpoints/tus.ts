import { z } from 'zod';
import { endpoint } from '../endpoint';

const params = z.object({ assetId: z.string().regex(/^[A-Za-z0-9]{8,64}$/) });

/**
 * The tus endpoint (decision 404): one entry per method, all served by the tus library. Bodies
 * are raw upload bytes; answers carry tus headers (errors the catalogue's `{status, msg}`).
 */
export const tusEndpoints = {
  options: endpoint({
    method: 'OPTIONS',
    path: '/media/uploads/',
    access: 'public',
    hide: true,
    body: 'raw',
    response: 'empty',
  }),
  create: endpoint({
    method: 'POST',
    path: '/media/uploads/',
    access: 'user',
    hide: true,
    body: 'raw',
    response: 'empty',
  }),
  offset: endpoint({
    method: 'HEAD',
    path: '/media/uploads/:assetId/',
    access: 'user',
    hide: true,
    params,
    body: 'raw',
    response: 'empty',
  }),
  append: endpoint({
    method: 'PATCH',
    path: '/media/uploads/:assetId/',
    access: 'user',
    hide: true,
    params,
    body: 'raw',
    response: 'empty',
  }),
  terminate: endpoint({
    method: 'DELETE',
    path: '/media/uploads/:assetId/',
    access: 'user',
    hide: true,
    params,
    body: 'raw',
    response: 'empty',
  }),
} as const;
