import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { serve } from '../../http/endpoints';
import * as notes from './recipe-notes.service';

/** Private notes: every route is the signed-in member's own note. */
export function recipeNotesRoutes(ctx: AppContext) {
  return serve('recipe-notes', endpoints.recipeNotes, {
    getNote: (req) => notes.getNote(ctx, requireAuth(req.auth), req.params.recipeId),
    saveNote: (req) => notes.saveNote(ctx, requireAuth(req.auth), req.params.recipeId, req.body),
  });
}
