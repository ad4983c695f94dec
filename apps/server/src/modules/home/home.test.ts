import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import {
  announcements,
  carouselItems,
  contentTags,
  episodes,
  homeCategories,
  homeCategoryTags,
  homeFeatures,
  homeGalleryImages,
  homePage,
  homeTopRightRecipes,
  likes,
  notifications,
  shows,
  tags,
  videos,
  youtubeRecipes,
} from '../../db/schema';
import {
  addDays,
  isoDay,
  memberToday,
  notifyDueAnnouncements,
  publishAnnouncement,
} from './announcements.service';
import { categoryRankByName } from './home.service';
import { invalidateHome } from './section-cache.service';

let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function recipe(title: string, opts: { publish?: boolean; created?: string } = {}) {
  const [row] = await t.database.db
    .insert(youtubeRecipes)
    .values({
      title,
      description: `${title}, step by step.`,
      titleImage: `/demo/${title.toLowerCase().replace(/\W+/g, '-')}.jpg`,
      youtubeLink: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      isPublish: opts.publish ?? true,
      createdAt: opts.created ? new Date(opts.created) : undefined,
    })
    .returning();
  return row!;
}

describe('public home page sections', () => {
  beforeAll(async () => {
    t = await createTestApp({ HOME_CACHE_SECONDS: '0' });
  });
  afterAll(async () => t.close());

  it('answers every section, empty, before anything is configured', async () => {
    expect((await get('/v1/homepage/featured-top-left/')).json()).toEqual({ data: null });
    expect((await get('/v1/homepage/featured-top-right/')).json()).toEqual({
      heading: { heading: '' },
      recipes: [],
    });
    expect((await get('/v1/homepage/category-section/')).json()).toEqual({ data: [] });
    expect((await get('/v1/adminpanel/category-section-title/')).json()).toEqual({ title: '' });
    expect((await get('/v1/homepage/meet-the-expert/')).json()).toEqual({
      content: '',
      video_playback_id: null,
    });
    expect((await get('/v1/homepage/image-gallery-section/')).json()).toEqual({ text: '', images: [] });
    expect((await get('/v1/homepage/features-section/')).json()).toEqual({ description: '', features: [] });
    expect((await get('/v1/homepage/app-section/')).json()).toEqual({
      image: null,
      content: '',
      apple_store_link: '',
      google_store_link: '',
    });
    const social = await get('/v1/homepage/social-media-section/');
    expect(social.statusCode).toBe(200);
    expect(social.json().facebook_link).toBe('');
    const cat = await get('/v1/homepage/category-section/2/');
    expect(cat.json()).toEqual({ rank: 2, name: '', count: 0, next: null, previous: null, results: [] });
    expect((await get('/v1/homepage/free-youtube-recipe-section/')).json().count).toBe(0);
    expect((await get('/v1/admin/carousel-content/')).json()).toEqual({ data: [] });
  });

  it('fills the sections from data and hides unpublished items from visitors', async () => {
    const db = t.database.db;
    const pasta = await recipe('Lemon Pasta');
    const hidden = await recipe('Secret Stew', { publish: false });
    const [video] = await db
      .insert(videos)
      .values({ title: 'Knife Skills', description: 'Dice like a pro', isPublish: true, isPremium: true })
      .returning();
    await db.insert(homePage).values({
      id: 1,
      topLeftContentType: 'video',
      topLeftVideoId: video!.id,
      topLeftUpdatedAt: new Date('2026-11-01T10:00:00Z'),
      topRightHeading: 'Weeknight favourites',
      categorySectionTitle: 'Find your next dish',
      expertContent: 'Chef of the house',
      expertVideoPlaybackId: 'abc123',
      galleryText: 'From our kitchen',
      featuresDescription: 'Everything you need',
      appContent: 'Cook anywhere',
      appleStoreLink: 'https://apps.apple.com/app/id1',
      googleStoreLink: 'https://play.google.com/store/apps/details?id=x',
      facebookLink: 'https://facebook.com/simmer',
    });
    await db.insert(homeTopRightRecipes).values([
      { rank: 2, youtubeRecipeId: pasta.id },
      { rank: 1, youtubeRecipeId: hidden.id },
    ]);
    await db.insert(homeFeatures).values([
      { rank: 2, title: 'Shows', description: 'Binge' },
      { rank: 1, title: 'Live', description: 'Cook along' },
    ]);
    await db.insert(homeGalleryImages).values([
      { rank: 3, image: '/demo/g3.jpg' },
      { rank: 1, image: '/demo/g1.jpg' },
    ]);

    const topLeft = (await get('/v1/homepage/featured-top-left/')).json();
    expect(topLeft.data.content_type).toBe('video');
    expect(topLeft.data.video_details).toMatchObject({
      id: video!.id,
      title: 'Knife Skills',
      is_premium: true,
    });
    expect(topLeft.data.show_details).toBeNull();
    expect(topLeft.data.updated.slice(0, 10)).toBe('2026-11-01');

    const topRight = (await get('/v1/homepage/featured-top-right/')).json();
    expect(topRight.heading.heading).toBe('Weeknight favourites');
    expect(topRight.recipes).toEqual([
      {
        rank: 2,
        recipe_details: {
          id: pasta.id,
          title: 'Lemon Pasta',
          title_image: pasta.titleImage,
          description: pasta.description,
        },
      },
    ]);

    expect((await get('/v1/adminpanel/category-section-title/')).json()).toEqual({
      title: 'Find your next dish',
    });
    expect((await get('/v1/homepage/meet-the-expert/')).json()).toEqual({
      content: 'Chef of the house',
      video_playback_id: 'abc123',
    });
    const features = (await get('/v1/homepage/features-section/')).json();
    expect(features.features.map((f: { rank: number }) => f.rank)).toEqual([1, 2]);
    const gallery = (await get('/v1/homepage/image-gallery-section/')).json();
    expect(gallery).toEqual({
      text: 'From our kitchen',
      images: [
        { rank: 1, image: '/demo/g1.jpg' },
        { rank: 3, image: '/demo/g3.jpg' },
      ],
    });
    expect((await get('/v1/homepage/app-section/')).json().apple_store_link).toContain('apple.com');

    const free = (await get('/v1/homepage/free-youtube-recipe-section/')).json();
    expect(free.results.map((r: { title: string }) => r.title)).toEqual(['Lemon Pasta']);
    expect(free.results[0].youtube_link).toContain('youtube.com');

    // Unpublishing the featured video empties the slot for everyone.
    await db.update(videos).set({ isPublish: false });
    expect((await get('/v1/homepage/featured-top-left/')).json()).toEqual({ data: null });
  });

  it('lists a category tab by its tags and its sort order, 25 per page', async () => {
    const db = t.database.db;
    const [vegan] = await db.insert(tags).values({ name: 'Vegan' }).returning();
    const a = await recipe('Apple Crumble', { created: '2026-01-01T00:00:00Z' });
    const b = await recipe('Bean Chili', { created: '2026-02-01T00:00:00Z' });
    const c = await recipe('Carrot Soup', { created: '2026-03-01T00:00:00Z' });
    const off = await recipe('Vegan Draft', { publish: false });
    await db.insert(contentTags).values(
      [a, b, c, off].map((r) => ({
        tagId: vegan!.id,
        contentType: 'youtube_recipe' as const,
        contentId: r.id,
      })),
    );
    await db.insert(homeCategories).values([
      { rank: 4, name: 'Vegan', sortBy: 'popular' },
      { rank: 1, name: 'Newest', sortBy: 'newest' },
      { rank: 3, name: 'A to Z', sortBy: 'title' },
    ]);
    await db.insert(homeCategoryTags).values([
      { rank: 4, tagId: vegan!.id },
      { rank: 3, tagId: vegan!.id },
    ]);
    const member = await signedIn(t);
    await db.insert(likes).values({ userId: member.user.id, contentType: 'youtube_recipe', contentId: b.id });

    expect((await get('/v1/homepage/category-section/')).json()).toEqual({
      data: [
        { rank: 1, name: 'Newest' },
        { rank: 3, name: 'A to Z' },
        { rank: 4, name: 'Vegan' },
      ],
    });
    const veganTab = (await get('/v1/homepage/category-section/4/')).json();
    expect(veganTab.name).toBe('Vegan');
    expect(veganTab.count).toBe(3);
    expect(veganTab.results[0].title).toBe('Bean Chili');
    const az = (await get('/v1/homepage/category-section/3/')).json();
    expect(az.results.map((r: { title: string }) => r.title)).toEqual([
      'Apple Crumble',
      'Bean Chili',
      'Carrot Soup',
    ]);
    const newest = (await get('/v1/homepage/category-section/1/')).json();
    expect(newest.results.some((r: { title: string }) => r.title === 'Vegan Draft')).toBe(false);
    expect(newest.results.length).toBe(newest.count);

    for (let i = 0; i < 26; i += 1) await recipe(`Batch ${i}`);
    const p1 = (await get('/v1/homepage/category-section/1/')).json();
    expect(p1.results).toHaveLength(25);
    expect(p1.next).toBe('/v1/homepage/category-section/1/?page=2');
    const p2 = (await get('/v1/homepage/category-section/1/?page=2')).json();
    expect(p2.previous).toBe('/v1/homepage/category-section/1/?page=1');
  });

  it('documents every home path in the OpenAPI description (server /v1)', async () => {
    const doc = (await get('/v1/docs/json')).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/homepage/featured-top-left/',
      '/homepage/category-section/{rank}/',
      '/adminpanel/category-section-title/',
      '/admin/carousel-content/',
      '/user/announcements/',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });

  it('refuses a rank outside 1 to 4 and a bad page with a 400', async () => {
    for (const url of [
      '/v1/homepage/category-section/5/',
      '/v1/homepage/category-section/0/',
      '/v1/homepage/category-section/newest/',
      '/v1/homepage/category-section/1/?page=0',
      '/v1/homepage/free-youtube-recipe-section/?page=abc',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().msg).toBeTruthy();
    }
  });
});

