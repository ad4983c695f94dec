import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { connectedRecipes, ingredients, videos, youtubeRecipes } from '../../db/schema';

let t: TestApp;
type Headers = { authorization: string };

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers?: Headers,
  payload?: object,
) => t.app.inject({ method, url: `/v1${url}`, headers, payload });

async function recipe(
  name: string,
  servings: number,
  items: Array<[string, string, string]>,
  publish = true,
) {
  const db = t.database.db;
  const [parent] = await db
    .insert(youtubeRecipes)
    .values({ title: `${name} page`, isPublish: publish })
    .returning();
  const [cr] = await db
    .insert(connectedRecipes)
    .values({ name, contentType: 'youtube_recipe', youtubeRecipeId: parent!.id, servings })
    .returning();
  await db.insert(ingredients).values(
    items.map(([n, quantity, unit], position) => ({
      connectedRecipeId: cr!.id,
      name: n,
      quantity,
      unit,
      category: 'pantry',
      position,
    })),
  );
  return { recipeId: cr!.id, pageId: parent!.id };
}

let pancakes: { recipeId: number; pageId: number };
let bread: { recipeId: number; pageId: number };
let draft: { recipeId: number; pageId: number };
let premiumVideo: number;

beforeAll(async () => {
  t = await createTestApp();
  pancakes = await recipe('Pancakes', 4, [
    ['Flour', '200', 'g'],
    ['Milk', '1', 'cup'],
  ]);
  bread = await recipe('Bread', 2, [['Flour', '500', 'g']]);
  draft = await recipe('Secret', 2, [['Salt', '1', 'tsp']], false);
  const [v] = await t.database.db
    .insert(videos)
    .values({ title: 'Knife skills', isPublish: true, isPremium: true })
    .returning();
  premiumVideo = v!.id;
});
afterAll(() => t.close());

