import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from '../src/http/event-stream';
import { createTestApp, type TestApp } from './harness';

// Fair admission (decision 810) over real HTTP connections: the shape of the rule (how many run
// at once, who waits, who is answered 503 with Retry-After), never absolute speeds.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function slowApp(env: Record<string, string>, workMs: number) {
  const seen = { running: 0, most: 0, order: [] as string[] };
  t = await createTestApp(env, {
    beforeReady: (app) => {
      const work = async (request: { method: string; headers: Record<string, unknown> }) => {
        seen.running++;
        seen.most = Math.max(seen.most, seen.running);
        await sleep(workMs);
        seen.running--;
        seen.order.push(`${request.method}:${String(request.headers['x-tag'] ?? '')}`);
        return { ok: true };
      };
      app.get('/v1/test-slow/', { config: { access: 'public' } }, work);
      // A stream that stays open while its client listens, as the bell's and live comments' do.
      app.get('/v1/test-stream/', { config: { access: 'public' } }, (request, reply) => {
        openEventStream(request, reply).write(': open\n\n');
      });
      app.post('/v1/test-slow/', { config: { access: 'public' } }, work);
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { seen, url: `http://127.0.0.1:${port}/v1/test-slow/` };
}

async function call(url: string, init: RequestInit = {}) {
  const started = Date.now();
  const res = await fetch(url, init);
  const body = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body, ms: Date.now() - started };
}

describe('fair admission (decision 810)', () => {
  it('runs a bounded number at once, queues the rest, and answers those past the time limit 503 with Retry-After', async () => {
    const { seen, url } = await slowApp(
      { ADMISSION_CONCURRENCY: '2', ADMISSION_QUEUE_MS: '600', PRESSURE_RETRY_AFTER_SECONDS: '4' },
      250,
    );
    const results = await Promise.all(Array.from({ length: 24 }, () => call(url)));
    const ok = results.filter((r) => r.status === 200);
    const shed = results.filter((r) => r.status === 503);
    expect(ok.length + shed.length).toBe(24);
    // Never more than two at once; the queue let more than two through (they waited, not refused).
    expect(seen.most).toBeLessThanOrEqual(2);
    expect(ok.length).toBeGreaterThan(2);
    expect(shed.length).toBeGreaterThan(0);
    for (const r of shed) {
      expect(r.retryAfter).toBe('4');
      expect(JSON.parse(r.body)).toMatchObject({ status: 503 });
    }
    // A shed request is answered at its time limit, not after the work ahead of it.
    const slowestShed = Math.max(...shed.map((r) => r.ms));
    const slowestOk = Math.max(...ok.map((r) => r.ms));
    expect(slowestShed).toBeLessThan(slowestOk + 250 * 24);
    expect(slowestShed).toBeLessThan(4000);
  });

  it('sheds one client’s excess at once, and another client still gets in', async () => {
    const { url } = await slowApp(
      { ADMISSION_CONCURRENCY: '1', ADMISSION_QUEUE_MS: '20000', ADMISSION_QUEUE_PER_CLIENT: '3' },
      200,
    );
    const busy = Array.from({ length: 10 }, () => call(url, { headers: { 'x-forwarded-for': '10.0.0.1' } }));
    await sleep(100);
    const other = call(url, { headers: { authorization: 'Bearer another-client' } });
    const mine = await Promise.all(busy);
    // One runs, three wait, six are refused at once (before the first one finished its work).
    expect(mine.filter((r) => r.status === 200)).toHaveLength(4);
    const refused = mine.filter((r) => r.status === 503);
    expect(refused).toHaveLength(6);
    const firstDone = Math.min(...mine.filter((r) => r.status === 200).map((r) => r.ms));
    for (const r of refused) {
      expect(r.retryAfter).toBeTruthy();
      expect(r.ms).toBeLessThanOrEqual(firstDone);
    }
    expect((await other).status).not.toBe(503);
  });

  it('does not starve reads behind a queue of writes', async () => {
    const { seen, url } = await slowApp({ ADMISSION_CONCURRENCY: '1', ADMISSION_QUEUE_MS: '30000' }, 150);
    const writes = Array.from({ length: 10 }, (_, i) =>
      call(url, {
        method: 'POST',
        headers: { 'x-tag': `w${i}`, 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    await sleep(400);
    const read = call(url, { headers: { 'x-tag': 'r' } });
    await Promise.all([...writes, read]);
    // The read waited for at most the one running and one write ahead of it, not all ten.
    expect(seen.most).toBe(1);
    const at = seen.order.indexOf('GET:r');
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(seen.order.length - 4);
  });

  it('gives no place to an open event stream: listeners beyond the limit do not stop other requests', async () => {
    const { url } = await slowApp({ ADMISSION_CONCURRENCY: '2', ADMISSION_QUEUE_MS: '600' }, 10);
    const streamUrl = url.replace('test-slow', 'test-stream');
    const listeners = new AbortController();
    const streams = await Promise.all(
      Array.from({ length: 5 }, () => fetch(streamUrl, { signal: listeners.signal })),
    );
    for (const s of streams) expect(s.status).toBe(200);
    try {
      const after = await Promise.all(Array.from({ length: 4 }, () => call(url)));
      expect(after.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    } finally {
      listeners.abort();
    }
  });
});
