import { timingSafeEqual } from 'node:crypto';
import {
  type AdminLivestream,
  type BrowserChunkAck,
  type CurrentLivestream,
  type GoLiveBody,
  type LiveComment,
  type LivestreamEvent,
  type LivestreamNow,
  type LiveViewers,
  liveViewerWindowSeconds,
  msg,
  type NewLiveComment,
  type Playback,
} from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import type { PageRequest } from '../../http/pagination';
import type { BrowserChunk } from '../../platform/live';
import { signPlayback } from '../media/playback.service';
import { announceLivestream } from '../notifications/notifications.service';
import { brandName } from '../settings/settings.read';
import { liveIngest } from './ingest';
import { replayOf, streamTitle, toAdminDto, toCommentDto } from './live.dto';
import * as repo from './live.repo';
import { queueReplay } from './replay.service';

export { closeIngest, liveIngest } from './ingest';
export { streamTitle } from './live.dto';

/** Pub/sub channel of one livestream: comments, status changes. */
export const streamChannel = (id: number) => `livestream:${id}`;

async function publish(ctx: AppContext, id: number, event: LivestreamEvent) {
  await ctx.pubsub.publish(streamChannel(id), JSON.stringify(event)).catch((err) => {
    ctx.log.warn({ err }, 'livestream event could not be published');
  });
}

/** Follows a running stream's input in this process (no-op when already followed). */
export function follow(ctx: AppContext, row: repo.LivestreamRow) {
  const ingest = liveIngest(ctx);
  if (ingest.isWatching(row)) return;
  ingest.watch(
    row,
    {
      onLive: () => void wentLive(ctx, row.id).catch((err) => ctx.log.warn({ err }, 'go-live update failed')),
      onEnded: (reason) =>
        void inputEnded(ctx, row.id, reason).catch((err) => ctx.log.warn({ err }, 'end update failed')),
    },
    { alreadyLive: row.status === 'live' },
  );
}

/**
 * Video arrived: the stream turns live and every member is told once. The update is
 * conditional (waiting → live), so a second report, from this process or another, does nothing.
 */
export async function wentLive(ctx: AppContext, id: number) {
  const row = await repo.markLive(ctx.db, id, ctx.config.now());
  if (!row) return false;
  ctx.log.info({ livestreamId: id }, 'livestream is live');
  await publish(ctx, id, { type: 'status', livestream_id: id, status: 'live' });
  await announceLivestream(ctx, {
    hostName: (await repo.hostName(ctx.db, row.hostId)) || (await brandName(ctx)),
    hostId: row.hostId,
  });
  return true;
}

/** The input stopped by itself (the broadcaster disconnected, or the ingest failed). */
export async function inputEnded(ctx: AppContext, id: number, reason: string) {
  const row = await repo.markEnded(ctx.db, id, ctx.config.now(), reason);
  if (!row) return false;
  ctx.log.info({ livestreamId: id, reason }, 'livestream ended');
  await publish(ctx, id, { type: 'status', livestream_id: id, status: 'ended' });
  await keepRecording(ctx, row);
  return true;
}

/**
 * Once a stream ended (only the caller that ended it gets here): a stream that went live
 * has its recording made into a replay video by a job; one that never did leaves nothing.
 */
async function keepRecording(ctx: AppContext, row: repo.LivestreamRow) {
  try {
    if (row.startedAt) await queueReplay(ctx, row);
    else await liveIngest(ctx).discard(row);
  } catch (err) {
    ctx.log.warn({ err, livestreamId: row.id }, 'livestream replay could not be queued');
  }
}

/** On start: streams left running are followed again (broadcasters reconnect by themselves). */
export async function resumeRunning(ctx: AppContext) {
  const ingest = liveIngest(ctx);
  for (const row of await repo.listActive(ctx.db)) if (row.provider === ingest.kind) follow(ctx, row);
}

// ---- members ----

export async function current(ctx: AppContext): Promise<CurrentLivestream> {
  const now = await currentOrNull(ctx);
  if (!now) throw AppError.notFound(msg.liveNoStream);
  return now;
}

/** The viewer page's poll (record 230): 200 either way, `live: false` with the spec's message. */
export async function status(ctx: AppContext): Promise<LivestreamNow> {
  const now = await currentOrNull(ctx);
  return now ? { live: true, data: now } : { live: false, msg: msg.liveNoStream, data: null };
}

async function currentOrNull(ctx: AppContext): Promise<CurrentLivestream | null> {
  const row = await repo.findLive(ctx.db);
  if (!row) return null;
  return {
    livestream_id: row.id,
    title: await streamTitle(ctx, row),
    playback_id: row.playbackId,
    status: row.status,
    host_name: (await repo.hostName(ctx.db, row.hostId)) || (await brandName(ctx)),
    started: row.startedAt?.toISOString() ?? null,
  };
}

