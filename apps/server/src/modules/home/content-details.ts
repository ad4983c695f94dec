import type { ContentDetails, HomeContentItem, HomeContentType } from '@simmer/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { episodes, shows, videos, youtubeRecipes } from '../../db/schema';

/** A pointer to one catalog item, as home slots and carousel rows store it. */
export interface ItemRef {
  type: HomeContentType;
  id: number;
}

export type DetailsMap = Map<string, ContentDetails>;
const key = (type: HomeContentType, id: number) => `${type}:${id}`;

/**
 * Loads the card details of many items in at most four queries. Only published items come
 * back (an episode also needs its show published), so an unpublished item is simply absent
 * and every caller drops the slot that points at it.
 */
export async function loadDetails(db: Db, refs: ItemRef[]): Promise<DetailsMap> {
  const ids = (type: HomeContentType) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
  const map: DetailsMap = new Map();
  const videoIds = ids('video');
  const showIds = ids('show');
  const episodeIds = ids('episode');
  const recipeIds = ids('youtube_recipe');

  const [videoRows, showRows, episodeRows, recipeRows] = await Promise.all([
    videoIds.length
      ? db
          .select()
          .from(videos)
          .where(and(inArray(videos.id, videoIds), eq(videos.isPublish, true)))
      : [],
    showIds.length
      ? db
          .select()
          .from(shows)
          .where(and(inArray(shows.id, showIds), eq(shows.isPublish, true)))
      : [],
    episodeIds.length
      ? db
          .select({ episode: episodes, showTitle: shows.title })
          .from(episodes)
          .innerJoin(shows, eq(shows.id, episodes.showId))
          .where(
            and(inArray(episodes.id, episodeIds), eq(episodes.isPublish, true), eq(shows.isPublish, true)),
          )
      : [],
    recipeIds.length
      ? db
          .select()
          .from(youtubeRecipes)
          .where(and(inArray(youtubeRecipes.id, recipeIds), eq(youtubeRecipes.isPublish, true)))
      : [],
  ]);

  for (const v of videoRows) {
    map.set(key('video', v.id), {
      id: v.id,
      title: v.title,
      title_image: v.titleImage,
      description: v.description,
      is_premium: v.isPremium,
      duration_seconds: v.durationSeconds,
    });
  }
  for (const s of showRows) {
    map.set(key('show', s.id), {
      id: s.id,
      title: s.title,
      title_image: s.titleImage ?? s.coverImage,
      description: s.description,
      is_premium: false,
    });
  }
  for (const { episode: e, showTitle } of episodeRows) {
    map.set(key('episode', e.id), {
      id: e.id,
      title: e.title,
      title_image: e.titleImage,
      description: e.description,
      is_premium: e.isPremium,
      show: e.showId,
      show_title: showTitle,
      duration_seconds: e.durationSeconds,
    });
  }
  for (const r of recipeRows) {
    map.set(key('youtube_recipe', r.id), {
      id: r.id,
      title: r.title,
      title_image: r.titleImage,
      description: r.description,
      is_premium: false,
      youtube_link: r.youtubeLink,
    });
  }
  return map;
}

export function detailsOf(map: DetailsMap, ref: ItemRef | null): ContentDetails | null {
  return ref ? (map.get(key(ref.type, ref.id)) ?? null) : null;
}

/** The four `*_details` fields with only the one matching the item's type filled. */
export function detailFields(type: HomeContentType, details: ContentDetails) {
  return {
    video_details: type === 'video' ? details : null,
    show_details: type === 'show' ? details : null,
    episode_details: type === 'episode' ? details : null,
    youtube_recipe_details: type === 'youtube_recipe' ? details : null,
  };
}

export function toHomeContentItem(ref: ItemRef, details: ContentDetails, updated: Date): HomeContentItem {
  return { content_type: ref.type, ...detailFields(ref.type, details), updated: updated.toISOString() };
}

/** The one non-null id among the four reference columns of a row. */
export function refOf(
  type: HomeContentType | null,
  ids: { video: number | null; show: number | null; episode: number | null; youtube_recipe: number | null },
): ItemRef | null {
  if (!type) return null;
  const id = ids[type];
  return id ? { type, id } : null;
}
