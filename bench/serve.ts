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
  await seedIfEmpty(app.ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    app,
    base,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The same instance in a process of its own (`node --import tsx serve.ts` with the settings as
 * JSON in BENCH_SERVE_ENV), for measurements whose own work must not slow the server down:
 * it sends `{ base }` to its parent once listening and closes on SIGTERM.
 */
if (import.meta.url === `file://${process.argv[1]}` && process.send) {
  const server = await startSeededApp(JSON.parse(process.env.BENCH_SERVE_ENV ?? '{}'));
  process.send({ base: server.base });
  process.once('SIGTERM', () => {
    void server.close().then(() => process.exit(0));
  });
}
