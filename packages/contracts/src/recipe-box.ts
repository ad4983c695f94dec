import { z } from 'zod';
import { SavedContentSchema } from './catalog';
import { msg } from './messages';

/** What a collection or a "Cooked it" mark may hold: the catalog's items (community posts excluded). */
export const boxItemTypes = ['video', 'show', 'episode', 'youtube_recipe'] as const;
export type BoxItemType = (typeof boxItemTypes)[number];
export const BoxItemTypeSchema = z.preprocess(
  (v) => (v === 'youtube-recipe' ? 'youtube_recipe' : v),
  z.enum(boxItemTypes, { error: msg.contentTypeInvalid }),
);
export const BoxItemRefSchema = z.object({
  content_type: BoxItemTypeSchema,
  content_id: z.coerce.number({ error: msg.contentTypeInvalid }).int().positive(),
});
export type BoxItemRef = z.infer<typeof BoxItemRefSchema>;

export const collectionLimits = { nameMax: 60, perMember: 100, itemsPerCollection: 500 } as const;

export const CollectionNameSchema = z.object({
  name: z
    .string({ error: msg.collectionNameInvalid })
    .trim()
    .min(1, { error: msg.collectionNameInvalid })
    .max(collectionLimits.nameMax, { error: msg.collectionNameInvalid }),
});
export type CollectionName = z.infer<typeof CollectionNameSchema>;

export const CollectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  item_count: z.number().int(),
  /** The share link's token while the collection is shared; null while private. */
  share_token: z.string().nullable(),
  cover_image: z.string().nullable(),
  /** With `content_type` and `content_id` in the query: whether that item is in this collection. */
  has_item: z.boolean(),
  updated_at: z.string(),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const CollectionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  content_type: BoxItemTypeSchema.optional(),
  content_id: z.coerce.number().int().positive().optional(),
});

/** One item of a collection, as a saved-content card (its `saved_at` is when it joined the collection). */
export const CollectionItemSchema = SavedContentSchema;
export type CollectionItem = z.infer<typeof CollectionItemSchema>;

export const CollectionDetailSchema = z.object({
  collection: CollectionSchema,
  count: z.number().int(),
  results: z.array(CollectionItemSchema),
});
export type CollectionDetail = z.infer<typeof CollectionDetailSchema>;

/** What a visitor with the link reads: the name and the items they may see, nothing of the owner. */
export const SharedCollectionSchema = z.object({
  name: z.string(),
  count: z.number().int(),
  results: z.array(CollectionItemSchema),
});
export type SharedCollection = z.infer<typeof SharedCollectionSchema>;

export const CollectionActionSchema = z.object({ msg: z.string(), data: CollectionSchema });

/** A day as `YYYY-MM-DD` (a calendar date, no time zone). */
export const DaySchema = z
  .string({ error: msg.mealPlanDayInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg.mealPlanDayInvalid })
  .refine(
    (s) =>
      !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      error: msg.mealPlanDayInvalid,
    },
  );

export const CookedBodySchema = BoxItemRefSchema.extend({
  cooked_on: z
    .string({ error: msg.cookedDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg.cookedDateInvalid }),
});
export type CookedBody = z.infer<typeof CookedBodySchema>;
export const CookedEntrySchema = z.object({ id: z.number().int(), cooked_on: z.string() });
export type CookedEntry = z.infer<typeof CookedEntrySchema>;
export const CookedHistorySchema = z.object({ data: z.array(CookedEntrySchema) });
export const CookedActionSchema = z.object({ msg: z.string(), data: CookedEntrySchema });

// ------------------------------------------------------------------ meal plans

export const meals = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type Meal = (typeof meals)[number];
export const MealSchema = z.enum(meals, { error: msg.mealPlanMealInvalid });
export const mealPlanLimits = { entriesPerWeek: 200, servingsMax: 100 } as const;

const servings = z.coerce
  .number({ error: msg.recipeServingsInvalid })
  .int({ error: msg.recipeServingsInvalid })
  .min(1, { error: msg.recipeServingsInvalid })
  .max(mealPlanLimits.servingsMax, { error: msg.recipeServingsInvalid });

export const MealPlanRecipeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  servings: z.number().int(),
  image: z.string().nullable(),
  /** Where the recipe is read: its page's content type and id. */
  content_type: z.enum(['video', 'episode', 'youtube-recipe']),
  content_id: z.number().int(),
});
export type MealPlanRecipe = z.infer<typeof MealPlanRecipeSchema>;

export const MealPlanEntrySchema = z.object({
  id: z.number().int(),
  day: z.string(),
  meal: MealSchema,
  servings: z.number().int(),
  recipe: MealPlanRecipeSchema,
});
export type MealPlanEntry = z.infer<typeof MealPlanEntrySchema>;

export const MealPlanWeekQuerySchema = z.object({ week: DaySchema.optional() });
export const MealPlanWeekSchema = z.object({
  /** The Monday the week starts on. */
  week: z.string(),
  entries: z.array(MealPlanEntrySchema),
});
export type MealPlanWeek = z.infer<typeof MealPlanWeekSchema>;

export const NewMealPlanEntrySchema = z.object({
  recipe_id: z.coerce.number({ error: msg.mealPlanRecipeNotFound }).int().positive(),
  day: DaySchema,
  meal: MealSchema,
  servings: servings.optional(),
});
export type NewMealPlanEntry = z.infer<typeof NewMealPlanEntrySchema>;

export const UpdateMealPlanEntrySchema = z.object({
  day: DaySchema.optional(),
  meal: MealSchema.optional(),
  servings: servings.optional(),
});
export type UpdateMealPlanEntry = z.infer<typeof UpdateMealPlanEntrySchema>;

export const MealPlanEntryActionSchema = z.object({ msg: z.string(), data: MealPlanEntrySchema });
export const MealPlanWeekBodySchema = z.object({ week: DaySchema });
export const MealPlanWeekActionSchema = z.object({ msg: z.string(), data: MealPlanWeekSchema });

/** The week into a grocery list: an existing list of the member's (merged), or a new one by name. */
export const MealPlanGroceryBodySchema = z.object({
  week: DaySchema,
  list_id: z.coerce.number().int().positive().optional(),
  list_name: z.string().trim().min(1).max(100).optional(),
});
export type MealPlanGroceryBody = z.infer<typeof MealPlanGroceryBodySchema>;
export const MealPlanGroceryActionSchema = z.object({
  msg: z.string(),
  data: z.object({ list_id: z.number().int(), list_name: z.string() }),
});

export const MealPlanRecipeSearchSchema = z.object({ search: z.string().trim().max(100).default('') });
export const MealPlanRecipesSchema = z.object({ data: z.array(MealPlanRecipeSchema) });

/** The Monday of the week `day` falls in, as `YYYY-MM-DD`. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
}

/** `day` plus `n` days, as `YYYY-MM-DD`. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
