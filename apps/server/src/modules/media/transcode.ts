import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { msg } from '@simmer/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { episodes, videoAssets, videos } from '../../db/schema';
import type { JobInfo } from '../../platform/jobs';
import { contentTypeOf } from '../../platform/storage';
import { probe, ToolMissingError, thumbnail, transcodeHls } from './ffmpeg';

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

/** The job: HLS renditions, the 400x200 thumbnail and the duration of one uploaded video. */
export async function runTranscodeJob(
  ctx: AppContext,
  data: { assetId: string; preset?: 'ultrafast' | 'veryfast' },
  job: JobInfo,
) {
  const [asset] = await ctx.db.select().from(videoAssets).where(eq(videoAssets.assetId, data.assetId));
  if (!asset || asset.status === 'ready' || !asset.sourceKey) return;
  await ctx.db
    .update(videoAssets)
    .set({ attempts: sql`${videoAssets.attempts} + 1`, status: 'processing', updatedAt: new Date() })
    .where(eq(videoAssets.id, asset.id));
  try {
    const result = await transcodeAsset(ctx, asset, data.preset);
    await ctx.db
      .update(videoAssets)
      .set({ status: 'ready', error: null, ...result, updatedAt: new Date() })
      .where(eq(videoAssets.id, asset.id));
    const seconds = Math.round(result.durationSeconds);
    await ctx.db
      .update(videos)
      .set({ durationSeconds: seconds })
      .where(eq(videos.videoPlaybackId, asset.playbackId));
    await ctx.db
      .update(episodes)
      .set({ durationSeconds: seconds })
      .where(eq(episodes.videoPlaybackId, asset.playbackId));
  } catch (err) {
    const missing = err instanceof ToolMissingError;
    const lastTry = missing || job.retryCount >= transcodeRetries;
    const reason = missing
      ? msg.videoTranscoderMissing
      : `${msg.videoFailed} ${(err as Error).message}`.slice(0, 500);
    await ctx.db
      .update(videoAssets)
      .set({ status: lastTry ? 'failed' : 'processing', error: reason, updatedAt: new Date() })
      .where(eq(videoAssets.id, asset.id));
    ctx.log.warn(
      { assetId: asset.assetId, attempt: job.retryCount + 1, err: (err as Error).message },
      'transcode failed',
    );
    // A missing ffmpeg will not fix itself between retries; the asset waits for a manual retry.
    if (!missing) throw err;
  }
}

async function transcodeAsset(ctx: AppContext, asset: typeof videoAssets.$inferSelect, preset?: string) {
  const work = await mkdtemp(path.join(tmpdir(), 'simmer-transcode-'));
  try {
    const source = path.join(work, 'source');
    const stream = await ctx.storage.read(asset.sourceKey as string);
    if (!stream) throw new Error('The original file is missing from storage.');
    await pipeline(stream, createWriteStream(source));
    const { FFMPEG_PATH: ffmpeg, FFPROBE_PATH: ffprobe } = ctx.config;
    const info = await probe(ffprobe, source);
    const out = path.join(work, 'hls');
    const renditions = await transcodeHls(ffmpeg, source, info, out, { preset });
    const thumbFile = path.join(work, 'thumb.jpg');
    await thumbnail(ffmpeg, source, info.durationSeconds, thumbFile);

    const hlsPrefix = `hls/${asset.playbackId}`;
    for (const rel of await listFiles(out)) {
      await ctx.storage.putFile(`${hlsPrefix}/${rel}`, path.join(out, rel), contentTypeOf(rel));
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
