import { MantineProvider } from '@mantine/core';
import { msg, type Playback, storageKeys } from '@simmer/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authModal } from '../../lib/auth-modal';
import { sessionStore } from '../../lib/session';
import { VideoPlayer } from './video-player';

function renderPlayer(preload: 'auto' | 'none' = 'auto') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/video/:id',
        element: (
          <VideoPlayer
            playbackId="premiumPlaybackAaaa"
            title="Premium"
            item={{ kind: 'video', id: 7 }}
            preload={preload}
          />
        ),
      },
      { path: '/premium-plans', element: <>plans page</> },
    ],
    { initialEntries: ['/video/7'] },
  );
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** The server's answer to the playback request: a 403 for a premium item without access. */
const forbidden = (text: string) =>
  vi.fn(async () => new Response(JSON.stringify({ status: 403, msg: text }), { status: 403 }));

beforeEach(() => {
  sessionStore.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('VideoPlayer on a 403', () => {
  it('asks a visitor to log in and keeps the video id for afterwards', async () => {
    vi.stubGlobal('fetch', forbidden(msg.premiumLoginPrompt));
    renderPlayer();
    expect(await screen.findByText(msg.loginToWatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: msg.premiumLoginAction }));
    expect(authModal.get()).toBe('login');
    expect(localStorage.getItem(storageKeys.videoId)).toBe('7');
  });

  it('shows a member the purchase prompt leading to the plans', async () => {
    sessionStore.set({
      access_token: 'a',
      refresh_token: 'r',
      user: {
        id: 3,
        role: 'user',
        email: 'm@x.com',
        first_name: 'M',
        last_name: 'X',
        profile_image: null,
        provider: 'email',
        membership_expired: false,
        email_verified: true,
      },
    });
    vi.stubGlobal('fetch', forbidden(msg.premiumPurchasePrompt));
    renderPlayer();
    expect(await screen.findByText(msg.premiumPromptBody)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: msg.premiumPromptAction }));
    expect(await screen.findByText('plans page')).toBeTruthy();
  });
});

describe('VideoPlayer with preload="none"', () => {
  it('shows the poster and a play button, and attaches the stream only when played', async () => {
    const playback: Playback = {
      playback_id: 'premiumPlaybackAaaa',
      url: '/v1/media/hls/x/master.m3u8',
      expires_at: '2030-01-01T00:00:00Z',
      thumbnail: '/thumb.jpg',
      duration: 60,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(playback), { status: 200 })),
    );
    renderPlayer('none');
    const play = await screen.findByRole('button', { name: 'Play Premium' });
    const video = screen.getByTestId('video-player') as HTMLVideoElement;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.getAttribute('poster')).toBe('/thumb.jpg');
    expect(video.hasAttribute('controls')).toBe(false);
    fireEvent.click(play);
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('preload')).toBe(false);
  });
});
