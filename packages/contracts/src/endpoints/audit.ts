import { z } from 'zod';
import { endpoint } from '../endpoint';
import { AuditFacetsSchema, AuditFiltersSchema, AuditPageSchema, AuditQuerySchema } from '../staff';

/** The audit log, read by the owner: there is no entry that edits or deletes it. */
export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/admin/audit-log/',
    access: 'admin',
    permission: 'audit',
    query: AuditQuerySchema,
    response: AuditPageSchema,
  }),
  facets: endpoint({
    method: 'GET',
    path: '/admin/audit-log/facets/',
    access: 'admin',
    permission: 'audit',
    response: AuditFacetsSchema,
  }),
  /** Every entry the filters match, as CSV. */
  exportCsv: endpoint({
    method: 'GET',
    path: '/admin/audit-log/export.csv',
    access: 'admin',
    permission: 'audit',
    query: AuditFiltersSchema,
    response: 'stream',
    responses: { 200: z.string() },
  }),
} as const;