describe('member home carousel rows', () => {
  beforeAll(async () => {
    t = await createTestApp({ HOME_CACHE_SECONDS: '0' });
  });
  afterAll(async () => t.close());

  it('answers the rows by type and priority with their details, without unpublished items', async () => {
    const db = t.database.db;
    const r1 = await recipe('Pho');
    const r2 = await recipe('Ramen');
    const [show] = await db.insert(shows).values({ title: 'Street Food', isPublish: true }).returning();
    const [draftShow] = await db.insert(shows).values({ title: 'Draft Show', isPublish: false }).returning();
    const [ep] = await db
      .insert(episodes)
      .values({ showId: show!.id, title: 'Bangkok', isPublish: true, isPremium: true })
      .returning();
    await db.insert(carouselItems).values([
      {
        rowType: 'youtube_recipe',
        contentType: 'youtube_recipe',
        youtubeRecipeId: r2.id,
        priority: 2,
        coverImage: '/c2.jpg',
      },
      {
        rowType: 'youtube_recipe',
        contentType: 'youtube_recipe',
        youtubeRecipeId: r1.id,
        priority: 1,
        coverImage: '/c1.jpg',
        title: 'New',
        titleLabelColor: 'violet',
      },
      { rowType: 'show', contentType: 'show', showId: show!.id, priority: 1, coverImage: '/s.jpg' },
      { rowType: 'show', contentType: 'show', showId: draftShow!.id, priority: 0, coverImage: '/d.jpg' },
      {
        rowType: 'update',
        contentType: 'episode',
        episodeId: ep!.id,
        priority: 1,
        coverImage: '/e.jpg',
        title: 'Premium',
        titleLabelColor: 'black',
      },
    ]);
    const res = await get('/v1/admin/carousel-content/');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Array<Record<string, unknown>>;
    expect(data.map((d) => [d.row_type, d.priority])).toEqual([
      ['show', 1],
      ['update', 1],
      ['youtube_recipe', 1],
      ['youtube_recipe', 2],
    ]);
    const first = data.find((d) => d.youtube_recipe === r1.id)!;
    expect(first).toMatchObject({
      title: 'New',
      title_label_color: 'violet',
      content_type: 'youtube_recipe',
    });
    expect((first.youtube_recipe_details as { title: string }).title).toBe('Pho');
    const update = data.find((d) => d.row_type === 'update')!;
    expect(update.episode_details).toMatchObject({
      title: 'Bangkok',
      is_premium: true,
      show: show!.id,
      show_title: 'Street Food',
    });

    // The member home's search (spec 000 §7): POST with {search} answers the matching rows.
    const search = async (text: unknown) =>
      t.app.inject({ method: 'POST', url: '/v1/admin/carousel-content/', payload: { search: text } });
    const pho = await search('pho');
    expect(pho.statusCode).toBe(200);
    expect((pho.json().data as Array<{ youtube_recipe: number }>).map((d) => d.youtube_recipe)).toEqual([
      r1.id,
    ]);
    expect((await search('BANGKOK')).json().data).toHaveLength(1);
    expect((await search('nothing like it')).json()).toEqual({ data: [] });
    // Under two characters the search is off and every row comes back.
    expect((await search('p')).json().data).toHaveLength(4);
    expect((await search(7)).statusCode).toBe(400);
  });
});

