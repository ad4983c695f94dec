import { msg } from '@simmer/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EngagementType, episodes, shows, userPosts, videos, youtubeRecipes } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';

export interface Target {
  type: EngagementType;
  id: number;
  /** The author, for community posts (they are told about likes and comments). */
  ownerId: number | null;
  postType?: (typeof userPosts.$inferSelect)['postType'];
  title: string;
  titleImage: string | null;
}

/**
 * Resolves what a member reacts to, as that member may see it: catalog items only when
 * published (an episode also needs its show published), community posts only for members.
 * Anything else answers 404, exactly like a missing item.
 */
export async function resolveTarget(
  db: Db,
  auth: Auth | null,
  type: EngagementType,
  id: number,
): Promise<Target> {
  const missing = () => AppError.notFound();
  switch (type) {
    case 'video': {
      const [v] = await db
        .select()
        .from(videos)
        .where(and(eq(videos.id, id), eq(videos.isPublish, true)));
      if (!v) throw missing();
      return { type, id, ownerId: null, title: v.title, titleImage: v.titleImage };
    }
    case 'show': {
      const [s] = await db
        .select()
        .from(shows)
        .where(and(eq(shows.id, id), eq(shows.isPublish, true)));
      if (!s) throw missing();
      return { type, id, ownerId: null, title: s.title, titleImage: s.titleImage };
    }
    case 'episode': {
      const [e] = await db
        .select({ title: episodes.title, titleImage: episodes.titleImage })
        .from(episodes)
        .innerJoin(shows, eq(shows.id, episodes.showId))
        .where(and(eq(episodes.id, id), eq(episodes.isPublish, true), eq(shows.isPublish, true)));
      if (!e) throw missing();
      return { type, id, ownerId: null, title: e.title, titleImage: e.titleImage };
    }
    case 'youtube_recipe': {
      const [r] = await db
        .select()
        .from(youtubeRecipes)
        .where(and(eq(youtubeRecipes.id, id), eq(youtubeRecipes.isPublish, true)));
      if (!r) throw missing();
      return { type, id, ownerId: null, title: r.title, titleImage: r.titleImage };
    }
    case 'user_post': {
      // The community timeline is for members only.
      if (!auth) throw AppError.unauthorized();
      const [p] = await db.select().from(userPosts).where(eq(userPosts.id, id));
      if (!p) throw AppError.notFound(msg.postNotFound);
      return {
        type,
        id,
        ownerId: p.userId,
        postType: p.postType,
        title: p.recipeName ?? p.description ?? p.statusText ?? '',
        titleImage: p.image,
      };
    }
  }
}
