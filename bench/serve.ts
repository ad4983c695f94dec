/**
 * The seeded demo instance the bench measures: production settings, an in-memory database,
 * the demo content, listening on a free port of 127.0.0.1. The web app is served from
 * apps/web/dist as built (`npm run build`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { seedIfEmpty } from '../apps/server/src/seed';

/** PGlite in memory by default; `databaseUrl` points at an empty PostgreSQL database instead. */
export async function startSeededApp(env: Record<string, string> = {}, databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000000',
    AUTH_ACCOUNT_RATE_LIMIT_MAX: '1000000',
    // What is measured is the answers: no demo clips transcoding beside them (no job worker),
    // and no load shedding (a refused request would measure the refusal).
    JOBS_WORKER: 'false',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_DATABASE_WAIT_MS: '0',
    NODE_ENV: 'production',
    ...env,
  });
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: null });
  await database.migrate();
  const app = await buildApp(config, { database, logger: false });
  const split = process.env.BENCH_SPLIT === '1' ? timeSplit(app) : undefined;
  await seedIfEmpty(app.ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    app,
    base,
    config,
    split,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Per route: requests, and milliseconds spent before the handler, in it, and serialising. */
export interface SplitRow {
  requests: number;
  kept: number;
  beforeMs: number;
  handlerMs: number;
  serialiseMs: number;
}

/**
 * Where one request's time goes, from Fastify's own clock (`reply.elapsedTime`): before the
 * handler (routing, hooks, the token check: "auth"), the handler (its database reads and the
 * service's work: "database"), and from its answer to the bytes sent ("serialisation"). A kept
 * answer is counted apart: it is served by the first hook.
 */
function timeSplit(app: Awaited<ReturnType<typeof buildApp>>) {
  const rows = new Map<string, SplitRow>();
  const marks = new WeakMap<object, { handler: number; answer: number }>();
  app.addHook('preHandler', async (request, reply) => {
    marks.set(request, { handler: reply.elapsedTime, answer: 0 });
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const m = marks.get(request);
    if (m) m.answer = reply.elapsedTime;
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const key = `${request.method} ${request.routeOptions.url}`;
    const row = rows.get(key) ?? { requests: 0, kept: 0, beforeMs: 0, handlerMs: 0, serialiseMs: 0 };
    rows.set(key, row);
    row.requests += 1;
    const m = marks.get(request);
    if (!m || request.publicCacheHit) {
      row.kept += 1;
      row.beforeMs += reply.elapsedTime;
      return;
    }
    const answer = m.answer || reply.elapsedTime;
    row.beforeMs += m.handler;
    row.handlerMs += answer - m.handler;
    row.serialiseMs += reply.elapsedTime - answer;
  });
  return {
    reset: () => rows.clear(),
    report: () => Object.fromEntries(rows),
  };
}

/**
 * The same instance in a process of its own (`node --import tsx serve.ts` with the settings as
 * JSON in BENCH_SERVE_ENV), for measurements whose own work must not slow the server down:
 * it sends `{ base }` to its parent once listening and closes on SIGTERM.
 */
if (import.meta.url === `file://${process.argv[1]}` && process.send) {
  const server = await startSeededApp(
    JSON.parse(process.env.BENCH_SERVE_ENV ?? '{}'),
    process.env.BENCH_SERVE_DATABASE_URL || undefined,
  );
  process.send({ base: server.base });
  // The time split, asked for by the parent (BENCH_SPLIT=1).
  process.on('message', (m: { split?: 'reset' | 'report' }) => {
    if (m.split === 'reset') server.split?.reset();
    if (m.split === 'report') process.send?.({ split: server.split?.report() ?? {} });
  });
  process.once('SIGTERM', () => {
    void server.close().then(() => process.exit(0));
  });
}
