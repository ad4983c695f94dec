import { msg } from '@simmer/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { connectedRecipes, recipeNotes, youtubeRecipes } from '../../db/schema';

let t: TestApp;
type Headers = { authorization: string };

const call = (method: 'GET' | 'PUT', url: string, headers?: Headers, payload?: object) =>
  t.app.inject({ method, url: `/v1/recipe-notes${url}`, headers, payload });

async function recipe(publish = true) {
  const db = t.database.db;
  const [parent] = await db
    .insert(youtubeRecipes)
    .values({ title: 'Soup video', isPublish: publish })
    .returning();
  const [cr] = await db
    .insert(connectedRecipes)
    .values({ name: 'Soup', contentType: 'youtube_recipe', youtubeRecipeId: parent!.id, servings: 2 })
    .returning();
  return cr!.id;
}

let soup: number;
let hidden: number;

beforeAll(async () => {
  t = await createTestApp();
  soup = await recipe();
  hidden = await recipe(false);
});
afterAll(() => t.close());

describe('private recipe notes', () => {
  it('saves, edits and removes the member own note', async () => {
    const { headers } = await signedIn(t);
    const empty = await call('GET', `/${soup}/`, headers);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ recipe_id: soup, text: '', updated_at: null });

    const saved = await call('PUT', `/${soup}/`, headers, { text: '  Less salt.  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ recipe_id: soup, text: 'Less salt.' });
    expect(saved.json().updated_at).toEqual(expect.any(String));

    await call('PUT', `/${soup}/`, headers, { text: 'Less salt, more pepper.' });
    expect((await call('GET', `/${soup}/`, headers)).json().text).toBe('Less salt, more pepper.');

    const removed = await call('PUT', `/${soup}/`, headers, { text: '   ' });
    expect(removed.json()).toEqual({ recipe_id: soup, text: '', updated_at: null });
  });

  it('never shows a note to another member', async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    await call('PUT', `/${soup}/`, a.headers, { text: 'secret of A' });
    const seen = await call('GET', `/${soup}/`, b.headers);
    expect(seen.json()).toEqual({ recipe_id: soup, text: '', updated_at: null });
    // B saving their own note leaves A's untouched.
    await call('PUT', `/${soup}/`, b.headers, { text: 'note of B' });
    expect((await call('GET', `/${soup}/`, a.headers)).json().text).toBe('secret of A');
    expect((await call('GET', `/${soup}/`, b.headers)).json().text).toBe('note of B');
    // Nor does the recipe's public detail carry any note.
    const [row] = await t.database.db.select().from(connectedRecipes).where(eq(connectedRecipes.id, soup));
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/user/youtube-recipe/${row!.youtubeRecipeId}/`,
      headers: b.headers,
    });
    expect(detail.body).not.toContain('secret of A');
  });

  it('keeps one note per member and recipe under concurrent saves', async () => {
    const { headers, user } = await signedIn(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => call('PUT', `/${soup}/`, headers, { text: `try ${i}` })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await t.database.db
      .select()
      .from(recipeNotes)
      .where(and(eq(recipeNotes.userId, user.id), eq(recipeNotes.recipeId, soup)));
    expect(rows).toHaveLength(1);
  });

  it('asks for a session, a published recipe and a bounded text', async () => {
    expect((await call('GET', `/${soup}/`)).statusCode).toBe(401);
    expect((await call('PUT', `/${soup}/`, undefined, { text: 'x' })).statusCode).toBe(401);
    const { headers } = await signedIn(t);
    for (const id of [hidden, 999999]) {
      const res = await call('PUT', `/${id}/`, headers, { text: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail ?? res.json().msg ?? res.body).toContain(msg.recipeNoteRecipeNotFound);
    }
    const long = await call('PUT', `/${soup}/`, headers, { text: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(msg.recipeNoteTooLong);
    const missing = await call('PUT', `/${soup}/`, headers, {});
    expect(missing.statusCode).toBe(400);
    expect(await t.database.db.select().from(recipeNotes).where(eq(recipeNotes.recipeId, hidden))).toEqual(
      [],
    );
  });
});
