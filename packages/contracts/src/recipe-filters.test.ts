import { describe, expect, it } from 'vitest';
import { msg } from './messages';
import { hasRecipeFilters, RecipeListQuerySchema } from './recipe-filters';

describe('recipe list filters', () => {
  it('reads course, diets, time and order, and leaves empty values out', () => {
    expect(
      RecipeListQuerySchema.parse({
        course: 'main',
        diet: 'vegan, gluten-free',
        time: '30',
        sort: 'quickest',
      }),
    ).toEqual({ page: 1, course: 'main', diet: ['vegan', 'gluten-free'], time: '30', sort: 'quickest' });
    expect(RecipeListQuerySchema.parse({ diet: ['vegan', 'vegan,dairy-free'] }).diet).toEqual([
      'vegan',
      'dairy-free',
    ]);
    expect(RecipeListQuerySchema.parse({ course: '', diet: '', time: '', sort: '' })).toEqual({ page: 1 });
  });

  it.each([
    [{ course: 'lunch' }, msg.recipeCourseInvalid],
    [{ diet: 'keto' }, msg.recipeDietInvalid],
    [{ time: '45' }, msg.recipeTimeInvalid],
    [{ sort: 'oldest' }, msg.recipeSortInvalid],
  ])('refuses %o with its message', (query, message) => {
    const r = RecipeListQuerySchema.safeParse(query);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('knows when a list is filtered or re-ordered', () => {
    expect(hasRecipeFilters({})).toBe(false);
    expect(hasRecipeFilters({ sort: 'newest' })).toBe(false);
    expect(hasRecipeFilters({ sort: 'popular' })).toBe(true);
    expect(hasRecipeFilters({ diet: ['vegan'] })).toBe(true);
  });
});
