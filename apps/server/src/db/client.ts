import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL for adapters that need it (job queue). */
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** Several statements without parameters (job queue migrations); answers the last result. */
  exec: (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball (the test suite's migrated template). */
  dumpDataDir?: () => Promise<Blob>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** PostgreSQL when a URL is given, otherwise PGlite (file-backed, or in memory for tests). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  /** PGlite only: start from this data-directory dump instead of an empty cluster. */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle connection closed by the server (restart, failover, an administrator) is
    // discarded by the pool and the next query reconnects; without a listener the error
    // would crash the process.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      query: async (text, values) => pool.query(text, values as unknown[]),
      exec: async (text) => pool.query(text) as never,
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // PGlite needs its extensions passed at every open.
  // Options form: `new PGlite(undefined, {extensions})` silently drops the extensions.
  const client = new PGlite({
    dataDir: opts.dataDir ? path.join(opts.dataDir, 'db') : undefined,
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    query: async (text, values) => client.query(text, values as unknown[]) as never,
    exec: async (text) => {
      const results = await client.exec(text);
      return (results.at(-1) ?? { rows: [] }) as never;
    },
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
