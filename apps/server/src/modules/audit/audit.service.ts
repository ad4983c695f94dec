import type { AuditEntry, AuditFilters } from '@simmer/contracts';
import { stringify } from 'csv-stringify/sync';
import { and, asc, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { auditLog } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';

type Row = typeof auditLog.$inferSelect;

function toEntry(r: Row): AuditEntry {
  return {
    id: r.id,
    at: r.at.toISOString(),
    actor_id: r.actorId,
    actor_email: r.actorEmail,
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    summary: r.summary,
    ip: r.ip,
  };
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function where(f: AuditFilters): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (f.actor) parts.push(ilike(auditLog.actorEmail, `%${f.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (f.action) parts.push(eq(auditLog.action, f.action));
  if (f.target_type) parts.push(eq(auditLog.targetType, f.target_type));
  if (f.from) parts.push(gte(auditLog.at, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) parts.push(lt(auditLog.at, nextDay(f.to)));
  return parts.length ? and(...parts) : undefined;
}

/** The newest entries first, filtered, 25 a page. */
export async function listAudit(ctx: AppContext, filters: AuditFilters, page: PageRequest) {
  const condition = where(filters);
  const [counted] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(condition);
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.size)
    .offset(page.offset);
  return { count: counted?.n ?? 0, rows: rows.map(toEntry) };
}

/** The actions and item types recorded so far, for the filters' choices. */
export async function auditFacets(ctx: AppContext) {
  const actions = await ctx.db
    .selectDistinct({ v: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  const types = await ctx.db
    .selectDistinct({ v: auditLog.targetType })
    .from(auditLog)
    .orderBy(asc(auditLog.targetType));
  return {
    actions: actions.map((r) => r.v),
    target_types: types.flatMap((r) => (r.v ? [r.v] : [])),
  };
}

const columns = [
  'id',
  'at',
  'actor_id',
  'actor_email',
  'action',
  'target_type',
  'target_id',
  'summary',
  'ip',
] as const;

/** Every entry the filters match, oldest first, as CSV (cells that a spreadsheet would run are escaped). */
export async function exportAudit(ctx: AppContext, filters: AuditFilters): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(auditLog)
    .where(where(filters))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  return stringify(rows.map(toEntry), {
    header: true,
    columns: [...columns],
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}
