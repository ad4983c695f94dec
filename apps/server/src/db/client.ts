import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withCommitHooks } from './commit-hooks';
import * as schema from './schema';

export type Schema = typeof schema;
/**
 * The one executor type of both drivers (PGlite and node-postgres): the database and a
 * transaction opened on it (`db.transaction((tx) => …)` gives a `Db` too), so a repository
 * function takes either without a cast. The two drivers' own types meet here only.
 */
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

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Applies the migrations of another folder (a restore brings the schema to an archive's version). */
export async function migrateFrom(database: Database, folder: string): Promise<void> {
  if (database.kind === 'postgres') await migrateNodePg(database.db as never, { migrationsFolder: folder });
  else await migratePglite(database.db as never, { migrationsFolder: folder });
}

/** PostgreSQL when a URL is given, otherwise PGlite (file-backed, or in memory for tests). */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string | null;
  /** PGlite only: start from this data-directory dump instead of an empty cluster. */
  loadDataDir?: Blob;
  /** PGlite only: its buffer cache (EMBEDDED_DB_SHARED_BUFFERS). */
  sharedBuffers?: string;
}): Promise<Database> {
  if (opts.url) {
    // A request waiting for a connection gives up after 10 s (a 503, decision 447) instead
    // of waiting for ever on a database that does not answer.
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle connection closed by the server (restart, failover, an administrator) is
    // discarded by the pool and the next query reconnects; without a listener the error
    // would crash the process.
    pool.on('error', () => undefined);
    // The same for a connection in use (a transaction): the pool removes its listener while
    // the connection is checked out, so the server ending it (57P01 on a restart) emitted an
    // unhandled 'error' and ended the process. The query itself still fails (a 503).
    // A connection that dies checked out goes back to the pool at once, which drops it: a
    // holder that never releases it would keep its slot for ever (drizzle's transaction does
    // not release when BEGIN fails), and ten such leaks starve the pool. The holder's own
    // release afterwards does nothing.
    const checkedOut = new Set<pg.PoolClient>();
    pool.on('acquire', (client) => checkedOut.add(client));
    pool.on('release', (_err, client) => checkedOut.delete(client));
    pool.on('connect', (client) => {
      client.on('error', (err) => {
        if (!checkedOut.has(client)) return;
        const release = client.release;
        client.release = () => undefined;
        release(err);
      });
    });
    const db = withCommitHooks(drizzleNodePg(pool, { schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      query: async (text, values) => pool.query(text, values as unknown[]),
      exec: async (text) => pool.query(text) as never,
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  return pgliteDatabase(
    await openPglite({
      dataDir: opts.dataDir ? path.join(opts.dataDir, 'db') : undefined,
      loadDataDir: opts.loadDataDir,
      sharedBuffers: opts.sharedBuffers,
    }),
  );
}

/** A ready PGlite with the extensions the migrations use (in memory without `dataDir`). */
export async function openPglite(opts: {
  dataDir?: string;
  loadDataDir?: Blob;
  sharedBuffers?: string;
}): Promise<PGlite> {
  // PGlite needs its extensions passed at every open.
  // Options form: `new PGlite(undefined, {extensions})` silently drops the extensions.
  const client = new PGlite({
    dataDir: opts.dataDir,
    extensions: { pg_trgm },
    // Its own start parameters, with the buffer cache held to a size (the cluster's own 128MB
    // otherwise, most of an idle server's memory).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers ?? '32MB'}`],
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  await client.waitReady;
  return client;
}

/** The application's database on an open PGlite (the test suite lends one out file after file). */
export function pgliteDatabase(client: PGlite): Database {
  const db = withCommitHooks(drizzlePglite(client, { schema }) as unknown as Db);
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
