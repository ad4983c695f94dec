import { and, asc, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { boundedCount } from '../../db/bounded-count';
import type { Db } from '../../db/client';
import { countLimit, type PageRequest } from '../../db/paging';
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
import { buildTsQuery, matches, rank } from '../../db/text-search';

/** Only published content is ever read here; drafts exist for the admin tools alone. */
const publishedEpisode = and(eq(episodes.isPublish, true), eq(shows.isPublish, true));

type Table = typeof videos | typeof shows | typeof youtubeRecipes;

/** The columns of a catalog row without its full-text document (never sent, costly to read). */
function cardColumns<T extends Table>(table: T) {
  const { search: _search, ...columns } = getTableColumns(table as Table);
  return columns;
}

/**
 * One page of a published list, newest first (read in index order), or by relevance when a
 * search is given, unless an order is given. The total is a bounded count (`countLimit`): its cost does not grow with
 * the table.
 */
async function pageOfTable<T extends Table>(
  db: Db,
  table: T,
  page: PageRequest,
  search: string | null,
  filter?: SQL,
  orderBy?: SQL[],
) {
  type Row = Omit<T['$inferSelect'], 'search'>;
  const tsQuery = search ? await buildTsQuery(db, search) : null;
  if (search && !tsQuery) return { rows: [] as Row[], count: 0 };
  const where = and(eq(table.isPublish, true), filter, tsQuery ? matches(table, tsQuery) : undefined);
  const order =
    orderBy ??
    (tsQuery ? [desc(rank(table, tsQuery)), desc(table.id)] : [desc(table.createdAt), desc(table.id)]);
  const [found, count] = await Promise.all([
    db
      .select(cardColumns(table))
      .from(table as Table)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset(page.offset),
    boundedCount(db, table, where, countLimit(page)),
  ]);
  return { rows: found as unknown as Row[], count };
}

export const listVideos = (db: Db, page: PageRequest, search: string | null) =>
  pageOfTable(db, videos, page, search);
export const listShows = (db: Db, page: PageRequest, search: string | null) =>
  pageOfTable(db, shows, page, search);
export const listRecipes = (
  db: Db,
  page: PageRequest,
  search: string | null,
  filter?: SQL,
  orderBy?: SQL[],
) => pageOfTable(db, youtubeRecipes, page, search, filter, orderBy);

/** Recipes carrying the tag `name` (case-insensitive): the recipe-category lists. */
export function taggedWithRecipe(name: string): SQL {
  return sql`exists (select 1 from ${contentTags} ct join ${tags} t on t.id = ct.tag_id
    where ct.content_type = 'youtube_recipe' and ct.content_id = "youtube_recipes"."id" and lower(t.name) = lower(${name}))`;
}

export const newestVideos = (db: Db, limit: number) =>
  db
    .select()
    .from(videos)
    .where(eq(videos.isPublish, true))
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(limit);
export const newestShows = (db: Db, limit: number) =>
  db
    .select()
    .from(shows)
    .where(eq(shows.isPublish, true))
    .orderBy(desc(shows.createdAt), desc(shows.id))
    .limit(limit);
export const newestRecipes = (db: Db, limit: number) =>
  db
    .select()
    .from(youtubeRecipes)
    .where(eq(youtubeRecipes.isPublish, true))
    .orderBy(desc(youtubeRecipes.createdAt), desc(youtubeRecipes.id))
    .limit(limit);

export async function publishedEpisodeCounts(db: Db, showIds: number[]) {
  if (!showIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: episodes.showId, n: sql<number>`count(*)::int` })
    .from(episodes)
    .where(and(inArray(episodes.showId, showIds), eq(episodes.isPublish, true)))
    .groupBy(episodes.showId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function findVideo(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.isPublish, true)));
  return row ?? null;
}

export async function findShow(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(shows)
    .where(and(eq(shows.id, id), eq(shows.isPublish, true)));
  return row ?? null;
}

export async function findEpisode(db: Db, id: number) {
  const [row] = await db
    .select({ episode: episodes, showName: shows.title })
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(and(eq(episodes.id, id), publishedEpisode));
  return row ?? null;
}

export async function findRecipe(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(youtubeRecipes)
    .where(and(eq(youtubeRecipes.id, id), eq(youtubeRecipes.isPublish, true)));
  return row ?? null;
}

/** Published episodes of a show in their order, optionally without one. */
export async function episodesOfShow(db: Db, showId: number, exceptId?: number) {
  return db
    .select()
    .from(episodes)
    .where(
      and(
        eq(episodes.showId, showId),
        eq(episodes.isPublish, true),
        exceptId ? ne(episodes.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(episodes.position), asc(episodes.id));
}

export async function suggestedVideos(db: Db, exceptId: number, limit: number) {
  return db
    .select()
    .from(videos)
    .where(and(eq(videos.isPublish, true), ne(videos.id, exceptId)))
    .orderBy(desc(videos.createdAt), desc(videos.id))
    .limit(limit);
}

export async function connectedOf(db: Db, parent: 'video' | 'episode' | 'youtube_recipe', id: number) {
  const column =
    parent === 'video'
      ? connectedRecipes.videoId
      : parent === 'episode'
        ? connectedRecipes.episodeId
        : connectedRecipes.youtubeRecipeId;
  const recipes = await db
    .select()
    .from(connectedRecipes)
    .where(eq(column, id))
    .orderBy(asc(connectedRecipes.position), asc(connectedRecipes.id));
  return withIngredients(db, recipes);
}

/** Each connected recipe with its ingredients in their order, read in one query for all of them. */
export async function withIngredients<R extends { id: number }>(db: Db, recipes: R[]) {
  const list = recipes.length
    ? await db
        .select()
        .from(ingredients)
        .where(
          inArray(
            ingredients.connectedRecipeId,
            recipes.map((r) => r.id),
          ),
        )
        .orderBy(asc(ingredients.position), asc(ingredients.id))
    : [];
  return recipes.map((recipe) => ({
    recipe,
    ingredients: list.filter((i) => i.connectedRecipeId === recipe.id),
  }));
}

export async function tagNames(db: Db, type: TaggableType, id: number) {
  const rows = await db
    .select({ name: tags.name })
    .from(contentTags)
    .innerJoin(tags, eq(tags.id, contentTags.tagId))
    .where(and(eq(contentTags.contentType, type), eq(contentTags.contentId, id)))
    .orderBy(asc(tags.name));
  return rows.map((r) => r.name);
}
