import type { Collection, CollectionItem, MealPlanEntry, MealPlanRecipe } from '@simmer/contracts';
import type { CatalogItem } from '../catalog/catalog.read';
import type { CollectionRow, EntryRow, RecipeCard } from './recipe-box.repo';

export function toCollectionDto(
  row: CollectionRow,
  extra: { itemCount: number; coverImage: string | null; hasItem: boolean },
): Collection {
  return {
    id: row.id,
    name: row.name,
    item_count: extra.itemCount,
    share_token: row.shareToken,
    cover_image: extra.coverImage,
    has_item: extra.hasItem,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A collection's item as a saved-content card; `saved_at` is when it joined the collection. */
export function toCollectionItemDto(item: CatalogItem, addedAt: Date): CollectionItem {
  const base = {
    id: item.id,
    title: item.title,
    description: item.description,
    title_image: item.titleImage,
    show_name: null,
    video_playback_id: null,
    is_premium: item.isPremium,
    saved_at: addedAt.toISOString(),
  };
  if (item.kind === 'episode') return { ...base, content_type: 'episode', show_name: item.showTitle };
  if (item.kind === 'youtube_recipe') return { ...base, content_type: 'youtube-recipe' };
  return { ...base, content_type: item.kind };
}

export function toMealPlanRecipeDto(r: RecipeCard): MealPlanRecipe {
  return {
    id: r.id,
    name: r.name,
    servings: r.servings,
    image: r.image,
    content_type: r.parent === 'youtube_recipe' ? 'youtube-recipe' : r.parent,
    content_id: r.parentId,
  };
}

export function toEntryDto(row: EntryRow, recipe: RecipeCard): MealPlanEntry {
  return {
    id: row.id,
    day: row.day,
    meal: row.meal,
    servings: row.servings,
    recipe: toMealPlanRecipeDto(recipe),
  };
}
