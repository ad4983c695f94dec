import { eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { episodes, videos } from '../db/schema';
import {
  addConnectedRecipe,
  createEpisode,
  createShow,
  createVideo,
  createYoutubeRecipe,
  setPlayback,
  setTags,
} from '../modules/catalog/catalog.write';
import { type DemoRecipe, demoRecipes, demoShows, demoVideos, youtubeSearch } from './catalog-data';
import { galleryImage } from './home-images';

const listHtml = (steps: string[]) => `<ol>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ol>`;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function parseIngredients(list: string[]) {
  return list.map((line) => {
    const [quantity = '', unit = '', name = '', category = ''] = line.split('|');
    return { quantity, unit, name, category };
  });
}

/** Spread creation dates over the last weeks so "newest" orderings look real. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/**
 * Demo catalogue: 31 published YouTube-linked recipes (plus a draft), 11 published videos
 * (some premium, each with a written recipe, plus a draft), 3 shows with episodes. Playback
 * ids stay empty: the media seed step attaches streams through `attachDemoPlayback`.
 */
export async function seedCatalog(ctx: AppContext) {
  const db = ctx.db;
  const byTitle = new Map<string, DemoRecipe>(demoRecipes.map((r) => [r.title, r]));
  let picture = 100;
  const image = (caption: string) => galleryImage(ctx, picture++, caption);

  for (const [i, r] of demoRecipes.entries()) {
    const draft = r.title.startsWith('Draft:');
    const when = daysAgo(demoRecipes.length - i);
    const row = await createYoutubeRecipe(db, {
      title: r.title,
      description: r.description,
      titleImage: await image(r.title),
      youtubeLink: r.youtube ? youtubeSearch(r.title) : null,
      isPublish: !draft,
      createdAt: when,
      updatedAt: when,
    });
    await addConnectedRecipe(db, {
      name: r.title,
      instructions: listHtml(r.steps),
      notes: r.notes ? `<p>${escapeHtml(r.notes)}</p>` : '',
      recipeImage: row.titleImage,
      parent: { type: 'youtube_recipe', id: row.id },
      ingredients: parseIngredients(r.ingredients),
    });
    await setTags(db, 'youtube_recipe', row.id, r.tags);
  }

  const written = async (
    parent: { type: 'video' | 'episode'; id: number },
    title: string | undefined,
    img: string | null,
  ) => {
    const r = title ? byTitle.get(title) : undefined;
    if (!r) return;
    await addConnectedRecipe(db, {
      name: r.title,
      instructions: listHtml(r.steps),
      notes: r.notes ? `<p>${escapeHtml(r.notes)}</p>` : '',
      recipeImage: img,
      parent,
      ingredients: parseIngredients(r.ingredients),
    });
  };

  for (const [i, v] of demoVideos.entries()) {
    const when = daysAgo(demoVideos.length - i);
    const row = await createVideo(db, {
      title: v.title,
      description: v.description,
      titleImage: await image(v.title),
      isPremium: v.premium,
      isPublish: v.publish ?? true,
      durationSeconds: v.duration,
      createdAt: when,
      updatedAt: when,
    });
    await written({ type: 'video', id: row.id }, v.recipe, row.titleImage);
    await setTags(db, 'video', row.id, v.tags);
  }

  for (const [si, s] of demoShows.entries()) {
    const when = daysAgo(30 - si * 5);
    const show = await createShow(db, {
      title: s.title,
      description: s.description,
      titleImage: await image(s.title),
      coverImage: await image(`${s.title} cover`),
      isPublish: false,
      createdAt: when,
      updatedAt: when,
    });
    await setTags(db, 'show', show.id, s.tags);
    for (const [ei, e] of s.episodes.entries()) {
      const row = await createEpisode(db, {
        showId: show.id,
        title: e.title,
        description: e.description,
        titleImage: await image(e.title),
        isPremium: e.premium,
        isPublish: e.publish ?? true,
        durationSeconds: e.duration,
        position: ei,
        createdAt: when,
        updatedAt: when,
      });
      await written({ type: 'episode', id: row.id }, e.recipe, row.titleImage);
    }
  }
}

/**
 * For the media seed step: every demo video and episode still without a stream gets one
 * of the given playback ids (round robin), with its duration when known.
 */
export async function attachDemoPlayback(
  ctx: AppContext,
  streams: Array<{ playbackId: string; assetId?: string; durationSeconds?: number }>,
) {
  if (!streams.length) return 0;
  let n = 0;
  const pending = [
    ...(
      await ctx.db
        .select({ id: videos.id })
        .from(videos)
        .where(or(isNull(videos.videoPlaybackId), eq(videos.videoPlaybackId, '')))
    ).map((r) => ({ kind: 'video' as const, id: r.id })),
    ...(await ctx.db.select({ id: episodes.id }).from(episodes).where(isNull(episodes.videoPlaybackId))).map(
      (r) => ({
        kind: 'episode' as const,
        id: r.id,
      }),
    ),
  ];
  for (const item of pending) {
    const s = streams[n % streams.length]!;
    await setPlayback(ctx.db, item.kind, item.id, {
      videoPlaybackId: s.playbackId,
      videoAssetId: s.assetId ?? null,
      ...(s.durationSeconds ? { durationSeconds: s.durationSeconds } : {}),
    });
    n++;
  }
  return n;
}
