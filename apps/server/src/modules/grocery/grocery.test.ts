import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { connectedRecipes, ingredients, youtubeRecipes } from '../../db/schema';

let t: TestApp;
type Headers = { authorization: string };

async function recipe(opts: {
  publish?: boolean;
  servings?: number;
  name: string;
  items: Array<[string, string, string, string]>;
}) {
  const db = t.database.db;
  const [parent] = await db
    .insert(youtubeRecipes)
    .values({ title: `${opts.name} video`, isPublish: opts.publish ?? true })
    .returning();
  const [cr] = await db
    .insert(connectedRecipes)
    .values({
      name: opts.name,
      contentType: 'youtube_recipe',
      youtubeRecipeId: parent!.id,
      servings: opts.servings ?? 4,
    })
    .returning();
  await db.insert(ingredients).values(
    opts.items.map(([name, quantity, unit, category], position) => ({
      connectedRecipeId: cr!.id,
      name,
      quantity,
      unit,
      category,
      position,
    })),
  );
  return cr!.id;
}

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers?: Headers,
  payload?: object,
) => t.app.inject({ method, url: `/v1${url}`, headers, payload });

let pancakes: number;
let crepes: number;

beforeAll(async () => {
  t = await createTestApp();
  pancakes = await recipe({
    name: 'Pancakes',
    items: [
      ['Milk', '1', 'cup', 'Dairy'],
      ['Flour', '1 1/2', 'cup', 'pantry'],
      ['Salt', 'a pinch', '', ''],
    ],
  });
  crepes = await recipe({
    name: 'Crepes',
    items: [
      ['milk', '1/2', 'cup', 'dairy'],
      ['Eggs', '2', '', 'dairy'],
    ],
  });
});
afterAll(() => t.close());

describe('grocery lists', () => {
  it('creates, reads, renames, pages and deletes a list', async () => {
    const { headers } = await signedIn(t);
    const created = await call('POST', '/grocery/lists/', headers, { list_name: 'Weekend' });
    expect(created.statusCode).toBe(201);
    expect(created.json().msg).toBe(msg.grocerySubmitted);
    const id = created.json().data.id;

    const read = await call('GET', `/grocery/lists/${id}/`, headers);
    expect(read.json()).toMatchObject({ id, list_name: 'Weekend', grocery_items: [], related_recipes: [] });

    const renamed = await call('PATCH', `/grocery/lists/${id}/`, headers, { list_name: 'Sunday' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ msg: msg.groceryUpdated, data: { list_name: 'Sunday' } });

    const page = await call('GET', '/grocery/lists/', headers);
    expect(page.json()).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.json().results[0].list_name).toBe('Sunday');

    const gone = await call('DELETE', `/grocery/lists/${id}/`, headers);
    expect(gone.json().msg).toBe(msg.groceryListDeleted);
    expect((await call('GET', `/grocery/lists/${id}/`, headers)).statusCode).toBe(404);
  });

  it('pages lists 25 at a time', async () => {
    const { headers } = await signedIn(t);
    for (let i = 0; i < 26; i++) await call('POST', '/grocery/lists/', headers, { list_name: `List ${i}` });
    const first = (await call('GET', '/grocery/lists/', headers)).json();
    expect(first.count).toBe(26);
    expect(first.results).toHaveLength(25);
    expect(first.next).toBe('/v1/grocery/lists/?page=2');
    const second = (await call('GET', '/grocery/lists/?page=2', headers)).json();
    expect(second.results).toHaveLength(1);
    expect(second.previous).toBe('/v1/grocery/lists/?page=1');
  });

  it('answers the spec messages for missing fields', async () => {
    const { headers } = await signedIn(t);
    const noName = await call('POST', '/grocery/lists/', headers, { list_name: '  ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({
      msg: msg.groceryListNameRequired,
      errors: { list_name: msg.groceryListNameRequired },
    });

    const list = (await call('POST', '/grocery/lists/', headers, { list_name: 'L' })).json().data;
    const cases: Array<[object, string, string]> = [
      [{ quantity: '1', category: 'fruit' }, 'item_name', msg.groceryItemNameRequired],
      [{ item_name: 'Apple', category: 'fruit' }, 'quantity', msg.groceryQuantityRequired],
      [{ item_name: 'Apple', quantity: '', category: 'fruit' }, 'quantity', msg.groceryQuantityRequired],
      [{ item_name: 'Apple', quantity: '2' }, 'category', msg.groceryCategoryRequired],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', '/grocery/items/', headers, { ...body, grocery_list: list.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
  });

  it('refuses visitors', async () => {
    expect((await call('GET', '/grocery/lists/')).statusCode).toBe(401);
    expect((await call('POST', '/grocery/category/typeahead/', undefined, { search: 'f' })).statusCode).toBe(
      401,
    );
  });
});

