import type { SavedContent } from '@simmer/contracts';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookmarks } from '../../db/schema';
import type { Auth } from '../../http/access';
import type { PageRequest } from '../../http/pagination';
import { catalogItemKey, catalogItems, publishedCatalog as published } from '../catalog/catalog.read';

/** A bookmark counts as saved content while its item is published (drafts and removals drop out). */
const stillPublished: SQL = sql`case ${bookmarks.contentType}
  when 'video' then exists (select 1 from ${published.videos} where ${published.videos.id} = ${bookmarks.contentId})
  when 'show' then exists (select 1 from ${published.shows} where ${published.shows.id} = ${bookmarks.contentId})
  when 'youtube_recipe' then exists (select 1 from ${published.youtubeRecipes} where ${published.youtubeRecipes.id} = ${bookmarks.contentId})
  when 'episode' then exists (select 1 from ${published.episodes} where ${published.episodes.id} = ${bookmarks.contentId})
  else false end`;

/** The member's saved videos, recipes, shows and episodes, most recently saved first. */
export async function savedContent(ctx: AppContext, auth: Auth, page: PageRequest) {
  const where = and(
    eq(bookmarks.userId, auth.userId),
    ne(bookmarks.contentType, 'user_post'),
    stillPublished,
  );
  const [marks, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(bookmarks)
      .where(where)
      .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
      .limit(page.size)
      .offset(page.offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(bookmarks).where(where),
  ]);
  const refs = marks.flatMap((m) =>
    m.contentType === 'user_post' ? [] : [{ kind: m.contentType, id: m.contentId }],
  );
  // The page holds published items only already (`stillPublished`).
  const items = await catalogItems(ctx.db, refs, { published: false });
  const results: SavedContent[] = [];
  for (const m of marks) {
    if (m.contentType === 'user_post') continue;
    const item = items.get(catalogItemKey(m.contentType, m.contentId));
    if (!item) continue;
    const saved_at = m.createdAt.toISOString();
    const base = { show_name: null, video_playback_id: null, is_premium: false, saved_at };
    if (item.kind === 'video') {
      results.push({
        ...base,
        id: item.id,
        content_type: 'video',
        title: item.title,
        description: item.description,
        title_image: item.titleImage,
        is_premium: item.isPremium,
      });
    } else if (item.kind === 'show') {
      results.push({
        ...base,
        id: item.id,
        content_type: 'show',
        title: item.title,
        description: item.description,
        title_image: item.titleImage,
      });
    } else if (item.kind === 'episode') {
      results.push({
        ...base,
        id: item.id,
        content_type: 'episode',
        title: item.title,
        show_name: item.showTitle,
        description: item.description,
        title_image: item.titleImage,
        is_premium: item.isPremium,
      });
    } else {
      results.push({
        ...base,
        id: item.id,
        content_type: 'youtube-recipe',
        title: item.title,
        description: item.description,
        title_image: item.titleImage,
      });
    }
  }
  return { count: total?.n ?? 0, results };
}
