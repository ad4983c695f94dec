import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../src/db/client';
import { createJobs } from '../src/platform/jobs';
import { adminQuery, databaseUrl } from './admin-db';

const quietLog = { error: () => undefined, warn: () => undefined, info: () => undefined } as never;

/** Migrations and the job queue's schema: everything a test file would otherwise set up. */
async function prepare(database: Database) {
  await database.migrate();
  const jobs = await createJobs(database, quietLog, { runWorkers: false });
  await jobs.stop();
}

/**
 * Migrates one template database per run, so each test file starts from a copy instead
 * of running every migration again: a PGlite data-directory dump on the embedded
 * database, a `create database … template` on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `simmer_tpl_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
    await prepare(database);
    await database.close();
    project.provide('pgTemplate', name);
    return async () => {
      // The copies the workers made of it (harness.ts) carry its name.
      const copies = await adminQuery<{ datname: string }>(
        adminUrl,
        `select datname from pg_database where datname = $1 or datname like $1 || '\\_%'`,
        [name],
      );
      for (const { datname } of copies)
        await adminQuery(adminUrl, `drop database if exists ${datname} with (force)`);
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'simmer-tpl-'));
  const database = await openDatabase({ dataDir: null });
  await prepare(database);
  // The copy every test file loads holds only the database the tests use: without the cluster's
  // two template databases it has a third of the files, and loading it (about 80 times a run)
  // costs a fifth less CPU. Nothing in a route test creates a database on PGlite.
  await database.exec(
    "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  );
  await database.exec('drop database template0');
  await database.exec('drop database template1');
  const dump = await database.dumpDataDir!();
  await database.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteTemplate: string;
  }
}