describe('grocery items', () => {
  it('adds, sums same name and unit, toggles purchased and deletes', async () => {
    const { headers } = await signedIn(t);
    const list = (await call('POST', '/grocery/lists/', headers, { list_name: 'Market' })).json().data;
    const add = (body: object) =>
      call('POST', '/grocery/items/', headers, { grocery_list: list.id, ...body });

    const first = await add({ item_name: 'Apples', quantity: '2', unit: 'kg', category: 'Fruit' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      msg: msg.grocerySubmitted,
      data: {
        item_name: 'Apples',
        quantity: '2',
        unit: 'kg',
        category: 'fruit',
        purchased: false,
        related_recipe: null,
      },
    });
    const itemId = first.json().data.id;

    const patched = await call('PATCH', `/grocery/items/${itemId}/`, headers, { purchased: true });
    expect(patched.json().data.purchased).toBe(true);
    // Setting the same value again (a replay after a lost connection) changes nothing.
    expect(
      (await call('PATCH', `/grocery/items/${itemId}/`, headers, { purchased: true })).json().data.purchased,
    ).toBe(true);

    const again = await add({ item_name: 'apples', quantity: '1/2', unit: 'KG', category: 'fruit' });
    // Metric amounts read as decimals; the line keeps one unit.
    expect(again.json().data).toMatchObject({ id: itemId, quantity: '2.5', unit: 'kg', purchased: false });
    await add({ item_name: 'Apples', quantity: '3', category: 'fruit' });
    const view = (await call('GET', `/grocery/lists/${list.id}/`, headers)).json();
    expect(
      view.grocery_items.map((i: { quantity: string; unit: string }) => `${i.quantity}${i.unit}`),
    ).toEqual(['2.5kg', '3']);

    const deleted = await call('DELETE', `/grocery/items/${itemId}/`, headers);
    expect(deleted.json().msg).toBe(msg.groceryItemDeleted);
    expect((await call('GET', `/grocery/lists/${list.id}/`, headers)).json().grocery_items).toHaveLength(1);
  });

  it('adds a list of items on create and with add_grocery_items', async () => {
    const { headers } = await signedIn(t);
    const res = await call('POST', '/grocery/lists/', headers, {
      list_name: 'Party',
      grocery_items: [{ item_name: 'Lemons', quantity: 3, category: 'fruit' }],
    });
    const list = res.json().data;
    expect(list.grocery_items[0]).toMatchObject({ item_name: 'Lemons', quantity: '3' });
    const patched = await call('PATCH', `/grocery/lists/${list.id}/`, headers, {
      add_grocery_items: [{ item_name: 'lemons', quantity: '2', category: 'fruit' }],
    });
    expect(patched.json().data.grocery_items).toHaveLength(1);
    expect(patched.json().data.grocery_items[0].quantity).toBe('5');
  });
});

