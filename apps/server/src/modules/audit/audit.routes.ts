import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { pageRequest, pageResponse } from '../../http/pagination';
import { auditFacets, exportAudit, listAudit } from './audit.service';

/** The owner's view of the audit log: read and export only; nothing edits or deletes it. */
export function auditRoutes(ctx: AppContext) {
  return serve('audit', endpoints.audit, {
    list: async (req) => {
      const page = pageRequest(req.query.page);
      const { count, rows } = await listAudit(ctx, req.query, page);
      return pageResponse(req, page, count, rows);
    },
    facets: () => auditFacets(ctx),
    exportCsv: async (req, reply) => {
      const csv = await exportAudit(ctx, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  });
}
