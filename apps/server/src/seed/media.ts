import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { episodes, videoAssets, videos } from '../db/schema';
import { setPlayback } from '../modules/catalog/editing.service';
import { runTranscodeJob } from '../modules/media/transcode.service';
import { newId } from '../modules/media/uploads.service';
import type { JobInfo } from '../platform/jobs';
import { run, ToolMissingError } from '../platform/video/ffmpeg';
import { type DemoRecipe, demoRecipes, demoShows, demoVideos } from './catalog-data';
import { type ClipScript, recipeClip } from './recipe-video';

export const demoClipQueue = 'media.demo-clip';
/** Clips made before the product starts answering: the home page's expert video and the newest free video. */
const clipsBeforeStart = 2;

const ingredientLine = (line: string) => {
  const [quantity = '', unit = '', name = ''] = line.split('|');
  return [quantity, unit, name].filter(Boolean).join(' ');
};

/** What an item's demo clip shows: the item's title over its recipe's ingredients and steps. */
export function clipScript(
  ctx: AppContext,
  item: { title: string; description: string },
  recipe?: DemoRecipe,
): ClipScript {
  return {
    title: item.title.replace(/^Draft:\s*/, ''),
    brand: ctx.config.BRAND_NAME,
    dish: recipe?.title ?? item.title,
    ingredients: recipe ? recipe.ingredients.map(ingredientLine) : [],
    steps: recipe ? recipe.steps : [item.description],
  };
}

/** Demo clips are cached under the data folder, so a second seed on the same machine skips drawing them. */
const cacheDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'cache', 'demo-clips');

/**
 * Demo videos through the real pipeline: every demo video and episode gets its own clip that
 * shows its recipe (title card, ingredients, each step as a timed caption over the dish, with
 * sound), stored as an original and transcoded by the same job uploads use. Two clips are made
 * before the product starts; the rest are queued (`media.demo-clip`) and play as soon as the
 * job worker has made them, like any upload being processed. Without ffmpeg (or with
 * `SEED_DEMO_MEDIA=false`) the step logs why and leaves the items without a stream.
 */
export async function seedMedia(ctx: AppContext) {
  if (!ctx.config.SEED_DEMO_MEDIA) {
    ctx.log.info('SEED_DEMO_MEDIA=false: demo videos have no stream.');
    return;
  }
  try {
    await run(ctx.config.FFMPEG_PATH, ['-version']);
  } catch (err) {
    if (err instanceof ToolMissingError) {
      ctx.log.warn(
        'ffmpeg is not installed: demo videos have no stream. Install it (scripts/ensure-ffmpeg.sh) and start with an empty data folder.',
      );
      return;
    }
    throw err;
  }
  const recipes = new Map(demoRecipes.map((r) => [r.title, r]));
  const recipeOf = new Map<string, string | undefined>([
    ...demoVideos.map((v) => [v.title, v.recipe] as const),
    ...demoShows.flatMap((s) => s.episodes.map((e) => [e.title, e.recipe] as const)),
  ]);
  // Free published videos first (they are the ones every visitor plays), then the rest.
  const [vs, es] = await Promise.all([
    ctx.db
      .select({
        id: videos.id,
        title: videos.title,
        description: videos.description,
        premium: videos.isPremium,
        publish: videos.isPublish,
      })
      .from(videos)
      .orderBy(asc(videos.id)),
    ctx.db
      .select({ id: episodes.id, title: episodes.title, description: episodes.description })
      .from(episodes)
      .orderBy(asc(episodes.id)),
  ]);
  const freeVideos = vs.filter((v) => !v.premium && v.publish);
  const first = [freeVideos[0], freeVideos[freeVideos.length - 1]].filter(
    (v, i, a) => v && a.indexOf(v) === i,
  );
  const items = [
    ...first.map((v) => ({ kind: 'video' as const, ...v! })),
    ...freeVideos.filter((v) => !first.includes(v)).map((v) => ({ kind: 'video' as const, ...v })),
    ...vs.filter((v) => v.premium || !v.publish).map((v) => ({ kind: 'video' as const, ...v })),
    ...es.map((e) => ({ kind: 'episode' as const, ...e })),
  ];
  for (const [i, item] of items.entries()) {
    const recipeTitle = recipeOf.get(item.title);
    const script = clipScript(
      ctx,
      { title: item.title, description: item.description ?? '' },
      recipeTitle ? recipes.get(recipeTitle) : undefined,
    );
    const assetId = newId();
    const playbackId = newId();
    await ctx.db.insert(videoAssets).values({
      assetId,
      playbackId,
      status: 'processing',
      fileName: `${slug(script.title)}.mp4`,
      sourceKey: `uploads/${assetId}/original`,
    });
    await setPlayback(ctx.db, item.kind, item.id, {
      videoPlaybackId: playbackId,
      videoAssetId: assetId,
      videoFileName: `${slug(script.title)}.mp4`,
      // No length until the clip is made: the transcode sets its own (the catalogue's
      // made-up length would show 13:00 for a 26 s clip meanwhile).
      durationSeconds: null,
    });
    if (i < clipsBeforeStart)
      await makeDemoClip(ctx, { assetId, script }, { id: 'seed', retryCount: Number.MAX_SAFE_INTEGER });
    else
      await ctx.jobs.send(
        demoClipQueue,
        { assetId, script },
        { retryLimit: 2, retryDelay: 15, retryBackoff: true, expireInSeconds: 3600, singletonKey: assetId },
      );
  }
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The job: draw the clip (or take it from the cache), store it as the asset's original, transcode it. */
export async function makeDemoClip(
  ctx: AppContext,
  data: { assetId: string; script: ClipScript },
  job: JobInfo,
) {
  const [asset] = await ctx.db.select().from(videoAssets).where(eq(videoAssets.assetId, data.assetId));
  if (!asset || asset.status === 'ready' || !asset.sourceKey) return;
  if (!(await ctx.storage.stat(asset.sourceKey))) {
    const work = await mkdtemp(path.join(tmpdir(), 'simmer-demo-clip-'));
    try {
      const file = path.join(work, 'clip.mp4');
      await recipeClip({ ffmpeg: ctx.config.FFMPEG_PATH }, data.script, file, cacheDir(ctx));
      await ctx.storage.putFile(asset.sourceKey, file, 'video/mp4', { move: true });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  await runTranscodeJob(ctx, { assetId: data.assetId, preset: 'ultrafast' }, job);
  const [done] = await ctx.db
    .select({ status: videoAssets.status })
    .from(videoAssets)
    .where(and(eq(videoAssets.assetId, data.assetId), eq(videoAssets.status, 'ready')));
  if (done) ctx.log.info({ assetId: data.assetId, title: data.script.title }, 'demo clip ready');
}

/** Registers the demo clip job with the other job handlers. */
export async function registerDemoClipWorker(ctx: AppContext) {
  await ctx.jobs.work<{ assetId: string; script: ClipScript }>(
    demoClipQueue,
    (data, job) => makeDemoClip(ctx, data, job),
    {
      pollingIntervalSeconds: 2,
    },
  );
}
