import { parseIngredientQuantity } from '@simmer/contracts';
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
import { cleanHtml } from '../../lib/html';

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

/** Recipe details as columns; only the keys present are written. */
export type RecipeDetailsColumns = Partial<
  Pick<
    typeof connectedRecipes.$inferInsert,
    | 'servings'
    | 'prepMinutes'
    | 'cookMinutes'
    | 'recipeYield'
    | 'nutrition'
    | 'course'
    | 'diets'
    | 'stepTimes'
    | 'ingredientsTime'
  >
>;

export interface ConnectedRecipeInput {
  name: string;
  instructions: string;
  notes?: string;
  recipeImage?: string | null;
  parent: { type: 'video' | 'episode' | 'youtube_recipe'; id: number };
  ingredients: IngredientInput[];
  details?: RecipeDetailsColumns;
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
        ...input.details,
      })
      .returning();
    await replaceIngredients(tx, recipe!.id, input.ingredients);
    return recipe!;
  });
}

/** Edits a connected recipe; the same sanitizing rules as on creation. */
export async function updateConnectedRecipe(
  db: Db,
  id: number,
  input: Partial<
    Pick<ConnectedRecipeInput, 'name' | 'instructions' | 'notes' | 'recipeImage' | 'ingredients' | 'details'>
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
        ...input.details,
        updatedAt: new Date(),
      })
      .where(eq(connectedRecipes.id, id))
      .returning();
    if (recipe && input.ingredients) await replaceIngredients(tx, id, input.ingredients);
    return recipe ?? null;
  });
}

export type DeleteConnectedOutcome = 'deleted' | 'not_found' | 'last_of_published';

/**
 * Deletes a connected recipe and its ingredients. Published videos and YouTube recipes need
 * at least one recipe (spec 002 §4), so their last one is kept unless `allowLast`; the parent
 * row is locked first, so two deletions at once cannot both take "the other" recipe.
 */
export async function deleteConnectedRecipe(db: Db, id: number, opts: { allowLast?: boolean } = {}) {
  return db.transaction(async (tx): Promise<DeleteConnectedOutcome> => {
    const [recipe] = await tx.select().from(connectedRecipes).where(eq(connectedRecipes.id, id));
    if (!recipe) return 'not_found';
    if (!opts.allowLast && (recipe.videoId || recipe.youtubeRecipeId)) {
      const parent = recipe.videoId ? videos : youtubeRecipes;
      const parentId = (recipe.videoId ?? recipe.youtubeRecipeId) as number;
      const [row] = await tx
        .select({ isPublish: parent.isPublish })
        .from(parent)
        .where(eq(parent.id, parentId))
        .for('update');
      const column = recipe.videoId ? connectedRecipes.videoId : connectedRecipes.youtubeRecipeId;
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(connectedRecipes)
        .where(eq(column, parentId))) as [{ n: number }];
      if (row?.isPublish && n <= 1) return 'last_of_published';
    }
    const [gone] = await tx
      .delete(connectedRecipes)
      .where(eq(connectedRecipes.id, id))
      .returning({ id: connectedRecipes.id });
    return gone ? 'deleted' : 'not_found';
  });
}

async function replaceIngredients(db: Db, recipeId: number, list: IngredientInput[]) {
  await db.delete(ingredients).where(eq(ingredients.connectedRecipeId, recipeId));
  const rows = list
    .filter((i) => i.name?.trim())
    .map((i, position) => {
      const quantity = (i.quantity ?? '').trim();
      // Parsed once, when written; the text stays as the admin typed it.
      const parsed = parseIngredientQuantity(quantity, i.unit ?? '');
      return {
        connectedRecipeId: recipeId,
        name: i.name.trim(),
        quantity,
        unit: (i.unit ?? '').trim(),
        category: (i.category ?? '').trim(),
        amount: parsed.value,
        amountMax: parsed.max,
        position,
      };
    });
  if (rows.length) await db.insert(ingredients).values(rows);
}

/**
 * The tags of the given names, created when new (names compared without case); other
 * modules (the home editor's categories) name tags through this.
 */
export async function ensureTags(db: Db, names: string[]): Promise<Array<{ id: number; name: string }>> {
  if (!names.length) return [];
  await db
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
}

/** Replaces an item's tags with the given names (empty and duplicate names ignored). */
export async function setTags(db: Db, type: TaggableType, id: number, names: string[]) {
  const unique: string[] = [];
  for (const name of names.map((n) => n.trim()).filter(Boolean)) {
    if (!unique.some((u) => u.toLowerCase() === name.toLowerCase())) unique.push(name);
  }
  await db.delete(contentTags).where(and(eq(contentTags.contentType, type), eq(contentTags.contentId, id)));
  if (!unique.length) return;
  const rows = await ensureTags(db, unique);
  await db
    .insert(contentTags)
    .values(rows.map((t) => ({ tagId: t.id, contentType: type, contentId: id })))
    .onConflictDoNothing();
}

/** The media pipeline measured a stream: every video and episode playing it gets the length. */
export async function setDurationByPlayback(db: Db, playbackId: string, seconds: number) {
  await db.update(videos).set({ durationSeconds: seconds }).where(eq(videos.videoPlaybackId, playbackId));
  await db.update(episodes).set({ durationSeconds: seconds }).where(eq(episodes.videoPlaybackId, playbackId));
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

export type VideoChanges = Partial<Omit<NewVideo, 'createdAt'>>;
export type ShowChanges = Partial<Omit<NewShow, 'createdAt'>>;
export type EpisodeChanges = Partial<Omit<NewEpisode, 'createdAt'>>;
export type YoutubeRecipeChanges = Partial<Omit<NewYoutubeRecipe, 'createdAt'>>;

export async function updateVideo(db: Db, id: number, changes: VideoChanges) {
  const [row] = await db
    .update(videos)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(videos.id, id))
    .returning();
  return row ?? null;
}

export async function updateShow(db: Db, id: number, changes: ShowChanges) {
  const [row] = await db
    .update(shows)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(shows.id, id))
    .returning();
  return row ?? null;
}

/** Edits an episode; publishing it publishes its show in the same transaction (spec 002 §4). */
export async function updateEpisode(db: Db, id: number, changes: EpisodeChanges) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(episodes)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(episodes.id, id))
      .returning();
    if (row && changes.isPublish === true) {
      await tx
        .update(shows)
        .set({ isPublish: true, updatedAt: new Date() })
        .where(and(eq(shows.id, row.showId), eq(shows.isPublish, false)));
    }
    return row ?? null;
  });
}

export async function updateYoutubeRecipe(db: Db, id: number, changes: YoutubeRecipeChanges) {
  const [row] = await db
    .update(youtubeRecipes)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(youtubeRecipes.id, id))
    .returning();
  return row ?? null;
}

export type DeletableKind = 'video' | 'show' | 'episode' | 'youtube_recipe';

/**
 * Deletes a catalog item; everything that points at it follows by foreign key in the same
 * statement (decision 580): episodes of a show, connected recipes and their ingredients,
 * carousel items and top-right slots; through the item's `content_items` row its likes,
 * bookmarks, comments and tags; the featured top-left slot and an announcement's link are
 * cleared. Reports on its comments stay, their reference cleared (moderation hides the
 * pending ones). Grocery lines keep their text. The search document is a column of the row.
 */
export async function deleteCatalogItem(db: Db, kind: DeletableKind, id: number): Promise<boolean> {
  const table = { video: videos, show: shows, episode: episodes, youtube_recipe: youtubeRecipes }[kind];
  const removed = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return removed.length > 0;
}
