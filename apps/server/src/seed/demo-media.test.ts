import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { episodes, videoAssets, videos, youtubeRecipes } from '../db/schema';
import { seedAccounts } from './accounts';
import { seedCatalog } from './catalog';
import { demoRecipes } from './catalog-data';
import { dishJpeg, dishKind } from './dish-art';
import { makeDemoClip, seedMedia } from './media';
import { type ClipScript, recipeClip, timeline } from './recipe-video';

const fajitas = demoRecipes.find((r) => r.title === 'Chicken Fajitas')!;
const script: ClipScript = {
  title: 'Chicken Fajitas',
  brand: 'Simmer',
  ingredients: fajitas.ingredients.map((l) => l.split('|').slice(0, 3).filter(Boolean).join(' ')),
  steps: fajitas.steps,
};

/** Mean colour of a picture (or of one band of it) as [r, g, b]. */
async function meanColour(input: Buffer | string, band?: { top: number; height: number }) {
  let img = sharp(input);
  if (band) {
    const { width = 0 } = await img.metadata();
    img = sharp(await img.extract({ left: 0, top: band.top, width, height: band.height }).png().toBuffer());
  }
  const { channels } = await img.stats();
  return channels.slice(0, 3).map((c) => c.mean);
}
const distance = (a: number[], b: number[]) => Math.hypot(...a.map((v, i) => v - (b[i] as number)));

describe('demo pictures', () => {
  it('draw each dish as its own kind of food', () => {
    const kinds = new Set(
      demoRecipes.filter((r) => !r.title.startsWith('Draft')).map((r) => dishKind(r.title)),
    );
    expect(kinds.size).toBeGreaterThanOrEqual(15);
    expect(dishKind('Chicken Fajitas')).toBe('skillet');
    expect(dishKind('Classic Margherita Pizza')).toBe('pizza');
    expect(dishKind('Chicken Noodle Soup')).toBe('soup');
  });

  it('differ in colour and composition from one recipe to the next', async () => {
    const titles = ['Chicken Fajitas', 'Classic Margherita Pizza', 'Chocolate Lava Cakes', 'Caprese Salad'];
    const pictures = await Promise.all(titles.map((t, i) => dishJpeg(t, i, 300, 225)));
    const means = await Promise.all(pictures.map((p) => meanColour(p)));
    for (let i = 0; i < means.length; i++)
      for (let j = i + 1; j < means.length; j++)
        expect(distance(means[i]!, means[j]!), `${titles[i]} vs ${titles[j]}`).toBeGreaterThan(4);
    // The same dish drawn with another seed is placed and set differently.
    const again = await dishJpeg('Chicken Fajitas', 7, 300, 225);
    expect(distance(await meanColour(again), means[0]!)).toBeGreaterThan(2);
  });
});

describe('demo recipe clips', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'simmer-clip-test-'));
    file = path.join(dir, 'fajitas.mp4');
    await recipeClip({ ffmpeg: 'ffmpeg' }, script, file, path.join(dir, 'cache'));
  }, 180_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const probe = () =>
    JSON.parse(
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
        {
          encoding: 'utf8',
        },
      ),
    ) as {
      format: { duration: string };
      streams: Array<{ codec_type: string; width?: number; height?: number }>;
    };

  const frame = (seconds: number) => {
    const png = path.join(dir, `frame-${seconds.toFixed(2)}.png`);
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-ss',
      seconds.toFixed(2),
      '-i',
      file,
      '-frames:v',
      '1',
      png,
    ]);
    return png;
  };

  it('has a picture and sound and lasts title, ingredients, every step and the close', () => {
    const info = probe();
    const { parts, duration } = timeline(script);
    expect(info.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);
    expect(info.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 854, height: 480 });
    expect(Number(info.format.duration)).toBeGreaterThan(duration - 0.5);
    expect(Number(info.format.duration)).toBeLessThan(duration + 0.5);
    expect(parts.map((p) => p.kind)).toEqual(['title', 'ingredients', 'step', 'step', 'step', 'closing']);
  });

  it('is not silent', () => {
    const out = spawnSync('ffmpeg', ['-v', 'info', '-i', file, '-af', 'volumedetect', '-f', 'null', '-'], {
      encoding: 'utf8',
    });
    const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(out.stderr)?.[1]);
    expect(mean).toBeGreaterThan(-40);
  });

  it('shows each step as its own caption in the lower third while that step is on', async () => {
    const { parts } = timeline(script);
    const steps = parts.filter((p) => p.kind === 'step');
    const luminance = (c: number[]) => c.reduce((a, b) => a + b) / 3;
    const captions = [];
    for (const p of steps) {
      const png = frame((p.start + p.end) / 2);
      const caption = await meanColour(png, { top: 360, height: 100 });
      const above = await meanColour(png, { top: 20, height: 100 });
      // The caption box darkens the lower third against the open picture above it.
      expect(luminance(caption)).toBeLessThan(luminance(above) * 0.75);
      captions.push(caption);
    }
    // ... and each step's words differ, so no two captions look alike.
    expect(distance(captions[0]!, captions[1]!)).toBeGreaterThan(0.2);
    expect(distance(captions[1]!, captions[2]!)).toBeGreaterThan(0.2);
  });

  it('is drawn once and then taken from the cache', async () => {
    const again = path.join(dir, 'again.mp4');
    const r = await recipeClip({ ffmpeg: 'ffmpeg' }, script, again, path.join(dir, 'cache'));
    expect(r.cached).toBe(true);
    expect((await stat(again)).size).toBe((await stat(file)).size);
  });
});

