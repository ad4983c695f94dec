import { msg, type SaveRecipeNote } from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import { publishedConnectedRecipe } from '../catalog/catalog.read';
import { toRecipeNoteDto } from './recipe-notes.dto';
import * as repo from './recipe-notes.repo';

/**
 * Private notes. A member notes any published written recipe (its text is open to all, premium
 * or not); the note is read and written only as the caller's own, so no route ever shows
 * another member's note.
 */
async function requireRecipe(ctx: AppContext, recipeId: number) {
  if (!(await publishedConnectedRecipe(ctx.db, recipeId)))
    throw AppError.notFound(msg.recipeNoteRecipeNotFound);
}

export async function getNote(ctx: AppContext, auth: Auth, recipeId: number) {
  await requireRecipe(ctx, recipeId);
  return toRecipeNoteDto(recipeId, await repo.findNote(ctx.db, auth.userId, recipeId));
}

/** Saves the caller's note; a blank text removes it. */
export async function saveNote(ctx: AppContext, auth: Auth, recipeId: number, body: SaveRecipeNote) {
  await requireRecipe(ctx, recipeId);
  const text = body.text.trim();
  if (!text) {
    await repo.deleteNote(ctx.db, auth.userId, recipeId);
    return toRecipeNoteDto(recipeId);
  }
  return toRecipeNoteDto(recipeId, await repo.upsertNote(ctx.db, auth.userId, recipeId, text));
}
