import type { SavedContent } from '@simmer/contracts';
import { and, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookmarks, episodes, shows, videos, youtubeRecipes } from '../../db/schema';
import type { Auth } from '../../http/access';
import type { PageRequest } from '../../http/pagination';

/** A bookmark counts as saved content while its item is published (drafts and removals drop out). */
const stillPublished: SQL = sql`case ${bookmarks.contentType}
  when 'video' then exists (select 1 from ${videos} v where v.id = ${bookmarks.contentId} and v.is_publish)
  when 'show' then exists (select 1 from ${shows} s where s.id = ${bookmarks.contentId} and s.is_publish)
  when 'youtube_recipe' then exists (select 1 from ${youtubeRecipes} r where r.id = ${bookmarks.contentId} and r.is_publish)
  when 'episode' then exists (select 1 from ${episodes} e join ${shows} s on s.id = e.show_id
    where e.id = ${bookmarks.contentId} and e.is_publish and s.is_publish)
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
  const ids = (t: string) => marks.filter((m) => m.contentType === t).map((m) => m.contentId);
  const none = Promise.resolve([]);
  const [vs, ss, es, rs] = await Promise.all([
    ids('video').length
      ? ctx.db
          .select()
          .from(videos)
          .where(inArray(videos.id, ids('video')))
      : none,
    ids('show').length
      ? ctx.db
          .select()
          .from(shows)
          .where(inArray(shows.id, ids('show')))
      : none,
    ids('episode').length
      ? ctx.db
          .select({ e: episodes, showName: shows.title })
          .from(episodes)
          .innerJoin(shows, eq(shows.id, episodes.showId))
          .where(inArray(episodes.id, ids('episode')))
      : none,
    ids('youtube_recipe').length
      ? ctx.db
          .select()
          .from(youtubeRecipes)
          .where(inArray(youtubeRecipes.id, ids('youtube_recipe')))
      : none,
  ]);
  const results: SavedContent[] = [];
  for (const m of marks) {
    const saved_at = m.createdAt.toISOString();
    const base = { show_name: null, video_playback_id: null, is_premium: false, saved_at };
    if (m.contentType === 'video') {
      const v = (vs as (typeof videos.$inferSelect)[]).find((x) => x.id === m.contentId);
      if (v) {
        results.push({
          ...base,
          id: v.id,
          content_type: 'video',
          title: v.title,
          description: v.description,
          title_image: v.titleImage,
          is_premium: v.isPremium,
        });
      }
    } else if (m.contentType === 'show') {
      const s = (ss as (typeof shows.$inferSelect)[]).find((x) => x.id === m.contentId);
      if (s) {
        results.push({
          ...base,
          id: s.id,
          content_type: 'show',
          title: s.title,
          description: s.description,
          title_image: s.titleImage,
        });
      }
    } else if (m.contentType === 'episode') {
      const found = (es as { e: typeof episodes.$inferSelect; showName: string }[]).find(
        (x) => x.e.id === m.contentId,
      );
      if (found) {
        results.push({
          ...base,
          id: found.e.id,
          content_type: 'episode',
          title: found.e.title,
          show_name: found.showName,
          description: found.e.description,
          title_image: found.e.titleImage,
          is_premium: found.e.isPremium,
        });
      }
    } else if (m.contentType === 'youtube_recipe') {
      const r = (rs as (typeof youtubeRecipes.$inferSelect)[]).find((x) => x.id === m.contentId);
      if (r) {
        results.push({
          ...base,
          id: r.id,
          content_type: 'youtube-recipe',
          title: r.title,
          description: r.description,
          title_image: r.titleImage,
        });
      }
    }
  }
  return { count: total?.n ?? 0, results };
}