/** A signed, expiring playlist address of a live stream (the player's request). */
export async function playback(ctx: AppContext, auth: Auth, playbackId: string): Promise<Playback> {
  const row = await repo.findByPlaybackId(ctx.db, playbackId);
  if (row?.status !== 'live') throw AppError.notFound(msg.liveNoStream);
  const ttl = ctx.config.PLAYBACK_URL_TTL_SECONDS;
  const expiresAt = ctx.config.now().getTime() + ttl * 1000;
  let url: string;
  if (row.provider === 'mux') {
    url = await muxSigner(ctx).signedPlaybackUrl(playbackId, auth.userId, ttl);
  } else {
    const token = signPlayback(ctx, { playbackId, userId: auth.userId, expiresAt });
    url = `/v1/livestream/hls/${playbackId}/${token}/index.m3u8`;
  }
  return {
    playback_id: playbackId,
    url,
    expires_at: new Date(expiresAt).toISOString(),
    thumbnail: null,
    duration: null,
  };
}

/** Mux's signed playback for Mux livestreams, built once in `buildApp` (the settings were checked at load). */
function muxSigner(ctx: AppContext) {
  if (!ctx.muxVideoHost)
    throw new Error('Mux livestreams need the Mux settings (checked when configuration loads).');
  return ctx.muxVideoHost;
}

async function runningStream(ctx: AppContext, id: number) {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw AppError.notFound(msg.liveNoStream);
  if (row.status === 'ended') throw AppError.conflict(msg.liveStreamEnded);
  return row;
}

export async function addComment(
  ctx: AppContext,
  auth: Auth,
  input: NewLiveComment,
): Promise<{ msg: string; data: LiveComment }> {
  const row = await runningStream(ctx, input.stream_id);
  // The author is the caller; a `user` field in the body is never trusted.
  const comment = toCommentDto(await repo.insertComment(ctx.db, row.id, auth.userId, input.text));
  await publish(ctx, row.id, { type: 'comment', comment });
  return { msg: msg.liveCommentPosted, data: comment };
}

export async function listComments(ctx: AppContext, id: number, page: PageRequest) {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw AppError.notFound(msg.liveNoStream);
  const { rows, count } = await repo.listComments(ctx.db, id, page.size, page.offset);
  return { count, results: rows.map(toCommentDto) };
}

async function viewerCount(ctx: AppContext, id: number) {
  const since = new Date(ctx.config.now().getTime() - liveViewerWindowSeconds * 1000);
  return repo.countViewers(ctx.db, id, since);
}

/**
 * The viewer count (spec: polled every 5 s). A member's poll of a live stream is also their
 * heartbeat: whoever polled within the last 15 s is counted, from any API process.
 */
export async function viewers(ctx: AppContext, auth: Auth, id: number): Promise<LiveViewers> {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw AppError.notFound(msg.liveNoStream);
  if (row.status === 'live' && auth.role === 'user') {
    await repo.touchViewer(ctx.db, id, auth.userId, ctx.config.now());
  }
  const n = row.status === 'ended' ? 0 : await viewerCount(ctx, id);
  if (n > row.peakViewers) await repo.raisePeak(ctx.db, id, n);
  return { data: [{ livestream_id: id, viewers: n }] };
}

// ---- admins ----

async function adminDto(ctx: AppContext, row: repo.LivestreamRow): Promise<AdminLivestream> {
  const [hostName, counts, viewersNow, published] = await Promise.all([
    repo.hostName(ctx.db, row.hostId),
    repo.commentCounts(ctx.db, [row.id]),
    row.status === 'ended' ? 0 : viewerCount(ctx, row.id),
    repo.replayPublished(ctx.db, row.replayVideoId == null ? [] : [row.replayVideoId]),
  ]);
  return toAdminDto(row, {
    title: await streamTitle(ctx, row),
    hostName,
    ingestUrl: liveIngest(ctx).ingestUrl,
    viewers: viewersNow,
    commentCount: counts.get(row.id) ?? 0,
    replay: replayOf(row, published),
    now: ctx.config.now(),
  });
}

/**
 * Go Live: a new stream waiting for the broadcaster's video, with its RTMP address and key.
 * Pressing it again while a stream runs answers that stream (and follows it again if this
 * process lost it, e.g. after a restart).
 */
