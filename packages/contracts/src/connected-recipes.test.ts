import { describe, expect, it } from 'vitest';
import {
  checkConnectedRecipe,
  connectedRecipePaths,
  htmlHasText,
  NewConnectedRecipeSchema,
  parentTypeOf,
} from './connected-recipes';
import { msg } from './messages';

describe('connected recipe rules', () => {
  it('names both missing fields in one headline', () => {
    expect(checkConnectedRecipe({ name: ' ', instructions: '<p></p>' })).toEqual({
      msg: msg.connectedRecipeNameAndInstructions,
      errors: {
        name: msg.connectedRecipeNameRequired,
        instructions: msg.connectedRecipeInstructionsRequired,
      },
    });
    expect(checkConnectedRecipe({ name: 'Soup', instructions: '' })?.msg).toBe(
      msg.connectedRecipeInstructionsRequired,
    );
    expect(checkConnectedRecipe({ name: 'Soup', instructions: '<p>Boil.</p>' })).toBeNull();
  });

  it('drops nameless rows, or questions them on the page when they hold data', () => {
    const ingredients = [
      { name: '', quantity: '2', category: 'fruit' },
      { name: '', quantity: '', category: '' },
      { name: 'salt', quantity: '', category: '' },
    ];
    expect(checkConnectedRecipe({ ingredients })?.errors).toEqual({
      'ingredients.2.quantity': msg.groceryQuantityRequired,
      'ingredients.2.category': msg.groceryCategoryRequired,
    });
    expect(checkConnectedRecipe({ ingredients }, { strictNames: true })?.errors).toMatchObject({
      'ingredients.0.name': msg.connectedRecipeIngredientNameRequired,
    });
  });

  it('reads the spec multipart shapes', () => {
    const parsed = NewConnectedRecipeSchema.parse({
      name: 'Soup',
      instructions: '<p>x</p>',
      content_type: 'recipe',
      youtube_recipe: '4',
      ingredients: '[{"name":"leek","quantity":2,"category":"vegetable"}]',
    });
    expect(parsed).toMatchObject({ content_type: 'youtube_recipe', youtube_recipe: 4, notes: '' });
    expect(parsed.ingredients[0]).toEqual({ name: 'leek', quantity: '2', unit: '', category: 'vegetable' });
  });

  it('knows empty rich text, parent types and page urls', () => {
    expect(htmlHasText('<p>&nbsp;</p>')).toBe(false);
    expect(htmlHasText('<p><img src="https://x/y.png"></p>')).toBe(true);
    expect(parentTypeOf('youtube-recipe')).toBe('youtube_recipe');
    expect(parentTypeOf('show')).toBeNull();
    expect(connectedRecipePaths.parent('episode', 3)).toBe('/update-episode-content/episode/3');
    expect(connectedRecipePaths.edit('recipe', 3, 9)).toBe(
      '/edit-recipe-instructions/recipe/3/edit-recipe/9',
    );
  });
});
