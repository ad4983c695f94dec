import { paths } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { youtubeRecipes } from '../db/schema';
import {
  addConnectedRecipe,
  createEpisode,
  createShow,
  createVideo,
  createYoutubeRecipe,
  setTags,
} from '../modules/catalog/editing.service';
import { newKey } from '../platform/storage';
import { type DemoRecipe, demoRecipes, demoShows, demoVideos } from './catalog-data';
import { demoRecipeFacts } from './catalog-facts';
import { dishJpeg } from './dish-art';
import { clipChapterTimes } from './recipe-video';

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
 * (some premium, each with a written recipe, plus a draft), 3 shows with episodes. Pictures show
 * each dish; playback ids are attached by the media seed step.
 */
export async function seedCatalog(ctx: AppContext) {
  const db = ctx.db;
  const byTitle = new Map<string, DemoRecipe>(demoRecipes.map((r) => [r.title, r]));
  // Each picture shows its dish (a video's or episode's recipe); the seed varies the setting.
  let picture = 0;
  const image = async (dish: string) => {
    const key = newKey('images', '.jpg');
    await ctx.storage.put(key, await dishJpeg(dish, picture++), 'image/jpeg');
    return ctx.storage.publicUrl(key);
  };
  // "Watch the recipe video" leads to the demo video or episode that cooks the dish.
  const watchLinks: Array<{ recipeId: number; path: string }> = [];
  const recipeIds = new Map<string, number>();

  for (const [i, r] of demoRecipes.entries()) {
    const draft = r.title.startsWith('Draft:');
    const when = daysAgo(demoRecipes.length - i);
    const row = await createYoutubeRecipe(db, {
      title: r.title,
      description: r.description,
      titleImage: await image(r.title),
      youtubeLink: null,
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
      details: demoRecipeFacts[r.title],
    });
    await setTags(db, 'youtube_recipe', row.id, r.tags);
    if (r.youtube) recipeIds.set(r.title, row.id);
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
      // The demo clip (media.ts) shows the ingredients and then each step: their times in it.
      details: clipChapterTimes({ ingredients: r.ingredients, steps: r.steps }),
    });
  };

  for (const [i, v] of demoVideos.entries()) {
    const when = daysAgo(demoVideos.length - i);
    const row = await createVideo(db, {
      title: v.title,
      description: v.description,
      titleImage: await image(v.recipe),
      isPremium: v.premium,
      isPublish: v.publish ?? true,
      durationSeconds: v.duration,
      createdAt: when,
      updatedAt: when,
    });
    await written({ type: 'video', id: row.id }, v.recipe, row.titleImage);
    const recipeId = recipeIds.get(v.recipe);
    if (recipeId && (v.publish ?? true)) watchLinks.push({ recipeId, path: paths.video(row.id) });
    await setTags(db, 'video', row.id, v.tags);
  }

  for (const [si, s] of demoShows.entries()) {
    const when = daysAgo(30 - si * 5);
    const show = await createShow(db, {
      title: s.title,
      description: s.description,
      titleImage: await image(s.episodes[0]?.recipe ?? s.title),
      coverImage: await image(s.episodes[1]?.recipe ?? s.title),
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
        titleImage: await image(e.recipe ?? e.title),
        isPremium: e.premium,
        isPublish: e.publish ?? true,
        durationSeconds: e.duration,
        position: ei,
        createdAt: when,
        updatedAt: when,
      });
      await written({ type: 'episode', id: row.id }, e.recipe, row.titleImage);
      const recipeId = e.recipe ? recipeIds.get(e.recipe) : undefined;
      if (recipeId && (e.publish ?? true)) watchLinks.push({ recipeId, path: paths.episode(row.id) });
    }
  }
  // One link per recipe: the first video or episode that cooks it. An address of this instance,
  // so the recipe page opens the product's own player.
  const linked = new Set<number>();
  for (const { recipeId, path } of watchLinks) {
    if (linked.has(recipeId)) continue;
    linked.add(recipeId);
    await db
      .update(youtubeRecipes)
      .set({ youtubeLink: `${ctx.config.publicUrl}${path}` })
      .where(eq(youtubeRecipes.id, recipeId));
  }
}