export async function goLive(ctx: AppContext, auth: Auth, body?: GoLiveBody | null) {
  const ingest = liveIngest(ctx);
  const existing = await repo.findActive(ctx.db);
  if (existing) {
    if (existing.provider === ingest.kind) follow(ctx, existing);
    return { created: false, body: { msg: msg.liveAlreadyActive, data: await adminDto(ctx, existing) } };
  }
  const input = await ingest.create();
  const row = await repo.insertWaiting(ctx.db, {
    hostId: auth.userId,
    provider: ingest.kind,
    title: body?.title ?? (await streamTitle(ctx, { title: '' })),
    ...input,
  });
  if (!row) {
    // Another admin pressed Go Live at the same moment: keep theirs, drop ours.
    await ingest.end(input).catch(() => undefined);
    await ingest.discard(input).catch(() => undefined);
    const other = await repo.findActive(ctx.db);
    if (!other) throw AppError.conflict(msg.liveAlreadyActive);
    return { created: false, body: { msg: msg.liveAlreadyActive, data: await adminDto(ctx, other) } };
  }
  follow(ctx, row);
  return { created: true, body: { msg: msg.liveGoLiveCreated, data: await adminDto(ctx, row) } };
}

export async function adminCurrent(ctx: AppContext) {
  const row = await repo.findActive(ctx.db);
  return { data: row ? await adminDto(ctx, row) : null };
}

export async function end(ctx: AppContext, id: number) {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw AppError.notFound(msg.liveNoStream);
  if (row.status === 'ended') throw AppError.conflict(msg.liveNotActive);
  await liveIngest(ctx)
    .end(row)
    .catch((err) => ctx.log.warn({ err }, 'livestream input could not be ended at the provider'));
  const mine = await repo.markEnded(ctx.db, id, ctx.config.now(), null);
  await publish(ctx, id, { type: 'status', livestream_id: id, status: 'ended' });
  // Ended meanwhile by its input: that path kept the recording already.
  if (mine) await keepRecording(ctx, mine);
  const ended = (await repo.findById(ctx.db, id))!;
  return { msg: msg.liveEnded, data: await adminDto(ctx, ended) };
}

export async function listAll(ctx: AppContext, page: PageRequest) {
  const { rows, count } = await repo.listPage(ctx.db, page.size, page.offset);
  const ids = rows.map((r) => r.id);
  const [names, counts, published] = await Promise.all([
    repo.hostNames(
      ctx.db,
      rows.flatMap((r) => (r.hostId == null ? [] : [r.hostId])),
    ),
    repo.commentCounts(ctx.db, ids),
    repo.replayPublished(
      ctx.db,
      rows.flatMap((r) => (r.replayVideoId == null ? [] : [r.replayVideoId])),
    ),
  ]);
  const now = ctx.config.now();
  const ingestUrl = liveIngest(ctx).ingestUrl;
  const results = await Promise.all(
    rows.map(async (r) =>
      toAdminDto(r, {
        title: await streamTitle(ctx, r),
        hostName: r.hostId == null ? '' : (names.get(r.hostId) ?? ''),
        ingestUrl,
        viewers: r.status === 'ended' ? 0 : await viewerCount(ctx, r.id),
        commentCount: counts.get(r.id) ?? 0,
        replay: replayOf(r, published),
        now,
      }),
    ),
  );
  return { count, results };
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * One chunk of the studio page's camera broadcast (record 225). Bound to the running stream
 * and its key; chunks go in order into the embedded ingest, repeats are ignored, a gap asks
 * the page to restart its recorder. Mux only takes RTMP.
 */
export async function browserChunk(
  ctx: AppContext,
  id: number,
  streamKey: string,
  chunk: BrowserChunk,
): Promise<BrowserChunkAck> {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw AppError.notFound(msg.liveNoStream);
  if (row.status === 'ended') throw AppError.conflict(msg.liveStreamEnded);
  if (!sameSecret(streamKey, row.streamKey)) throw AppError.forbidden(msg.liveBrowserWrongKey);
  const ingest = liveIngest(ctx);
  if (row.provider !== ingest.kind || !ingest.feedBrowser) throw AppError.conflict(msg.liveBrowserNeedsRtmp);
  follow(ctx, row);
  const result = await ingest.feedBrowser(row, chunk);
  switch (result) {
    case 'accepted':
    case 'duplicate':
      return { index: chunk.index, duplicate: result === 'duplicate', status: row.status };
    case 'gap':
      throw AppError.conflict(msg.liveBrowserGap);
    case 'rtmp-live':
      throw AppError.conflict(msg.liveBrowserRtmpActive);
    default:
      throw AppError.conflict(msg.liveStreamEnded);
  }
}

/** The streams waiting or live, for whoever follows their state elsewhere (the Mux sync). */
export const activeStreams = (ctx: AppContext) => repo.listActive(ctx.db);
