import type { RecipeNote } from '@simmer/contracts';
import type { recipeNotes } from '../../db/schema';

export function toRecipeNoteDto(recipeId: number, row?: typeof recipeNotes.$inferSelect): RecipeNote {
  return { recipe_id: recipeId, text: row?.text ?? '', updated_at: row?.updatedAt.toISOString() ?? null };
}
