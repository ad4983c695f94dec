import type { ContentListItem, ListedContentType } from '@simmer/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { connectedRecipes, episodes, purchases, shows, tags, videos, youtubeRecipes } from '../../db/schema';
import type { PageRequest } from '../../http/pagination';

/** Reads of the admin content tools: every item, published or not. */

export async function videoById(db: Db, id: number) {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  return row ?? null;
}

export async function showById(db: Db, id: number) {
  const [row] = await db.select().from(shows).where(eq(shows.id, id));
  return row ?? null;
}

export async function episodeById(db: Db, id: number) {
  const [row] = await db
    .select({ episode: episodes, showName: shows.title })
    .from(episodes)
    .innerJoin(shows, eq(shows.id, episodes.showId))
    .where(eq(episodes.id, id));
  return row ?? null;
}

export async function recipeById(db: Db, id: number) {
  const [row] = await db.select().from(youtubeRecipes).where(eq(youtubeRecipes.id, id));
  return row ?? null;
}

export async function episodesOf(db: Db, showId: number) {
  return db
    .select()
    .from(episodes)
    .where(eq(episodes.showId, showId))
    .orderBy(asc(episodes.position), asc(episodes.id));
}

export async function nextEpisodePosition(db: Db, showId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${episodes.position}) + 1, 0)::int` })
    .from(episodes)
    .where(eq(episodes.showId, showId));
  return row?.n ?? 0;
}

const parentColumn = {
  video: connectedRecipes.videoId,
  episode: connectedRecipes.episodeId,
  youtube_recipe: connectedRecipes.youtubeRecipeId,
} as const;

export async function connectedCount(db: Db, parent: keyof typeof parentColumn, id: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(connectedRecipes)
    .where(eq(parentColumn[parent], id));
  return row?.n ?? 0;
}

/** Locks a parent row for the rest of the transaction (publish checks against recipe deletes). */
export async function lockParent(db: Db, parent: 'video' | 'youtube_recipe', id: number) {
  const table = parent === 'video' ? videos : youtubeRecipes;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  return Boolean(row);
}

export async function purchaseCount(db: Db, kind: 'video' | 'episode', ids: number[]) {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(and(eq(purchases.productType, kind), sql`${purchases.productId} in ${ids}`));
  return row?.n ?? 0;
}

/** Tag names starting with (then containing) the typed text, for the tag input's suggestions. */
export async function tagSuggestions(db: Db, text: string, limit = 10) {
  const like = `%${escapeLike(text)}%`;
  const rows = await db
    .select({ name: tags.name })
    .from(tags)
    .where(text ? sql`${tags.name} ilike ${like}` : undefined)
    .orderBy(sql`lower(${tags.name}) like lower(${`${escapeLike(text)}%`}) desc`, asc(tags.name))
    .limit(limit);
  return rows.map((r) => r.name);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * The content listing: shows, videos and YouTube recipes in one newest-first list, published
 * or not, optionally only one type, searched by title (case-insensitive substring, served by
 * the titles' trigram indexes).
 */
export async function listContent(
  db: Db,
  page: PageRequest,
  opts: { search: string | null; type?: ListedContentType },
): Promise<{ rows: ContentListItem[]; count: number }> {
  const like = opts.search ? `%${escapeLike(opts.search)}%` : null;
  const match = (title: SQL) => (like ? sql`${title} ilike ${like}` : sql`true`);
  const want = (t: ListedContentType) => !opts.type || opts.type === t;
  const parts: SQL[] = [];
  if (want('show'))
    parts.push(sql`select s.id, 'show' as content_type, s.title, s.title_image, s.is_publish, false as is_premium,
      (select count(*) from ${episodes} e where e.show_id = s.id)::int as episodes_count, s.created_at, s.updated_at
      from ${shows} s where ${match(sql`s.title`)}`);
  if (want('video'))
    parts.push(sql`select v.id, 'video', v.title, v.title_image, v.is_publish, v.is_premium, null::int,
      v.created_at, v.updated_at from ${videos} v where ${match(sql`v.title`)}`);
  if (want('youtube-recipe'))
    parts.push(sql`select r.id, 'youtube-recipe', r.title, r.title_image, r.is_publish, false, null::int,
      r.created_at, r.updated_at from ${youtubeRecipes} r where ${match(sql`r.title`)}`);
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
