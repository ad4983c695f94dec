import type { WatchKind, WatchProgress } from '@simmer/contracts';
import type { PositionRow } from './watching.repo';

export function toWatchProgressDto(kind: WatchKind, id: number, row?: PositionRow): WatchProgress {
  return {
    kind,
    id,
    position_seconds: row?.positionSeconds ?? 0,
    duration_seconds: row?.durationSeconds ?? null,
    finished: Boolean(row?.finishedAt),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}
