import {
  msg,
  type SaveWatchProgress,
  type WatchKind,
  type WatchMarks,
  watchedShare,
} from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { catalogItemKey, catalogItems } from '../catalog/catalog.read';
import { toWatchProgressDto } from './watching.dto';
import * as repo from './watching.repo';

/** How many marks the overlay carries: the member's most recent items. */
const marksLimit = 500;
/** A player rounds and buffers: a position this far past the known end is still the end. */
const endSlackSeconds = 5;

/**
 * Where each member stopped in each video and episode (decision 890). Only the caller's own
 * positions are ever read or written. A position may be kept for any published item: it grants
 * nothing (the stream's own check decides who watches).
 */
async function requireItem(ctx: AppContext, kind: WatchKind, id: number) {
  const found = await catalogItems(ctx.db, [{ kind, id }], { published: true });
  const item = found.get(catalogItemKey(kind, id));
  if (!item) throw AppError.notFound(msg.watchItemNotFound);
  return item;
}

export async function getProgress(ctx: AppContext, auth: Auth, kind: WatchKind, id: number) {
  const row = await repo.findPosition(ctx.db, auth.userId, kind, id);
  if (!row) await requireItem(ctx, kind, id);
  return toWatchProgressDto(kind, id, row);
}

export async function saveProgress(
  ctx: AppContext,
  auth: Auth,
  kind: WatchKind,
  id: number,
  body: SaveWatchProgress,
) {
  const item = await requireItem(ctx, kind, id);
  // The item's own length when the media pipeline measured it, else what the player saw.
  const duration = item.durationSeconds ?? (body.duration_seconds ? Math.round(body.duration_seconds) : null);
  const position = Math.floor(body.position_seconds);
  if (duration !== null && position > duration + endSlackSeconds)
    throw AppError.invalid(msg.watchPositionPastEnd, { position_seconds: msg.watchPositionPastEnd });
  const finished = duration !== null && duration > 0 && position >= Math.floor(duration * watchedShare);
  const row = await repo.upsertPosition(ctx.db, {
    userId: auth.userId,
    kind,
    id,
    position: duration !== null ? Math.min(position, duration) : position,
    duration,
    finished,
  });
  return toWatchProgressDto(kind, id, row);
}

/** The caller's marks on their most recent items, for cards and lists (a personal overlay). */
export async function listMarks(ctx: AppContext, auth: Auth): Promise<WatchMarks> {
  const rows = await repo.recentPositions(ctx.db, auth.userId, marksLimit);
  return { results: rows.map((r) => toWatchProgressDto(r.contentType, r.contentId, r)) };
}
