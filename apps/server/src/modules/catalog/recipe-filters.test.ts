import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../../test/harness';
import { likes } from '../../db/schema';
import {
  addConnectedRecipe,
  createYoutubeRecipe,
  type RecipeDetailsColumns,
  setTags,
} from './editing.service';

let t: TestApp;
const ids = {} as Record<string, number>;

const titles = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1${url}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { results: Array<{ title: string }> }).results.map((r) => r.title);
};
const status = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1${url}` });
  return { code: res.statusCode, body: res.json() as { msg: string; errors?: Record<string, string> } };
};

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

/** A published recipe with one written recipe carrying `details`, created `age` days ago. */
async function recipe(
  key: string,
  title: string,
  age: number,
  details: RecipeDetailsColumns,
  tags: string[] = [],
) {
  const db = t.database.db;
  const row = await createYoutubeRecipe(db, { title, isPublish: true, createdAt: daysAgo(age) });
  await addConnectedRecipe(db, {
    name: title,
    instructions: '<p>Cook.</p>',
    parent: { type: 'youtube_recipe', id: row.id },
    ingredients: [],
    details,
  });
  await setTags(db, 'youtube_recipe', row.id, tags);
  ids[key] = row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Newest first: Salad (1 day), Pancakes (2), Curry (3), Stew (4), Brownies (5), Toast (6, no facts).
  await recipe(
    'salad',
    'Green Salad',
    1,
    { course: 'side', diets: ['vegan', 'gluten-free'], prepMinutes: 10 },
    ['Summer'],
  );
  await recipe(
    'pancakes',
    'Pancakes',
    2,
    { course: 'breakfast', diets: ['vegetarian'], prepMinutes: 5, cookMinutes: 15 },
    ['Popular'],
  );
  await recipe(
    'curry',
    'Chickpea Curry',
    3,
    { course: 'main', diets: ['vegan', 'vegetarian'], prepMinutes: 10, cookMinutes: 30 },
    ['Popular'],
  );
  await recipe('stew', 'Beef Stew', 4, { course: 'main', diets: [], prepMinutes: 20, cookMinutes: 120 }, [
    'Popular',
  ]);
  await recipe('brownies', 'Brownies', 5, { course: 'dessert', diets: ['vegetarian'], cookMinutes: 25 });
  await recipe('toast', 'Plain Toast', 6, {});
  // A draft never shows, whatever the filters.
  const draft = await createYoutubeRecipe(db, { title: 'Draft Vegan Main', isPublish: false });
  await addConnectedRecipe(db, {
    name: 'Draft',
    instructions: '<p>x</p>',
    parent: { type: 'youtube_recipe', id: draft.id },
    ingredients: [],
    details: { course: 'main', diets: ['vegan'], prepMinutes: 1 },
  });
  // Likes: Stew 3, Brownies 2, Salad 1.
  const people = await Promise.all([createUser(t), createUser(t), createUser(t)]);
  const like = (id: number, n: number) =>
    people.slice(0, n).map((p) => ({ userId: p.id, contentType: 'youtube_recipe' as const, contentId: id }));
  await db.insert(likes).values([...like(ids.stew!, 3), ...like(ids.brownies!, 2), ...like(ids.salad!, 1)]);
});
afterAll(() => t.close());

describe('recipe list filters', () => {
  const list = '/admin/user/youtube-recipe/';

  it('lists every published recipe newest first without filters', async () => {
    expect(await titles(list)).toEqual([
      'Green Salad',
      'Pancakes',
      'Chickpea Curry',
      'Beef Stew',
      'Brownies',
      'Plain Toast',
    ]);
  });

  it('filters by course', async () => {
    expect(await titles(`${list}?course=main`)).toEqual(['Chickpea Curry', 'Beef Stew']);
    expect(await titles(`${list}?course=drink`)).toEqual([]);
  });

  it('filters by total time band, prep plus cook', async () => {
    expect(await titles(`${list}?time=15`)).toEqual(['Green Salad']);
    expect(await titles(`${list}?time=30`)).toEqual(['Green Salad', 'Pancakes', 'Brownies']);
    expect(await titles(`${list}?time=60`)).toEqual([
      'Green Salad',
      'Pancakes',
      'Chickpea Curry',
      'Brownies',
    ]);
  });

  it('filters by diet; several diets must all be suited', async () => {
    expect(await titles(`${list}?diet=vegan`)).toEqual(['Green Salad', 'Chickpea Curry']);
    expect(await titles(`${list}?diet=vegan,vegetarian`)).toEqual(['Chickpea Curry']);
    expect(await titles(`${list}?diet=vegan&diet=gluten-free`)).toEqual(['Green Salad']);
  });

  it('combines filters, search and paging links', async () => {
    expect(await titles(`${list}?course=main&diet=vegan&time=60`)).toEqual(['Chickpea Curry']);
    expect(await titles(`${list}?course=main&time=30`)).toEqual([]);
    expect(await titles(`${list}?search=curry&diet=vegan`)).toEqual(['Chickpea Curry']);
    expect(await titles(`${list}?search=curry&diet=gluten-free`)).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: `/v1${list}?course=main&sort=popular` });
    expect(res.json()).toMatchObject({ count: 2, next: null, previous: null });
  });

  it('treats an empty parameter as no filter', async () => {
    expect(await titles(`${list}?course=&diet=&time=&sort=`)).toHaveLength(6);
  });

  it('sorts by popularity, then newest', async () => {
    expect(await titles(`${list}?sort=popular`)).toEqual([
      'Beef Stew',
      'Brownies',
      'Green Salad',
      'Pancakes',
      'Chickpea Curry',
      'Plain Toast',
    ]);
  });

  it('sorts by quickest total time, recipes without a time last', async () => {
    expect(await titles(`${list}?sort=quickest`)).toEqual([
      'Green Salad',
      'Pancakes',
      'Brownies',
      'Chickpea Curry',
      'Beef Stew',
      'Plain Toast',
    ]);
    expect(await titles(`${list}?sort=quickest&diet=vegetarian`)).toEqual([
      'Pancakes',
      'Brownies',
      'Chickpea Curry',
    ]);
  });

  it('sorts search results when asked, by relevance otherwise', async () => {
    expect(await titles(`${list}?search=pancakes`)).toEqual(['Pancakes']);
    expect(await titles(`${list}?sort=newest&course=main`)).toEqual(['Chickpea Curry', 'Beef Stew']);
  });

  it('filters and sorts a category list', async () => {
    const category = '/admin/user/recipe-category/Popular/';
    expect(await titles(category)).toEqual(['Pancakes', 'Chickpea Curry', 'Beef Stew']);
    expect(await titles(`${category}?course=main`)).toEqual(['Chickpea Curry', 'Beef Stew']);
    expect(await titles(`${category}?sort=popular`)).toEqual(['Beef Stew', 'Pancakes', 'Chickpea Curry']);
    expect(await titles(`${category}?diet=vegetarian&sort=quickest`)).toEqual(['Pancakes', 'Chickpea Curry']);
  });

  it('rejects unknown values with a catalogue message', async () => {
    const cases: Array<[string, string, string]> = [
      ['course=lunch', 'course', msg.recipeCourseInvalid],
      ['diet=keto', 'diet', msg.recipeDietInvalid],
      ['diet=vegan,paleo', 'diet', msg.recipeDietInvalid],
      ['time=45', 'time', msg.recipeTimeInvalid],
      ['sort=oldest', 'sort', msg.recipeSortInvalid],
    ];
    for (const [query, field, message] of cases) {
      for (const path of [list, '/admin/user/recipe-category/Popular/']) {
        const res = await status(`${path}?${query}`);
        expect(res.code, `${path}?${query}`).toBe(400);
        expect(res.body.msg).toBe(message);
        expect(Object.entries(res.body.errors ?? {}).find(([k]) => k.startsWith(field))?.[1]).toBe(message);
      }
    }
  });
});
