import type { ContentDetails, HomeContentItem, HomeContentType } from '@simmer/contracts';
import type { Db } from '../../db/client';
import { type CatalogItem, catalogItems } from '../catalog/catalog.read';

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
  const items = await catalogItems(
    db,
    refs.map((r) => ({ kind: r.type, id: r.id })),
    { published: true },
  );
  const map: DetailsMap = new Map();
  for (const item of items.values()) map.set(key(item.kind, item.id), cardDetails(item));
  return map;
}

function cardDetails(item: CatalogItem): ContentDetails {
  const { id, title, description } = item;
  switch (item.kind) {
    case 'video':
      return {
        id,
        title,
        title_image: item.titleImage,
        description,
        is_premium: item.isPremium,
        duration_seconds: item.durationSeconds,
      };
    case 'show':
      return { id, title, title_image: item.titleImage ?? item.coverImage, description, is_premium: false };
    case 'episode':
      return {
        id,
        title,
        title_image: item.titleImage,
        description,
        is_premium: item.isPremium,
        show: item.showId,
        show_title: item.showTitle,
        duration_seconds: item.durationSeconds,
      };
    case 'youtube_recipe':
      return {
        id,
        title,
        title_image: item.titleImage,
        description,
        is_premium: false,
        youtube_link: item.youtubeLink,
      };
  }
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
