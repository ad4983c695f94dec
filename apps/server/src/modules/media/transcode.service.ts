import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { msg } from '@simmer/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { videoAssets } from '../../db/schema';
import { invalidatePublicCache } from '../../http/public-cache';
import type { JobInfo } from '../../platform/jobs';
import { contentTypeOf } from '../../platform/storage';
import { probe, ToolMissingError, thumbnail, transcodeHls } from '../../platform/video/ffmpeg';
import { setDurationByPlayback } from '../catalog/editing.service';
import { type ProgressReporter, progressReporter } from './transcode-progress';

export const transcodeQueue = 'media.transcode';
/** Retries after the first attempt, with exponential back-off from 15 s. */
export const transcodeRetries = 3;

export async function enqueueTranscode(ctx: AppContext, assetId: string) {
  await ctx.jobs.send(
    transcodeQueue,
    { assetId },
    { retryLimit: transcodeRetries, retryDelay: 15, retryBackoff: true, expireInSeconds: 3 * 3600 },
  );
}

export interface TranscodeOptions {
  /** Least time between two progress writes (default 1 s). */
  progressIntervalMs?: number;
  /** Called after each progress value is stored (tests follow the job with it). */
  onProgressStored?: (percent: number) => Promise<void> | void;
}

/**
 * The job: HLS renditions, the 400x200 thumbnail and the duration of one uploaded video.
 * While it runs, the asset row carries `progress_percent` (100 once ready).
 */
export async function runTranscodeJob(
  ctx: AppContext,
  data: { assetId: string; preset?: 'ultrafast' | 'veryfast' },
  job: JobInfo,
  opts: TranscodeOptions = {},
) {
  const [asset] = await ctx.db.select().from(videoAssets).where(eq(videoAssets.assetId, data.assetId));
  if (!asset || asset.status === 'ready' || !asset.sourceKey) return;
  await ctx.db
    .update(videoAssets)
    .set({
      attempts: sql`${videoAssets.attempts} + 1`,
      status: 'processing',
      progressPercent: 0,
      updatedAt: new Date(),
    })
    .where(eq(videoAssets.id, asset.id));
  const progress = progressReporter(
    async (percent) => {
      try {
        await ctx.db
          .update(videoAssets)
          .set({ progressPercent: percent })
          .where(and(eq(videoAssets.id, asset.id), eq(videoAssets.status, 'processing')));
        await opts.onProgressStored?.(percent);
      } catch (err) {
        ctx.log.warn(
          { assetId: asset.assetId, err: (err as Error).message },
          'transcode progress not stored',
        );
      }
    },
    { intervalMs: opts.progressIntervalMs },
  );
  try {
    const result = await transcodeAsset(ctx, asset, progress, data.preset);
    await progress.close();
    await ctx.db
      .update(videoAssets)
      .set({ status: 'ready', error: null, progressPercent: 100, ...result, updatedAt: new Date() })
      .where(eq(videoAssets.id, asset.id));
    const seconds = Math.round(result.durationSeconds);
    await setDurationByPlayback(ctx.db, asset.playbackId, seconds);
    // Visitors' kept answers still say the clip is being made: a page waiting for it asks again.
    await invalidatePublicCache(ctx).catch((err) =>
      ctx.log.warn({ err }, 'public cache not cleared after a transcode'),
    );
  } catch (err) {
    await progress.close();
    const missing = err instanceof ToolMissingError;
    const lastTry = missing || job.retryCount >= transcodeRetries;
    const reason = missing
      ? msg.videoTranscoderMissing
      : `${msg.videoFailed} ${(err as Error).message}`.slice(0, 500);
    await ctx.db
      .update(videoAssets)
      // A failed video shows no percentage; one waiting for its retry starts again from 0.
      .set({
        status: lastTry ? 'failed' : 'processing',
        error: reason,
        progressPercent: lastTry ? null : 0,
        updatedAt: new Date(),
      })
      .where(eq(videoAssets.id, asset.id));
    ctx.log.warn(
      { assetId: asset.assetId, attempt: job.retryCount + 1, err: (err as Error).message },
      'transcode failed',
    );
    // A missing ffmpeg will not fix itself between retries; the asset waits for a manual retry.
    if (!missing) throw err;
  }
}

async function transcodeAsset(
  ctx: AppContext,
  asset: typeof videoAssets.$inferSelect,
  progress: ProgressReporter,
  preset?: string,
) {
  const work = await mkdtemp(path.join(tmpdir(), 'simmer-transcode-'));
  try {
    const source = path.join(work, 'source');
    const stream = await ctx.storage.read(asset.sourceKey as string);
    if (!stream) throw new Error('The original file is missing from storage.');
    await pipeline(stream, createWriteStream(source));
    const { FFMPEG_PATH: ffmpeg, FFPROBE_PATH: ffprobe } = ctx.config;
    const info = await probe(ffprobe, source);
    const out = path.join(work, 'hls');
    const renditions = await transcodeHls(ffmpeg, source, info, out, {
      preset,
      onProgress: (fraction) => progress.step('transcode', fraction),
    });
    progress.step('transcode', 1);
    const thumbFile = path.join(work, 'thumb.jpg');
    await thumbnail(ffmpeg, source, info.durationSeconds, thumbFile);
    progress.step('thumbnail', 1);

    const hlsPrefix = `hls/${asset.playbackId}`;
    const files = await listFiles(out);
    for (const [i, rel] of files.entries()) {
      await ctx.storage.putFile(`${hlsPrefix}/${rel}`, path.join(out, rel), contentTypeOf(rel));
      progress.step('store', (i + 1) / files.length);
    }
    const thumbnailKey = `thumbnails/${asset.playbackId.slice(0, 2)}/${asset.playbackId}.jpg`;
    await ctx.storage.putFile(thumbnailKey, thumbFile, 'image/jpeg');
    return { hlsPrefix, thumbnailKey, durationSeconds: info.durationSeconds, renditions };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out;
}
