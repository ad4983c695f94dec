import { z } from 'zod';
import { CatalogListQuerySchema, recipeCourses, recipeDiets } from './catalog';
import { msg } from './messages';

/** Total-time bands of the recipe lists: ready in at most this many minutes (prep plus cook). */
export const recipeTimeBands = ['15', '30', '60'] as const;
export type RecipeTimeBand = (typeof recipeTimeBands)[number];

/** Orders of the recipe lists: newest first, most liked first, shortest total time first. */
export const recipeSorts = ['newest', 'popular', 'quickest'] as const;
export type RecipeSort = (typeof recipeSorts)[number];

export type RecipeCourse = (typeof recipeCourses)[number];
export type RecipeDiet = (typeof recipeDiets)[number];

/** `diet=vegan,gluten-free` or `diet=vegan&diet=gluten-free`: the recipe must suit every one. */
const dietList = z.preprocess(
  (v) => {
    const parts = (Array.isArray(v) ? v : [v])
      .flatMap((s) => (typeof s === 'string' ? s.split(',') : [s]))
      .map((s) => (typeof s === 'string' ? s.trim() : s))
      .filter((s) => s !== '' && s !== undefined);
    return parts.length ? [...new Set(parts)] : undefined;
  },
  z
    .array(z.enum(recipeDiets, { error: msg.recipeDietInvalid }), { error: msg.recipeDietInvalid })
    .max(recipeDiets.length, { error: msg.recipeDietInvalid })
    .optional(),
);

/** An empty parameter (`?course=`) means "any", as a cleared select sends it. */
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T, error: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error }).optional());

/**
 * Filters and order of the recipe lists, as query parameters so a filtered list can be shared:
 * `?course=main&diet=vegan&time=30&sort=quickest`. A recipe matches when one of its written
 * recipes has the course, suits every diet and is ready within the time.
 */
export const RecipeListFiltersSchema = z.object({
  course: optionalEnum(recipeCourses, msg.recipeCourseInvalid),
  diet: dietList,
  time: optionalEnum(recipeTimeBands, msg.recipeTimeInvalid),
  /** Newest first when absent, or best match first while searching. */
  sort: optionalEnum(recipeSorts, msg.recipeSortInvalid),
});
export type RecipeListFilters = z.infer<typeof RecipeListFiltersSchema>;

/** `GET /admin/user/youtube-recipe/`: the page, the search and the filters. */
export const RecipeListQuerySchema = CatalogListQuerySchema.extend(RecipeListFiltersSchema.shape);
export type RecipeListQuery = z.infer<typeof RecipeListQuerySchema>;

/** `GET /admin/user/recipe-category/{name}/`: the page and the filters. */
export const RecipeCategoryQuerySchema = CatalogListQuerySchema.pick({ page: true }).extend(
  RecipeListFiltersSchema.shape,
);

/** Whether any filter (or a non-default order) is set. */
export const hasRecipeFilters = (f: RecipeListFilters) =>
  Boolean(f.course || f.diet?.length || f.time || (f.sort && f.sort !== 'newest'));
