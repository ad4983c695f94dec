import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillMessage, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { JobInfo } from '../../platform/jobs';
import { run, ToolMissingError } from '../../platform/video/ffmpeg';
import { createVideo } from '../catalog/editing.service';
import { videoHost } from '../media/hosts.service';
import { storeImage } from '../media/images.service';
import { findVideoAsset } from '../media/media.read';
import { runTranscodeJob, transcodeRetries } from '../media/transcode.service';
import { recordStoredOriginal } from '../media/uploads.service';
import { liveIngest } from './ingest';
import { streamTitle } from './live.dto';
import * as repo from './live.repo';

export const replayQueue = 'live.replay';
/** As many tries as a transcode, which the replay of an embedded stream runs inside its own job. */
export const replayRetries = transcodeRetries;

type Row = repo.LivestreamRow;

/** The playable media a replay video points at. */
interface ReplayMedia {
  videoAssetId: string;
  videoPlaybackId: string;
  videoFileName: string | null;
  durationSeconds: number | null;
  titleImage: string | null;
}

/**
 * Mux recordings play only through the Mux video host; with the embedded video host a Mux
 * recording would have to be downloaded first, which is not built (record 523).
 */
const replaysFrom = (ctx: AppContext, row: Row) =>
  row.provider === 'embedded' || ctx.config.VIDEO_PROVIDER === 'mux';

/**
 * An ended stream that went live: its recording is to become a draft video. The claim is a
 * conditional update, so a stream ended twice (an admin and its input at the same moment,
 * or two processes) queues one job.
 */
export async function queueReplay(ctx: AppContext, row: Row) {
  if (!replaysFrom(ctx, row)) return;
  if (!(await repo.claimReplay(ctx.db, row.id))) return;
  try {
    await ctx.jobs.send(
      replayQueue,
      { livestreamId: row.id },
      {
        retryLimit: replayRetries,
        retryDelay: 15,
        retryBackoff: true,
        expireInSeconds: 3 * 3600,
        singletonKey: `livestream:${row.id}`,
      },
    );
  } catch (err) {
    await repo.replayFailed(ctx.db, row.id);
    throw err;
  }
}

/**
 * The job: the recording becomes a playable asset (embedded: its HLS segments joined into
 * one MP4 without re-encoding, stored as an original and transcoded by the media pipeline;
 * Mux: the asset Mux recorded), then an unpublished video with the stream's title and its
 * live comments' count is created and linked to the stream. Every step can run again: the
 * asset id is derived from the stream, and the link is conditional.
 */
export async function runReplayJob(ctx: AppContext, data: { livestreamId: number }, job: JobInfo) {
  const row = await repo.findById(ctx.db, data.livestreamId);
  if (row?.status !== 'ended' || row.replayStatus !== 'preparing') return;
  try {
    const media =
      row.provider === 'mux' ? await muxRecording(ctx, row) : await embeddedRecording(ctx, row, job);
    if (!media) {
      await repo.replayFailed(ctx.db, row.id);
      ctx.log.warn({ livestreamId: row.id }, 'livestream replay: nothing playable was recorded');
      return;
    }
    await createReplayVideo(ctx, row, media);
    ctx.log.info({ livestreamId: row.id }, 'livestream replay ready');
  } catch (err) {
    // A missing ffmpeg will not appear between retries.
    if (!(err instanceof ToolMissingError) && job.retryCount < replayRetries) throw err;
    await repo.replayFailed(ctx.db, row.id);
    ctx.log.warn({ err, livestreamId: row.id }, 'livestream replay failed');
  }
}

/** The asset of an embedded stream's replay: one per stream, whichever run makes it. */
const replayAssetId = (row: Row) => `live${row.playbackId}`;

const findAsset = (ctx: AppContext, assetId: string) => findVideoAsset(ctx.db, assetId);

