import type { GroceryItem, GroceryList } from '@simmer/contracts';
import type { ItemRow, ListRow, SourceRow } from './grocery.repo';

type RecipeRef = { id: number; name: string };

function recipesOf(sources: SourceRow[]): RecipeRef[] {
  const seen = new Map<number, RecipeRef>();
  for (const s of sources) {
    if (s.recipeId !== null && !seen.has(s.recipeId))
      seen.set(s.recipeId, { id: s.recipeId, name: s.recipeName ?? '' });
  }
  return [...seen.values()];
}

export function toGroceryItemDto(row: ItemRow, sources: SourceRow[]): GroceryItem {
  const own = sources.filter((s) => s.itemId === row.id);
  const recipes = recipesOf(own);
  return {
    id: row.id,
    item_name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    category: row.category,
    grocery_list: row.listId,
    purchased: row.purchased,
    related_recipe: recipes[0]?.id ?? null,
    related_recipe_data: recipes[0] ?? null,
    related_recipes: recipes,
  };
}

export function toGroceryListDto(list: ListRow, items: ItemRow[], sources: SourceRow[]): GroceryList {
  const own = items.filter((i) => i.listId === list.id);
  const ids = new Set(own.map((i) => i.id));
  const ownSources = sources.filter((s) => ids.has(s.itemId));
  return {
    id: list.id,
    list_name: list.name,
    grocery_items: own.map((i) => toGroceryItemDto(i, ownSources)),
    related_recipes: recipesOf(ownSources),
    created: list.createdAt.toISOString(),
    updated: list.updatedAt.toISOString(),
  };
}
