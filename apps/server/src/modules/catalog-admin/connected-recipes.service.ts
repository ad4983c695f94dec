import {
  type AdminConnectedRecipe,
  type ConnectedRecipeParentType,
  checkConnectedRecipe,
  defaultGroceryCategories,
  msg,
  NewConnectedRecipeSchema,
  type RecipeDetailsInput,
  UpdateConnectedRecipeSchema,
} from '@simmer/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { connectedRecipes, ingredients } from '../../db/schema';
import { AppError } from '../../http/errors';
import { cleanHtml } from '../../lib/html';
import { toConnectedRecipe } from '../catalog/catalog.dto';
import {
  connectedOf,
  connectedRecipeForEditing,
  ingredientCategoriesLike,
  recipeParentExists,
} from '../catalog/catalog.read';
import * as write from '../catalog/editing.service';
import { commonCategories } from '../grocery/grocery.service';
import { storeImage } from '../media/images.service';

/** A form as it arrives: JSON fields, or multipart text fields plus the image's bytes. */
export interface RecipeForm {
  fields: Record<string, unknown>;
  image?: Buffer;
}

type Row = typeof connectedRecipes.$inferSelect;
type IngredientRow = typeof ingredients.$inferSelect;

function toDto(r: Row, list: IngredientRow[]): AdminConnectedRecipe {
  return {
    ...toConnectedRecipe(r, list),
    video: r.videoId,
    episode: r.episodeId,
    youtube_recipe: r.youtubeRecipeId,
    created: r.createdAt.toISOString(),
    updated: r.updatedAt.toISOString(),
  };
}

async function load(ctx: AppContext, id: number) {
  const found = await connectedRecipeForEditing(ctx.db, id);
  if (!found) throw AppError.notFound(msg.connectedRecipeNotFound);
  return toDto(found.recipe, found.ingredients);
}

/** Zod's shape errors as `{msg, errors}` under the same dotted keys the form uses. */
function parseShape<S extends z.ZodTypeAny>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || 'non_field_errors';
    errors[key] ??= issue.message;
  }
  throw AppError.invalid(Object.values(errors)[0] ?? msg.invalidInput, errors);
}

function refuseInvalid(input: Parameters<typeof checkConnectedRecipe>[0]) {
  const problem = checkConnectedRecipe(input);
  if (problem) throw AppError.invalid(problem.msg, problem.errors);
}

/** Instructions are checked again after cleaning: markup that sanitizes to nothing is empty. */
function cleanedInstructions(html: string) {
  const clean = cleanHtml(html);
  refuseInvalid({ instructions: clean });
  return clean;
}

/**
 * The image of a recipe: a new file goes through the shared image pipeline; a url must be
 * one the pipeline stored (or the one the recipe already has), never an outside address.
 */
async function imageOf(
  ctx: AppContext,
  form: RecipeForm,
  given: string | null | undefined,
  current?: string | null,
) {
  if (form.image) return (await storeImage(ctx, { data: form.image, field: 'recipe_image' })).url;
  if (given === undefined) return undefined;
  if (given === null || given === '') return null;
  if (given === current || given.startsWith(ctx.storage.publicUrl('images/'))) return given;
  throw AppError.invalid(msg.connectedRecipeImageInvalid, { recipe_image: msg.connectedRecipeImageInvalid });
}

/** The details the form sent, as columns; fields left out stay as they are. */
function detailsOf(input: RecipeDetailsInput): write.RecipeDetailsColumns {
  const out: write.RecipeDetailsColumns = {};
  if (input.servings !== undefined) out.servings = input.servings;
  if (input.prep_minutes !== undefined) out.prepMinutes = input.prep_minutes;
  if (input.cook_minutes !== undefined) out.cookMinutes = input.cook_minutes;
  if (input.recipe_yield !== undefined) out.recipeYield = input.recipe_yield;
  if (input.nutrition !== undefined) out.nutrition = input.nutrition;
  if (input.course !== undefined) out.course = input.course;
  if (input.diets !== undefined) out.diets = [...new Set(input.diets)];
  if (input.step_times !== undefined) out.stepTimes = input.step_times;
  if (input.ingredients_time !== undefined) out.ingredientsTime = input.ingredients_time;
  return out;
}

const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23503' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23503';

export async function create(ctx: AppContext, form: RecipeForm) {
  const input = parseShape(NewConnectedRecipeSchema, form.fields);
  refuseInvalid(input);
  const parentId = input[input.content_type];
  if (!parentId) {
    throw AppError.invalid(msg.connectedRecipeParentNotFound, {
      [input.content_type]: msg.connectedRecipeParentNotFound,
    });
  }
  if (!(await recipeParentExists(ctx.db, input.content_type, parentId))) {
    throw AppError.notFound(msg.connectedRecipeParentNotFound);
  }
  const instructions = cleanedInstructions(input.instructions);
  const recipeImage = await imageOf(ctx, form, input.recipe_image);
  try {
    const row = await write.addConnectedRecipe(ctx.db, {
      name: input.name,
      instructions,
      notes: input.notes,
      recipeImage: recipeImage ?? null,
      parent: { type: input.content_type, id: parentId },
      ingredients: input.ingredients,
      details: detailsOf(input),
    });
    return { msg: msg.connectedRecipeUploaded, data: await load(ctx, row.id) };
  } catch (error) {
    // The parent was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw AppError.notFound(msg.connectedRecipeParentNotFound);
    throw error;
  }
}

export async function update(ctx: AppContext, id: number, form: RecipeForm) {
  const current = await load(ctx, id);
  const input = parseShape(UpdateConnectedRecipeSchema, form.fields);
  refuseInvalid(input);
  const instructions = input.instructions === undefined ? undefined : cleanedInstructions(input.instructions);
  const recipeImage = await imageOf(ctx, form, input.recipe_image, current.recipe_image);
  const row = await write.updateConnectedRecipe(ctx.db, id, {
    name: input.name,
    instructions,
    notes: input.notes,
    recipeImage,
    ingredients: input.ingredients,
    details: detailsOf(input),
  });
  if (!row) throw AppError.notFound(msg.connectedRecipeNotFound);
  return { msg: msg.connectedRecipeUpdated, data: await load(ctx, id) };
}

export const get = (ctx: AppContext, id: number) => load(ctx, id);

export async function listFor(ctx: AppContext, type: ConnectedRecipeParentType, parentId: number) {
  if (!(await recipeParentExists(ctx.db, type, parentId)))
    throw AppError.notFound(msg.connectedRecipeParentNotFound);
  const rows = await connectedOf(ctx.db, type, parentId);
  return { data: rows.map((r) => toDto(r.recipe, r.ingredients)) };
}

export async function remove(ctx: AppContext, id: number) {
  const outcome = await write.deleteConnectedRecipe(ctx.db, id);
  if (outcome === 'not_found') throw AppError.notFound(msg.connectedRecipeNotFound);
  if (outcome === 'last_of_published') throw AppError.conflict(msg.connectedRecipeLastOfPublished);
  return { msg: msg.connectedRecipeDeleted };
}

/** Category suggestions: the grocery defaults when empty, then categories recipes and lists use. */
export async function searchCategories(ctx: AppContext, search: string) {
  const text = search.trim().toLowerCase();
  if (!text) return { data: [...defaultGroceryCategories] };
  const known = await ingredientCategoriesLike(ctx.db, text);
  const merged = [...new Set([...commonCategories.filter((c) => c.includes(text)), ...known])];
  merged.sort((a, b) => Number(b.startsWith(text)) - Number(a.startsWith(text)) || a.localeCompare(b));
  return { data: merged.slice(0, 10) };
}
