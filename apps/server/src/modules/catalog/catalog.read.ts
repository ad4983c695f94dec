import type { ContentListItem, ListedContentType } from '@simmer/contracts';
import { and, asc, count, desc, eq, exists, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  connectedRecipes,
  contentTags,
  episodes,
  ingredients,
  shows,
  tags,
  videos,
  youtubeRecipes,
} from '../../db/schema';
import type { PageRequest } from '../../http/pagination';
import { commentCountOf, likeCountOf } from '../reactions/reactions.read';
import { withIngredients } from './catalog.repo';

/** The admin side (catalog-admin) edits what these answer: an item's connected recipes and tags. */
export { connectedOf, tagNames } from './catalog.repo';

/**
 * What other modules may read of the catalog (decision 580): they call these instead of
 * importing the catalog's tables.
 */

/** The tags among `ids` that exist, as id and name, in name order. */
export async function tagsInNameOrder(db: Db, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(inArray(tags.id, ids))
    .orderBy(asc(tags.name));
}

/** Whether each video among `videoIds` that exists is published, by id. */
export async function videosPublished(db: Db, videoIds: number[]): Promise<Map<number, boolean>> {
  if (!videoIds.length) return new Map();
  const rows = await db
    .select({ id: videos.id, isPublish: videos.isPublish })
    .from(videos)
    .where(inArray(videos.id, videoIds));
  return new Map(rows.map((r) => [r.id, r.isPublish]));
}

/** The catalog items (videos, episodes) that play this playback id, and whether each is premium. */
export async function itemsPlaying(db: Db, playbackId: string) {
  const [v, e] = await Promise.all([
    db
      .select({ id: videos.id, isPremium: videos.isPremium, published: videos.isPublish })
      .from(videos)
      .where(eq(videos.videoPlaybackId, playbackId)),
    db
      .select({
        id: episodes.id,
        isPremium: episodes.isPremium,
        // An episode is out in the open only when its show is too.
        published: sql<boolean>`${episodes.isPublish} and ${shows.isPublish}`,
      })
      .from(episodes)
      .innerJoin(shows, eq(shows.id, episodes.showId))
      .where(eq(episodes.videoPlaybackId, playbackId)),
  ]);
  return [
    ...v.map((r) => ({ kind: 'video' as const, ...r })),
    ...e.map((r) => ({ kind: 'episode' as const, ...r, published: Boolean(r.published) })),
  ];
}

/** How a list of published YouTube recipes may be ordered (a home category's sort). */
export type RecipeOrder =
  | 'newest'
  | 'oldest'
  | 'popular'
  | 'title'
  | 'created_date'
  | 'likes_count'
  | 'comment_count';

/**
 * One page of published YouTube recipes, as the home page shows them, with the exact total:
 * those carrying any of `anyOfTagIds` (every published recipe when it is empty), in `order`.
 */
export async function publishedRecipesPage(
  db: Db,
  p: PageRequest,
  opts: { anyOfTagIds: number[]; order: RecipeOrder },
) {
  const conditions: SQL[] = [eq(youtubeRecipes.isPublish, true)];
  if (opts.anyOfTagIds.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(contentTags)
          .where(
            and(
              eq(contentTags.contentType, 'youtube_recipe'),
              eq(contentTags.contentId, youtubeRecipes.id),
              inArray(contentTags.tagId, opts.anyOfTagIds),
            ),
          ),
      ),
    );
  }
  const where = and(...conditions);
  const likeCount = likeCountOf('youtube_recipe', youtubeRecipes.id);
  const commentCount = commentCountOf('youtube_recipe', youtubeRecipes.id);
  const order: SQL[] = {
    newest: [desc(youtubeRecipes.createdAt), desc(youtubeRecipes.id)],
    oldest: [asc(youtubeRecipes.createdAt), asc(youtubeRecipes.id)],
    popular: [desc(likeCount), desc(youtubeRecipes.createdAt), desc(youtubeRecipes.id)],
    title: [asc(youtubeRecipes.title), asc(youtubeRecipes.id)],
    created_date: [desc(youtubeRecipes.createdAt), desc(youtubeRecipes.id)],
    likes_count: [desc(likeCount), desc(youtubeRecipes.createdAt), desc(youtubeRecipes.id)],
    comment_count: [desc(commentCount), desc(youtubeRecipes.createdAt), desc(youtubeRecipes.id)],
  }[opts.order];
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(youtubeRecipes).where(where),
    db
      .select({
        id: youtubeRecipes.id,
        title: youtubeRecipes.title,
        titleImage: youtubeRecipes.titleImage,
        description: youtubeRecipes.description,
        youtubeLink: youtubeRecipes.youtubeLink,
        updatedAt: youtubeRecipes.updatedAt,
      })
      .from(youtubeRecipes)
      .where(where)
      .orderBy(...order)
      .limit(p.size)
      .offset(p.offset),
  ]);
  return { count: total[0]?.n ?? 0, rows };
}

