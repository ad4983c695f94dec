import { MantineProvider } from '@mantine/core';
import { type LiveReplay, msg, paths } from '@simmer/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReplayCell } from './replay-cell';

function show(replay: LiveReplay | null) {
  const router = createMemoryRouter([{ path: '/', element: <ReplayCell replay={replay} /> }]);
  render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('a past stream’s replay on the dashboard', () => {
  it('says it is being prepared, without a link yet', () => {
    show({ status: 'preparing', video_id: null, is_publish: false });
    expect(screen.getByText(msg.liveReplayPreparing)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links a draft replay to its edit page, where it is published', () => {
    show({ status: 'ready', video_id: 42, is_publish: false });
    const link = screen.getByRole('link', { name: msg.liveReplayEdit });
    expect(link.getAttribute('href')).toBe(paths.editVideo(42));
    expect(screen.queryByText(msg.liveReplayPublished)).toBeNull();
  });

  it('marks a published replay and still links to it', () => {
    show({ status: 'ready', video_id: 7, is_publish: true });
    expect(screen.getByRole('link', { name: msg.liveReplayEditPublished }).getAttribute('href')).toBe(
      '/update-content/video/7',
    );
    expect(screen.getByText(msg.liveReplayPublished)).toBeTruthy();
  });

  it('tells a failed replay and a stream without recording apart', () => {
    show({ status: 'failed', video_id: null, is_publish: false });
    expect(screen.getByText(msg.liveReplayFailed)).toBeTruthy();
    show(null);
    expect(screen.getByText(msg.liveReplayNone)).toBeTruthy();
  });
});
