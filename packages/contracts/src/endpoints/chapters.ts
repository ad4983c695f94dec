import { z } from 'zod';
import { endpoint } from '../endpoint';

/**
 * A connected recipe's timed steps as a WebVTT chapters track for its parent's player (the
 * player's `<track src>` names it). Only recipes of published videos and episodes have one.
 */
export const chapterEndpoints = {
  recipeChapters: endpoint({
    method: 'GET',
    path: '/recipes/connected/:id/chapters.vtt',
    access: 'public',
    params: z.object({ id: z.coerce.number().int().positive() }),
    // WebVTT text, not JSON: documented as a string, read as a file.
    response: 'stream',
    responses: { 200: z.string() },
  }),
} as const;
