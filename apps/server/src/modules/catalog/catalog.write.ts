import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  connectedRecipes,
  contentTags,
  episodes,
  ingredients,
  shows,
  type TaggableType,
  tags,
  videos,
  youtubeRecipes,
} from '../../db/schema';
import { cleanHtml } from './html';

/**
 * Writes of catalog content, shared by the seed, the admin content tools and the media
 * pipeline. Every write of rich text goes through `cleanHtml` here, so nothing unsanitized
 * can reach the database from any caller.
 */

export type NewVideo = Omit<typeof videos.$inferInsert, 'id' | 'search'>;
export type NewShow = Omit<typeof shows.$inferInsert, 'id' | 'search'>;
export type NewEpisode = Omit<typeof episodes.$inferInsert, 'id' | 'search'>;
export type NewYoutubeRecipe = Omit<typeof youtubeRecipes.$inferInsert, 'id' | 'search'>;

export async function createVideo(db: Db, input: NewVideo) {
  const [row] = await db.insert(videos).values(input).returning();
  return row!;
}

export async function createShow(db: Db, input: NewShow) {
  const [row] = await db.insert(shows).values(input).returning();
  return row!;
}

/** Publishing an episode publishes its show too (spec 002 §4). */
export async function createEpisode(db: Db, input: NewEpisode) {
  const [row] = await db.insert(episodes).values(input).returning();
  if (row!.isPublish) await db.update(shows).set({ isPublish: true }).where(eq(shows.id, row!.showId));
  return row!;
}

export async function createYoutubeRecipe(db: Db, input: NewYoutubeRecipe) {
  const [row] = await db.insert(youtubeRecipes).values(input).returning();
  return row!;
}

export interface IngredientInput {
  name: string;
  quantity?: string;
  unit?: string;
  category?: string;
}

export interface ConnectedRecipeInput {
  name: string;
  instructions: string;
  notes?: string;
  recipeImage?: string | null;
  parent: { type: 'video' | 'episode' | 'youtube_recipe'; id: number };
  ingredients: IngredientInput[];
}

const parentColumn = { video: 'videoId', episode: 'episodeId', youtube_recipe: 'youtubeRecipeId' } as const;

/** Adds a written recipe to its parent; instructions and notes are sanitized, nameless ingredients dropped. */
export async function addConnectedRecipe(db: Db, input: ConnectedRecipeInput) {
  return db.transaction(async (tx) => {
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(connectedRecipes)
      .where(eq(connectedRecipes[parentColumn[input.parent.type]], input.parent.id))) as [{ n: number }];
    const [recipe] = await tx
      .insert(connectedRecipes)
      .values({
        name: input.name.trim(),
        instructions: cleanHtml(input.instructions),
        notes: cleanHtml(input.notes),
        recipeImage: input.recipeImage ?? null,
        contentType: input.parent.type,
        [parentColumn[input.parent.type]]: input.parent.id,
        position: n,
      })
      .returning();
    await replaceIngredients(tx as unknown as Db, recipe!.id, input.ingredients);
    return recipe!;
  });
}

/** Edits a connected recipe; the same sanitizing rules as on creation. */
export async function updateConnectedRecipe(
  db: Db,
  id: number,
  input: Partial<
    Pick<ConnectedRecipeInput, 'name' | 'instructions' | 'notes' | 'recipeImage' | 'ingredients'>
  >,
) {
  return db.transaction(async (tx) => {
    const [recipe] = await tx
      .update(connectedRecipes)
      .set({
        ...(input.name !== undefined ? { name: input.name.trim() } : {}),
        ...(input.instructions !== undefined ? { instructions: cleanHtml(input.instructions) } : {}),
        ...(input.notes !== undefined ? { notes: cleanHtml(input.notes) } : {}),
        ...(input.recipeImage !== undefined ? { recipeImage: input.recipeImage } : {}),
        updatedAt: new Date(),
      })
      .where(eq(connectedRecipes.id, id))
      .returning();
    if (recipe && input.ingredients) await replaceIngredients(tx as unknown as Db, id, input.ingredients);
    return recipe ?? null;
  });
}

async function replaceIngredients(db: Db, recipeId: number, list: IngredientInput[]) {
  await db.delete(ingredients).where(eq(ingredients.connectedRecipeId, recipeId));
  const rows = list
    .filter((i) => i.name?.trim())
    .map((i, position) => ({
      connectedRecipeId: recipeId,
      name: i.name.trim(),
      quantity: (i.quantity ?? '').trim(),
      unit: (i.unit ?? '').trim(),
      category: (i.category ?? '').trim(),
      position,
    }));
  if (rows.length) await db.insert(ingredients).values(rows);
}

/** Replaces an item's tags with the given names (empty and duplicate names ignored). */
export async function setTags(db: Db, type: TaggableType, id: number, names: string[]) {
  const unique: string[] = [];
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    if (!unique.some((u) => u.toLowerCase() === name.toLowerCase())) unique.push(name);
  }
  await db.delete(contentTags).where(and(eq(contentTags.contentType, type), eq(contentTags.contentId, id)));
  if (!unique.length) return;
  await db
    .insert(tags)
    .values(unique.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        unique.map((n) => n.toLowerCase()),
      ),
    );
  await db
    .insert(contentTags)
    .values(rows.map((t) => ({ tagId: t.id, contentType: type, contentId: id })))
    .onConflictDoNothing();
}

export interface PlaybackInput {
  videoPlaybackId: string | null;
  videoAssetId?: string | null;
  durationSeconds?: number | null;
  videoFileName?: string | null;
}

/** The media pipeline attaches a playable stream to a video or an episode. */
export async function setPlayback(db: Db, kind: 'video' | 'episode', id: number, input: PlaybackInput) {
  const table = kind === 'video' ? videos : episodes;
  const [row] = await db
    .update(table)
    .set({
      videoPlaybackId: input.videoPlaybackId,
      ...(input.videoAssetId !== undefined ? { videoAssetId: input.videoAssetId } : {}),
      ...(input.durationSeconds !== undefined ? { durationSeconds: input.durationSeconds } : {}),
      ...(input.videoFileName !== undefined ? { videoFileName: input.videoFileName } : {}),
      updatedAt: new Date(),
    })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return Boolean(row);
}
