import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { multipartBody } from '../../../test/multipart';
import { connectedRecipes, ingredients, youtubeRecipes } from '../../db/schema';
import { createEpisode, createShow, createVideo, createYoutubeRecipe } from '../catalog/editing.service';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let png: Buffer;
const ids = {} as Record<string, number>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers?: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers, ...(payload ? { payload } : {}) });

const multipart = (fields: Record<string, string>, image?: Buffer) =>
  multipartBody(fields, image ? { recipe_image: { name: 'dish.png', type: 'image/png', data: image } } : {});

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Pan sauce',
  instructions: '<p>Reduce the stock.</p>',
  notes: '<p>Keep warm.</p>',
  content_type: 'video',
  video: ids.video,
  ingredients: [
    { name: 'stock', quantity: '250', unit: 'ml', category: 'pantry' },
    { name: 'butter', quantity: '20', unit: 'g', category: 'dairy' },
  ],
  ...over,
});
const add = (body: object, headers = admin) => call('POST', '/admin/add-connected-recipe/', headers, body);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await signedIn(t, { role: 'admin' })).headers;
  member = (await signedIn(t)).headers;
  ids.video = (await createVideo(db, { title: 'Knife Skills', isPublish: false })).id;
  ids.publishedVideo = (await createVideo(db, { title: 'Stocks', isPublish: true })).id;
  ids.recipe = (await createYoutubeRecipe(db, { title: 'Pancakes', isPublish: true })).id;
  const show = await createShow(db, { title: 'Weeknight Kitchen' });
  ids.episode = (await createEpisode(db, { showId: show.id, title: 'Fajitas', isPublish: true })).id;
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c05020' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

