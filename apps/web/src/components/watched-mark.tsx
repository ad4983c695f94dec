import { Badge, Progress } from '@mantine/core';
import { endpoints, fillMessage, msg, type WatchProgress } from '@simmer/contracts';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { call } from '../lib/api';
import { useSession } from '../lib/session';
import { watchKeys } from './player/watch-position';

const none = new Map<string, WatchProgress>();

/**
 * The signed-in member's own marks on their recent items, keyed "video:12" / "episode:3": a
 * small personal overlay read once and shared by every card, so the lists themselves stay the
 * same for everyone (and kept in the public cache, decision 800).
 */
export function useWatchMarks(): Map<string, WatchProgress> {
  const { isLoggedIn } = useSession();
  const marks = useQuery({
    queryKey: watchKeys.marks,
    queryFn: () => call(endpoints.watching.listMarks),
    enabled: isLoggedIn,
    staleTime: 60_000,
    select: (d) => new Map(d.results.map((p) => [`${p.kind}:${p.id}`, p])),
  });
  return (isLoggedIn && marks.data) || none;
}

/** "Watched" once finished, else how far the member got, as a thin bar; nothing when not started. */
export function WatchedMark({ mark }: { mark: WatchProgress | undefined }) {
  if (!mark) return null;
  if (mark.finished)
    return (
      <Badge
        size="sm"
        radius="sm"
        color="teal"
        variant="light"
        w="fit-content"
        leftSection={<IconCheck size={12} />}
        data-testid="watched-mark"
      >
        {msg.watchedMark}
      </Badge>
    );
  if (!mark.duration_seconds || mark.position_seconds <= 0) return null;
  const percent = Math.min(100, Math.round((mark.position_seconds / mark.duration_seconds) * 100));
  const label = fillMessage(msg.watchedProgress, { percent: String(percent) });
  return <Progress value={percent} size="xs" color="red" aria-label={label} title={label} w={120} />;
}
