import { z } from 'zod';
import { msg } from './messages';

/** The most a private note holds. */
export const recipeNoteMaxLength = 5000;

/** A member's note on one recipe; `text` is empty (and `updated_at` null) when there is none. */
export const RecipeNoteSchema = z.object({
  recipe_id: z.number(),
  text: z.string(),
  updated_at: z.string().nullable(),
});
export type RecipeNote = z.infer<typeof RecipeNoteSchema>;

/** Saving a note; an empty (or blank) text removes it. */
export const SaveRecipeNoteSchema = z.object({
  text: z.string({ error: msg.recipeNoteTooLong }).max(recipeNoteMaxLength, msg.recipeNoteTooLong),
});
export type SaveRecipeNote = z.infer<typeof SaveRecipeNoteSchema>;
