import type { RecipeListFilters } from '@simmer/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { connectedRecipes, youtubeRecipes } from '../../db/schema';
import { likeCountOf } from '../reactions/reactions.read';

/*
 * Course, diets and times belong to a recipe's written recipes (connected recipes), where the
 * admin enters them; the list filters and orders recipes by them. A recipe matches when one of
 * its written recipes satisfies every filter at once, so "vegan main under 30 minutes" never
 * mixes a vegan side with a quick main.
 */

const cr = connectedRecipes;
const timed = sql`(${cr.prepMinutes} is not null or ${cr.cookMinutes} is not null)`;
const totalMinutes = sql`coalesce(${cr.prepMinutes}, 0) + coalesce(${cr.cookMinutes}, 0)`;
const ofThisRecipe = sql`${cr.youtubeRecipeId} = ${youtubeRecipes.id}`;

/** The where clause of the filters, or undefined when none is set. */
export function recipeFilterSql(f: RecipeListFilters): SQL | undefined {
  const conditions = [
    f.course ? eq(cr.course, f.course) : undefined,
    f.diet?.length
      ? sql`${cr.diets} @> array[${sql.join(
          f.diet.map((d) => sql`${d}`),
          sql`, `,
        )}]::text[]`
      : undefined,
    f.time ? sql`${timed} and ${totalMinutes} <= ${Number(f.time)}` : undefined,
  ].filter((c): c is SQL => Boolean(c));
  if (!conditions.length) return undefined;
  return sql`exists (select 1 from ${cr} where ${ofThisRecipe} and ${and(...conditions)})`;
}

/**
 * The order of a sorted list; undefined keeps the default (newest first, or best match while
 * searching). Ties fall back to newest first so pages never shuffle.
 */
export function recipeOrderSql(sort: RecipeListFilters['sort']): SQL[] | undefined {
  const newest = [desc(youtubeRecipes.createdAt), desc(youtubeRecipes.id)];
  if (sort === 'popular') {
    const likeCount = likeCountOf('youtube_recipe', youtubeRecipes.id);
    return [sql`${likeCount} desc`, ...newest];
  }
  if (sort === 'quickest') {
    // Recipes without any time come last: "quickest" cannot place them.
    const quickest = sql`(select min(${totalMinutes}) from ${cr} where ${ofThisRecipe} and ${timed})`;
    return [sql`${quickest} asc nulls last`, ...newest];
  }
  if (sort === 'newest') return newest;
  return undefined;
}
