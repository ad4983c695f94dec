import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { episodes, videoAssets, videos } from '../db/schema';
import { run, ToolMissingError } from '../modules/media/ffmpeg';
import { runTranscodeJob } from '../modules/media/transcode';
import { newId } from '../modules/media/uploads';
import { attachDemoPlayback } from './catalog';

/** Two 40-second test clips (pattern and tone), so the 35-second thumbnail rule shows. */
const clips = [
  { name: 'demo-testsrc.mp4', video: 'testsrc2=size=854x480:rate=24', tone: 330 },
  { name: 'demo-bars.mp4', video: 'smptehdbars=size=854x480:rate=24', tone: 440 },
];
const clipSeconds = 40;

/**
 * Demo videos through the real pipeline: each clip is generated with ffmpeg, stored as an
 * original, and transcoded by the same job uploads use. Every demo video and episode then
 * gets its own playback id (linked copies of one clip's HLS files), so premium rules apply per item.
 * Without ffmpeg the step logs why and leaves the items without a stream.
 */
export async function seedMedia(ctx: AppContext) {
  const work = await mkdtemp(path.join(tmpdir(), 'simmer-seed-media-'));
  try {
    const ready: Array<typeof videoAssets.$inferSelect> = [];
    for (const clip of clips) {
      const file = path.join(work, clip.name);
      try {
        await generateClip(ctx, clip, file);
      } catch (err) {
        if (err instanceof ToolMissingError) {
          ctx.log.warn('ffmpeg is not installed: demo videos have no stream (install the ffmpeg package)');
          return;
        }
        throw err;
      }
      const assetId = newId();
      const sourceKey = `uploads/${assetId}/original`;
      await ctx.storage.putFile(sourceKey, file, 'video/mp4', { move: true });
      await ctx.db.insert(videoAssets).values({
        assetId,
        playbackId: newId(),
        status: 'processing',
        fileName: clip.name,
        sourceKey,
      });
      await runTranscodeJob(
        ctx,
        { assetId, preset: 'ultrafast' },
        { id: 'seed', retryCount: Number.MAX_SAFE_INTEGER },
      );
      const [row] = await ctx.db.select().from(videoAssets).where(eq(videoAssets.assetId, assetId));
      if (row?.status === 'ready') ready.push(row);
    }
    if (!ready.length) return;

    const [vs, es] = await Promise.all([
      ctx.db
        .select({ id: videos.id })
        .from(videos)
        .where(or(isNull(videos.videoPlaybackId), eq(videos.videoPlaybackId, ''))),
      ctx.db.select({ id: episodes.id }).from(episodes).where(isNull(episodes.videoPlaybackId)),
    ]);
    const streams = [];
    for (let i = 0; i < vs.length + es.length; i++) {
      const copy = await copyAsset(ctx, ready[i % ready.length] as typeof videoAssets.$inferSelect);
      streams.push({
        playbackId: copy.playbackId,
        assetId: copy.assetId,
        durationSeconds: Math.round(clipSeconds),
      });
    }
    await attachDemoPlayback(ctx, streams);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function generateClip(ctx: AppContext, clip: (typeof clips)[number], file: string) {
  return run(ctx.config.FFMPEG_PATH, [
    '-y',
    '-v',
    'error',
    '-f',
    'lavfi',
    '-t',
    String(clipSeconds),
    '-i',
    clip.video,
    '-f',
    'lavfi',
    '-t',
    String(clipSeconds),
    '-i',
    `sine=frequency=${clip.tone}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-crf',
    '28',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
}

/** A new asset (own asset and playback ids) holding a copy of a ready asset's files. */
async function copyAsset(ctx: AppContext, from: typeof videoAssets.$inferSelect) {
  const playbackId = newId();
  const fromPrefix = from.hlsPrefix as string;
  const toPrefix = `hls/${playbackId}`;
  const read = async (key: string) => {
    const chunks: Buffer[] = [];
    for await (const c of (await ctx.storage.read(key)) ?? []) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const copy = async (rel: string) => {
    await ctx.storage.copy(`${fromPrefix}/${rel}`, `${toPrefix}/${rel}`);
  };
  const uris = (playlist: Buffer) =>
    playlist
      .toString('utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
  await copy('master.m3u8');
  for (const variant of uris(await read(`${fromPrefix}/master.m3u8`))) {
    const dir = path.posix.dirname(variant);
    await copy(variant);
    for (const segment of uris(await read(`${fromPrefix}/${variant}`))) await copy(`${dir}/${segment}`);
  }
  const thumbnailKey = `thumbnails/${playbackId.slice(0, 2)}/${playbackId}.jpg`;
  await ctx.storage.copy(from.thumbnailKey as string, thumbnailKey);
  const [row] = await ctx.db
    .insert(videoAssets)
    .values({
      assetId: newId(),
      playbackId,
      status: 'ready',
      fileName: from.fileName,
      sourceKey: from.sourceKey,
      hlsPrefix: toPrefix,
      thumbnailKey,
      durationSeconds: from.durationSeconds,
      renditions: from.renditions,
      attempts: from.attempts,
    })
    .returning();
  return row!;
}
