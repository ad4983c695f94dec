import { MantineProvider } from '@mantine/core';
import { msg, type Post } from '@simmer/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { PostVideo } from './post-video';

type VideoFields = Pick<Post, 'id' | 'video_playback_id' | 'video_status' | 'video_progress'>;

function show(post: VideoFields) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <PostVideo post={post} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** The server's answers to the card's polling, one per request (the last one repeats). */
function serverSays(...answers: Array<Partial<VideoFields>>) {
  const calls: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => {
    release = r;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      await gate;
      const body = answers[Math.min(calls.length - 1, answers.length - 1)];
      return new Response(JSON.stringify({ ...processing, ...body }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls, release };
}

const processing: VideoFields = {
  id: 7,
  video_playback_id: 'playCooking01',
  video_status: 'processing',
  video_progress: 40,
};

beforeEach(() => sessionStore.clear());
afterEach(() => vi.unstubAllGlobals());

describe('a video post still being transcoded', () => {
  it('shows "Processing" with the percentage, and follows it while polling', async () => {
    const server = serverSays({ video_progress: 75 });
    show(processing);
    const bar = screen.getByRole('progressbar', { name: msg.videoProcessingProgress });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(`${msg.videoStatusProcessing} 40%`)).toBeTruthy();

    server.release();
    expect(await screen.findByText(`${msg.videoStatusProcessing} 75%`)).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: msg.videoProcessingProgress }).getAttribute('aria-valuenow'),
    ).toBe('75');
    expect(server.calls[0]).toBe('/v1/community/posts/7/');
  });

  it('says "Processing" without a bar while the server reports no percentage', () => {
    serverSays({});
    show({ ...processing, video_progress: null });
    expect(screen.getByText(msg.videoStatusProcessing)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows no percentage for a video that failed', () => {
    show({ ...processing, video_status: 'failed', video_progress: 12 });
    expect(screen.getByText(msg.videoStatusFailed)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
