import { msg } from '@simmer/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function until(ok: () => boolean, what: string, seconds = 15) {
  const deadline = Date.now() + seconds * 1000;
  while (!ok()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function expectShed(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown },
  retryAfter: string,
) {
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe(retryAfter);
  expect(res.json()).toEqual({ status: 503, msg: msg.serverBusy });
}

describe('load shedding (decision 447)', () => {
  it('answers 503 with Retry-After and the catalogue message while a limit is exceeded, before the token check', async () => {
    // Any heap is above one byte: the library's own check, forced.
    t = await createTestApp({ PRESSURE_MAX_HEAP_USED_BYTES: '1', PRESSURE_RETRY_AFTER_SECONDS: '7' });
    const app = t.app;
    await until(() => app.isUnderPressure(), 'the first sample');
    expectShed(await app.inject({ url: '/v1/health/' }), '7');
    // A closed route answers 503 too, not 401: nothing runs for a shed request.
    const closed = await app.inject({
      method: 'POST',
      url: '/v1/grocery/lists/',
      payload: { list_name: 'x' },
    });
    expectShed(closed, '7');
    expect(closed.headers['x-request-id']).toBeTruthy();
  });

  it('sheds while queries wait too long for the database, and serves again once they do not', async () => {
    t = await createTestApp({ PRESSURE_MAX_DATABASE_WAIT_MS: '300' });
    const { app, database } = t;
    expect((await app.inject({ url: '/v1/health/' })).statusCode).toBe(200);
    // Hold every connection: PGlite has one, the PostgreSQL pool ten.
    const holders = database.kind === 'pglite' ? 1 : 10;
    let release: () => void = () => undefined;
    const released = new Promise<void>((r) => {
      release = r;
    });
    const held = Array.from({ length: holders }, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await released;
      }),
    );
    try {
      await until(() => app.isUnderPressure(), 'the database probe to wait past 300 ms');
      expectShed(await app.inject({ url: '/v1/site-config/' }), '5');
    } finally {
      release();
      await Promise.all(held);
    }
    await until(() => !app.isUnderPressure(), 'the next probe to pass');
    expect((await app.inject({ url: '/v1/health/' })).statusCode).toBe(200);
  });
});
