import { z } from 'zod';
import { requiredText } from './common';
import { msg } from './messages';

/** Default category suggestions before the member types anything (spec 001 §5). */
export const defaultGroceryCategories = ['fruit', 'vegetable'] as const;

const name = requiredText(msg.groceryItemNameRequired).max(100, msg.groceryNameTooLong);

/** A quantity is written as text ("2", "1/2", "1 1/2", "0.25", "a pinch"); numbers may also be sent. */
const quantity = z
  .union([z.number().positive().transform(String), z.string()], { error: msg.groceryQuantityRequired })
  .pipe(requiredText(msg.groceryQuantityRequired).max(30, msg.groceryQuantityTooLong));

const unit = z
  .string()
  .trim()
  .max(30, msg.groceryQuantityTooLong)
  .nullish()
  .transform((v) => v ?? '');

const category = requiredText(msg.groceryCategoryRequired).max(50, msg.groceryNameTooLong);

/** One item as a list receives it (new list, added items, a recipe's ingredients). */
export const GroceryItemInputSchema = z.object({
  item_name: name,
  quantity,
  unit,
  category,
  /** The connected recipe the ingredient came from, if any. */
  related_recipe: z.number().int().positive().nullish(),
});
export type GroceryItemInput = z.infer<typeof GroceryItemInputSchema>;

export const NewGroceryListSchema = z.object({
  list_name: requiredText(msg.groceryListNameRequired).max(100, msg.groceryNameTooLong),
  grocery_items: z.array(GroceryItemInputSchema).max(200).default([]),
  /** A connected recipe whose ingredients the server adds (as the recipe page does). */
  add_recipe: z.number().int().positive().optional(),
  /** Servings to add the recipe for; its quantities are scaled from the recipe's own servings. */
  servings: z
    .number({ error: msg.recipeServingsInvalid })
    .int(msg.recipeServingsInvalid)
    .min(1, msg.recipeServingsInvalid)
    .max(100, msg.recipeServingsInvalid)
    .optional(),
});
export type NewGroceryList = z.infer<typeof NewGroceryListSchema>;

export const UpdateGroceryListSchema = z.object({
  list_name: requiredText(msg.groceryListNameRequired).max(100, msg.groceryNameTooLong).optional(),
  add_grocery_items: z.array(GroceryItemInputSchema).max(200).default([]),
  add_recipe: z.number().int().positive().optional(),
  /** Servings to add the recipe for; its quantities are scaled from the recipe's own servings. */
  servings: z
    .number({ error: msg.recipeServingsInvalid })
    .int(msg.recipeServingsInvalid)
    .min(1, msg.recipeServingsInvalid)
    .max(100, msg.recipeServingsInvalid)
    .optional(),
});
export type UpdateGroceryList = z.infer<typeof UpdateGroceryListSchema>;

export const NewGroceryItemSchema = GroceryItemInputSchema.extend({
  grocery_list: z.coerce.number({ error: msg.groceryListNotFound }).int().positive(),
});
export type NewGroceryItem = z.infer<typeof NewGroceryItemSchema>;

export const UpdateGroceryItemSchema = z.object({ purchased: z.boolean() });
export type UpdateGroceryItem = z.infer<typeof UpdateGroceryItemSchema>;

export const GroceryCategorySearchSchema = z.object({
  search: z.string().trim().max(50).default(''),
});
export const GroceryCategoriesSchema = z.object({ data: z.array(z.string()) });

export const RecipeRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const GroceryItemSchema = z.object({
  id: z.number().int(),
  item_name: z.string(),
  quantity: z.string(),
  unit: z.string(),
  category: z.string(),
  grocery_list: z.number().int(),
  purchased: z.boolean(),
  related_recipe: z.number().int().nullable(),
  related_recipe_data: RecipeRefSchema.nullable(),
  /** Every recipe that contributed to this line (quantities of equal name and unit are summed). */
  related_recipes: z.array(RecipeRefSchema),
});
export type GroceryItem = z.infer<typeof GroceryItemSchema>;

export const GroceryListSchema = z.object({
  id: z.number().int(),
  list_name: z.string(),
  grocery_items: z.array(GroceryItemSchema),
  /** Recipes whose ingredients are on the list (the Delete Items by Recipe choices, the check marks). */
  related_recipes: z.array(RecipeRefSchema),
  created: z.string(),
  updated: z.string(),
});
export type GroceryList = z.infer<typeof GroceryListSchema>;

export const GroceryListActionSchema = z.object({ msg: z.string(), data: GroceryListSchema });
export const GroceryItemActionSchema = z.object({ msg: z.string(), data: GroceryItemSchema });

const fractions: Array<[number, string]> = [
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
];

/**
 * Reads a quantity as a number when it is one ("2", "0.5", "1/2", "1 1/2", "1,5");
 * anything else ("a pinch", "2-3") is kept as text and never summed.
 */
export function parseQuantity(text: string): number | null {
  const t = text.trim().replace(',', '.');
  let m = /^(\d+(?:\.\d+)?)$/.exec(t);
  if (m) return Number(m[1]);
  m = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (m) return Number(m[2]) === 0 ? null : Number(m[1]) / Number(m[2]);
  m = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (m) return Number(m[3]) === 0 ? null : Number(m[1]) + Number(m[2]) / Number(m[3]);
  return null;
}

/** Writes a summed quantity back the way a cook reads it: 1.5 -> "1 1/2", 0.333 -> "1/3", 2.2 -> "2.2". */
export function formatQuantity(value: number): string {
  const whole = Math.floor(value + 1e-9);
  const rest = value - whole;
  if (rest < 0.005) return String(whole);
  const fraction = fractions.find(([f]) => Math.abs(rest - f) < 0.005);
  if (fraction) return whole ? `${whole} ${fraction[1]}` : fraction[1];
  return String(Math.round(value * 100) / 100);
}
