import { MantineProvider } from '@mantine/core';
import { msg } from '@simmer/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session';
import { VideoPlayer } from './video-player';

type Handler = (event: string, data: unknown) => void;

/** hls.js as the player sees it: its config, the address it loads and its event handlers. */
const hlsState = vi.hoisted(() => ({
  instances: [] as Array<{
    config: { startPosition?: number };
    source: string;
    destroyed: boolean;
    handlers: Map<string, Handler>;
  }>,
}));

vi.mock('hls.js', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
    static ErrorTypes = { MEDIA_ERROR: 'mediaError' };
    source = '';
    destroyed = false;
    handlers = new Map<string, Handler>();
    constructor(readonly config: { startPosition?: number }) {
      hlsState.instances.push(this);
    }
    on(event: string, f: Handler) {
      this.handlers.set(event, f);
    }
    once(event: string, f: Handler) {
      this.handlers.set(event, f);
    }
    loadSource(url: string) {
      this.source = url;
    }
    attachMedia() {}
    recoverMediaError() {}
    destroy() {
      this.destroyed = true;
    }
  }
  return { default: FakeHls };
});

const playbackId = 'freePlaybackBbbbbbb';
/** The playback call: a new signed address each time, or the refusal given. */
function playbackAnswers(refuseFrom = Number.POSITIVE_INFINITY) {
  let n = 0;
  return vi.fn(async () => {
    n += 1;
    if (n >= refuseFrom) {
      return new Response(JSON.stringify({ status: 403, msg: msg.premiumLoginPrompt }), { status: 403 });
    }
    const body = {
      playback_id: playbackId,
      url: `/v1/media/hls/${playbackId}/token${n}/master.m3u8`,
      expires_at: new Date(Date.now() + 600_000).toISOString(),
      thumbnail: null,
      duration: 1200,
    };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
}

function renderPlayer() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <MemoryRouter>
          <VideoPlayer playbackId={playbackId} title="Long film" />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** The player mid-film: at 640 s and playing, when a segment answers 403. */
function segmentRefused() {
  const video = screen.getByTestId('video-player') as HTMLVideoElement;
  Object.defineProperty(video, 'currentTime', { configurable: true, writable: true, value: 640 });
  Object.defineProperty(video, 'paused', { configurable: true, value: false });
  const first = hlsState.instances[0];
  first?.handlers.get('hlsError')?.('hlsError', { response: { code: 403 }, fatal: false });
}

beforeEach(() => {
  sessionStore.clear();
  hlsState.instances.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('VideoPlayer when a segment token runs out (decision 403)', () => {
  it('fetches a fresh address and resumes where it stopped', async () => {
    const fetch = playbackAnswers();
    vi.stubGlobal('fetch', fetch);
    renderPlayer();
    await waitFor(() => expect(hlsState.instances[0]?.source).toMatch(/token1/));
    expect(hlsState.instances[0]?.config.startPosition).toBe(-1);
    segmentRefused();
    await waitFor(() => expect(hlsState.instances[1]?.source).toMatch(/token2/));
    expect(hlsState.instances[0]?.destroyed).toBe(true);
    expect(hlsState.instances[1]?.config.startPosition).toBe(640);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the prompt when the fresh address is refused', async () => {
    vi.stubGlobal('fetch', playbackAnswers(2));
    renderPlayer();
    await waitFor(() => expect(hlsState.instances[0]?.source).toMatch(/token1/));
    segmentRefused();
    expect(await screen.findByText(msg.loginToWatch)).toBeTruthy();
    expect(hlsState.instances).toHaveLength(1);
  });
});
