import { z } from 'zod';
import { endpoint } from '../endpoint';
import { RecipeNoteSchema, SaveRecipeNoteSchema } from '../recipe-notes';

const recipe = z.object({ recipeId: z.coerce.number().int().positive() });

/** Private notes: every route is the signed-in member's own note on a published written recipe. */
export const recipeNotesEndpoints = {
  getNote: endpoint({
    method: 'GET',
    path: '/recipe-notes/:recipeId/',
    access: 'user',
    params: recipe,
    response: RecipeNoteSchema,
  }),
  saveNote: endpoint({
    method: 'PUT',
    path: '/recipe-notes/:recipeId/',
    access: 'user',
    params: recipe,
    body: SaveRecipeNoteSchema,
    response: RecipeNoteSchema,
  }),
};
