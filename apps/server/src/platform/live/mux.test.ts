import Mux from '@mux/mux-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMux, muxTokenId, muxTokenSecret, startFakeMux } from '../../../test/fake-mux';
import { createMuxClient } from '../video/mux-client';
import { createMuxLiveIngest, isMuxIngest, muxIngestUrl } from './mux';

const streamId = 'QrikEQpEXp3RvklQSHyHSYOakQkXlRId';
const stream = `/video/v1/live-streams/${streamId}`;

/** Mux's live-stream API, answered from the recorded responses in fixtures/. */
let mux: FakeMux;
beforeAll(async () => {
  mux = await startFakeMux({
    'POST /video/v1/live-streams': [201, 'live/live-stream-create'],
    [`GET ${stream}`]: [200, 'live/live-stream-idle'],
    [`PUT ${stream}/complete`]: [200, 'live/live-stream-complete'],
    [`PUT ${stream}/disable`]: [200, 'live/live-stream-complete'],
  });
});
afterAll(() => mux.close());

const ingest = (secret = muxTokenSecret) =>
  createMuxLiveIngest({
    client: createMuxClient({ tokenId: muxTokenId, tokenSecret: secret, baseURL: mux.url }),
  });

describe('Mux live ingest (official client against a local stand-in)', () => {
  it('creates a low-latency live stream with signed playback and answers key and playback id', async () => {
    const live = ingest();
    expect(live.ingestUrl).toBe(muxIngestUrl);
    expect(await live.create()).toEqual({
      providerStreamId: streamId,
      streamKey: '4d4b2f61-6a27-d0c4-2c4e-8d6b8f1a3e52',
      playbackId: 'Hq7mbBa01rWf9JXvLm3p6Tq00jZ7fRZ02Xv00pK4wB8dU',
    });
    const sent = mux.requests.at(-1);
    expect(sent?.route).toBe('POST /video/v1/live-streams');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      playback_policies: ['signed'],
      new_asset_settings: { playback_policies: ['signed'] },
      latency_mode: 'low',
      reconnect_window: 60,
    });
  });

  it('polls nothing: following a stream sends no request, its state is read on demand', async () => {
    const live = ingest();
    expect(isMuxIngest(live)).toBe(true);
    const input = await live.create();
    const before = mux.requests.length;
    live.watch(input, { onLive: () => {}, onEnded: () => {} });
    expect(live.isWatching(input)).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(mux.requests.length).toBe(before);

    expect(await live.streamState(streamId)).toBe('idle');
    mux.answer(`GET ${stream}`, 200, 'live/live-stream-active');
    expect(await live.streamState(streamId)).toBe('active');
    expect(await live.streamState('goneStreamId')).toBe('deleted');
    expect(await live.recording(input)).toEqual({
      kind: 'asset',
      assetId: 'mCkp01Ae9M8vj02c6oWQ9Xc9v1kqG1KXrxQ00Fz7hpz9Lw',
    });
    await live.close();
  });

  it('completes and disables the stream when an admin ends it', async () => {
    const live = ingest();
    const input = await live.create();
    const before = mux.requests.length;
    await live.end(input);
    expect(mux.requests.slice(before).map((r) => r.route)).toEqual([
      `PUT ${stream}/complete`,
      `PUT ${stream}/disable`,
    ]);
  });

  it("raises the library's API error with Mux's status", async () => {
    const err = await ingest('wrong')
      .create()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Mux.AuthenticationError);
    expect(err).toMatchObject({ status: 401, error: { error: { messages: ['Unauthorized request'] } } });
  });
});