/** Connected recipes' names as a subquery to join by `id` (a grocery line names its recipe). */
export function connectedRecipeNames<A extends string>(alias: A) {
  return new QueryBuilder()
    .select({ id: connectedRecipes.id, name: connectedRecipes.name })
    .from(connectedRecipes)
    .as(alias);
}

/** Whether the parent (video, episode or YouTube recipe) of the joined connected recipe is published. */
const parentPublished = sql`coalesce(${videos.isPublish}, ${episodes.isPublish}, ${youtubeRecipes.isPublish}, false)`;

/**
 * A connected recipe whose parent (video, episode or YouTube recipe) is published, as id,
 * name and servings; undefined for unknown or unpublished recipes.
 */
export async function publishedConnectedRecipe(db: Db, id: number) {
  const [recipe] = await db
    .select({ id: connectedRecipes.id, name: connectedRecipes.name, servings: connectedRecipes.servings })
    .from(connectedRecipes)
    .leftJoin(videos, eq(videos.id, connectedRecipes.videoId))
    .leftJoin(episodes, eq(episodes.id, connectedRecipes.episodeId))
    .leftJoin(youtubeRecipes, eq(youtubeRecipes.id, connectedRecipes.youtubeRecipeId))
    .where(and(eq(connectedRecipes.id, id), parentPublished));
  return recipe;
}

/**
 * Published connected recipes as the week planner shows them: name, servings, a picture (the
 * recipe's own, else its parent's) and the page it is read on. By `ids`, or by a part of the
 * name (`search`, at most `limit`, in name order).
 */
