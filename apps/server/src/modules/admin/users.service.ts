import { type AdminUserRow, type AdminUserSearch, msg } from '@simmer/contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import type { PageRequest } from '../../http/pagination';
import { csvCell } from '../../lib/csv';
import { accountsView } from '../auth/auth.read';
import { hasBoughtAny, plansView } from '../billing/billing.read';

const member = accountsView('member');
const plan = plansView('plan');

// A member without a running plan who bought a single item is on the "Single" plan (per_product).
const planExpr = sql<string>`case when ${plan.id} is not null and not ${plan.expired} then ${plan.type} when ${hasBoughtAny(member.id)} then 'per_product' else 'free' end`;
const statusExpr = sql<
  'active' | 'inactive'
>`case when ${plan.id} is not null and not ${plan.expired} and ${plan.endDate} > now() then 'active' else 'inactive' end`;

function where(filters: AdminUserSearch): SQL | undefined {
  // Deleted accounts are no one's any more: they leave the list (their payments stay).
  const parts: Array<SQL | undefined> = [eq(member.role, 'user'), isNull(member.deletedAt)];
  const q = filters.search_name_email.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(member.email, like),
        ilike(member.firstName, like),
        ilike(member.lastName, like),
        ilike(sql`${member.firstName} || ' ' || ${member.lastName}`, like),
      ),
    );
  }
  if (filters.plan) parts.push(sql`${planExpr} = ${filters.plan}`);
  if (filters.status) parts.push(sql`${statusExpr} = ${filters.status}`);
  return and(...parts);
}

const orderings = {
  '-created': desc(member.createdAt),
  created: asc(member.createdAt),
  email: asc(member.email),
  first_name: asc(member.firstName),
  last_name: asc(member.lastName),
} as const;

function select(ctx: AppContext) {
  return ctx.db
    .select({
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      createdAt: member.createdAt,
      provider: member.provider,
      appInfo: member.appInfo,
      plan: planExpr,
      subscription: statusExpr,
    })
    .from(member)
    .leftJoin(plan, eq(plan.userId, member.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

function toRow(r: Row): AdminUserRow {
  return {
    id: r.id,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    created: r.createdAt.toISOString(),
    plan: r.plan,
    subscription: r.subscription,
    provider: r.provider,
    app_info: r.appInfo,
  };
}

/** The User Information list: members only, searched, filtered, sorted, 25 per page. */
export async function listUsers(ctx: AppContext, filters: AdminUserSearch, page: PageRequest) {
  const condition = where(filters);
  const [{ n }] = (await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(member)
    .leftJoin(plan, eq(plan.userId, member.id))
    .where(condition)) as [{ n: number }];
  const rows = await select(ctx)
    .where(condition)
    .orderBy(orderings[filters.ordering], asc(member.id))
    .limit(page.size)
    .offset(page.offset);
  return { count: n, rows: rows.map(toRow) };
}

/** CSV of the chosen members, in the list's column order. */
export async function exportUsers(ctx: AppContext, ids: number[]) {
  if (!ids.length) throw AppError.invalid(msg.selectUsersToExport, { users_list: msg.selectUsersToExport });
  const rows = await select(ctx)
    .where(and(eq(member.role, 'user'), inArray(member.id, ids)))
    .orderBy(asc(member.id));
  return toCsv(rows);
}

/** Every member the search and filters match, as CSV. */
export async function exportMatching(ctx: AppContext, filters: AdminUserSearch) {
  const rows = await select(ctx).where(where(filters)).orderBy(asc(member.id));
  return toCsv(rows);
}

function toCsv(rows: Row[]) {
  const header = [
    'id',
    'first_name',
    'last_name',
    'email',
    'created',
    'plan',
    'subscription',
    'provider',
    'app_info',
  ];
  const lines = rows.map(toRow).map((r) => header.map((h) => csvCell(r[h as keyof AdminUserRow])).join(','));
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
