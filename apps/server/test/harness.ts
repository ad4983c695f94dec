import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/passwords';
import { adminQuery, databaseUrl } from './admin-db';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  close: () => Promise<void>;
}

/**
 * A fresh app on its own database: in-memory PGlite by default, or a new PostgreSQL
 * database created from TEST_DATABASE_URL (and dropped afterwards).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  opts: {
    beforeReady?: (app: FastifyInstance) => void;
    /** A database the test opened itself (a private server), used instead of a template copy. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    // Route tests keep the process busy on purpose (PGlite runs on the same loop); load
    // shedding is tested on its own (load-shedding.test.ts).
    PRESSURE_MAX_DATABASE_WAIT_MS: '0',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const { database, drop } = opts.database
    ? { database: opts.database, drop: async () => {} }
    : await openTestDatabase();
  const app = await buildApp(config, { database, logger: false });
  opts.beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let pgliteTemplate: Blob | undefined;

/**
 * A copy of the run's migrated template (see `global-setup.ts`): PGlite loads the dumped
 * data directory, PostgreSQL clones the template database.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    return {
      database: await openDatabase({ dataDir: null, loadDataDir: pgliteTemplate }),
      drop: async () => {},
    };
  }
  const name = `simmer_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('pgTemplate')}`);
  return {
    database: await openDatabase({ url: databaseUrl(adminUrl, name) }),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

let counter = 0;

/** Factory: a user row with a known password (default `Passw0rd`). */
export async function createUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  counter += 1;
  const { password = 'Passw0rd', ...rest } = overrides;
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: `person${counter}-${randomUUID().slice(0, 6)}@example.com`,
      firstName: 'Test',
      lastName: `Person${counter}`,
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning();
  return { ...row!, password };
}

/** Logs in through the API and returns the session and an Authorization header. */
export async function login(t: TestApp, email: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/users/rest-auth/login/',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const session = res.json() as { access_token: string; refresh_token: string; user: { id: number } };
  return { ...session, headers: { authorization: `Bearer ${session.access_token}` } };
}

/** A signed-in member (or admin) in one call. */
export async function signedIn(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t, overrides);
  const session = await login(t, user.email, user.password);
  return { ...session, user };
}
