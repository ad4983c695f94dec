import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clipPoll, untilPlayable, useVideo } from './catalog-api';

const video = (playback: string | null, extra: Record<string, unknown> = {}) => ({
  id: 7,
  title: 'Knife skills',
  video_playback_id: playback,
  can_watch: true,
  is_premium: false,
  ...extra,
});

describe('a video page whose clip is being made', () => {
  const before = clipPoll.ms;
  afterEach(() => {
    clipPoll.ms = before;
    vi.unstubAllGlobals();
  });

  it('asks again until the clip is ready, then stops', async () => {
    clipPoll.ms = 20;
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return new Response(JSON.stringify(video(calls < 3 ? null : 'play-1')), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, unmount } = renderHook(() => useVideo(7), { wrapper });
    await waitFor(() => expect(result.current.data?.video_playback_id).toBe('play-1'));
    expect(calls).toBe(3);
    unmount();
    client.clear();
  });

  it('polls only while the viewer may watch and the clip is missing', () => {
    const state = (data: ReturnType<typeof video>) => ({ state: { data } });
    expect(untilPlayable(state(video(null)))).toBe(clipPoll.ms);
    expect(untilPlayable(state(video('play-1')))).toBe(false);
    // A premium item the viewer may not watch has no playback id for them: nothing to wait for.
    expect(untilPlayable(state(video(null, { is_premium: true, can_watch: false })))).toBe(false);
    expect(untilPlayable({ state: {} })).toBe(false);
  });
});
