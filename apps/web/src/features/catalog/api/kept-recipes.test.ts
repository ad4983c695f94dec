import type { RecipeDetail } from '@simmer/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_CACHE, readKeptRecipes, recipeApiUrl, recipePictures } from './kept-recipes';

const recipe = (over: Partial<RecipeDetail> = {}) =>
  ({
    id: 7,
    title: 'Leek tart',
    title_image: '/v1/files/images/a.jpg',
    connected_recipe: [
      { recipe_image: '/v1/files/images/a.jpg' },
      { recipe_image: 'https://cdn.example.com/b.jpg' },
      { recipe_image: null },
    ],
    ...over,
  }) as unknown as RecipeDetail;

/** A Cache Storage holding the given answers by URL. */
function fakeCaches(entries: Record<string, unknown>) {
  const cache = {
    keys: async () => Object.keys(entries).map((u) => new Request(`http://localhost${u}`)),
    match: async (req: Request) => {
      const body = entries[new URL(req.url).pathname];
      return body === undefined ? undefined : new Response(JSON.stringify(body));
    },
  };
  return {
    has: async (name: string) => name === KEPT_CACHE,
    open: async () => cache,
  };
}

describe('kept recipes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the recipe's answer at the address the page asks for", () => {
    expect(recipeApiUrl(7)).toBe('/v1/admin/user/youtube-recipe/7/');
  });

  it('keeps each picture the page shows once', () => {
    expect(recipePictures(recipe())).toEqual(['/v1/files/images/a.jpg', 'https://cdn.example.com/b.jpg']);
    expect(recipePictures(recipe({ title_image: null, connected_recipe: [] }))).toEqual([]);
  });

  it('lists the recipes the kept cache holds, not its pictures', async () => {
    vi.stubGlobal(
      'caches',
      fakeCaches({
        '/v1/admin/user/youtube-recipe/7/': {
          id: 7,
          title: 'Leek tart',
          title_image: '/v1/files/images/a.jpg',
        },
        '/v1/files/images/a.jpg': 'picture',
        '/v1/admin/user/youtube-recipe/9/': { id: 9, title: 'Onion soup', title_image: null },
      }),
    );
    expect(await readKeptRecipes()).toEqual([
      { id: 7, title: 'Leek tart', image: '/v1/files/images/a.jpg' },
      { id: 9, title: 'Onion soup', image: null },
    ]);
  });

  it('lists nothing where nothing was kept or the browser has no Cache Storage', async () => {
    vi.stubGlobal('caches', { has: async () => false, open: async () => null });
    expect(await readKeptRecipes()).toEqual([]);
    vi.stubGlobal('caches', undefined);
    expect(await readKeptRecipes()).toEqual([]);
  });
});
