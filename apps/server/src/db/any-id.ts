import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * `column = any($1)` with the ids as one array parameter. Drizzle's `inArray` binds one
 * parameter per id and types each of them while building the statement, which costs more
 * than the query itself for a page's few hundred ids (a grocery page's items); one array
 * parameter costs the same for ten ids or a thousand. An empty list matches nothing.
 */
export function anyId(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} = any(${sql.param(ids)}::int[])`;
}
