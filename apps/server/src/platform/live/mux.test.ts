import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMuxLiveIngest, MuxLiveError, muxIngestUrl } from './mux';
import { waitFor } from './testing';

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, 'fixtures', `${name}.json`), 'utf8');
const streamId = 'QrikEQpEXp3RvklQSHyHSYOakQkXlRId';

/** Mux's live-stream API from recorded responses; the stream's status follows `status`. */
let status: 'idle' | 'active' | 'idle-after' = 'idle';
const seen: Array<{ method: string; url: string; body: string }> = [];
const server = http.createServer(async (req, res) => {
  let body = '';
  for await (const c of req) body += c;
  seen.push({ method: req.method ?? '', url: req.url ?? '', body });
  const json = (code: number, name: string) =>
    res.writeHead(code, { 'content-type': 'application/json' }).end(fixture(name));
  if (req.headers.authorization !== `Basic ${Buffer.from('token-id:token-secret').toString('base64')}`)
    return json(401, 'error-unauthorized');
  const key = `${req.method} ${req.url}`;
  if (key === 'POST /video/v1/live-streams') return json(201, 'live-stream-create');
  if (key === `GET /video/v1/live-streams/${streamId}`)
    return json(200, status === 'active' ? 'live-stream-active' : 'live-stream-idle');
  if (key === `PUT /video/v1/live-streams/${streamId}/complete`) return json(200, 'live-stream-complete');
  if (key === `PUT /video/v1/live-streams/${streamId}/disable`) return json(200, 'live-stream-complete');
  res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"messages":["Not found"]}}');
});
let apiUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const ingest = (secret = 'token-secret') =>
  createMuxLiveIngest({
    tokenId: 'token-id',
    tokenSecret: secret,
    apiUrl,
    pollMs: 20,
    log: { warn: () => {} },
  });

describe('Mux live ingest', () => {
  it('creates a low-latency live stream with signed playback and answers key and playback id', async () => {
    const live = ingest();
    expect(live.ingestUrl).toBe(muxIngestUrl);
    expect(await live.create()).toEqual({
      providerStreamId: streamId,
      streamKey: '4d4b2f61-6a27-d0c4-2c4e-8d6b8f1a3e52',
      playbackId: 'Hq7mbBa01rWf9JXvLm3p6Tq00jZ7fRZ02Xv00pK4wB8dU',
    });
    expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toEqual({
      playback_policy: ['signed'],
      new_asset_settings: { playback_policy: ['signed'] },
      latency_mode: 'low',
      reconnect_window: 60,
    });
  });

  it('reports live when the encoder connects and ended when the stream is idle again', async () => {
    const live = ingest();
    const input = await live.create();
    const events: string[] = [];
    status = 'idle';
    live.watch(input, { onLive: () => events.push('live'), onEnded: (r) => events.push(`ended:${r}`) });
    await new Promise((r) => setTimeout(r, 80));
    expect(events).toEqual([]);
    status = 'active';
    await waitFor(async () => events.includes('live'));
    status = 'idle-after';
    await waitFor(async () => events.length === 2);
    expect(events).toEqual(['live', 'ended:input stopped']);
    expect(live.isWatching(input)).toBe(false);
  });

  it('completes and disables the stream when an admin ends it', async () => {
    const live = ingest();
    const input = await live.create();
    status = 'active';
    live.watch(input, { onLive: () => {}, onEnded: () => {} });
    seen.length = 0;
    await live.end(input);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(
      expect.arrayContaining([
        `PUT /video/v1/live-streams/${streamId}/complete`,
        `PUT /video/v1/live-streams/${streamId}/disable`,
      ]),
    );
    expect(live.isWatching(input)).toBe(false);
    await live.close();
  });

  it("turns Mux's error body into an error with its status and message", async () => {
    const err = await ingest('wrong')
      .create()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MuxLiveError);
    expect(err).toMatchObject({ status: 401, message: 'Unauthorized request' });
  });
});