const fileNameOf = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'livestream'
  }.mp4`;

async function embeddedRecording(ctx: AppContext, row: Row, job: JobInfo): Promise<ReplayMedia | null> {
  const ingest = liveIngest(ctx);
  const assetId = replayAssetId(row);
  let asset = await findAsset(ctx, assetId);
  if (!asset) {
    const recording = ingest.kind === row.provider ? await ingest.recording(row) : null;
    if (recording?.kind !== 'segments') return null;
    const sourceKey = `uploads/${assetId}/original`;
    const work = await mkdtemp(path.join(tmpdir(), 'simmer-replay-'));
    try {
      const file = path.join(work, 'replay.mp4');
      await segmentsToMp4(ctx.config.FFMPEG_PATH, recording.files, file);
      await ctx.storage.putFile(sourceKey, file, 'video/mp4', { move: true });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    await recordStoredOriginal(ctx, {
      assetId,
      ownerId: row.hostId,
      fileName: fileNameOf(await streamTitle(ctx, row)),
      sourceKey,
    });
    // The original is stored: the live segments are no longer needed.
    await ingest.discard(row);
    asset = await findAsset(ctx, assetId);
  }
  if (asset && asset.status !== 'ready') {
    await runTranscodeJob(ctx, { assetId }, job);
    asset = await findAsset(ctx, assetId);
  }
  if (asset?.status !== 'ready') return null;
  return {
    videoAssetId: asset.assetId,
    videoPlaybackId: asset.playbackId,
    videoFileName: asset.fileName,
    durationSeconds: asset.durationSeconds == null ? null : Math.round(asset.durationSeconds),
    titleImage: await titleImageOf(ctx, asset.thumbnailKey),
  };
}

/**
 * The live HLS segments as one MP4, without re-encoding. The concat demuxer (not the concat
 * protocol) shifts each segment's timestamps to follow the previous one, so a browser
 * broadcast restarted mid-stream (a discontinuity, timestamps from zero again) stays in order.
 */
export async function segmentsToMp4(ffmpeg: string, files: string[], outFile: string) {
  const list = `${outFile}.txt`;
  await writeFile(list, files.map((f) => `file '${f.replace(/'/g, "'\\''")}'\n`).join(''));
  await run(
    ffmpeg,
    [
      ...['-y', '-v', 'error', '-f', 'concat', '-safe', '0', '-i', list],
      ...['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-movflags', '+faststart', outFile],
    ],
    { timeoutMs: Math.max(120_000, files.length * 2000) },
  );
}

/** The generated thumbnail as the video's title image (the admin may pick another). */
async function titleImageOf(ctx: AppContext, thumbnailKey: string | null) {
  if (!thumbnailKey) return null;
  try {
    const stream = await ctx.storage.read(thumbnailKey);
    if (!stream) return null;
    const data = Buffer.concat(await stream.toArray());
    return (await storeImage(ctx, { data, field: 'title_image' })).url;
  } catch (err) {
    ctx.log.warn({ err }, 'livestream replay: no title image from the thumbnail');
    return null;
  }
}

/** Mux records the stream itself; its asset is the replay's media once Mux says it is ready. */
async function muxRecording(ctx: AppContext, row: Row): Promise<ReplayMedia | null> {
  const ingest = liveIngest(ctx);
  const recording = ingest.kind === row.provider ? await ingest.recording(row) : null;
  if (recording?.kind !== 'asset') return null;
  const asset = await videoHost(ctx).getAsset(recording.assetId);
  if (!asset || asset.status === 'failed') return null;
  const playbackId = asset.playbackIds[0]?.id;
  // Retried with back-off until Mux has finished the recording.
  if (asset.status !== 'ready' || !playbackId) throw new Error('Mux is still preparing the recording.');
  return {
    videoAssetId: asset.assetId,
    videoPlaybackId: playbackId,
    videoFileName: null,
    durationSeconds: asset.durationSeconds == null ? null : Math.round(asset.durationSeconds),
    titleImage: null,
  };
}

class AlreadyLinked extends Error {}

/**
 * The draft video with the stream's title and the count of its live comments (final: an
 * ended stream takes no comments). Catalog videos have no owner column; its asset belongs to
 * the admin who hosted the stream.
 */
async function createReplayVideo(ctx: AppContext, row: Row, media: ReplayMedia) {
  const count = (await repo.commentCounts(ctx.db, [row.id])).get(row.id) ?? 0;
  await ctx.db
    .transaction(async (db) => {
      const video = await createVideo(db, {
        title: await streamTitle(ctx, row),
        description: fillMessage(msg.replayDescription, { count: String(count) }),
        isPremium: false,
        isPublish: false,
        liveCommentCount: count,
        ...media,
      });
      // Another run linked its video first: this one is rolled back.
      if (!(await repo.linkReplay(db, row.id, video.id))) throw new AlreadyLinked();
    })
    .catch((err) => {
      if (!(err instanceof AlreadyLinked)) throw err;
    });
}
