import { Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { formatClock } from '@simmer/contracts';
import { type RefObject, useEffect, useState } from 'react';

interface Chapter {
  id: string;
  start: number;
  title: string;
}

/**
 * The chapters of the video's WebVTT chapters track as a row of buttons under the player:
 * the chapter playing is highlighted (the track's cuechange), a click seeks to it.
 */
export function ChapterBar({ videoRef, src }: { videoRef: RefObject<HTMLVideoElement | null>; src: string }) {
  const [chapters, setChapters] = useState<Chapter[]>([]);
  const [active, setActive] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new track address loads new cues
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const track = [...video.textTracks].find((t) => t.kind === 'chapters');
    const element = video.querySelector<HTMLTrackElement>('track[kind="chapters"]');
    if (!track || !element) return;
    // Hidden (not disabled) so the browser loads the cues and fires cuechange.
    track.mode = 'hidden';
    const read = () => {
      const cues = [...(track.cues ?? [])] as VTTCue[];
      setChapters(cues.map((c, i) => ({ id: c.id || String(i + 1), start: c.startTime, title: c.text })));
    };
    const change = () => {
      const cue = track.activeCues?.[0] as VTTCue | undefined;
      setActive(cue ? cue.id || null : null);
    };
    element.addEventListener('load', read);
    track.addEventListener('cuechange', change);
    if (element.readyState === 2) read();
    return () => {
      element.removeEventListener('load', read);
      track.removeEventListener('cuechange', change);
    };
  }, [videoRef, src]);

  if (!chapters.length) return null;
  return (
    <ScrollArea type="auto" scrollbarSize={6} aria-label="Chapters">
      <Group gap={6} wrap="nowrap" pb={4} role="list" data-testid="chapter-bar">
        {chapters.map((c) => {
          const on = c.id === active;
          return (
            <UnstyledButton
              key={c.id}
              role="listitem"
              aria-current={on ? 'step' : undefined}
              data-active={on || undefined}
              onClick={() => {
                const video = videoRef.current;
                if (!video) return;
                video.currentTime = c.start;
                void video.play().catch(() => undefined);
              }}
              px="sm"
              py={6}
              maw={240}
              style={{
                borderRadius: 8,
                flexShrink: 0,
                border: '1px solid var(--mantine-color-default-border)',
                background: on ? 'var(--mantine-primary-color-filled)' : undefined,
                color: on ? 'var(--mantine-primary-color-contrast)' : undefined,
              }}
            >
              <Text size="xs" fw={700} span>
                {formatClock(c.start)}
              </Text>{' '}
              <Text size="xs" span lineClamp={1} style={{ display: 'inline' }}>
                {c.title}
              </Text>
            </UnstyledButton>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
