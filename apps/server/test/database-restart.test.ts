import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { createTestApp, signedIn, type TestApp } from './harness';
import { findPostgresBinaries, startPostgres, type TestPostgres } from './postgres-server';

const binDir = await findPostgresBinaries();
const title = binDir
  ? 'a PostgreSQL restart under write load'
  : 'a PostgreSQL restart under write load (skipped: no PostgreSQL server binaries, initdb and pg_ctl, found in PG_BIN_DIR, /usr/lib/postgresql/<major>/bin or the PATH)';

if (!binDir) console.warn(title);

interface Write {
  name: string;
  status: number;
  msg?: string;
  retryAfter?: string;
  at: number;
}

/**
 * Restarts the test's own PostgreSQL (`pg_ctl restart -m fast`) while members keep creating
 * grocery lists: every answer is a 201 or a 503 with the catalogue message and Retry-After,
 * the app serves again once the database is back, and every list answered 201 is stored.
 */
describe.skipIf(!binDir)(title, () => {
  let pg: TestPostgres;
  let database: Database;
  let t: TestApp;
  let closing: Promise<void> | undefined;
  beforeAll(async () => {
    pg = await startPostgres(binDir!);
    database = await openDatabase({ url: pg.url });
    await database.migrate();
    t = await createTestApp({}, { database });
  }, 180_000);
  afterAll(async () => {
    // However the test ended, the private server stops (a leaked connection would keep the
    // app's close waiting for ever).
    const closed = closing ?? t?.close();
    await Promise.race([closed?.catch(() => undefined), new Promise((r) => setTimeout(r, 20_000))]);
    await pg?.stop();
  }, 60_000);

  it('answers 201 or 503 while PostgreSQL restarts, keeps serving, and loses no acknowledged write', async () => {
    const members = await Promise.all([1, 2, 3, 4].map(() => signedIn(t)));
    const writes: Write[] = [];
    let stop = false;
    let serial = 0;
    const writer = async (member: (typeof members)[number]) => {
      while (!stop) {
        serial += 1;
        const name = `restart-${serial}`;
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/grocery/lists/',
          payload: { list_name: name },
          headers: member.headers,
        });
        const body = res.json() as { msg?: string };
        writes.push({
          name,
          status: res.statusCode,
          msg: body.msg,
          retryAfter: res.headers['retry-after'] as string | undefined,
          at: Date.now(),
        });
        // A short pause keeps the stream steady without starving the restart itself.
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const acknowledged = () => writes.filter((w) => w.status === 201).length;
    const until = async (ok: () => boolean, seconds: number, what: string) => {
      const deadline = Date.now() + seconds * 1000;
      while (!ok()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    };

    const writers = [...members, ...members].map((m) => writer(m));
    try {
      await until(() => acknowledged() >= 40, 60, '40 writes before the restart');
      const restartStart = Date.now();
      await pg.restart();
      const restartEnd = Date.now();
      const before = acknowledged();
      await until(() => acknowledged() >= before + 40, 60, '40 writes after the restart');
      stop = true;
      await Promise.all(writers);

      const unavailable = writes.filter((w) => w.status === 503);
      const others = writes.filter((w) => w.status !== 201 && w.status !== 503);
      expect(others.map((w) => `${w.status} ${w.msg}`)).toEqual([]);
      // The restart happened under load: some writes met the database down.
      expect(unavailable.length).toBeGreaterThan(0);
      for (const w of unavailable) {
        expect(w.msg).toBe(msg.databaseUnavailable);
        expect(Number(w.retryAfter)).toBeGreaterThan(0);
      }
      // The process serves again on its own once PostgreSQL is back.
      expect(writes.filter((w) => w.status === 201 && w.at > restartEnd).length).toBeGreaterThanOrEqual(40);
      expect((await t.app.inject({ url: '/v1/health/' })).statusCode).toBe(200);

      const stored = await database.query(`select name from grocery_lists where name like 'restart-%'`);
      const names = new Set(stored.rows.map((r) => r.name as string));
      const lost = writes.filter((w) => w.status === 201 && !names.has(w.name));
      expect(lost.map((w) => w.name)).toEqual([]);
      // No connection was kept by a request that failed: closing the pool waits for every
      // checked-out connection, so a leaked one would hold it open.
      closing = t.close();
      const closed = await Promise.race([
        closing.then(() => true),
        new Promise<boolean>((r) => setTimeout(() => r(false), 20_000)),
      ]);
      expect(closed, 'the pool closes: no connection was leaked').toBe(true);
      console.info(
        `database restart: ${writes.length} writes, ${acknowledged()} acknowledged, ${unavailable.length} answered 503, ` +
          `${stored.rows.length} stored, ${lost.length} acknowledged writes lost, restart took ${restartEnd - restartStart} ms`,
      );
    } finally {
      stop = true;
      await Promise.allSettled(writers);
    }
  }, 180_000);
});
