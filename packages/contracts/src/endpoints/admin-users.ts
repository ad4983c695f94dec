import { z } from 'zod';
import { AdminUserExportSchema, AdminUserPageSchema, AdminUserSearchSchema } from '../admin';
import { pageQuerySchema } from '../common';
import { endpoint } from '../endpoint';

/** The admin's User Information list (spec 002 §2.11, §7 Users): search, filters, CSV export. */
export const adminUsersEndpoints = {
  listUsers: endpoint({
    method: 'GET',
    path: '/adminpanel/users/',
    access: 'admin',
    permission: 'members',
    query: pageQuerySchema.merge(AdminUserSearchSchema),
    response: AdminUserPageSchema,
  }),
  searchUsers: endpoint({
    method: 'POST',
    path: '/adminpanel/users/',
    access: 'admin',
    permission: 'members',
    unaudited: 'a search sent as a body: it changes nothing',
    query: pageQuerySchema,
    body: AdminUserSearchSchema,
    response: AdminUserPageSchema,
  }),
  /**
   * UserDetails.csv: a file to the caller (read as a Blob), while the published document keeps
   * describing its 200 answer as a string.
   */
  exportUsers: endpoint({
    method: 'POST',
    path: '/adminpanel/users/export/',
    access: 'admin',
    permission: 'members',
    body: AdminUserExportSchema,
    response: 'stream',
    responses: { 200: z.string() },
  }),
} as const;
