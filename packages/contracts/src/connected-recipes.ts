import { z } from 'zod';
import { ConnectedRecipeSchema, recipeCourses, recipeDiets } from './catalog';
import { msg } from './messages';

/**
 * Connected recipes as the admin editor writes them (spec 002 §2.10, §3, §5, §7): the written
 * recipe (ingredients, instructions, notes) attached to a video, an episode or a YouTube recipe.
 */
export const connectedRecipeParentTypes = ['video', 'episode', 'youtube_recipe'] as const;
export type ConnectedRecipeParentType = (typeof connectedRecipeParentTypes)[number];

/** The admin pages' `{contentType}` segment: recipe, video or episode. */
export const connectedRecipeRouteTypes = ['video', 'episode', 'recipe'] as const;
export type ConnectedRecipeRouteType = (typeof connectedRecipeRouteTypes)[number];

/** `recipe` (page routes) and `youtube-recipe` (search results) both name a YouTube recipe. */
export function parentTypeOf(value: unknown): ConnectedRecipeParentType | null {
  if (value === 'recipe' || value === 'youtube-recipe' || value === 'youtube_recipe') return 'youtube_recipe';
  if (value === 'video' || value === 'episode') return value;
  return null;
}

export const connectedRecipeLimits = {
  name: 200,
  instructions: 50_000,
  notes: 20_000,
  ingredients: 100,
  ingredientName: 100,
  quantity: 30,
  unit: 30,
  category: 50,
} as const;

/** Units the form suggests; the unit stays free text because recipes use many (decision 303). */
export const suggestedUnits = ['g', 'kg', 'ml', 'l', 'tsp', 'tbsp', 'cup', 'pinch', 'cloves', 'tin'] as const;

/** Text that may arrive as a number (multipart, mobile clients) or be missing. */
const looseText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v)));

export const ConnectedRecipeIngredientInputSchema = z.object({
  name: looseText,
  quantity: looseText,
  unit: looseText,
  category: looseText,
});
export type ConnectedRecipeIngredientInput = z.input<typeof ConnectedRecipeIngredientInputSchema>;

/** The spec sends ingredients "as JSON": a JSON text in multipart forms, an array in JSON bodies. */
const ingredientList = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    if (!v.trim()) return [];
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  },
  z
    .array(ConnectedRecipeIngredientInputSchema, { error: msg.invalidInput })
    .max(connectedRecipeLimits.ingredients, msg.connectedRecipeTooManyIngredients),
);

/** A JSON text (multipart forms) or the value itself (JSON bodies). */
const jsonField = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (!v.trim()) return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** A whole number that may arrive as text; an empty text or null clears it. */
const optionalInt = (min: number, max: number, error: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? null : v),
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).nullable(),
  );

const nutritionValue = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce
    .number({ error: msg.recipeNutritionInvalid })
    .min(0, msg.recipeNutritionInvalid)
    .max(10_000, msg.recipeNutritionInvalid)
    .nullable(),
);

/** Servings, times, yield, nutrition, course, diets and video times, as the editor sends them. */
export const RecipeDetailsInputSchema = z.object({
  servings: z.coerce
    .number({ error: msg.recipeServingsInvalid })
    .int({ error: msg.recipeServingsInvalid })
    .min(1, msg.recipeServingsInvalid)
    .max(100, msg.recipeServingsInvalid)
    .optional(),
  prep_minutes: optionalInt(0, 10_000, msg.recipeMinutesInvalid).optional(),
  cook_minutes: optionalInt(0, 10_000, msg.recipeMinutesInvalid).optional(),
  recipe_yield: z.string().trim().max(100, msg.recipeYieldTooLong).optional(),
  nutrition: z
    .preprocess(
      jsonField,
      z
        .object(
          {
            calories: nutritionValue,
            protein_g: nutritionValue,
            carbs_g: nutritionValue,
            fat_g: nutritionValue,
          },
          { error: msg.recipeNutritionInvalid },
        )
        .nullable(),
    )
    .optional(),
  course: z.union([z.enum(recipeCourses), z.literal('')], { error: msg.recipeCourseInvalid }).optional(),
  diets: z
    .preprocess(
      jsonField,
      z
        .array(z.enum(recipeDiets, { error: msg.recipeDietInvalid }), { error: msg.recipeDietInvalid })
        .max(recipeDiets.length),
    )
    .optional(),
  step_times: z
    .preprocess(
      jsonField,
      z
        .array(
          z
            .number({ error: msg.recipeStepTimeInvalid })
            .int({ error: msg.recipeStepTimeInvalid })
            .min(0, msg.recipeStepTimeInvalid)
            .max(86_400, msg.recipeStepTimeInvalid)
            .nullable(),
          { error: msg.recipeStepTimeInvalid },
        )
        .max(200, msg.recipeStepTimeInvalid),
    )
    .optional(),
  ingredients_time: optionalInt(0, 86_400, msg.recipeStepTimeInvalid).optional(),
});
export type RecipeDetailsInput = z.output<typeof RecipeDetailsInputSchema>;

const parentId = z.coerce.number({ error: msg.connectedRecipeParentNotFound }).int().positive().optional();