export async function publishedConnectedRecipeCards(
  db: Db,
  by: { ids: number[] } | { search: string; limit: number },
) {
  const where =
    'ids' in by
      ? by.ids.length
        ? inArray(connectedRecipes.id, by.ids)
        : sql`false`
      : sql`${connectedRecipes.name} ilike ${`%${by.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  const query = db
    .select({
      id: connectedRecipes.id,
      name: connectedRecipes.name,
      servings: connectedRecipes.servings,
      image: sql<
        string | null
      >`coalesce(${connectedRecipes.recipeImage}, ${videos.titleImage}, ${episodes.titleImage}, ${youtubeRecipes.titleImage})`,
      parent: connectedRecipes.contentType,
      parentId: sql<number>`coalesce(${connectedRecipes.videoId}, ${connectedRecipes.episodeId}, ${connectedRecipes.youtubeRecipeId})`,
    })
    .from(connectedRecipes)
    .leftJoin(videos, eq(videos.id, connectedRecipes.videoId))
    .leftJoin(episodes, eq(episodes.id, connectedRecipes.episodeId))
    .leftJoin(youtubeRecipes, eq(youtubeRecipes.id, connectedRecipes.youtubeRecipeId))
    .where(and(where, parentPublished))
    .orderBy(asc(connectedRecipes.name), asc(connectedRecipes.id));
  return 'ids' in by ? query : query.limit(by.limit);
}

/** A connected recipe's ingredients in their order. */
export function ingredientsOfRecipe(db: Db, recipeId: number) {
  return db
    .select()
    .from(ingredients)
    .where(eq(ingredients.connectedRecipeId, recipeId))
    .orderBy(asc(ingredients.position), asc(ingredients.id));
}

/**
 * The published connected recipes among `ids` (a subquery of recipe ids), each with its
 * ingredients in order; the recipes in no particular order.
 */
export async function publishedRecipesWithIngredients(db: Db, ids: SQLWrapper) {
  const recipes = await db
    .select({ recipe: connectedRecipes })
    .from(connectedRecipes)
    .leftJoin(videos, eq(videos.id, connectedRecipes.videoId))
    .leftJoin(episodes, eq(episodes.id, connectedRecipes.episodeId))
    .leftJoin(youtubeRecipes, eq(youtubeRecipes.id, connectedRecipes.youtubeRecipeId))
    .where(and(inArray(connectedRecipes.id, ids), parentPublished));
  return withIngredients(
    db,
    recipes.map((r) => r.recipe),
  );
}

/**
 * Every category the catalog's ingredients use, in lower case, as a one-column `select` to
 * combine with other queries (grocery suggestions add the member's own categories).
 */
export function ingredientCategoriesQuery(): SQL {
  return sql`select distinct lower(${ingredients.category}) from ${ingredients} where ${ingredients.category} <> ''`;
}

// ---------------------------------------------------------------- the admin content tools
// Every item, published or not: drafts exist for these tools alone.

export async function videoForEditing(db: Db, id: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row ?? null;
}

export async function showForEditing(db: Db, id: number) {
  const [row] = await db.select().from(shows).where(eq(shows.id, id));
  return row ?? null;
}

/** An episode with the title of its show. */
export async function episodeForEditing(db: Db, id: number) {
  const [row] = await db
    .select({ episode: episodes, showName: shows.title })
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(eq(episodes.id, id));
  return row ?? null;
}

export async function youtubeRecipeForEditing(db: Db, id: number) {
  const [row] = await db.select().from(youtubeRecipes).where(eq(youtubeRecipes.id, id));
  return row ?? null;
}

/** Every episode of a show in its order. */
export async function episodesForEditing(db: Db, showId: number) {
  return db
    .select()
    .from(episodes)
    .where(eq(episodes.showId, showId))
    .orderBy(asc(episodes.position), asc(episodes.id));
}

/** The position a new episode of the show takes: after the last one. */
export async function nextEpisodePosition(db: Db, showId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${episodes.position}) + 1, 0)::int` })
    .from(episodes)
    .where(eq(episodes.showId, showId));
  return row?.n ?? 0;
}

const recipeParentColumn = {
  video: connectedRecipes.videoId,
  episode: connectedRecipes.episodeId,
  youtube_recipe: connectedRecipes.youtubeRecipeId,
} as const;
const recipeParentTable = { video: videos, episode: episodes, youtube_recipe: youtubeRecipes } as const;

/** How many connected recipes a video, an episode or a YouTube recipe has. */
export async function connectedRecipeCount(db: Db, parent: keyof typeof recipeParentColumn, id: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(connectedRecipes)
    .where(eq(recipeParentColumn[parent], id));
  return row?.n ?? 0;
}

/** Whether a video, an episode or a YouTube recipe with this id exists (published or not). */
export async function recipeParentExists(db: Db, parent: keyof typeof recipeParentTable, id: number) {
  const table = recipeParentTable[parent];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

/**
 * Locks a video or a YouTube recipe for the rest of the transaction, so a publish check holds
 * against recipe deletes (which lock it too); false when there is no such item.
 */
export async function lockForPublishing(db: Db, kind: 'video' | 'youtube_recipe', id: number) {
  const table = kind === 'video' ? videos : youtubeRecipes;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  return Boolean(row);
}

/** One connected recipe with its ingredients in order, or null. */
export async function connectedRecipeForEditing(db: Db, id: number) {
  const [recipe] = await db.select().from(connectedRecipes).where(eq(connectedRecipes.id, id));
  if (!recipe) return null;
  return { recipe, ingredients: await ingredientsOfRecipe(db, id) };
}

const escapeLikePattern = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Ingredient categories (lower case) containing `text`, at most 20, for the category input. */
export async function ingredientCategoriesLike(db: Db, text: string) {
  const rows = await db
    .selectDistinct({ category: sql<string>`lower(${ingredients.category})` })
    .from(ingredients)
    .where(sql`lower(${ingredients.category}) like ${`%${escapeLikePattern(text)}%`}`)
    .limit(20);
  return rows.map((r) => r.category);
}

/** Tag names starting with (then containing) the typed text, for the tag input's suggestions. */
export async function tagSuggestions(db: Db, text: string, limit = 10) {
  const like = `%${escapeLikePattern(text)}%`;
  const rows = await db
    .select({ name: tags.name })
    .from(tags)
    .where(text ? sql`${tags.name} ilike ${like}` : undefined)
    .orderBy(sql`lower(${tags.name}) like lower(${`${escapeLikePattern(text)}%`}) desc`, asc(tags.name))
    .limit(limit);
  return rows.map((r) => r.name);
}

interface ListingRow extends Record<string, unknown> {
  id: number;
  content_type: ListedContentType;
  title: string;
  title_image: string | null;
  is_publish: boolean;
  is_premium: boolean;
  episodes_count: number | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/**
 * The admin content listing: shows, videos and YouTube recipes in one newest-first list,
 * published or not, optionally only one type, searched by title (case-insensitive substring,
 * served by the titles' trigram indexes).
 */
export async function contentListing(
  db: Db,
  page: PageRequest,
  opts: { search: string | null; type?: ListedContentType },
): Promise<{ rows: ContentListItem[]; count: number }> {
  const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
  const iso = (v: Date | string) => new Date(v).toISOString();
  const like = opts.search ? `%${escapeLikePattern(opts.search)}%` : null;
  const match = (title: SQL) => (like ? sql`${title} ilike ${like}` : sql`true`);
  const want = (t: ListedContentType) => !opts.type || opts.type === t;
  const parts: SQL[] = [];
  if (want('show'))
    parts.push(sql`select s.id, 'show' as content_type, s.title, s.title_image, s.is_publish, false as is_premium,
      (select count(*) from ${episodes} e where e.show_id = s.id)::int as episodes_count, s.created_at, s.updated_at
      from ${shows} s where ${match(sql`s.title`)}`);
  if (want('video'))
    parts.push(sql`select v.id, 'video' as content_type, v.title, v.title_image, v.is_publish, v.is_premium,
      null::int as episodes_count, v.created_at, v.updated_at from ${videos} v where ${match(sql`v.title`)}`);
  if (want('youtube-recipe'))
    parts.push(sql`select r.id, 'youtube-recipe' as content_type, r.title, r.title_image, r.is_publish,
      false as is_premium, null::int as episodes_count, r.created_at, r.updated_at from ${youtubeRecipes} r where ${match(sql`r.title`)}`);
  // Every branch names its columns: with one type asked for, its branch alone is the query.
  const union = sql.join(parts, sql` union all `);
  const [list, total] = await Promise.all([
    db.execute<ListingRow>(sql`select * from (${union}) c
      order by c.created_at desc, c.content_type, c.id desc limit ${page.size} offset ${page.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (${union}) c`),
  ]);
  const rows = rowsOf<ListingRow>(list).map((r) => ({
    id: Number(r.id),
    content_type: r.content_type,
    title: r.title,
    title_image: r.title_image,
    is_publish: Boolean(r.is_publish),
    is_premium: Boolean(r.is_premium),
    episodes_count: r.episodes_count === null ? null : Number(r.episodes_count),
    created: iso(r.created_at),
    updated: iso(r.updated_at),
  }));
  return { rows, count: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
}

/** The kinds of catalog item other modules point at (likes, bookmarks, home slots, payments). */
export type CatalogKind = 'video' | 'show' | 'episode' | 'youtube_recipe';

/**
 * One catalog item as other modules may show it. Fields a kind does not have are null
 * (`isPremium` is false for shows and YouTube recipes).
 */
export interface CatalogItem {
  kind: CatalogKind;
  id: number;
  title: string;
  description: string;
  titleImage: string | null;
  /** A show's cover image (null for the other kinds). */
  coverImage: string | null;
  isPremium: boolean;
  /** The item's own published flag; an episode's show may still be unpublished. */
  isPublish: boolean;
  /** Videos and episodes. */
  durationSeconds: number | null;
  /** Episodes: their show and its title. */
  showId: number | null;
  showTitle: string | null;
  /** YouTube recipes. */
  youtubeLink: string | null;
}

/** The key of an item in the map `catalogItems` answers: "video:12", "youtube_recipe:3". */
export const catalogItemKey = (kind: CatalogKind, id: number) => `${kind}:${id}`;

/**
 * The items among `refs` that exist, keyed by `catalogItemKey`, in one query per kind asked
 * for (run together). With `published`, only what visitors may see: published items, and
 * episodes whose show is published too; anything else is simply absent.
 */
export async function catalogItems(
  db: Db,
  refs: readonly { kind: CatalogKind; id: number }[],
  options: { published: boolean },
): Promise<Map<string, CatalogItem>> {
  const ids = (kind: CatalogKind) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
  const only = (...flags: SQL[]) => (options.published ? and(...flags) : undefined);
  const none = { coverImage: null, durationSeconds: null, showId: null, showTitle: null, youtubeLink: null };
  const queries: Promise<CatalogItem[]>[] = [];
  const videoIds = ids('video');
  if (videoIds.length) {
    queries.push(
      db
        .select({
          id: videos.id,
          title: videos.title,
          description: videos.description,
          titleImage: videos.titleImage,
          isPremium: videos.isPremium,
          isPublish: videos.isPublish,
          durationSeconds: videos.durationSeconds,
        })
        .from(videos)
        .where(and(inArray(videos.id, videoIds), only(eq(videos.isPublish, true))))
        .then((rows) => rows.map((r) => ({ ...none, ...r, kind: 'video' as const }))),
    );
  }
  const showIds = ids('show');
  if (showIds.length) {
    queries.push(
      db
        .select({
          id: shows.id,
          title: shows.title,
          description: shows.description,
          titleImage: shows.titleImage,
          coverImage: shows.coverImage,
          isPublish: shows.isPublish,
        })
        .from(shows)
        .where(and(inArray(shows.id, showIds), only(eq(shows.isPublish, true))))
        .then((rows) => rows.map((r) => ({ ...none, ...r, kind: 'show' as const, isPremium: false }))),
    );
  }
  const episodeIds = ids('episode');
  if (episodeIds.length) {
    queries.push(
      db
        .select({
          id: episodes.id,
          title: episodes.title,
          description: episodes.description,
          titleImage: episodes.titleImage,
          isPremium: episodes.isPremium,
          isPublish: episodes.isPublish,
          durationSeconds: episodes.durationSeconds,
          showId: episodes.showId,
          showTitle: shows.title,
        })
        .from(episodes)
        .innerJoin(shows, eq(shows.id, episodes.showId))
        .where(
          and(
            inArray(episodes.id, episodeIds),
            only(eq(episodes.isPublish, true), eq(shows.isPublish, true)),
          ),
        )
        .then((rows) => rows.map((r) => ({ ...none, ...r, kind: 'episode' as const }))),
    );
  }
  const recipeIds = ids('youtube_recipe');
  if (recipeIds.length) {
    queries.push(
      db
        .select({
          id: youtubeRecipes.id,
          title: youtubeRecipes.title,
          description: youtubeRecipes.description,
          titleImage: youtubeRecipes.titleImage,
          isPublish: youtubeRecipes.isPublish,
          youtubeLink: youtubeRecipes.youtubeLink,
        })
        .from(youtubeRecipes)
        .where(and(inArray(youtubeRecipes.id, recipeIds), only(eq(youtubeRecipes.isPublish, true))))
        .then((rows) =>
          rows.map((r) => ({ ...none, ...r, kind: 'youtube_recipe' as const, isPremium: false })),
        ),
    );
  }
  const found = new Map<string, CatalogItem>();
  for (const rows of await Promise.all(queries)) {
    for (const item of rows) found.set(catalogItemKey(item.kind, item.id), item);
  }
  return found;
}

/**
 * The catalog as visitors see it, as subqueries to select from, join or test with `exists`:
 * published items only, and episodes only when their show is published too. PostgreSQL
 * folds each into the outer query, so reading one costs what reading the table did (the
 * search index on `search`, the `id` key); columns a query does not use cost nothing.
 * The computed columns (`publishedEpisodeCount`, `showTitle`) come out under their bare
 * names, so a query reads them from one of these at a time.
 */
export const publishedCatalog = {
  videos: new QueryBuilder()
    .select({
      id: videos.id,
      title: videos.title,
      description: videos.description,
      titleImage: videos.titleImage,
      isPremium: videos.isPremium,
      durationSeconds: videos.durationSeconds,
      createdAt: videos.createdAt,
      updatedAt: videos.updatedAt,
      search: videos.search,
    })
    .from(videos)
    .where(eq(videos.isPublish, true))
    .as('published_videos'),
  shows: new QueryBuilder()
    .select({
      id: shows.id,
      title: shows.title,
      description: shows.description,
      titleImage: shows.titleImage,
      coverImage: shows.coverImage,
      /**
       * How many of the show's episodes are published. Spelled out because a one-table select
       * leaves the columns of its `sql` unqualified, and a bare "id" here would be the episode's.
       */
      publishedEpisodeCount:
        sql<number>`(select count(*)::int from ${episodes} e where e.show_id = ${shows}.id and e.is_publish)`.as(
          'published_episode_count',
        ),
      createdAt: shows.createdAt,
      updatedAt: shows.updatedAt,
      search: shows.search,
    })
    .from(shows)
    .where(eq(shows.isPublish, true))
    .as('published_shows'),
  episodes: new QueryBuilder()
    .select({
      id: episodes.id,
      showId: episodes.showId,
      showTitle: sql<string>`${shows.title}`.as('show_title'),
      title: episodes.title,
      description: episodes.description,
      titleImage: episodes.titleImage,
      isPremium: episodes.isPremium,
      durationSeconds: episodes.durationSeconds,
      createdAt: episodes.createdAt,
      updatedAt: episodes.updatedAt,
      search: episodes.search,
    })
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(and(eq(episodes.isPublish, true), eq(shows.isPublish, true)))
    .as('published_episodes'),
  youtubeRecipes: new QueryBuilder()
    .select({
      id: youtubeRecipes.id,
      title: youtubeRecipes.title,
      description: youtubeRecipes.description,
      titleImage: youtubeRecipes.titleImage,
      youtubeLink: youtubeRecipes.youtubeLink,
      createdAt: youtubeRecipes.createdAt,
      updatedAt: youtubeRecipes.updatedAt,
      search: youtubeRecipes.search,
    })
    .from(youtubeRecipes)
    .where(eq(youtubeRecipes.isPublish, true))
    .as('published_youtube_recipes'),
};

/**
 * Published videos, episodes and shows like the given items (a member's saved ones): sharing a
 * tag with one of them, or episodes and shows of the same show. Most shared tags first, then
 * newest; the given items and `exclude` are left out.
 */
export async function publishedLike(
  db: Db,
  refs: readonly { kind: CatalogKind; id: number }[],
  exclude: readonly { kind: CatalogKind; id: number }[],
  limit: number,
): Promise<{ kind: 'video' | 'episode' | 'show'; id: number }[]> {
  if (!refs.length) return [];
  const pairs = (list: readonly { kind: CatalogKind; id: number }[]) =>
    list.length
      ? sql.join(
          list.map((r) => sql`(${r.kind}, ${r.id}::int)`),
          sql`, `,
        )
      : sql`(null, null)`;
  const given = pairs(refs);
  const left = pairs([...refs, ...exclude]);
  const { videos: pv, episodes: pe, shows: ps } = publishedCatalog;
  const result = await db.execute(sql`
    with saved_tags as (
      select distinct ${contentTags.tagId} as tag_id from ${contentTags}
      where (${contentTags.contentType}, ${contentTags.contentId}) in (${given})
    ),
    saved_shows as (
      select ${episodes.showId} as show_id from ${episodes}
      where ('episode', ${episodes.id}) in (${given})
      union select ${shows.id} from ${shows} where ('show', ${shows.id}) in (${given})
    ),
    candidates as (
      select ${contentTags.contentType} as kind, ${contentTags.contentId} as id, count(*)::int as score
      from ${contentTags} join saved_tags s on s.tag_id = ${contentTags.tagId}
      where ${contentTags.contentType} in ('video', 'episode', 'show')
      group by 1, 2
      union all
      select 'episode', ${episodes.id}, 1 from ${episodes} join saved_shows s on s.show_id = ${episodes.showId}
      union all
      select 'show', s.show_id, 1 from saved_shows s
    ),
    scored as (
      select kind, id, sum(score)::int as score from candidates
      where (kind, id) not in (${left})
      group by 1, 2
    )
    select c.kind, c.id from scored c
    left join ${pv} on c.kind = 'video' and ${pv.id} = c.id
    left join ${pe} on c.kind = 'episode' and ${pe.id} = c.id
    left join ${ps} on c.kind = 'show' and ${ps.id} = c.id
    where coalesce(${pv.id}, ${pe.id}, ${ps.id}) is not null
    order by c.score desc, coalesce(${pv.createdAt}, ${pe.createdAt}, ${ps.createdAt}) desc, c.id desc
    limit ${limit}`);
  const rowsOf = <T>(r: unknown): T[] => (r as { rows?: T[] }).rows ?? (r as T[]);
  return rowsOf<{ kind: 'video' | 'episode' | 'show'; id: number }>(result).map((r) => ({
    kind: r.kind,
    id: Number(r.id),
  }));
}

/**
 * Titles of videos, episodes and written recipes by id, published or not, keyed
 * `video:12` / `episode:3` / `recipe:7` (the audience reports name what was seen).
 */
export async function titlesOf(
  db: Db,
  refs: readonly { type: string; id: number }[],
): Promise<Map<string, string>> {
  const ids = (type: string) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
  const out = new Map<string, string>();
  const [v, e, r] = [ids('video'), ids('episode'), ids('recipe')];
  if (v.length)
    for (const row of await db
      .select({ id: videos.id, t: videos.title })
      .from(videos)
      .where(inArray(videos.id, v)))
      out.set(`video:${row.id}`, row.t);
  if (e.length)
    for (const row of await db
      .select({ id: episodes.id, t: episodes.title })
      .from(episodes)
      .where(inArray(episodes.id, e)))
      out.set(`episode:${row.id}`, row.t);
  if (r.length)
    for (const row of await db
      .select({ id: connectedRecipes.id, t: connectedRecipes.name })
      .from(connectedRecipes)
      .where(inArray(connectedRecipes.id, r)))
      out.set(`recipe:${row.id}`, row.t);
  return out;
}
