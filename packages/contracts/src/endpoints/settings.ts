import { endpoint } from '../endpoint';
import { AdminSettingsSchema, UpdateSettingsResultSchema, UpdateSettingsSchema } from '../settings';

/**
 * The brand's settings in the admin (issue 30). The public part is read through
 * `/site-config/` (endpoints.site.siteConfig), which every page loads at start.
 */
export const settingsEndpoints = {
  read: endpoint({
    method: 'GET',
    path: '/admin/settings/',
    access: 'admin',
    permission: 'settings',
    summary: 'The brand settings and their defaults',
    response: AdminSettingsSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/admin/settings/',
    access: 'admin',
    permission: 'settings',
    summary: 'Save brand settings; every process uses them at once',
    body: UpdateSettingsSchema,
    response: UpdateSettingsResultSchema,
  }),
} as const;
