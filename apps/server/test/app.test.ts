import { EventEmitter } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitOnSignals } from '../src/shutdown';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
  const web = path.join(t.dataDir, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head></head><body>simmer-app</body></html>',
  );
  writeFileSync(path.join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
});
afterAll(async () => {
  await t.close();
});

describe('the server', () => {
  it('serves OpenAPI at /v1/docs', async () => {
    const ui = await t.app.inject({ url: '/v1/docs' });
    expect([200, 302]).toContain(ui.statusCode);
    const spec = await t.app.inject({ url: '/v1/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toContain('/users/rest-auth/login/');
  });

  it('sends security headers with a Content Security Policy, and a request id', async () => {
    const res = await t.app.inject({ url: '/v1/health/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    const given = await t.app.inject({ url: '/v1/health/', headers: { 'x-request-id': 'trace-12345678' } });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
  });

  it('answers unknown API paths with the error shape', async () => {
    const res = await t.app.inject({ url: '/v1/no/such/thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404 });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/users/rest-auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, msg: 'The request body is not valid JSON.' });
  });

  it('serves the web app with a fallback to index.html for client routes', async () => {
    for (const url of ['/', '/home-page-new', '/all-recipes', '/v1/users/password-reset-confirm/MQ/abc/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('simmer-app');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // A recipe that does not exist is a real 404 page (decision 446).
    expect((await t.app.inject({ url: '/recipe/12' })).statusCode).toBe(404);
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const traversal = await t.app.inject({ url: '/..%2f..%2fetc%2fpasswd' });
    expect(traversal.body).not.toContain('root:');
  });

  it('limits the rate of auth attempts per address', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/users/rest-auth/login/',
        payload: { email: 'limit@example.com', password: 'Nope12345' },
        remoteAddress: '10.9.8.7',
      });
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await attempt()).statusCode);
    expect(codes).toEqual([400, 400, 400, 429]);
    const limited = await attempt();
    expect(limited.json()).toEqual({ status: 429, msg: msg.tooManyRequests });
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/v1/users/rest-auth/login/',
      payload: { email: 'limit@example.com', password: 'Nope12345' },
      remoteAddress: '10.9.8.8',
    });
    expect(other.statusCode).toBe(400);
  });
});

const databaseKind = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

describe(`graceful shutdown on ${databaseKind}`, () => {
  it('lets an in-flight request finish with its database work after SIGTERM, then exits 0', async () => {
    let started: () => void = () => undefined;
    const inHandler = new Promise<void>((r) => {
      started = r;
    });
    const app = await createTestApp(
      {},
      {
        beforeReady: (a) =>
          a.get('/v1/slow-test/', { config: { access: 'public' } }, async () => {
            started();
            await new Promise((r) => setTimeout(r, 300));
            // The database is still open: it closes only once the answers are out.
            const { rows } = await a.ctx.database.query('select 41 + 1 as answer');
            return { done: true, answer: Number(rows[0]?.answer) };
          }),
      },
    );
    const signals = new EventEmitter();
    let exited: (code: number) => void = () => undefined;
    const exitCode = new Promise<number>((r) => {
      exited = r;
    });
    exitOnSignals({
      close: app.close,
      log: { info: () => undefined, error: () => undefined },
      signals,
      exit: exited,
    });
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.app.server.address() as { port: number };
    const pending = new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      // A keep-alive client connection must not hold the shutdown open once its request is answered.
      http
        .get(
          {
            host: '127.0.0.1',
            port: address.port,
            path: '/v1/slow-test/',
            agent: new http.Agent({ keepAlive: true }),
          },
          (res) => {
            let body = '';
            res.on('data', (c) => {
              body += c;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(body) }));
          },
        )
        .on('error', reject);
    });
    // Signal only once the request is being handled, however slow the machine is.
    await inHandler;
    signals.emit('SIGTERM');
    await expect(pending).resolves.toEqual({ status: 200, body: { done: true, answer: 42 } });
    await expect(exitCode).resolves.toBe(0);
  });
});
