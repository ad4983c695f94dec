import type { SearchResult } from '@simmer/contracts';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { buildTsQuery, effectiveSearch, matches, rank } from '../../db/text-search';
import { publicCacheChannel } from '../../http/public-cache';
import { publishedCatalog } from '../catalog/catalog.read';

/** How many results one search returns: enough for the results page; suggestions show the first few. */
export const searchLimit = 50;

interface Row extends Record<string, unknown> {
  id: number;
  title: string;
  content_type: SearchResult['content_type'];
  is_premium: boolean;
  title_image: string | null;
  description: string;
  show: number | null;
  show_name: string | null;
  score: number;
}

/**
 * How many of the newest matches of each kind are ranked. Ranking reads every candidate's
 * search vector, so a common word ("chicken" in one recipe of eight) would cost time in
 * proportion to the catalog; the newest matches of each kind are ranked instead, which keeps
 * a search the same cost at a thousand items or a million. Fewer matches than this are all
 * ranked, so a precise search is exact.
 */
export const candidatesPerKind = 50;

/** How many searches' answers a process keeps (the newest asked). */
const keptSearches = 2000;

interface SearchCache {
  answers: Map<string, { at: number; results: SearchResult[] }>;
  /** Bumped by every clear: an answer read before the latest clear is not kept. */
  generation: number;
}
const searchCaches = new WeakMap<AppContext, SearchCache>();

/**
 * The answers of searches already asked, shared by everyone (a search shows published items
 * only, the same to every viewer), cleared in every process whenever the public cache is
 * (a change to the catalog) and kept at most PUBLIC_CACHE_SECONDS. People type the same
 * searches over and over ("chicken", "chicken curry"): the header's suggestions are answered
 * without the database while the catalog stands still.
 */
export async function keepSearches(ctx: AppContext) {
  const cache: SearchCache = { answers: new Map(), generation: 0 };
  await ctx.pubsub.subscribe(publicCacheChannel, () => {
    cache.generation += 1;
    cache.answers.clear();
  });
  // Only once every clear reaches it: until then every search reads the database.
  searchCaches.set(ctx, cache);
}

/** `searchAll`, answered from the kept searches when the same text was searched since the catalog last changed. */
export async function keptSearch(ctx: AppContext, text: string | undefined, limit = searchLimit) {
  const cache = searchCaches.get(ctx);
  const ttl = ctx.config.PUBLIC_CACHE_SECONDS * 1000;
  if (!cache || ttl <= 0) return searchAll(ctx, text, limit);
  const key = `${limit}:${(text ?? '').trim().toLowerCase().replace(/\s+/g, ' ')}`;
  const hit = cache.answers.get(key);
  if (hit && Date.now() - hit.at < ttl) {
    // The newest asked stay: a hit moves to the end of the map's order.
    cache.answers.delete(key);
    cache.answers.set(key, hit);
    return hit.results;
  }
  const generation = cache.generation;
  const results = await searchAll(ctx, text, limit);
  if (cache.generation === generation) {
    cache.answers.delete(key);
    cache.answers.set(key, { at: Date.now(), results });
    if (cache.answers.size > keptSearches) cache.answers.delete(cache.answers.keys().next().value as string);
  }
  return results;
}

/**
 * Everything a visitor may find, in one ranked query: published videos, shows, YouTube
 * recipes, and published episodes of published shows, matched by full text after typo
 * correction against the lexicon (see match.ts), ranked by `ts_rank` (titles weigh more)
 * among the newest `candidatesPerKind` matches of each kind.
 */
export async function searchAll(
  ctx: AppContext,
  text: string | undefined,
  limit = searchLimit,
): Promise<SearchResult[]> {
  const typed = effectiveSearch(text);
  const q = typed ? await buildTsQuery(ctx.db, typed) : null;
  if (!q) return [];
  const { videos, shows, youtubeRecipes, episodes } = publishedCatalog;
  // The newest matches of one kind, under the name the outer select reads them by.
  const newest = (t: typeof videos | typeof shows | typeof youtubeRecipes | typeof episodes, name: string) =>
    sql`(select * from ${t} where ${matches(t, q)} order by ${t.id} desc limit ${candidatesPerKind}) as ${sql.identifier(name)}`;
  const result = await ctx.db.execute<Row>(sql`
      select * from (
        select ${videos.id} as id, ${videos.title} as title, 'video' as content_type,
          ${videos.isPremium} as is_premium, ${videos.titleImage} as title_image,
          ${videos.description} as description, null::int as show, null::text as show_name, ${rank(videos, q)} as score
        from ${newest(videos, 'published_videos')}
        union all
        select ${shows.id}, ${shows.title}, 'show', false, ${shows.titleImage}, ${shows.description},
          null::int, null::text, ${rank(shows, q)}
        from ${newest(shows, 'published_shows')}
        union all
        select ${youtubeRecipes.id}, ${youtubeRecipes.title}, 'youtube-recipe', false, ${youtubeRecipes.titleImage},
          ${youtubeRecipes.description}, null::int, null::text, ${rank(youtubeRecipes, q)}
        from ${newest(youtubeRecipes, 'published_youtube_recipes')}
        union all
        select ${episodes.id}, ${episodes.title}, 'episode', ${episodes.isPremium}, ${episodes.titleImage},
          ${episodes.description}, ${episodes.showId}, ${episodes.showTitle}, ${rank(episodes, q)}
        from ${newest(episodes, 'published_episodes')}
      ) found
      order by score desc, id desc
      limit ${limit}`);
  const rows = (result as unknown as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    content_type: r.content_type,
    is_premium: Boolean(r.is_premium),
    title_image: r.title_image,
    description: r.description,
    show: r.show === null ? null : Number(r.show),
    show_name: r.show_name,
  }));
}
