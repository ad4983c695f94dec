import { Badge } from '@mantine/core';
import { type LiveStatus, msg } from '@simmer/contracts';

const labels: Record<LiveStatus, [string, string]> = {
  waiting: [msg.liveStatusWaiting, 'yellow'],
  live: [msg.liveStatusLive, 'red'],
  ended: [msg.liveStatusEnded, 'gray'],
};

export function StreamStatus({ status }: { status: LiveStatus }) {
  const [label, color] = labels[status];
  return (
    <Badge color={color} variant={status === 'live' ? 'filled' : 'light'} data-testid="live-status">
      {label}
    </Badge>
  );
}

/** 0:42, 12:05, 1:02:09. */
export function formatDuration(seconds: number | null): string {
  if (seconds == null) return '–';
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
