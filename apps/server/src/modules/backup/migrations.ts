import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, migrateFrom, migrationsFolder } from '../../db/client';
import { type Executor, rowsOf } from './tables';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

async function journal(): Promise<{ raw: Record<string, unknown>; entries: JournalEntry[] }> {
  const raw = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  return { raw, entries: raw.entries as JournalEntry[] };
}

/** The last migration applied to a database (null before the first one). */
export async function appliedMigration(db: Executor): Promise<{ when: number; tag: string | null } | null> {
  const present = await rowsOf(
    db,
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present[0]?.present) return null;
  const [last] = await rowsOf(
    db,
    'select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  if (!last) return null;
  const when = Number(last.created_at);
  const { entries } = await journal();
  return { when, tag: entries.find((e) => e.when === when)?.tag ?? null };
}

/** Whether this build of Simmer knows the migration (a newer build's archive names one it does not). */
export async function knowsMigration(when: number): Promise<boolean> {
  return (await journal()).entries.some((e) => e.when === when);
}

/**
 * Runs the migrations up to and including the one made at `when`, so an archive's rows load
 * into the tables they were read from; the later ones run after the rows are in, changing them
 * as they change every installation's.
 */
export async function migrateUpTo(database: Database, when: number): Promise<void> {
  const { raw, entries } = await journal();
  const dir = await mkdtemp(path.join(tmpdir(), 'simmer-migrations-'));
  try {
    await cp(migrationsFolder, dir, { recursive: true });
    await writeFile(
      path.join(dir, 'meta/_journal.json'),
      JSON.stringify({ ...raw, entries: entries.filter((e) => e.when <= when) }),
    );
    await migrateFrom(database, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
