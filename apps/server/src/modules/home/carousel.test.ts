import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { videos, youtubeRecipes } from '../../db/schema';
import { catalog, multipart, png } from './test-support';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let items: Awaited<ReturnType<typeof catalog>>;

const addItem = async (fields: Record<string, string>, cover = true, headers = admin) => {
  const form = multipart(fields, cover ? { cover_image: await png() } : {});
  return t.app.inject({
    method: 'POST',
    url: '/v1/adminpanel/dashboard-item/',
    payload: form.payload,
    headers: { ...headers, ...form.headers },
  });
};
const rows = async () =>
  (await t.app.inject({ method: 'GET', url: '/v1/admin/carousel-content/' })).json().data as Array<{
    id: number;
    row_type: string;
    priority: number;
    title: string | null;
    title_label_color: string | null;
    video: number | null;
    show: number | null;
    youtube_recipe: number | null;
  }>;

describe('content picker and carousel', () => {
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedIn(t, { role: 'admin' })).headers;
    member = (await signedIn(t)).headers;
    items = await catalog(t);
  });
  afterAll(async () => t.close());

  it('lists published content for the picker, searched, filtered and paged by 25', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/adminpanel/published-content/' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/adminpanel/published-content/', headers: member }))
        .statusCode,
    ).toBe(403);
    const all = (
      await t.app.inject({ method: 'GET', url: '/v1/adminpanel/published-content/', headers: admin })
    ).json();
    expect(all.count).toBe(3);
    expect(all.results.map((r: { content_type: string }) => r.content_type).sort()).toEqual([
      'show',
      'video',
      'youtube-recipe',
    ]);
    const show = all.results.find((r: { content_type: string }) => r.content_type === 'show');
    expect(show).toMatchObject({ title: 'Sunday Roasts', episodes_count: 2, title_image: '/s.jpg' });
    expect(show.created).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const searched = await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/published-content/',
      payload: { search: 'knife' },
      headers: admin,
    });
    expect(searched.json().results.map((r: { title: string }) => r.title)).toEqual(['Knife Skills']);
    const recipesOnly = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/adminpanel/published-content/?content_type=youtube-recipe',
        headers: admin,
      })
    ).json();
    expect(recipesOnly.results.map((r: { title: string }) => r.title)).toEqual(['Lemon Pasta']);

    await t.database.db
      .insert(youtubeRecipes)
      .values(Array.from({ length: 30 }, (_, i) => ({ title: `Soup ${i}`, isPublish: true })));
    const page1 = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/adminpanel/published-content/?search=soup',
        headers: admin,
      })
    ).json();
    expect(page1.count).toBe(30);
    expect(page1.results).toHaveLength(25);
    expect(page1.next).toContain('page=2');
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/adminpanel/published-content/?search=soup&page=2',
        headers: admin,
      })
    ).json();
    expect(page2.results).toHaveLength(5);
    const none = (
      await t.app.inject({
        method: 'GET',
        url: '/v1/adminpanel/published-content/?search=%25',
        headers: admin,
      })
    ).json();
    expect(none.count).toBe(0);
  });

  it('is closed to members', async () => {
    const res = await addItem(
      { row_type: 'video', priority: '1', video: String(items.video.id) },
      true,
      member,
    );
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/v1/adminpanel/dashboard-item/1/', payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('checks the cover, the label pairing, the priority range and the content kind', async () => {
    const video = String(items.video.id);
    // Without an upload the item's own title image is the cover.
    const ownCover = await addItem({ row_type: 'video', priority: '8', video }, false);
    expect(ownCover.statusCode).toBe(201);
    const added = (await t.app.inject({ method: 'GET', url: '/v1/admin/carousel-content/' })).json()
      .data as Array<{ id: number; priority: number; row_type: string; cover_image: string }>;
    const slot8 = added.find((r) => r.row_type === 'video' && r.priority === 8)!;
    expect(slot8.cover_image).toBe('/v.jpg');
    await t.app.inject({
      method: 'DELETE',
      url: `/v1/adminpanel/dashboard-item/${slot8.id}/`,
      headers: admin,
    });
    // An item without a title image still needs an uploaded cover.
    await t.database.db.update(videos).set({ titleImage: null }).where(eq(videos.id, items.video.id));
    const noCover = await addItem({ row_type: 'video', priority: '1', video }, false);
    await t.database.db.update(videos).set({ titleImage: '/v.jpg' }).where(eq(videos.id, items.video.id));
    expect(noCover.statusCode).toBe(400);
    expect(noCover.json()).toMatchObject({
      msg: msg.carouselCoverRequired,
      errors: { cover_image: msg.carouselCoverRequired },
    });
    const colourOnly = await addItem({
      row_type: 'video',
      priority: '1',
      video,
      title: '',
      title_label_color: 'violet',
    });
    expect(colourOnly.json().msg).toBe(msg.carouselLabelTextRequired);
    const textOnly = await addItem({ row_type: 'video', priority: '1', video, title: 'New' });
    expect(textOnly.json().msg).toBe(msg.carouselLabelColorRequired);
    const badColour = await addItem({
      row_type: 'video',
      priority: '1',
      video,
      title: 'New',
      title_label_color: 'red',
    });
    expect(badColour.statusCode).toBe(400);
    const update6 = await addItem({ row_type: 'update', priority: '6', video });
    expect(update6.json().msg).toBe(msg.carouselPriorityRange.replace('{max}', '5'));
    const show9 = await addItem({ row_type: 'show', priority: '9', show: String(items.show.id) });
    expect(show9.statusCode).toBe(400);
    const wrongKind = await addItem({ row_type: 'show', priority: '1', video });
    expect(wrongKind.json().msg).toBe(msg.carouselWrongContentType.replace('{type}', 'show'));
    const draft = await addItem({
      row_type: 'youtube-recipe',
      priority: '1',
      youtube_recipe: String(items.draft.id),
    });
    expect(draft.json().msg).toBe(msg.homeEditorContentNotPublished);
    const wrongFile = await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/dashboard-item/',
      ...(() => {
        const f = multipart(
          { row_type: 'video', priority: '1', video },
          { cover_image: Buffer.from('<svg/>') },
        );
        return { payload: f.payload, headers: { ...admin, ...f.headers } };
      })(),
    });
    expect(wrongFile.json().msg).toBe(msg.wrongFileType);
    expect(await rows()).toEqual([]);
  });

  it('creates a new priority slot and replaces an existing one, visible to members at once', async () => {
    expect(await rows()).toEqual([]);
    const created = await addItem({
      row_type: 'video',
      priority: '2',
      video: String(items.video.id),
      title: 'New',
      title_label_color: 'violet',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().msg).toBe(msg.carouselItemCreated);
    let list = await rows();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      row_type: 'video',
      priority: 2,
      title: 'New',
      title_label_color: 'violet',
    });

    const recipe = await addItem({
      row_type: 'youtube-recipe',
      priority: '2',
      youtube_recipe: String(items.recipe.id),
    });
    expect(recipe.statusCode).toBe(201);
    const replaced = await addItem({ row_type: 'video', priority: '2', video: String(items.video.id) });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().msg).toBe(msg.carouselItemReplaced);
    list = await rows();
    expect(list).toHaveLength(2);
    const videoRow = list.find((r) => r.row_type === 'video');
    expect(videoRow).toMatchObject({
      id: list.find((r) => r.row_type === 'video')?.id,
      title: null,
      title_label_color: null,
    });

    // Updates take any published item, episodes' shows included.
    const update = await addItem({ row_type: 'update', priority: '5', show: String(items.show.id) });
    expect(update.statusCode).toBe(201);
    expect((await rows()).filter((r) => r.row_type === 'update')).toHaveLength(1);
  });

  it('edits an item by id, keeps its cover, and moving onto a taken slot replaces it', async () => {
    const before = await rows();
    const videoRow = before.find((r) => r.row_type === 'video')!;
    await addItem({ row_type: 'video', priority: '4', video: String(items.video.id) });
    const form = multipart({
      row_type: 'video',
      priority: '4',
      video: String(items.video.id),
      title: 'Moved',
      title_label_color: 'black',
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/adminpanel/dashboard-item/${videoRow.id}/`,
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().msg).toBe(msg.carouselItemUpdated);
    const videos = (await rows()).filter((r) => r.row_type === 'video');
    expect(videos).toHaveLength(1);
    expect(videos[0]).toMatchObject({
      id: videoRow.id,
      priority: 4,
      title: 'Moved',
      title_label_color: 'black',
    });

    const missing = await t.app.inject({
      method: 'PUT',
      url: '/v1/adminpanel/dashboard-item/99999/',
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    expect(missing.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/adminpanel/dashboard-item/${videoRow.id}/`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    expect((await rows()).some((r) => r.id === videoRow.id)).toBe(false);
  });
});
