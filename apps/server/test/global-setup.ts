import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { createJobs } from '../src/platform/jobs';

const quietLog = { error: () => undefined, warn: () => undefined, info: () => undefined } as never;

/**
 * Migrates one template database per run, so each test file starts from a copy instead
 * of running every migration again: a PGlite data-directory dump on the embedded
 * database, a `create database … template` on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `simmer_tpl_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    await database.migrate();
    const jobs = await createJobs(database, quietLog, { runWorkers: false });
    await jobs.stop();
    await database.close();
    project.provide('pgTemplate', name);
    return async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'simmer-tpl-'));
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  const jobs = await createJobs(database, quietLog, { runWorkers: false });
  await jobs.stop();
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
