import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/harness';
import { demoAccounts, seedAccounts } from '../../seed/accounts';
import { seedCatalog } from '../../seed/catalog';
import { seedHome } from '../../seed/home';

let t: TestApp;

describe('home seed step', () => {
  beforeAll(async () => {
    t = await createTestApp();
    await seedAccounts(t.database.db);
    await seedCatalog(t.app.ctx);
    await seedHome(t.app.ctx);
  }, 120_000);
  afterAll(async () => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1${url}`, headers });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };

  it('fills every public home section from the demo catalogue', async () => {
    expect((await get('/homepage/featured-top-left/')).data).not.toBeNull();
    const topRight = await get('/homepage/featured-top-right/');
    expect(topRight.heading.heading).not.toBe('');
    expect(topRight.recipes).toHaveLength(8);
    expect((await get('/homepage/category-section/')).data.map((c: { name: string }) => c.name)).toEqual([
      'Newest',
      'Popular',
      'Seasonal',
      'Vegan',
    ]);
    for (const rank of [1, 2, 3, 4]) {
      expect((await get(`/homepage/category-section/${rank}/`)).count, `rank ${rank}`).toBeGreaterThan(0);
    }
    expect((await get('/adminpanel/category-section-title/')).title).not.toBe('');
    expect((await get('/homepage/features-section/')).features).toHaveLength(4);
    expect((await get('/homepage/meet-the-expert/')).content).not.toBe('');
    expect((await get('/homepage/social-media-section/')).instagram_link).toMatch(/^https:/);
    expect((await get('/homepage/app-section/')).image).toMatch(/^\/v1\/media\/files\//);
    // Without APP_STORE_URL / GOOGLE_PLAY_URL there is no app to link to: no store badge.
    expect(await get('/homepage/app-section/')).toMatchObject({
      apple_store_link: '',
      google_store_link: '',
    });
    const gallery = await get('/homepage/image-gallery-section/');
    expect(gallery.images.map((i: { rank: number }) => i.rank)).toEqual([1, 2, 3, 4, 5]);
    expect((await get('/homepage/free-youtube-recipe-section/')).count).toBeGreaterThanOrEqual(10);
  });

  it('stores real, non-blank pictures', async () => {
    const gallery = await get('/homepage/image-gallery-section/');
    const res = await t.app.inject({ method: 'GET', url: gallery.images[0].image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
  });

  it('builds carousel rows of every kind and a few days of announcements', async () => {
    const rows = (await get('/admin/carousel-content/')).data as Array<{
      row_type: string;
      title_label_color: string | null;
    }>;
    const kinds = new Set(rows.map((r) => r.row_type));
    expect([...kinds].sort()).toEqual(
      ['update', 'video', 'youtube_recipe'].concat(kinds.has('show') ? ['show'] : []).sort(),
    );
    expect(new Set(rows.map((r) => r.title_label_color).filter(Boolean))).toEqual(
      new Set(['violet', 'yellow', 'black']),
    );
    const member = await login(t, demoAccounts.member.email, demoAccounts.member.password);
    const list = await get('/user/announcements/', member.headers);
    expect(list.count).toBe(3);
  });
});
