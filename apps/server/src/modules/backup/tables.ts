import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';

/** A transaction or the database itself: anything drizzle can `execute` on. */
export type Executor = Pick<Db, 'execute'>;

/** `"schema"."name"`, quoted for SQL. */
export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const qualified = (t: { schema: string; name: string }) => `${quote(t.schema)}.${quote(t.name)}`;

export interface TableRef {
  schema: string;
  name: string;
}

/**
 * Every table of the Drizzle schema (`db/schema/index.ts`). A table another branch adds to the
 * schema is in the next backup without any change here.
 */
export function schemaTables(): TableRef[] {
  const found = new Map<string, TableRef>();
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const ref = { schema: config.schema ?? 'public', name: config.name };
    found.set(qualified(ref), ref);
  }
  return [...found.values()];
}

export async function rowsOf(db: Executor, text: string, values: unknown[] = []) {
  // A statement with placeholders: drizzle's `sql` with the values bound in order.
  const parts = text.split(/\$\d+/);
  const query = sql.join(
    parts.map((p, i) => (i < values.length ? sql`${sql.raw(p)}${values[i]}` : sql.raw(p))),
    sql.raw(''),
  );
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** The columns a row is written with: stored ones, in table order (generated ones are computed again). */
export async function storedColumns(db: Executor, t: TableRef): Promise<string[]> {
  const rows = await rowsOf(
    db,
    `select attname from pg_attribute where attrelid = $1::regclass and attnum > 0
       and not attisdropped and attgenerated = '' order by attnum`,
    [qualified(t)],
  );
  return rows.map((r) => String(r.attname));
}

export async function primaryKey(db: Executor, t: TableRef): Promise<string[]> {
  const rows = await rowsOf(
    db,
    `select a.attname from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = $1::regclass and i.indisprimary order by array_position(i.indkey, a.attnum)`,
    [qualified(t)],
  );
  return rows.map((r) => String(r.attname));
}

export async function hasIdentity(db: Executor, t: TableRef): Promise<boolean> {
  const rows = await rowsOf(
    db,
    `select 1 from pg_attribute where attrelid = $1::regclass and attidentity <> '' limit 1`,
    [qualified(t)],
  );
  return rows.length > 0;
}

/**
 * The tables in an order where every table comes after those its foreign keys point to, read
 * from the database's own constraints (hand-written ones included). Rows of a table that refers
 * to itself are read in primary-key order, so a parent comes before its children.
 */
export async function inForeignKeyOrder(db: Executor, tables: TableRef[]): Promise<TableRef[]> {
  const edges = await rowsOf(
    db,
    `select cn.nspname as child_schema, c.relname as child, pn.nspname as parent_schema, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
       join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
     where k.contype = 'f'`,
  );
  const key = (s: unknown, n: unknown) => qualified({ schema: String(s), name: String(n) });
  const byKey = new Map(tables.map((t) => [qualified(t), t]));
  const parents = new Map<string, Set<string>>([...byKey.keys()].map((k) => [k, new Set()]));
  for (const e of edges) {
    const child = key(e.child_schema, e.child);
    const parent = key(e.parent_schema, e.parent);
    if (child !== parent && byKey.has(parent)) parents.get(child)?.add(parent);
  }
  const ordered: TableRef[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (k: string) => {
    if (done.has(k) || visiting.has(k)) return; // a cycle between tables keeps the name order
    visiting.add(k);
    for (const p of [...(parents.get(k) ?? [])].sort()) visit(p);
    visiting.delete(k);
    done.add(k);
    ordered.push(byKey.get(k)!);
  };
  for (const k of [...byKey.keys()].sort()) visit(k);
  return ordered;
}

/** Tables of the list that exist in the database (a fresh one has none before its migrations). */
export async function existingTables(db: Executor, tables: TableRef[]): Promise<TableRef[]> {
  const rows = await rowsOf(
    db,
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p')`,
  );
  const present = new Set(rows.map((r) => qualified({ schema: String(r.schema), name: String(r.name) })));
  return tables.filter((t) => present.has(qualified(t)));
}