/** POST add-connected-recipe: the parent id travels under its type key (`video`, `episode`, `youtube_recipe`). */
export const NewConnectedRecipeSchema = RecipeDetailsInputSchema.extend({
  name: looseText,
  instructions: looseText,
  notes: looseText,
  content_type: z.preprocess(
    (v) => parentTypeOf(v) ?? v,
    z.enum(connectedRecipeParentTypes, { error: msg.connectedRecipeContentTypeInvalid }),
  ),
  ingredients: ingredientList.default([]),
  /** The url answered by POST /media/images/ (JSON bodies); multipart forms send the file instead. */
  recipe_image: z.string().max(2000).nullish(),
  video: parentId,
  episode: parentId,
  youtube_recipe: parentId,
});
export type NewConnectedRecipe = z.input<typeof NewConnectedRecipeSchema>;

/** PUT edit-connected-recipe/{id}: fields left out stay as they are; `recipe_image: null` removes it. */
export const UpdateConnectedRecipeSchema = RecipeDetailsInputSchema.extend({
  name: looseText.optional(),
  instructions: looseText.optional(),
  notes: looseText.optional(),
  ingredients: ingredientList.optional(),
  recipe_image: z.string().max(2000).nullish(),
});
export type UpdateConnectedRecipe = z.input<typeof UpdateConnectedRecipeSchema>;

export const AdminConnectedRecipeSchema = ConnectedRecipeSchema.extend({
  video: z.number().int().nullable(),
  episode: z.number().int().nullable(),
  youtube_recipe: z.number().int().nullable(),
  created: z.string(),
  updated: z.string(),
});
export type AdminConnectedRecipe = z.infer<typeof AdminConnectedRecipeSchema>;

export const ConnectedRecipeActionSchema = z.object({ msg: z.string(), data: AdminConnectedRecipeSchema });
export const ConnectedRecipeListSchema = z.object({ data: z.array(AdminConnectedRecipeSchema) });
export const ConnectedRecipeCategorySearchSchema = z.object({
  search: z.string().trim().max(50).default(''),
});
export const ConnectedRecipeCategoriesSchema = z.object({ data: z.array(z.string()) });

/** Whether rich text holds anything a reader would see (TipTap's empty editor is `<p></p>`). */
export function htmlHasText(html: string | null | undefined): boolean {
  if (!html) return false;
  if (/<img\s/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .trim();
  return text.length > 0;
}

interface CheckInput {
  name?: string;
  instructions?: string;
  notes?: string;
  ingredients?: Array<{ name?: string; quantity?: string; unit?: string; category?: string }>;
}

export interface CheckResult {
  msg: string;
  errors: Record<string, string>;
}

/**
 * The editor's rules, shared by the page and the server. Fields left undefined are not
 * checked (a partial edit). An ingredient with an empty name is dropped, not refused (spec
 * §5); `strictNames` (the page) refuses a nameless row that holds a quantity or category,
 * so typed text is never dropped silently (decision 302).
 */
export function checkConnectedRecipe(
  input: CheckInput,
  opts: { strictNames?: boolean } = {},
): CheckResult | null {
  const errors: Record<string, string> = {};
  const L = connectedRecipeLimits;
  const noName = input.name !== undefined && !input.name.trim();
  const noInstructions = input.instructions !== undefined && !htmlHasText(input.instructions);
  if (noName) errors.name = msg.connectedRecipeNameRequired;
  else if (input.name && input.name.trim().length > L.name) errors.name = msg.connectedRecipeTooLong;
  if (noInstructions) errors.instructions = msg.connectedRecipeInstructionsRequired;
  else if (input.instructions && input.instructions.length > L.instructions)
    errors.instructions = msg.connectedRecipeTooLong;
  if (input.notes && input.notes.length > L.notes) errors.notes = msg.connectedRecipeTooLong;
  input.ingredients?.forEach((row, i) => {
    const name = (row.name ?? '').trim();
    const quantity = (row.quantity ?? '').trim();
    const category = (row.category ?? '').trim();
    const unit = (row.unit ?? '').trim();
    const key = `ingredients.${i}`;
    if (!name) {
      if (opts.strictNames && (quantity || category))
        errors[`${key}.name`] = msg.connectedRecipeIngredientNameRequired;
      return;
    }
    if (name.length > L.ingredientName) errors[`${key}.name`] = msg.connectedRecipeTooLong;
    if (!quantity) errors[`${key}.quantity`] = msg.groceryQuantityRequired;
    else if (quantity.length > L.quantity) errors[`${key}.quantity`] = msg.connectedRecipeTooLong;
    if (unit.length > L.unit) errors[`${key}.unit`] = msg.connectedRecipeTooLong;
    if (!category) errors[`${key}.category`] = msg.groceryCategoryRequired;
    else if (category.length > L.category) errors[`${key}.category`] = msg.connectedRecipeTooLong;
  });
  const first = Object.values(errors)[0];
  if (!first) return null;
  return { msg: noName && noInstructions ? msg.connectedRecipeNameAndInstructions : first, errors };
}

/** Page URLs of the editor and of the parent's edit page it returns to (spec 002 §2.10). */
export const connectedRecipePaths = {
  new: (contentType: ConnectedRecipeRouteType, contentId: number | string) =>
    `/upload-recipe-instructions/${contentType}/${contentId}/new-recipe`,
  edit: (contentType: ConnectedRecipeRouteType, contentId: number | string, recipeId: number | string) =>
    `/edit-recipe-instructions/${contentType}/${contentId}/edit-recipe/${recipeId}`,
  parent: (contentType: ConnectedRecipeRouteType, contentId: number | string) =>
    contentType === 'episode'
      ? `/update-episode-content/episode/${contentId}`
      : `/update-content/${contentType}/${contentId}`,
};