describe('media seed step', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No job worker: the queued clips stay queued (one is made below by hand), instead of the
    // test app drawing and transcoding the other demo clips in the background until it closes.
    t = await createTestApp({ JOBS_WORKER: 'false' });
    await seedAccounts(t.database.db);
    await seedCatalog(t.app.ctx);
    await seedMedia(t.app.ctx);
  }, 300_000);
  afterAll(async () => t?.close());

  it('gives every demo video and episode its own stream, the first ones ready at start', async () => {
    const vs = await t.database.db.select().from(videos);
    const es = await t.database.db.select().from(episodes);
    const ids = [...vs, ...es].map((i) => i.videoPlaybackId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const assets = await t.database.db.select().from(videoAssets);
    expect(assets.filter((a) => a.status === 'ready').length).toBeGreaterThanOrEqual(2);
    // Lists show a clip's own length once it is made, and none while it is being made (not the
    // catalogue's made-up length: 13:00 for a 26 s clip).
    const assetOf = new Map(assets.map((a) => [a.playbackId, a]));
    for (const item of [...vs, ...es]) {
      const asset = assetOf.get(item.videoPlaybackId!)!;
      if (asset.status === 'ready') expect(item.durationSeconds).toBe(Math.round(asset.durationSeconds!));
      else expect(item.durationSeconds, item.title).toBeNull();
    }
  });

  it('leaves the videos without a stream when asked to (SEED_DEMO_MEDIA=false)', async () => {
    const bare = await createTestApp({ SEED_DEMO_MEDIA: 'false', JOBS_WORKER: 'false' });
    try {
      await seedAccounts(bare.database.db);
      await seedCatalog(bare.app.ctx);
      await seedMedia(bare.app.ctx);
      const vs = await bare.database.db.select().from(videos);
      expect(vs.length).toBeGreaterThan(0);
      expect(vs.every((v) => v.videoPlaybackId === null)).toBe(true);
      expect(await bare.database.db.select().from(videoAssets)).toEqual([]);
    } finally {
      await bare.close();
    }
  });

  it('makes a queued clip into a playable stream showing its recipe', async () => {
    const [episode] = await t.database.db
      .select()
      .from(episodes)
      .where(eq(episodes.title, 'One-Pan Chicken Fajitas'));
    const [asset] = await t.database.db
      .select()
      .from(videoAssets)
      .where(eq(videoAssets.playbackId, episode!.videoPlaybackId!));
    if (asset!.status !== 'ready') {
      await makeDemoClip(
        t.app.ctx,
        { assetId: asset!.assetId, script: { ...script, title: 'One-Pan Chicken Fajitas' } },
        { id: 'test', retryCount: 99 },
      );
    }
    const [done] = await t.database.db
      .select()
      .from(videoAssets)
      .where(eq(videoAssets.assetId, asset!.assetId));
    expect(done!.status).toBe('ready');
    expect(done!.durationSeconds).toBeGreaterThan(15);
    // The episode now lists the clip's own length.
    const [listed] = await t.database.db.select().from(episodes).where(eq(episodes.id, episode!.id));
    expect(listed!.durationSeconds).toBe(Math.round(done!.durationSeconds!));
    const res = await t.app.inject({ method: 'GET', url: `/v1/media/playback/${done!.playbackId}/` });
    expect(res.statusCode).toBe(200);
  }, 180_000);

  it('links "Watch the recipe video" to the video of the dish, never to a search page', async () => {
    const rows = await t.database.db.select().from(youtubeRecipes);
    const links = rows.map((r) => r.youtubeLink).filter(Boolean) as string[];
    expect(links.length).toBeGreaterThanOrEqual(10);
    for (const link of links) expect(link).toMatch(/^https?:\/\/[^/]+\/(video|watch-show)\/\d+$/);
    const fajitaRecipe = rows.find((r) => r.title === 'Chicken Fajitas')!;
    const [episode] = await t.database.db
      .select()
      .from(episodes)
      .where(eq(episodes.title, 'One-Pan Chicken Fajitas'));
    expect(fajitaRecipe.youtubeLink).toMatch(new RegExp(`/watch-show/${episode!.id}$`));
  });
});
