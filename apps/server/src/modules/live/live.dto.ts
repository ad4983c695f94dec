import type { AdminLivestream, LiveComment } from '@simmer/contracts';
import type { CommentRow, LivestreamRow } from './live.repo';

export function toCommentDto(r: CommentRow): LiveComment {
  return {
    id: r.c.id,
    stream_id: r.c.livestreamId,
    text: r.c.text,
    user: r.c.userId,
    user_details: {
      id: r.c.userId,
      first_name: r.firstName,
      last_name: r.lastName,
      profile_image: r.profileImage,
    },
    created: r.c.createdAt.toISOString(),
  };
}

export function durationSeconds(row: LivestreamRow, now: Date): number | null {
  if (!row.startedAt) return null;
  const end = row.endedAt ?? now;
  return Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 1000));
}

export function toAdminDto(
  row: LivestreamRow,
  extra: {
    title: string;
    hostName: string;
    ingestUrl: string;
    viewers: number;
    commentCount: number;
    now: Date;
  },
): AdminLivestream {
  const running = row.status !== 'ended';
  return {
    id: row.id,
    title: extra.title,
    status: row.status,
    provider: row.provider,
    playback_id: row.playbackId,
    ingest_url: running ? extra.ingestUrl : null,
    stream_key: running ? row.streamKey : null,
    host_name: extra.hostName,
    created: row.createdAt.toISOString(),
    started: row.startedAt?.toISOString() ?? null,
    ended: row.endedAt?.toISOString() ?? null,
    duration_seconds: durationSeconds(row, extra.now),
    viewers: extra.viewers,
    peak_viewers: row.peakViewers,
    comment_count: extra.commentCount,
  };
}
