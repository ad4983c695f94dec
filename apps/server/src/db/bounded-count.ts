import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * `count(*)` of the rows of `table` matching `where`, reading at most `limit` of them: the
 * cost of a page's total stays flat however large the table grows (see `countLimit`).
 */
export async function boundedCount(db: Db, table: PgTable, where: SQL | undefined, limit: number) {
  const rows = db
    .select({ one: sql`1`.as('one') })
    .from(table as never)
    .where(where)
    .limit(limit)
    .as('bounded');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(rows);
  return row?.n ?? 0;
}
