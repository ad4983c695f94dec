import type { PublishedContent, PublishedContentType } from '@simmer/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { PageRequest } from '../../http/pagination';
import { publishedCatalog } from '../catalog/catalog.read';

interface Row {
  id: number;
  content_type: PublishedContentType;
  title: string;
  title_image: string | null;
  episodes_count: number | string;
  created: Date | string;
  updated: Date | string;
}

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * Published shows, videos and YouTube recipes for the content picker (spec 002 §2.6), newest
 * first, searched by title, 25 a page. Only published items are offered: visitors could not
 * open anything else from the home page.
 */
export async function listPublishedContent(
  ctx: AppContext,
  filter: { search: string; content_type?: PublishedContentType },
  p: PageRequest,
) {
  const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const parts: SQL[] = [];
  const want = (t: PublishedContentType) => !filter.content_type || filter.content_type === t;
  const { shows, videos, youtubeRecipes } = publishedCatalog;
  if (want('show')) {
    parts.push(sql`select ${shows.id} as id, 'show' as content_type, ${shows.title} as title,
      coalesce(${shows.titleImage}, ${shows.coverImage}) as title_image,
      ${shows.publishedEpisodeCount} as episodes_count,
      ${shows.createdAt} as created, ${shows.updatedAt} as updated
      from ${shows} where ${shows.title} ilike ${like}`);
  }
  if (want('video')) {
    parts.push(sql`select ${videos.id} as id, 'video' as content_type, ${videos.title} as title,
      ${videos.titleImage} as title_image, 0 as episodes_count,
      ${videos.createdAt} as created, ${videos.updatedAt} as updated
      from ${videos} where ${videos.title} ilike ${like}`);
  }
  if (want('youtube-recipe')) {
    parts.push(sql`select ${youtubeRecipes.id} as id, 'youtube-recipe' as content_type,
      ${youtubeRecipes.title} as title, ${youtubeRecipes.titleImage} as title_image, 0 as episodes_count,
      ${youtubeRecipes.createdAt} as created, ${youtubeRecipes.updatedAt} as updated
      from ${youtubeRecipes} where ${youtubeRecipes.title} ilike ${like}`);
  }
  const union = sql.join(parts, sql` union all `);
  const [page, total] = await Promise.all([
    ctx.db.execute(
      sql`select * from (${union}) as content order by created desc, content_type, id desc limit ${p.size} offset ${p.offset}`,
    ),
    ctx.db.execute(sql`select count(*) as n from (${union}) as content`),
  ]);
  const rows = (page as unknown as { rows: Row[] }).rows;
  const totalRows = (total as unknown as { rows: Array<{ n: number | string }> }).rows;
  const results: PublishedContent[] = rows.map((r) => ({
    id: Number(r.id),
    content_type: r.content_type,
    title: r.title,
    title_image: r.title_image,
    episodes_count: Number(r.episodes_count),
    created: iso(r.created),
    updated: iso(r.updated),
  }));
  return { count: Number(totalRows[0]?.n ?? 0), results };
}
