import { type AdminLivestream, fillMessage, type LiveComment, type LiveReplay, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { brandName } from '../settings/settings.read';
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

/** The stream's title; streams started before titles existed get the default one. */
export const streamTitle = async (ctx: AppContext, row: { title: string }) =>
  row.title || fillMessage(msg.liveDefaultTitle, { brand: await brandName(ctx) });

export function durationSeconds(row: LivestreamRow, now: Date): number | null {
  if (!row.startedAt) return null;
  const end = row.endedAt ?? now;
  return Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 1000));
}

/**
 * The replay of an ended stream: its video once made (whether published or not), or where the
 * making stands. Null when nothing is made of the recording, or the replay video was deleted.
 */
export function replayOf(row: LivestreamRow, published: Map<number, boolean>): LiveReplay | null {
  if (row.replayVideoId != null) {
    return {
      status: 'ready',
      video_id: row.replayVideoId,
      is_publish: published.get(row.replayVideoId) ?? false,
    };
  }
  if (row.replayStatus === 'preparing' || row.replayStatus === 'failed') {
    return { status: row.replayStatus, video_id: null, is_publish: false };
  }
  return null;
}

export function toAdminDto(
  row: LivestreamRow,
  extra: {
    title: string;
    hostName: string;
    ingestUrl: string;
    viewers: number;
    commentCount: number;
    replay: LiveReplay | null;
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
    replay: extra.replay,
  };
}