describe("a recipe's ingredients", () => {
  it('adds them, sums them when added again, and deletes them by recipe', async () => {
    const { headers } = await signedIn(t);
    const created = await call('POST', '/grocery/lists/', headers, {
      list_name: 'Brunch',
      add_recipe: pancakes,
    });
    const list = created.json().data;
    expect(list.related_recipes).toEqual([{ id: pancakes, name: 'Pancakes' }]);
    const byName = (l: { grocery_items: Array<{ item_name: string }> }, n: string) =>
      l.grocery_items.find((i) => i.item_name === n) as Record<string, unknown>;
    expect(byName(list, 'Milk')).toMatchObject({
      quantity: '1',
      unit: 'cup',
      category: 'dairy',
      related_recipe: pancakes,
      related_recipe_data: { id: pancakes, name: 'Pancakes' },
    });
    expect(byName(list, 'Salt')).toMatchObject({ quantity: 'a pinch', category: 'other' });

    const twice = (
      await call('PATCH', `/grocery/lists/${list.id}/`, headers, { add_recipe: pancakes })
    ).json().data;
    expect(twice.grocery_items).toHaveLength(3);
    expect(byName(twice, 'Milk').quantity).toBe('2');
    expect(byName(twice, 'Flour').quantity).toBe('3');
    expect(byName(twice, 'Salt').quantity).toBe('a pinch');

    const both = (await call('PATCH', `/grocery/lists/${list.id}/`, headers, { add_recipe: crepes })).json()
      .data;
    expect(byName(both, 'Milk').quantity).toBe('2 1/2');
    expect(byName(both, 'Milk').related_recipes).toHaveLength(2);
    expect(both.related_recipes.map((r: { id: number }) => r.id)).toEqual([pancakes, crepes]);

    const after = await call('DELETE', `/grocery/lists/${list.id}/recipes/${pancakes}/`, headers);
    expect(after.statusCode).toBe(200);
    const left = after.json().data;
    expect(
      left.grocery_items.map((i: { item_name: string; quantity: string }) => `${i.item_name} ${i.quantity}`),
    ).toEqual(['Eggs 2', 'Milk 1/2']);
    expect(left.related_recipes).toEqual([{ id: crepes, name: 'Crepes' }]);
  });

  it('keeps what the member typed when the recipe is deleted from the list', async () => {
    const { headers } = await signedIn(t);
    const list = (
      await call('POST', '/grocery/lists/', headers, { list_name: 'Mine', add_recipe: crepes })
    ).json().data;
    await call('POST', '/grocery/items/', headers, {
      grocery_list: list.id,
      item_name: 'Eggs',
      quantity: '6',
      category: 'dairy',
    });
    const left = (await call('DELETE', `/grocery/lists/${list.id}/recipes/${crepes}/`, headers)).json().data;
    expect(left.grocery_items).toMatchObject([{ item_name: 'Eggs', quantity: '6', related_recipe: null }]);
  });

  it('refuses unknown and unpublished recipes', async () => {
    const { headers } = await signedIn(t);
    const hidden = await recipe({ name: 'Secret', publish: false, items: [['Saffron', '1', 'g', 'spices']] });
    for (const id of [hidden, 999999]) {
      const res = await call('POST', '/grocery/lists/', headers, { list_name: 'X', add_recipe: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(msg.groceryRecipeNotFound);
    }
  });
});

describe('scaling and merging across units', () => {
  it('adds a recipe scaled to the servings asked for, as cooks write fractions', async () => {
    const { headers } = await signedIn(t);
    const created = await call('POST', '/grocery/lists/', headers, {
      list_name: 'Dinner for six',
      add_recipe: pancakes,
      servings: 6,
    });
    expect(created.statusCode).toBe(201);
    const lines = created
      .json()
      .data.grocery_items.map((i: { item_name: string; quantity: string; unit: string }) =>
        `${i.item_name}: ${i.quantity} ${i.unit}`.trim(),
      );
    // Pancakes serve 4: x1.5.
    expect(lines).toEqual(['Milk: 1 1/2 cup', 'Salt: a pinch', 'Flour: 2 1/4 cup']);
  });

  it('refuses servings out of range with a message', async () => {
    const { headers } = await signedIn(t);
    const res = await call('POST', '/grocery/lists/', headers, {
      list_name: 'X',
      add_recipe: pancakes,
      servings: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.recipeServingsInvalid);
  });

  it('merges g with kg, ml with l, tsp/tbsp/cup and oz/lb into one line in a sensible unit', async () => {
    const { headers } = await signedIn(t);
    const list = (
      await call('POST', '/grocery/lists/', headers, {
        list_name: 'Merging',
        grocery_items: [
          { item_name: 'Flour', quantity: '500', unit: 'g', category: 'pantry' },
          { item_name: 'flour', quantity: '1', unit: 'kg', category: 'pantry' },
          { item_name: 'Stock', quantity: '250', unit: 'ml', category: 'pantry' },
          { item_name: 'Stock', quantity: '1', unit: 'l', category: 'pantry' },
          { item_name: 'Sugar', quantity: '1', unit: 'cup', category: 'pantry' },
          { item_name: 'Sugar', quantity: '4', unit: 'tablespoons', category: 'pantry' },
          { item_name: 'Cheese', quantity: '8', unit: 'oz', category: 'dairy' },
          { item_name: 'Cheese', quantity: '1', unit: 'lb', category: 'dairy' },
          { item_name: 'Garlic', quantity: '2-3', unit: 'cloves', category: 'vegetable' },
          { item_name: 'Tomatoes', quantity: '1 (14 oz)', unit: 'can', category: 'canned goods' },
          { item_name: 'Tomatoes', quantity: '1', unit: '(14 oz) can', category: 'canned goods' },
          { item_name: 'Sugar', quantity: '100', unit: 'g', category: 'pantry' },
        ],
      })
    ).json().data;
    const lines = list.grocery_items.map(
      (i: { item_name: string; quantity: string; unit: string }) => `${i.item_name}: ${i.quantity} ${i.unit}`,
    );
    expect(lines).toEqual([
      'Tomatoes: 2 (14 oz) can',
      'Cheese: 1 1/2 lb',
      'Flour: 1.5 kg',
      'Stock: 1.25 l',
      'Sugar: 1 1/4 cup',
      // Grams do not add to cups: a second line.
      'Sugar: 100 g',
      'Garlic: 2-3 cloves',
    ]);
    const flour = list.grocery_items.find((i: { item_name: string }) => i.item_name === 'Flour');
    expect(flour.related_recipes).toEqual([]);
  });

  it('totals mixed systems in the units the member chose in the profile', async () => {
    const { headers } = await signedIn(t);
    const saved = await call('PUT', '/users/profile/units/', headers, { unit_system: 'us' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ msg: msg.unitsSaved, data: { unit_system: 'us' } });
    const list = (
      await call('POST', '/grocery/lists/', headers, {
        list_name: 'US',
        grocery_items: [
          { item_name: 'Butter', quantity: '1', unit: 'lb', category: 'dairy' },
          { item_name: 'Butter', quantity: '100', unit: 'g', category: 'dairy' },
        ],
      })
    ).json().data;
    expect(
      list.grocery_items.map((i: { quantity: string; unit: string }) => `${i.quantity} ${i.unit}`),
    ).toEqual(['1 1/4 lb']);
    const bad = await call('PUT', '/users/profile/units/', headers, { unit_system: 'imperial' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(msg.unitsInvalid);
  });

  it('takes a removed recipe share off a merged line and writes the rest in its unit', async () => {
    const { headers } = await signedIn(t);
    const list = (
      await call('POST', '/grocery/lists/', headers, {
        list_name: 'Shares',
        grocery_items: [{ item_name: 'Milk', quantity: '2', unit: 'tbsp', category: 'dairy' }],
        add_recipe: crepes,
      })
    ).json().data;
    const milk = () =>
      list.grocery_items.find((i: { item_name: string }) => i.item_name.toLowerCase() === 'milk');
    expect(`${milk().quantity} ${milk().unit}`).toBe('10 tbsp'); // 2 tbsp + 1/2 cup: no cook measures 5/8 cup
    const after = (await call('DELETE', `/grocery/lists/${list.id}/recipes/${crepes}/`, headers)).json().data;
    const left = after.grocery_items.find((i: { item_name: string }) => i.item_name.toLowerCase() === 'milk');
    expect(`${left.quantity} ${left.unit}`).toBe('2 tbsp');
  });
});

describe('recipes on a list', () => {
  it('answers the whole recipes whose ingredients are on the list, to its owner only', async () => {
    const { headers } = await signedIn(t);
    const list = (
      await call('POST', '/grocery/lists/', headers, { list_name: 'Cook', add_recipe: pancakes })
    ).json().data;
    const res = await call('GET', `/grocery/lists/${list.id}/recipes/`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual(['Pancakes']);
    expect(res.json().data[0].ingredients).toHaveLength(3);
    const other = await signedIn(t);
    expect((await call('GET', `/grocery/lists/${list.id}/recipes/`, other.headers)).statusCode).toBe(404);
  });
});

describe("another member's list", () => {
  it('is invisible and unchangeable: every call answers 404', async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const list = (
      await call('POST', '/grocery/lists/', owner.headers, { list_name: 'Private', add_recipe: pancakes })
    ).json().data;
    const item = list.grocery_items[0];

    const attempts = [
      call('GET', `/grocery/lists/${list.id}/`, other.headers),
      call('PATCH', `/grocery/lists/${list.id}/`, other.headers, { list_name: 'Mine now' }),
      call('DELETE', `/grocery/lists/${list.id}/`, other.headers),
      call('DELETE', `/grocery/lists/${list.id}/recipes/${pancakes}/`, other.headers),
      call('POST', '/grocery/items/', other.headers, {
        grocery_list: list.id,
        item_name: 'A',
        quantity: '1',
        category: 'fruit',
      }),
      call('PATCH', `/grocery/items/${item.id}/`, other.headers, { purchased: true }),
      call('DELETE', `/grocery/items/${item.id}/`, other.headers),
    ];
    for (const res of await Promise.all(attempts)) expect(res.statusCode).toBe(404);

    expect((await call('GET', '/grocery/lists/', other.headers)).json().count).toBe(0);
    const still = (await call('GET', `/grocery/lists/${list.id}/`, owner.headers)).json();
    expect(still.list_name).toBe('Private');
    expect(still.grocery_items).toHaveLength(list.grocery_items.length);
    expect(still.grocery_items.every((i: { purchased: boolean }) => !i.purchased)).toBe(true);
  });
});

describe('category typeahead', () => {
  it('suggests fruit and vegetable by default, then matches of the text', async () => {
    const { headers } = await signedIn(t);
    const search = async (s: string, h: Headers = headers) =>
      (await call('POST', '/grocery/category/typeahead/', h, { search: s })).json().data as string[];
    expect(await search('')).toEqual(['fruit', 'vegetable']);
    expect(await search('da')).toContain('dairy');
    expect((await search('veg'))[0]).toBe('vegetable');
    expect(await search('zzz')).toEqual([]);

    const list = (await call('POST', '/grocery/lists/', headers, { list_name: 'T' })).json().data;
    await call('POST', '/grocery/items/', headers, {
      grocery_list: list.id,
      item_name: 'Kimchi',
      quantity: '1',
      category: 'Korean aisle',
    });
    expect(await search('korean')).toEqual(['korean aisle']);
    // One member's own categories are not suggested to another.
    const other = await signedIn(t);
    expect(await search('korean', other.headers)).toEqual([]);
    // Percent signs are matched literally.
    expect(await search('%')).toEqual([]);
  });
});