describe('announcements', () => {
  beforeAll(async () => {
    t = await createTestApp({ HOME_CACHE_SECONDS: '0' });
  });
  afterAll(async () => t.close());

  it('keeps the member day within one day of the server day', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(memberToday(undefined, now)).toBe('2026-11-22');
    expect(memberToday('2026-11-21', now)).toBe('2026-11-21');
    expect(memberToday('2026-11-23', now)).toBe('2026-11-23');
    expect(memberToday('2026-11-10', now)).toBe('2026-11-22');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('is for members only', async () => {
    const res = await get('/v1/user/announcements/');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401 });
  });

  it('shows announcements started today, yesterday or two days ago and not yet ended', async () => {
    const today = isoDay(new Date());
    const db = t.database.db;
    const rows = await db
      .insert(announcements)
      .values([
        { content: '<p>Today</p>', startDate: today, endDate: addDays(today, 5) },
        { content: '<p>Yesterday</p>', startDate: addDays(today, -1), endDate: today },
        { content: '<p>Two days</p>', startDate: addDays(today, -2), endDate: addDays(today, 1) },
        { content: '<p>Three days</p>', startDate: addDays(today, -3), endDate: addDays(today, 3) },
        { content: '<p>Ended</p>', startDate: addDays(today, -1), endDate: addDays(today, -1) },
        { content: '<p>Tomorrow</p>', startDate: addDays(today, 1), endDate: addDays(today, 2) },
      ])
      .returning();
    const member = await signedIn(t);
    const res = await get('/v1/user/announcements/', member.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((a: { body: string }) => a.body)).toEqual(['Today', 'Yesterday', 'Two days']);
    expect(body.results[0]).toMatchObject({
      id: rows[0]!.id,
      content: '<p>Today</p>',
      start_date: today,
      title: 'Today',
      published_item_type: null,
      announcement_item_details: null,
    });
    // A member whose clock is a day ahead already sees tomorrow's announcement as Today.
    const ahead = (await get(`/v1/user/announcements/?today=${addDays(today, 1)}`, member.headers)).json();
    expect(ahead.results[0].body).toBe('Tomorrow');
    const bad = await get('/v1/user/announcements/?today=yesterday', member.headers);
    expect(bad.statusCode).toBe(400);
  });

  it('sanitizes published HTML, names the linked item and notifies every member once', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const member = await signedIn(t);
    const r = await recipe('Autumn Risotto');
    const today = isoDay(new Date());
    const row = await publishAnnouncement(
      t.app.ctx,
      { userId: admin.user.id, role: 'admin', familyId: 'x' },
      {
        content:
          '<p style="color:#7048e8" onclick="x()">New <strong>risotto</strong><script>alert(1)</script> &amp; more</p>',
        start_date: today,
        end_date: addDays(today, 2),
        published_item_type: 'youtube_recipe',
        published_item_id: r.id,
      },
    );
    expect(row.content).toBe('<p style="color:#7048e8">New <strong>risotto</strong> &amp; more</p>');
    expect(row.notifiedAt).not.toBeNull();
    expect(await notifyDueAnnouncements(t.app.ctx)).toBe(0);
    // Earlier announcements of this file were written straight to the table; publishing
    // also announced those that had started, each exactly once.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.user.id));
    const risotto = told.filter((n) => n.message === 'New announcement: Autumn Risotto');
    expect(risotto).toHaveLength(1);
    expect(risotto[0]).toMatchObject({ type: 'announcement' });
    expect(risotto[0]!.relatedContent).toMatchObject({
      published_item_type: 'youtube_recipe',
      published_item_id: r.id,
    });
    expect(new Set(told.map((n) => n.message)).size).toBe(told.length);

    const list = (await get('/v1/user/announcements/', member.headers)).json();
    const mine = list.results.find((a: { id: number }) => a.id === row.id);
    expect(mine).toMatchObject({
      body: 'New risotto & more',
      title: 'Autumn Risotto',
      announcement_item_details: { title: 'Autumn Risotto', title_image: r.titleImage },
    });

    await expect(
      publishAnnouncement(t.app.ctx, null, { content: '<p> </p>', start_date: today, end_date: today }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      publishAnnouncement(t.app.ctx, null, {
        content: 'Hi',
        start_date: today,
        end_date: addDays(today, -1),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('category by name', () => {
  beforeAll(async () => {
    t = await createTestApp({ HOME_CACHE_SECONDS: '0' });
  });
  afterAll(async () => t.close());

  it('finds a home category by its name, whatever the case', async () => {
    await t.database.db.insert(homeCategories).values({ rank: 3, name: 'Seasonal', sortBy: 'newest' });
    expect(await categoryRankByName(t.app.ctx, ' seasonal ')).toBe(3);
    expect(await categoryRankByName(t.app.ctx, 'Breakfast')).toBeNull();
  });
});

describe('section cache', () => {
  beforeAll(async () => {
    t = await createTestApp({ HOME_CACHE_SECONDS: '60' });
  });
  afterAll(async () => t.close());

  it('reuses a section answer until it expires or the home page is invalidated', async () => {
    expect((await get('/v1/homepage/meet-the-expert/')).json().content).toBe('');
    await t.database.db.insert(homePage).values({ id: 1, expertContent: 'Chef of the house' });
    expect((await get('/v1/homepage/meet-the-expert/')).json().content).toBe('');
    invalidateHome(t.app.ctx);
    expect((await get('/v1/homepage/meet-the-expert/')).json().content).toBe('Chef of the house');
    // Later pages of a list are always read fresh.
    expect((await get('/v1/homepage/free-youtube-recipe-section/?page=2')).statusCode).toBe(200);
  });
});
