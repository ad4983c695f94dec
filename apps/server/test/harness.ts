import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase, openPglite, pgliteDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/passwords';
import { readOutbox } from '../src/platform/mail/outbox';
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
    /** Logger settings (default: no logging); request lines are redacted as in production. */
    logger?: { level: string; stream: { write: (line: string) => void } };
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
    // The admission queue too (decision 810; admission.test.ts): tests fire requests at once.
    ADMISSION_CONCURRENCY: '0',
    ...env,
  });
  const { database, drop } = opts.database
    ? { database: opts.database, drop: async () => {} }
    : await openTestDatabase();
  const app = await buildApp(config, { database, logger: opts.logger ?? false });
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
 * A copy of the run's migrated template (see `global-setup.ts`), lent by this worker: test
 * files run one after another in a worker (decision 600), and each database a finished test
 * used is emptied back to the template before it is lent again. Loading the template into a new
 * PGlite costs about 1.3 s of CPU, most of a small test file, and a PostgreSQL copy a create and a
 * drop; emptying a used one costs a few milliseconds.
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const pooled = idle.pop() ?? (await newCopy());
  let returned = false;
  const giveBack = async () => {
    if (returned) return;
    returned = true;
    const reusable = await empty(pooled).catch(() => false);
    if (reusable) idle.push(pooled);
    else await pooled.retire();
  };
  if (pooled.client) {
    // After the app closed its database, a late query (a job handler still running) fails as
    // it would on a closed PGlite instead of writing into the next test's data.
    const lent = new Proxy(pooled.client, {
      get(target, key) {
        const value = Reflect.get(target, key, target);
        if (typeof value !== 'function' || key === 'constructor') return value;
        return (...args: unknown[]) => {
          if (returned) throw new Error('PGlite is closed');
          return value.apply(target, args);
        };
      },
    });
    return { database: { ...pgliteDatabase(lent), close: giveBack }, drop: async () => {} };
  }
  // On PostgreSQL the app gets a pool of its own, ended when it closes (as on a closed PGlite, a
  // late query fails); the database goes back once the pool has ended.
  const database = await openDatabase({ url: pooled.url });
  return { database, drop: giveBack };
}

/** A database of this worker's: its tables, sequences and rows as the template has them. */
interface Pooled {
  /** PGlite: the instance. PostgreSQL: none; `url` names the database. */
  client?: PGlite;
  url?: string;
  /** Runs SQL on it (several statements without parameters, or one with). */
  query: (text: string) => Promise<Record<string, unknown>[]>;
  retire: () => Promise<void>;
  /** Tables of the template; one that is not (a test changed the schema) retires the database. */
  tables: Set<string>;
  /** Tables whose rows the template holds (the migrations journal, the job queue's version). */
  kept: Set<string>;
  /** Each sequence's value in the template (null: never used). */
  sequences: Map<string, string | null>;
}
const idle: Pooled[] = [];

const quoted = (schema: string, name: string) =>
  `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;

async function tablesOf(pooled: Pick<Pooled, 'query'>) {
  const rows = await pooled.query(
    `select n.nspname as schema, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and not c.relispartition
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`,
  );
  return rows.map((r) => quoted(String(r.schema), String(r.name)));
}

async function sequencesOf(pooled: Pick<Pooled, 'query'>) {
  const rows = await pooled.query(
    'select schemaname as schema, sequencename as name, last_value::text as value from pg_sequences',
  );
  return new Map(rows.map((r) => [quoted(String(r.schema), String(r.name)), r.value as string | null]));
}

async function newCopy(): Promise<Pooled> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let handle: Pick<Pooled, 'client' | 'url' | 'query' | 'retire'>;
  if (!adminUrl) {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
    const client = await openPglite({ loadDataDir: pgliteTemplate });
    handle = {
      client,
      query: async (text) => (await client.exec(text)).at(-1)?.rows ?? [],
      retire: () => client.close().catch(() => undefined),
    };
  } else {
    // Named after the run's template, so the run's end drops it with the template (global-setup.ts).
    const name = `${inject('pgTemplate')}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await adminQuery(adminUrl, `create database ${name} template ${inject('pgTemplate')}`);
    const url = databaseUrl(adminUrl, name);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    handle = {
      url,
      query: async (text) => {
        const results = (await client.query(text)) as pg.QueryResult | pg.QueryResult[];
        return (Array.isArray(results) ? results.at(-1)?.rows : results.rows) ?? [];
      },
      retire: async () => {
        await client.end().catch(() => undefined);
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const tables = await tablesOf(handle);
  const kept = new Set<string>();
  for (const table of tables) {
    if ((await handle.query(`select 1 from ${table} limit 1`)).length) kept.add(table);
  }
  // The job queue keeps each queue it made (and that queue's partition of the job table).
  kept.add(quoted('pgboss', 'queue'));
  return { ...handle, tables: new Set(tables), kept, sequences: await sequencesOf(handle) };
}

/** Empties a database a test used back to the template; false when it cannot be (a changed schema). */
async function empty(pooled: Pooled): Promise<boolean> {
  const tables = await tablesOf(pooled);
  if (tables.some((t) => !pooled.tables.has(t))) return false;
  const sequences = await sequencesOf(pooled);
  const changed = [...sequences].filter(([name, value]) => pooled.sequences.get(name) !== value);
  await pooled.query(
    [
      // No foreign-key checks or triggers while every table is emptied.
      'set session_replication_role = replica',
      ...tables.filter((t) => !pooled.kept.has(t)).map((t) => `delete from ${t}`),
      ...changed.map(([name]) => {
        const value = pooled.sequences.get(name);
        const literal = `'${name.replace(/'/g, "''")}'`;
        return value == null
          ? `select setval(${literal}, (select seqstart from pg_sequence where seqrelid = ${literal}::regclass), false)`
          : `select setval(${literal}, ${value}, true)`;
      }),
      'reset session_replication_role',
    ].join(';\n'),
  );
  return true;
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

/** The newest mail to `to` whose subject matches, waiting for it (sign-up mails go after the reply). */
export async function mailTo(t: TestApp, to: string, subject: RegExp) {
  for (let i = 0; i < 500; i += 1) {
    const mails = await readOutbox(path.join(t.dataDir, 'outbox'));
    const mail = mails.reverse().find((m) => m.to === to && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

/**
 * Signs up through the API the way a person does (decision 930): the sign-up, then the link
 * in the mail it sends, whose answer is the new account's session.
 */
export async function signUpWithLink(
  t: TestApp,
  body: { email: string; first_name: string; last_name: string; password1: string; password2: string },
) {
  const res = await t.app.inject({ method: 'POST', url: '/v1/users/rest-auth/registration/', payload: body });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const mail = await mailTo(t, body.email.toLowerCase(), /finish signing up/);
  const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
  const opened = await t.app.inject({ method: 'POST', url: '/v1/users/verify-email/', payload: { token } });
  return { answer: res, opened, token, mail };
}