describe('collections', () => {
  it('creates, renames, fills, shares, revokes and deletes a collection; names are unique per member', async () => {
    const { headers } = await signedIn(t);
    const created = await call('POST', '/recipe-box/collections/', headers, { name: 'Weeknights' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ name: 'Weeknights', item_count: 0, share_token: null });

    const again = await call('POST', '/recipe-box/collections/', headers, { name: ' weeknights ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(msg.collectionNameTaken);
    expect((await call('POST', '/recipe-box/collections/', headers, { name: '' })).statusCode).toBe(400);

    const baking = (await call('POST', '/recipe-box/collections/', headers, { name: 'Baking' })).json().data
      .id;
    // One item in two collections.
    for (const c of [id, baking]) {
      const added = await call('POST', `/recipe-box/collections/${c}/items/`, headers, {
        content_type: 'youtube-recipe',
        content_id: pancakes.pageId,
      });
      expect(added.statusCode).toBe(201);
      expect(added.json().data.item_count).toBe(1);
    }
    await call('POST', `/recipe-box/collections/${id}/items/`, headers, {
      content_type: 'video',
      content_id: premiumVideo,
    });
    // A draft cannot go in.
    const hidden = await call('POST', `/recipe-box/collections/${id}/items/`, headers, {
      content_type: 'youtube_recipe',
      content_id: draft.pageId,
    });
    expect(hidden.statusCode).toBe(404);

    const list = await call(
      'GET',
      `/recipe-box/collections/?content_type=youtube-recipe&content_id=${pancakes.pageId}`,
      headers,
    );
    expect(list.json().results.map((c: { name: string; has_item: boolean }) => [c.name, c.has_item])).toEqual(
      [
        ['Baking', true],
        ['Weeknights', true],
      ],
    );

    const detail = await call('GET', `/recipe-box/collections/${id}/`, headers);
    expect(detail.json().count).toBe(2);
    expect(detail.json().results.map((r: { title: string }) => r.title)).toEqual([
      'Knife skills',
      'Pancakes page',
    ]);

    const renamed = await call('PATCH', `/recipe-box/collections/${id}/`, headers, { name: 'Quick dinners' });
    expect(renamed.json().data.name).toBe('Quick dinners');

    // Shared: a visitor reads it by the token, read-only; the premium video shows as a premium card.
    const shared = await call('POST', `/recipe-box/collections/${id}/share/`, headers);
    const token = shared.json().data.share_token as string;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const visitor = await call('GET', `/recipe-box/shared/${token}/`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().name).toBe('Quick dinners');
    expect(visitor.json().results).toEqual(
      expect.arrayContaining([expect.objectContaining({ title: 'Knife skills', is_premium: true })]),
    );
    expect(JSON.stringify(visitor.json())).not.toContain('share_token');
    // Read-only: the token opens nothing else, and writes need the owner.
    expect((await call('DELETE', `/recipe-box/collections/${id}/`)).statusCode).toBe(401);
    expect((await call('POST', `/recipe-box/shared/${token}/`)).statusCode).toBe(404);

    // Revoked: the old link is dead; sharing again gives a new one.
    await call('DELETE', `/recipe-box/collections/${id}/share/`, headers);
    expect((await call('GET', `/recipe-box/shared/${token}/`)).statusCode).toBe(404);
    const reshared = await call('POST', `/recipe-box/collections/${id}/share/`, headers);
    expect(reshared.json().data.share_token).not.toBe(token);

    const removed = await call(
      'DELETE',
      `/recipe-box/collections/${id}/items/youtube-recipe/${pancakes.pageId}/`,
      headers,
    );
    expect(removed.json().data.item_count).toBe(1);
    expect((await call('DELETE', `/recipe-box/collections/${id}/`, headers)).json().msg).toBe(
      msg.collectionDeleted,
    );
    expect((await call('GET', `/recipe-box/collections/${id}/`, headers)).statusCode).toBe(404);
    // The other collection keeps the item.
    expect((await call('GET', `/recipe-box/collections/${baking}/`, headers)).json().count).toBe(1);
  });

  it("another member can neither read nor change a member's collection", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const id = (await call('POST', '/recipe-box/collections/', owner.headers, { name: 'Mine' })).json().data
      .id;
    const attempts = [
      call('GET', `/recipe-box/collections/${id}/`, other.headers),
      call('PATCH', `/recipe-box/collections/${id}/`, other.headers, { name: 'Theirs' }),
      call('DELETE', `/recipe-box/collections/${id}/`, other.headers),
      call('POST', `/recipe-box/collections/${id}/items/`, other.headers, {
        content_type: 'video',
        content_id: premiumVideo,
      }),
      call('POST', `/recipe-box/collections/${id}/share/`, other.headers),
      call('DELETE', `/recipe-box/collections/${id}/share/`, other.headers),
    ];
    for (const r of await Promise.all(attempts)) {
      expect(r.statusCode).toBe(404);
      expect(r.json().msg).toBe(msg.collectionNotFound);
    }
    expect((await call('GET', '/recipe-box/collections/', other.headers)).json().count).toBe(0);
    const still = await call('GET', `/recipe-box/collections/${id}/`, owner.headers);
    expect(still.json().collection).toMatchObject({ name: 'Mine', item_count: 0, share_token: null });
  });
});

describe('cooked it', () => {
  it('keeps a dated history the member can remove from, and only theirs', async () => {
    const { headers } = await signedIn(t);
    const other = await signedIn(t);
    const item = { content_type: 'youtube-recipe', content_id: pancakes.pageId };
    const first = await call('POST', '/recipe-box/cooked/', headers, { ...item, cooked_on: '2026-11-01' });
    expect(first.statusCode).toBe(201);
    await call('POST', '/recipe-box/cooked/', headers, { ...item, cooked_on: '2026-11-20' });
    const future = await call('POST', '/recipe-box/cooked/', headers, { ...item, cooked_on: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().msg).toBe(msg.cookedDateInvalid);
    const bad = await call('POST', '/recipe-box/cooked/', headers, { ...item, cooked_on: '2026-02-31' });
    expect(bad.statusCode).toBe(400);

    const q = `/recipe-box/cooked/?content_type=youtube-recipe&content_id=${pancakes.pageId}`;
    const history = await call('GET', q, headers);
    expect(history.json().data.map((d: { cooked_on: string }) => d.cooked_on)).toEqual([
      '2026-11-20',
      '2026-11-01',
    ]);
    expect((await call('GET', q, other.headers)).json().data).toEqual([]);
    expect(
      (await call('DELETE', `/recipe-box/cooked/${first.json().data.id}/`, other.headers)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/recipe-box/cooked/${first.json().data.id}/`, headers)).statusCode).toBe(
      200,
    );
    expect((await call('GET', q, headers)).json().data).toHaveLength(1);
  });
});

describe('meal plans', () => {
  it('plans a week, moves, sets servings, copies to the next week and merges into a grocery list', async () => {
    const { headers } = await signedIn(t);
    // 2026-11-25 is a Wednesday: its week starts on Monday 2026-11-23.
    const add = (body: object) => call('POST', '/meal-plans/entries/', headers, body);
    const a = await add({ recipe_id: pancakes.recipeId, day: '2026-11-25', meal: 'breakfast' });
    expect(a.statusCode).toBe(201);
    expect(a.json().data).toMatchObject({
      servings: 4,
      recipe: { name: 'Pancakes', content_type: 'youtube-recipe' },
    });
    const b = await add({ recipe_id: bread.recipeId, day: '2026-11-26', meal: 'dinner', servings: 4 });
    expect((await add({ recipe_id: draft.recipeId, day: '2026-11-26', meal: 'dinner' })).statusCode).toBe(
      404,
    );
    expect((await add({ recipe_id: bread.recipeId, day: '2026-13-01', meal: 'dinner' })).statusCode).toBe(
      400,
    );
    expect((await add({ recipe_id: bread.recipeId, day: '2026-11-26', meal: 'brunch' })).statusCode).toBe(
      400,
    );

    const moved = await call('PATCH', `/meal-plans/entries/${a.json().data.id}/`, headers, {
      day: '2026-11-27',
      meal: 'lunch',
    });
    expect(moved.json()).toMatchObject({
      msg: msg.mealPlanMoved,
      data: { day: '2026-11-27', meal: 'lunch' },
    });
    await call('PATCH', `/meal-plans/entries/${a.json().data.id}/`, headers, { servings: 8 });

    const week = await call('GET', '/meal-plans/?week=2026-11-25', headers);
    expect(week.json().week).toBe('2026-11-23');
    expect(week.json().entries.map((e: { day: string; servings: number }) => [e.day, e.servings])).toEqual([
      ['2026-11-26', 4],
      ['2026-11-27', 8],
    ]);

    // A list the member already has, holding flour: the week merges into it.
    const list = await call('POST', '/grocery/lists/', headers, {
      list_name: 'Saturday',
      grocery_items: [{ item_name: 'Flour', quantity: '100', unit: 'g', category: 'pantry' }],
    });
    const listId = list.json().data.id;
    const made = await call('POST', '/meal-plans/grocery-list/', headers, {
      week: '2026-11-23',
      list_id: listId,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toEqual({ list_id: listId, list_name: 'Saturday' });
    const items = (await call('GET', `/grocery/lists/${listId}/`, headers)).json().grocery_items as Array<{
      item_name: string;
      quantity: string;
      unit: string;
    }>;
    // 100 g + pancakes at 8 servings (400 g) + bread at 4 servings (1000 g) = 1.5 kg, one line.
    const flour = items.filter((i) => i.item_name.toLowerCase() === 'flour');
    expect(flour).toHaveLength(1);
    expect(`${flour[0]!.quantity} ${flour[0]!.unit}`).toBe('1.5 kg');
    const milk = items.find((i) => i.item_name === 'Milk');
    expect(`${milk!.quantity} ${milk!.unit}`).toBe('2 cup');

    // A new list by default.
    const fresh = await call('POST', '/meal-plans/grocery-list/', headers, { week: '2026-11-23' });
    expect(fresh.json().data.list_name).toBe('Week of 2026-11-23');

    const copied = await call('POST', '/meal-plans/copy-next-week/', headers, { week: '2026-11-23' });
    expect(copied.json().data.week).toBe('2026-11-30');
    expect(copied.json().data.entries.map((e: { day: string; meal: string }) => [e.day, e.meal])).toEqual([
      ['2026-12-03', 'dinner'],
      ['2026-12-04', 'lunch'],
    ]);
    const empty = await call('POST', '/meal-plans/copy-next-week/', headers, { week: '2027-01-04' });
    expect(empty.statusCode).toBe(400);
    expect((await call('DELETE', `/meal-plans/entries/${b.json().data.id}/`, headers)).statusCode).toBe(200);
    expect((await call('GET', '/meal-plans/?week=2026-11-23', headers)).json().entries).toHaveLength(1);
  });

  it("another member can neither read nor change a member's plan or use their grocery list", async () => {
    const owner = await signedIn(t);
    const other = await signedIn(t);
    const entry = await call('POST', '/meal-plans/entries/', owner.headers, {
      recipe_id: bread.recipeId,
      day: '2026-11-24',
      meal: 'dinner',
    });
    const id = entry.json().data.id;
    expect((await call('GET', '/meal-plans/?week=2026-11-24', other.headers)).json().entries).toEqual([]);
    expect(
      (await call('PATCH', `/meal-plans/entries/${id}/`, other.headers, { servings: 9 })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/meal-plans/entries/${id}/`, other.headers)).statusCode).toBe(404);
    const ownerList = (await call('POST', '/grocery/lists/', owner.headers, { list_name: 'Mine' })).json()
      .data.id;
    await call('POST', '/meal-plans/entries/', other.headers, {
      recipe_id: bread.recipeId,
      day: '2026-11-24',
      meal: 'lunch',
    });
    const into = await call('POST', '/meal-plans/grocery-list/', other.headers, {
      week: '2026-11-24',
      list_id: ownerList,
    });
    expect(into.statusCode).toBe(404);
    expect((await call('GET', `/grocery/lists/${ownerList}/`, owner.headers)).json().grocery_items).toEqual(
      [],
    );
    expect((await call('GET', '/meal-plans/?week=2026-11-24', owner.headers)).json().entries).toHaveLength(1);
  });

  it('finds published recipes by name for the planner', async () => {
    const { headers } = await signedIn(t);
    const found = await call('GET', '/meal-plans/recipes/?search=brea', headers);
    expect(found.json().data.map((r: { name: string }) => r.name)).toEqual(['Bread']);
    expect((await call('GET', '/meal-plans/recipes/?search=secr', headers)).json().data).toEqual([]);
    expect((await call('GET', '/meal-plans/recipes/?search=%25', headers)).json().data).toEqual([]);
  });
});
