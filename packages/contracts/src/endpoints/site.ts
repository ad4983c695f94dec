import { z } from 'zod';
import { endpoint } from '../endpoint';
import { SiteConfigSchema } from '../site';

/** What the web app reads at start, and the health check. */
export const siteEndpoints = {
  siteConfig: endpoint({
    method: 'GET',
    path: '/site-config/',
    access: 'public',
    response: SiteConfigSchema,
  }),
  health: endpoint({
    method: 'GET',
    path: '/health/',
    access: 'public',
    response: z.object({ status: z.literal('ok'), database: z.string() }),
  }),
} as const;
