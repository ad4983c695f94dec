import { MantineProvider } from '@mantine/core';
import type { EpisodeCard } from '@simmer/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resumablePosition } from '../../../components/player/watch-position';
import { UpNext, upNextSeconds } from './up-next';

const next = {
  id: 8,
  content_type: 'episode',
  title: 'Sauces',
  title_image: null,
  description: '',
  is_premium: false,
  show: 1,
  show_name: 'Weeknights',
  duration: 300,
  video_details: { duration: 300 },
  created: '2026-11-28T10:00:00.000Z',
  updated: '2026-11-28T10:00:00.000Z',
} satisfies EpisodeCard;

const show = (onPlay = vi.fn(), onCancel = vi.fn()) => {
  render(
    <MantineProvider>
      <UpNext next={next} number={2} onPlay={onPlay} onCancel={onCancel} />
    </MantineProvider>,
  );
  return { onPlay, onCancel };
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Up next', () => {
  it('names the next episode, focuses Play now and plays it when the countdown ends', () => {
    const { onPlay } = show();
    expect(screen.getByText('Episode 2 · Sauces')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Play now');
    expect(screen.getByText(`Playing in ${upNextSeconds} s`)).toBeTruthy();
    for (let i = 0; i < upNextSeconds - 1; i++) act(() => vi.advanceTimersByTime(1000));
    expect(onPlay).not.toHaveBeenCalled();
    expect(screen.getByText('Playing in 1 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('cancels with Escape or the Cancel button', () => {
    const { onCancel, onPlay } = show();
    fireEvent.keyDown(screen.getByRole('region', { name: 'Up next' }), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onPlay).not.toHaveBeenCalled();
  });
});

describe('resume offer', () => {
  const at = (position_seconds: number, duration_seconds: number | null = 600) => ({
    kind: 'video' as const,
    id: 1,
    position_seconds,
    duration_seconds,
    finished: false,
    updated_at: null,
  });
  it('offers a position from 5 s up to 5 s before the end', () => {
    expect(resumablePosition(undefined)).toBeNull();
    expect(resumablePosition(at(4))).toBeNull();
    expect(resumablePosition(at(192))).toBe(192);
    expect(resumablePosition(at(596))).toBeNull();
    expect(resumablePosition(at(900, null))).toBe(900);
  });
});