describe('access', () => {
  it('refuses visitors (401) and members (403) on every route', async () => {
    const routes: Array<[Method, string, object?]> = [
      ['POST', '/admin/add-connected-recipe/', valid()],
      ['PUT', '/admin/edit-connected-recipe/1/', { name: 'x' }],
      ['GET', '/admin/connected-recipe/1/'],
      ['DELETE', '/admin/connected-recipe/1/'],
      ['GET', `/admin/connected-recipes/video/${ids.video}/`],
      ['POST', '/admin/connected-recipe/category-search/', { search: 'da' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, member, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await t.database.db.select().from(connectedRecipes)).toHaveLength(0);
  });
});

describe('add-connected-recipe', () => {
  it('creates a recipe, drops nameless ingredients and sanitizes the HTML', async () => {
    const res = await add(
      valid({
        instructions:
          '<p onclick="steal()">Reduce.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
        notes: '<a href="javascript:alert(1)">notes</a>',
        ingredients: [
          { name: 'stock', quantity: '250', unit: 'ml', category: 'pantry' },
          { name: '   ', quantity: '2', unit: '', category: 'fruit' },
          { name: '', quantity: '', unit: '', category: '' },
          { name: 'salt', quantity: 1, category: 'spices' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.msg).toBe(msg.connectedRecipeUploaded);
    expect(body.data).toMatchObject({
      name: 'Pan sauce',
      content_type: 'video',
      video: ids.video,
      episode: null,
    });
    expect(body.data.ingredients.map((i: { name: string }) => i.name)).toEqual(['stock', 'salt']);
    expect(body.data.ingredients[1]).toMatchObject({ quantity: '1', unit: '', category: 'spices' });
    expect(body.data.instructions).not.toMatch(/script|onclick|onerror/);
    expect(body.data.instructions).toContain('Reduce.');
    expect(body.data.notes).not.toContain('javascript');
    ids.first = body.data.id;
  });

  it('answers the spec messages per field', async () => {
    let res = await add(valid({ name: '  ', instructions: '<p></p>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: msg.connectedRecipeNameAndInstructions,
      errors: {
        name: msg.connectedRecipeNameRequired,
        instructions: msg.connectedRecipeInstructionsRequired,
      },
    });
    res = await add(valid({ name: '' }));
    expect(res.json()).toMatchObject({ msg: msg.connectedRecipeNameRequired });
    // Markup that sanitizes to nothing is empty too.
    res = await add(valid({ instructions: '<script>alert(1)</script>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ instructions: msg.connectedRecipeInstructionsRequired });
    res = await add(
      valid({
        ingredients: [
          { name: 'stock', quantity: '', category: 'pantry' },
          { name: 'salt', quantity: '1', category: ' ' },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'ingredients.0.quantity': msg.groceryQuantityRequired,
      'ingredients.1.category': msg.groceryCategoryRequired,
    });
    res = await add(valid({ content_type: 'show' }));
    expect(res.json().errors).toEqual({ content_type: msg.connectedRecipeContentTypeInvalid });
    res = await add(valid({ ingredients: 'not json' }));
    expect(res.statusCode).toBe(400);
    res = await add(valid({ recipe_image: 'https://evil.example/x.png' }));
    expect(res.json().errors).toEqual({ recipe_image: msg.connectedRecipeImageInvalid });
    // Nothing half-written.
    expect(await t.database.db.select().from(connectedRecipes)).toHaveLength(1);
  });

  it('needs an existing parent under its type key', async () => {
    let res = await add(valid({ video: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ video: msg.connectedRecipeParentNotFound });
    res = await add(valid({ video: 999_999 }));
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(msg.connectedRecipeParentNotFound);
    res = await add(valid({ content_type: 'recipe', video: undefined, youtube_recipe: ids.recipe }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ content_type: 'youtube_recipe', youtube_recipe: ids.recipe });
    res = await add(valid({ content_type: 'episode', video: undefined, episode: ids.episode }));
    expect(res.statusCode).toBe(201);
  });

  it('takes the spec multipart form with ingredients as JSON text and an image file', async () => {
    const form = multipart(
      {
        name: 'Pickles',
        instructions: '<p>Brine.</p>',
        notes: '',
        content_type: 'video',
        video: String(ids.video),
        ingredients: JSON.stringify([{ name: 'cucumber', quantity: '3', unit: '', category: 'vegetable' }]),
      },
      png,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/add-connected-recipe/',
      headers: { ...admin, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.recipe_image).toMatch(/^\/v1\/media\/files\/images\//);
    expect(data.ingredients).toHaveLength(1);
    ids.pickles = data.id;

    const wrong = Buffer.from('GIF89a not an image');
    const form2 = multipart(
      { name: 'x', instructions: '<p>y</p>', content_type: 'video', video: String(ids.video) },
      wrong,
    );
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/add-connected-recipe/',
      headers: { ...admin, 'content-type': form2.contentType },
      payload: form2.body,
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json()).toMatchObject({
      msg: msg.wrongFileType,
      errors: { recipe_image: msg.wrongFileType },
    });
  });
});

describe('read, edit, list', () => {
  it('reads one recipe and lists a parent', async () => {
    const one = await call('GET', `/admin/connected-recipe/${ids.first}/`, admin);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: ids.first, name: 'Pan sauce' });
    expect((await call('GET', '/admin/connected-recipe/999999/', admin)).statusCode).toBe(404);
    const list = await call('GET', `/admin/connected-recipes/video/${ids.video}/`, admin);
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([ids.first, ids.pickles]);
    const recipes = await call('GET', `/admin/connected-recipes/recipe/${ids.recipe}/`, admin);
    expect(recipes.json().data).toHaveLength(1);
    expect((await call('GET', '/admin/connected-recipes/video/999999/', admin)).statusCode).toBe(404);
  });

  it('edits fields, replaces ingredients and keeps what was not sent', async () => {
    const url = `/admin/edit-connected-recipe/${ids.first}/`;
    let res = await call('PUT', url, admin, {
      name: 'Pan sauce, glossy',
      instructions: '<p>Whisk in butter.</p><iframe src="https://evil.example"></iframe>',
      ingredients: [
        { name: 'butter', quantity: '30', unit: 'g', category: 'dairy' },
        { name: '', quantity: '', unit: '', category: '' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.connectedRecipeUpdated);
    expect(res.json().data).toMatchObject({
      name: 'Pan sauce, glossy',
      instructions: '<p>Whisk in butter.</p>',
    });
    expect(res.json().data.ingredients).toEqual([
      expect.objectContaining({ name: 'butter', quantity: '30' }),
    ]);
    expect(res.json().data.notes).toBeTruthy();

    res = await call('PUT', url, admin, { name: '', instructions: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.connectedRecipeNameAndInstructions);
    res = await call('PUT', url, admin, { ingredients: [{ name: 'oil', quantity: '', category: '' }] });
    expect(res.json().errors).toEqual({
      'ingredients.0.quantity': msg.groceryQuantityRequired,
      'ingredients.0.category': msg.groceryCategoryRequired,
    });
    const rows = await t.database.db
      .select()
      .from(ingredients)
      .where(eq(ingredients.connectedRecipeId, ids.first));
    expect(rows.map((r) => r.name)).toEqual(['butter']);
    expect((await call('PUT', '/admin/edit-connected-recipe/999999/', admin, { name: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('keeps or removes the image', async () => {
    const url = `/admin/edit-connected-recipe/${ids.pickles}/`;
    const before = (await call('GET', `/admin/connected-recipe/${ids.pickles}/`, admin)).json();
    let res = await call('PUT', url, admin, { name: 'Quick pickles', recipe_image: before.recipe_image });
    expect(res.json().data.recipe_image).toBe(before.recipe_image);
    res = await call('PUT', url, admin, { recipe_image: null });
    expect(res.json().data.recipe_image).toBeNull();
  });
});

describe('category search', () => {
  it('suggests fruit and vegetable, then known and common categories', async () => {
    const url = '/admin/connected-recipe/category-search/';
    expect((await call('POST', url, admin, { search: '' })).json().data).toEqual(['fruit', 'vegetable']);
    const res = (await call('POST', url, admin, { search: 'dai' })).json().data;
    expect(res[0]).toBe('dairy');
    expect((await call('POST', url, admin, { search: 'pan' })).json().data).toContain('pantry');
  });
});

describe('delete', () => {
  it('deletes a recipe with its ingredients', async () => {
    const res = await call('DELETE', `/admin/connected-recipe/${ids.pickles}/`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.connectedRecipeDeleted);
    expect(
      await t.database.db.select().from(ingredients).where(eq(ingredients.connectedRecipeId, ids.pickles)),
    ).toEqual([]);
    expect((await call('DELETE', `/admin/connected-recipe/${ids.pickles}/`, admin)).statusCode).toBe(404);
  });

  it('keeps the last recipe of published content', async () => {
    const first = (await add(valid({ video: ids.publishedVideo }))).json().data.id;
    const second = (await add(valid({ video: ids.publishedVideo, name: 'Second' }))).json().data.id;
    // Members read them on the video page.
    const page = await call('GET', `/admin/user/video/${ids.publishedVideo}/`, member);
    expect(page.json().connected_recipe.map((r: { name: string }) => r.name)).toEqual([
      'Pan sauce',
      'Second',
    ]);
    expect((await call('DELETE', `/admin/connected-recipe/${second}/`, admin)).statusCode).toBe(200);
    const res = await call('DELETE', `/admin/connected-recipe/${first}/`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(msg.connectedRecipeLastOfPublished);

    // The only recipe of a published YouTube recipe is kept too; once unpublished it goes.
    const [only] = await t.database.db
      .select()
      .from(connectedRecipes)
      .where(eq(connectedRecipes.youtubeRecipeId, ids.recipe));
    expect((await call('DELETE', `/admin/connected-recipe/${only!.id}/`, admin)).statusCode).toBe(409);
    await t.database.db
      .update(youtubeRecipes)
      .set({ isPublish: false })
      .where(eq(youtubeRecipes.id, ids.recipe));
    expect((await call('DELETE', `/admin/connected-recipe/${only!.id}/`, admin)).statusCode).toBe(200);

    // Episodes need no recipe to be published.
    const [ep] = await t.database.db
      .select()
      .from(connectedRecipes)
      .where(eq(connectedRecipes.episodeId, ids.episode));
    expect((await call('DELETE', `/admin/connected-recipe/${ep!.id}/`, admin)).statusCode).toBe(200);
  });
});

describe('recipe details and steps on the video', () => {
  it('stores servings, times, yield, nutrition, course, diets and step times, and parses quantities', async () => {
    const res = await add(
      valid({
        video: ids.publishedVideo,
        instructions: '<ol><li>Chop the onion.</li><li>Simmer for 10 minutes.</li></ol>',
        ingredients: [
          { name: 'garlic', quantity: '2-3', unit: 'cloves', category: 'vegetable' },
          { name: 'tomatoes', quantity: '1 (14 oz)', unit: 'can', category: 'canned goods' },
          { name: 'salt', quantity: 'a pinch', unit: '', category: 'spices' },
          { name: 'sugar', quantity: '1½', unit: 'tbsp', category: 'pantry' },
        ],
        servings: '6',
        prep_minutes: '10',
        cook_minutes: 25,
        recipe_yield: '1 pot',
        nutrition: JSON.stringify({ calories: 320, protein_g: 12, carbs_g: '', fat_g: 9.5 }),
        course: 'main',
        diets: ['vegetarian'],
        step_times: [12, 40],
        ingredients_time: 3,
      }),
    );
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      servings: 6,
      prep_minutes: 10,
      cook_minutes: 25,
      total_minutes: 35,
      recipe_yield: '1 pot',
      nutrition: { calories: 320, protein_g: 12, carbs_g: null, fat_g: 9.5 },
      course: 'main',
      diets: ['vegetarian'],
      step_times: [12, 40],
      ingredients_time: 3,
    });
    expect(
      data.ingredients.map((i: { amount: number | null; amount_max: number | null }) => [
        i.amount,
        i.amount_max,
      ]),
    ).toEqual([
      [2, 3],
      [1, null],
      [null, null],
      [1.5, null],
    ]);
    expect(data.ingredients[1].quantity).toBe('1 (14 oz)');

    const vtt = await t.app.inject({ method: 'GET', url: `/v1/recipes/connected/${data.id}/chapters.vtt` });
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body).toContain('00:00:03.000 --> 00:00:12.000\nIngredients');
    expect(vtt.body).toContain('00:00:12.000 --> 00:00:40.000\n1. Chop the onion.');
    expect(vtt.body).toContain('2. Simmer for 10 minutes.');

    const cleared = await call('PUT', `/admin/edit-connected-recipe/${data.id}/`, admin, {
      prep_minutes: '',
      step_times: [null, 40],
    });
    expect(cleared.json().data).toMatchObject({
      prep_minutes: null,
      total_minutes: 25,
      step_times: [null, 40],
      servings: 6,
    });
  });

  it('refuses details out of range with a message a person can act on', async () => {
    for (const [field, value, message] of [
      ['servings', 0, msg.recipeServingsInvalid],
      ['servings', 'many', msg.recipeServingsInvalid],
      ['prep_minutes', -5, msg.recipeMinutesInvalid],
      ['course', 'brunch', msg.recipeCourseInvalid],
      ['diets', ['paleo'], msg.recipeDietInvalid],
      ['step_times', [-1], msg.recipeStepTimeInvalid],
      ['nutrition', { calories: 'lots' }, msg.recipeNutritionInvalid],
    ] as const) {
      const res = await add(valid({ [field]: value }));
      expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(res.json().msg).toBe(message);
    }
  });

  it('has no chapters for an unpublished video', async () => {
    const res = await add(valid({ step_times: [1] }));
    const vtt = await t.app.inject({
      method: 'GET',
      url: `/v1/recipes/connected/${res.json().data.id}/chapters.vtt`,
    });
    expect(vtt.statusCode).toBe(404);
  });
});
