import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
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

  it('gives a shed page request a branded page that loads again by itself, and never sheds the app files', async () => {
    t = await createTestApp({
      PRESSURE_MAX_HEAP_USED_BYTES: '1',
      PRESSURE_RETRY_AFTER_SECONDS: '3',
      BRAND_NAME: 'Pan & Fire',
      BRAND_PRIMARY_COLOR: '#123456',
    });
    const { app, config } = t;
    mkdirSync(path.join(config.webDistDir, 'assets'), { recursive: true });
    writeFileSync(path.join(config.webDistDir, 'assets', 'app-1234.css'), 'body{color:red}');
    await until(() => app.isUnderPressure(), 'the first sample');

    const page = await app.inject({ url: '/recipe/30', headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('3');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(msg.serverBusyTitle);
    expect(page.body).toContain('Pan &amp; Fire');
    expect(page.body).toContain('#123456');
    expect(page.body).toMatch(/<meta http-equiv="refresh" content="\d+">/);
    expect(page.body).toContain('location.reload()');

    // The API keeps its JSON, even for a browser that accepts HTML.
    expectShed(await app.inject({ url: '/v1/site-config/', headers: { accept: 'text/html' } }), '3');

    // A stylesheet of a page already shown is served, not refused.
    const css = await app.inject({ url: '/assets/app-1234.css', headers: { accept: 'text/css,*/*' } });
    expect(css.statusCode).toBe(200);
    expect(css.body).toBe('body{color:red}');
    // A missing file still answers its 404, not 503.
    expect((await app.inject({ url: '/assets/missing-1.js' })).statusCode).toBe(404);
  });

  it('sheds while queries wait too long for the database, and serves again once they do not', async () => {
    t = await createTestApp({ PRESSURE_MAX_DATABASE_WAIT_MS: '300' });
    const { app, database } = t;
    expect((await app.inject({ url: '/v1/health/' })).statusCode).toBe(200);
    // An answer the public cache keeps is served while shedding (it costs no query).
    const kept = '/v1/admin/user/video/newly-added/';
    const first = await app.inject({ url: kept });
    expect(first.statusCode).toBe(200);
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
      const again = await app.inject({ url: kept });
      expect(again.statusCode).toBe(200);
      expect(again.body).toBe(first.body);
    } finally {
      release();
      await Promise.all(held);
    }
    await until(() => !app.isUnderPressure(), 'the next probe to pass');
    expect((await app.inject({ url: '/v1/health/' })).statusCode).toBe(200);
  });
});
