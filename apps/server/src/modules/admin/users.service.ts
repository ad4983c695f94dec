import { type AdminUserRow, type AdminUserSearch, msg } from '@simmer/contracts';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { memberships, purchases, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { PageRequest } from '../../http/pagination';

// A member without a running plan who bought a single item is on the "Single" plan (per_product).
const planExpr = sql<string>`case when ${memberships.id} is not null and not ${memberships.expired} then ${memberships.type} when exists (select 1 from ${purchases} where ${purchases.userId} = ${users.id}) then 'per_product' else 'free' end`;
const statusExpr = sql<
  'active' | 'inactive'
>`case when ${memberships.id} is not null and not ${memberships.expired} and ${memberships.endDate} > now() then 'active' else 'inactive' end`;

function where(filters: AdminUserSearch): SQL | undefined {
  const parts: Array<SQL | undefined> = [eq(users.role, 'user')];
  const q = filters.search_name_email.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
      ),
    );
  }
  if (filters.plan) parts.push(sql`${planExpr} = ${filters.plan}`);
  if (filters.status) parts.push(sql`${statusExpr} = ${filters.status}`);
  return and(...parts);
}

const orderings = {
  '-created': desc(users.createdAt),
  created: asc(users.createdAt),
  email: asc(users.email),
  first_name: asc(users.firstName),
  last_name: asc(users.lastName),
} as const;

function select(ctx: AppContext) {
  return ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
      provider: users.provider,
      appInfo: users.appInfo,
      plan: planExpr,
      subscription: statusExpr,
    })
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id));
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
    .from(users)
    .leftJoin(memberships, eq(memberships.userId, users.id))
    .where(condition)) as [{ n: number }];
  const rows = await select(ctx)
    .where(condition)
    .orderBy(orderings[filters.ordering], asc(users.id))
    .limit(page.size)
    .offset(page.offset);
  return { count: n, rows: rows.map(toRow) };
}

export const csvCell = (v: unknown) => {
  let s = v === null || v === undefined ? '' : String(v);
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** CSV of the chosen members, in the list's column order. */
export async function exportUsers(ctx: AppContext, ids: number[]) {
  if (!ids.length) throw AppError.invalid(msg.selectUsersToExport, { users_list: msg.selectUsersToExport });
  const rows = await select(ctx)
    .where(and(eq(users.role, 'user'), inArray(users.id, ids)))
    .orderBy(asc(users.id));
  return toCsv(rows);
}

/** Every member the search and filters match, as CSV. */
export async function exportMatching(ctx: AppContext, filters: AdminUserSearch) {
  const rows = await select(ctx).where(where(filters)).orderBy(asc(users.id));
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
