import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type EpisodeCard, fillMessage, msg } from '@simmer/contracts';
import { useEffect, useRef, useState } from 'react';

/** Seconds before the next episode plays by itself. */
export const upNextSeconds = 8;

/**
 * When an episode ends: the next one with a countdown, "Play now" and "Cancel". The play
 * button takes the focus so Enter plays at once and Escape (or Cancel) stops the countdown;
 * the remaining seconds are announced politely.
 */
export function UpNext({
  next,
  number,
  onPlay,
  onCancel,
}: {
  next: EpisodeCard;
  number: number;
  onPlay: () => void;
  onCancel: () => void;
}) {
  const [left, setLeft] = useState(upNextSeconds);
  const play = useRef<HTMLButtonElement>(null);
  useEffect(() => play.current?.focus(), []);
  useEffect(() => {
    if (left <= 0) {
      onPlay();
      return;
    }
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onPlay]);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="up-next"
      role="region"
      aria-label={msg.upNext}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {msg.upNext}
        </Text>
        <Title order={2} size="h4">
          {fillMessage(msg.episodeNumber, { number: String(number) })} · {next.title}
        </Title>
        <Text size="sm" aria-live="polite" data-testid="up-next-countdown">
          {fillMessage(msg.upNextIn, { seconds: String(Math.max(left, 0)) })}
        </Text>
        <Group gap="sm">
          <Button ref={play} onClick={onPlay}>
            {msg.upNextPlay}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {msg.upNextCancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
