import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/client';
import { unfinishedUploadPrefixes } from '../media/media.read';
import type { Manifest } from './format';
import { appliedMigration } from './migrations';
import {
  type Executor,
  existingTables,
  inForeignKeyOrder,
  primaryKey,
  qualified,
  quote,
  rowsOf,
  schemaTables,
  storedColumns,
} from './tables';

export interface Snapshot {
  migration: Manifest['migration'];
  tables: (Manifest['tables'][number] & { file: string })[];
  sequences: Manifest['sequences'];
  /** Storage prefixes of uploads still arriving: their bytes are not final, so they stay out. */
  skippedPrefixes: string[];
}

const batch = 500;

/**
 * Reads every table of the schema in one REPEATABLE READ, read-only transaction: all rows are
 * those of a single moment, whatever the running product writes meanwhile. Each table goes to
 * `dir/<n>.ndjson` as PostgreSQL's own JSON of the row (`row_to_json`), read through a cursor so
 * a large table never sits in memory. The same text loads into PGlite or PostgreSQL.
 */
export async function snapshotDatabase(database: Database, dir: string): Promise<Snapshot> {
  return database.db.transaction(
    async (tx) => {
      const migration = await appliedMigration(tx);
      if (!migration) throw new Error('The database has no migrations applied: there is nothing to back up.');
      const tables = await inForeignKeyOrder(tx, await existingTables(tx, schemaTables()));
      const out: Snapshot['tables'] = [];
      for (const [i, t] of tables.entries()) {
        const file = path.join(dir, `${i}.ndjson`);
        out.push({ ...t, ...(await dumpTable(tx, t, file)), file });
      }
      const sequences = await rowsOf(
        tx,
        `select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences
         where schemaname not in ('pg_catalog', 'information_schema', 'pgboss', 'drizzle')`,
      );
      return {
        migration,
        tables: out,
        sequences: sequences.map((s) => ({
          schema: String(s.schema),
          name: String(s.name),
          value: s.value == null ? null : String(s.value),
        })),
        skippedPrefixes: await unfinishedUploadPrefixes(tx),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(tx: Executor, t: { schema: string; name: string }, file: string) {
  const columns = await storedColumns(tx, t);
  const order = await primaryKey(tx, t);
  const list = columns.map(quote).join(', ');
  const orderBy = order.length ? ` order by ${order.map(quote).join(', ')}` : '';
  const cursor = 'simmer_backup_rows';
  await rowsOf(
    tx,
    `declare ${cursor} no scroll cursor for select row_to_json(r)::text as j from (select ${list} from ${qualified(t)}${orderBy}) r`,
  );
  const hash = createHash('sha256');
  const stream = createWriteStream(file);
  let rows = 0;
  try {
    for (;;) {
      const got = await rowsOf(tx, `fetch forward ${batch} from ${cursor}`);
      if (!got.length) break;
      const text = `${got.map((r) => String(r.j)).join('\n')}\n`;
      rows += got.length;
      hash.update(text);
      if (!stream.write(text)) await once(stream, 'drain');
    }
  } finally {
    await rowsOf(tx, `close ${cursor}`);
    stream.end();
    await once(stream, 'close');
  }
  return { columns, rows, sha256: hash.digest('hex') };
}
