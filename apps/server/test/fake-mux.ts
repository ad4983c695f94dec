import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const platformDir = path.join(import.meta.dirname, '../src/platform');

/**
 * A recorded Mux response: `video/asset-ready` is `src/platform/video/fixtures/asset-ready.json`
 * (written by hand from the shapes in Mux's API reference).
 */
export const muxFixture = (name: string) => {
  const [port, file] = name.split('/');
  return readFileSync(path.join(platformDir, port!, 'fixtures', `${file}.json`), 'utf8');
};

export const muxTokenId = 'token-id';
export const muxTokenSecret = 'token-secret';

export interface FakeMux {
  url: string;
  /** Every request, in order: `GET /video/v1/assets/<id>` and the body sent. */
  requests: Array<{ route: string; body: string }>;
  /** What `METHOD /path` answers from now on: a status and a fixture name (see `muxFixture`). */
  answer(route: string, status: number, fixture: string): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for Mux's REST API that the official client talks to (its `baseURL`):
 * Basic auth with `token-id:token-secret` (401 with Mux's error body otherwise), recorded
 * responses per method and path, Mux's 404 body for anything else.
 */
export async function startFakeMux(routes: Record<string, [number, string]> = {}): Promise<FakeMux> {
  const answers = new Map(Object.entries(routes));
  const requests: FakeMux['requests'] = [];
  const auth = `Basic ${Buffer.from(`${muxTokenId}:${muxTokenSecret}`).toString('base64')}`;
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const route = `${req.method} ${req.url}`;
    requests.push({ route, body });
    const send = (status: number, text: string) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(text);
    if (req.headers.authorization !== auth) return send(401, muxFixture('video/error-unauthorized'));
    const answer = answers.get(route);
    if (!answer) return send(404, '{"error":{"type":"not_found","messages":["Not found"]}}');
    return send(answer[0], muxFixture(answer[1]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (route, status, fixture) => answers.set(route, [status, fixture]),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A body signed the way Mux signs its webhooks: `mux-signature: t=<ts>,v1=<hex HMAC-SHA256 of "<ts>.<body>">`. */
export function muxSignature(body: string, secret: string, at = Math.floor(Date.now() / 1000)) {
  return `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`;
}
