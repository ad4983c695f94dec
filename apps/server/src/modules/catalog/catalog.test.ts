import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { memberships, purchases, videos, youtubeRecipes } from '../../db/schema';
import { invalidatePublicCache } from '../../http/public-cache';
import {
  addConnectedRecipe,
  createEpisode,
  createShow,
  createVideo,
  createYoutubeRecipe,
  setPlayback,
  setTags,
} from './editing.service';

let t: TestApp;
const ids = {} as Record<string, number>;

const get = (url: string, headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers });
const post = (url: string, payload: object, headers?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/v1${url}`, payload, headers });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const chicken = await createYoutubeRecipe(db, {
    title: 'Lemon Garlic Roast Chicken',
    description: 'Crisp skin and juicy meat.',
    youtubeLink: 'https://www.youtube.com/results?search_query=roast+chicken',
    isPublish: true,
  });
  ids.chicken = chicken.id;
  await addConnectedRecipe(db, {
    name: 'Roast chicken',
    instructions:
      '<ol><li>Heat the oven.</li><li>Roast.</li></ol><script>alert(1)</script><img src=x onerror="alert(2)">',
    notes: '<p onclick="steal()">Rest it.</p>',
    parent: { type: 'youtube_recipe', id: chicken.id },
    ingredients: [
      { name: 'chicken', quantity: '1', unit: 'whole', category: 'meat' },
      { name: '  ', quantity: '2' },
      { name: 'lemon', quantity: '2', unit: '', category: 'fruit' },
    ],
  });
  await setTags(db, 'youtube_recipe', chicken.id, ['Popular', 'Chicken', 'popular', '']);
  ids.pancakes = (await createYoutubeRecipe(db, { title: 'Fluffy Pancakes', isPublish: true })).id;
  ids.draftRecipe = (await createYoutubeRecipe(db, { title: 'Draft Chicken Terrine', isPublish: false })).id;
  for (let i = 0; i < 26; i++) await createYoutubeRecipe(db, { title: `Soup number ${i}`, isPublish: true });

  ids.freeVideo = (
    await createVideo(db, { title: 'Knife Skills', description: 'Dicing.', isPublish: true })
  ).id;
  await setPlayback(db, 'video', ids.freeVideo, { videoPlaybackId: 'free-play', durationSeconds: 300 });
  ids.premiumVideo = (
    await createVideo(db, {
      title: 'Chicken Curry Masterclass',
      description: 'Spice.',
      isPublish: true,
      isPremium: true,
    })
  ).id;
  await setPlayback(db, 'video', ids.premiumVideo, { videoPlaybackId: 'premium-play' });
  for (let i = 0; i < 4; i++) await createVideo(db, { title: `Extra video ${i}`, isPublish: true });
  ids.draftVideo = (await createVideo(db, { title: 'Draft Chicken Video', isPublish: false })).id;

  const show = await createShow(db, { title: 'Weeknight Kitchen', description: 'Fast dinners.' });
  ids.show = show.id;
  ids.ep1 = (
    await createEpisode(db, { showId: show.id, title: 'Chicken Fajitas', isPublish: true, position: 0 })
  ).id;
  ids.ep2 = (
    await createEpisode(db, {
      showId: show.id,
      title: 'Garlic Prawns',
      isPublish: true,
      isPremium: true,
      position: 1,
    })
  ).id;
  await setPlayback(db, 'episode', ids.ep2, { videoPlaybackId: 'ep2-play', durationSeconds: 1150 });
  ids.ep3 = (
    await createEpisode(db, { showId: show.id, title: 'Draft Episode', isPublish: false, position: 2 })
  ).id;
  ids.draftShow = (await createShow(db, { title: 'Secret Chicken Show', isPublish: false })).id;
  ids.draftShowEpisode = (
    await createEpisode(db, { showId: ids.draftShow, title: 'Hidden Chicken Episode', isPublish: false })
  ).id;
});
afterAll(() => t.close());

describe('lists', () => {
  it('pages recipes 25 at a time, newest first, published only', async () => {
    const res = await get('/admin/user/youtube-recipe/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(28);
    expect(body.results).toHaveLength(25);
    expect(body.next).toContain('page=2');
    expect(body.previous).toBeNull();
    const page2 = (await get('/admin/user/youtube-recipe/?page=2')).json();
    expect(page2.results).toHaveLength(3);
    const titles = [...body.results, ...page2.results].map((r: { title: string }) => r.title);
    expect(titles).not.toContain('Draft Chicken Terrine');
    expect(body.results[0].content_type).toBe('youtube-recipe');
  });

  it('searches a list, tolerating a typo, and ignores one character', async () => {
    const res = await get('/admin/user/youtube-recipe/?search=chiken');
    expect(res.json().results.map((r: { title: string }) => r.title)).toEqual(['Lemon Garlic Roast Chicken']);
    // The spec's search call answers a data list (001 §7); naming a page gives the paged shape.
    const viaPost = await post('/admin/typeahead/recipes/', { search: 'pancake' });
    expect(viaPost.json().data.map((r: { title: string }) => r.title)).toEqual(['Fluffy Pancakes']);
    expect(viaPost.json().count).toBeUndefined();
    const paged = await post('/admin/typeahead/recipes/', { search: 'pancake', page: 1 });
    expect(paged.json()).toMatchObject({ count: 1, previous: null });
    expect((await post('/admin/user/video/', { search: '' })).json().data).toHaveLength(6);
    expect((await get('/admin/user/youtube-recipe/?search=c')).json().count).toBe(28);
  });

  it('lists videos and shows with counts and newly added strips', async () => {
    const videos = (await get('/admin/user/video/')).json();
    expect(videos.count).toBe(6);
    const shows = (await get('/admin/user/show/')).json();
    expect(shows.results).toHaveLength(1);
    expect(shows.results[0]).toMatchObject({ title: 'Weeknight Kitchen', episodes_count: 2 });
    const strip = (await get('/admin/user/video/newly-added/')).json();
    expect(strip.data.length).toBeGreaterThan(0);
    expect(strip.data.map((v: { id: number }) => v.id)).not.toContain(ids.draftVideo);
    const showStrip = (await get('/admin/user/show/newly-added/')).json();
    expect(showStrip.data.map((v: { id: number }) => v.id)).toEqual([ids.show]);
    const recipeStrip = (await get('/admin/user/youtube-recipe/newly-added/')).json();
    expect(recipeStrip.data).toHaveLength(8);
    expect(recipeStrip.data.map((v: { id: number }) => v.id)).not.toContain(ids.draftRecipe);
    expect((await post('/admin/user/show/', { search: 'weeknight' })).json().data).toHaveLength(1);
    const popular = (await get('/admin/user/recipe-category/popular/')).json();
    expect(popular.results.map((r: { title: string }) => r.title)).toEqual(['Lemon Garlic Roast Chicken']);
    expect(popular.count).toBe(1);
    expect((await get('/admin/user/recipe-category/Nothing/')).json().count).toBe(0);
  });

  it('rejects a bad page number', async () => {
    const res = await get('/admin/user/video/?page=zero');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400 });
  });
});

describe('details', () => {
  it('returns a recipe with sanitized HTML, ingredients and tags', async () => {
    const res = await get(`/admin/user/youtube-recipe/${ids.chicken}/`);
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r.tags_names).toEqual(['Chicken', 'Popular']);
    const cr = r.connected_recipe[0];
    expect(cr.instructions).toContain('<li>Heat the oven.</li>');
    expect(cr.instructions).not.toContain('script');
    expect(cr.instructions).not.toContain('onerror');
    expect(cr.notes).toBe('<p>Rest it.</p>');
    expect(cr.ingredients.map((i: { name: string }) => i.name)).toEqual(['chicken', 'lemon']);
    expect(r).toMatchObject({ likes_count: 0, is_liked: false, likes: [] });
  });

  it('hides unpublished items as not found', async () => {
    const r = await get(`/admin/user/youtube-recipe/${ids.draftRecipe}/`);
    expect(r.statusCode).toBe(404);
    expect(r.json().msg).toBe(msg.noRecipeDetails);
    expect((await get(`/admin/user/video/${ids.draftVideo}/`)).json().msg).toBe(msg.noVideoDetails);
    expect((await get(`/admin/user/show/${ids.draftShow}/`)).json().msg).toBe(msg.noShowDetails);
    expect((await get(`/admin/user/episode/${ids.ep3}/`)).statusCode).toBe(404);
    expect((await get(`/admin/user/episode/${ids.draftShowEpisode}/`)).statusCode).toBe(404);
    expect((await get('/admin/user/video/999999/')).statusCode).toBe(404);
    expect((await get('/admin/user/video/abc/')).statusCode).toBe(400);
  });

  it('gives a free video stream to a visitor', async () => {
    const v = (await get(`/admin/user/video/${ids.freeVideo}/`)).json();
    expect(v).toMatchObject({ can_watch: true, video_playback_id: 'free-play', duration: 300 });
  });

  it('withholds a premium stream unless the member has a plan or bought it', async () => {
    const visitor = (await get(`/admin/user/video/${ids.premiumVideo}/`)).json();
    expect(visitor).toMatchObject({ is_premium: true, can_watch: false, video_playback_id: null });

    const plain = await signedIn(t);
    const member = (await get(`/admin/user/video/${ids.premiumVideo}/`, plain.headers)).json();
    expect(member.can_watch).toBe(false);

    const buyer = await signedIn(t);
    await t.database.db
      .insert(purchases)
      .values({ userId: buyer.user.id, productType: 'episode', productId: ids.ep2 });
    const ep = (await get(`/admin/user/episode/${ids.ep2}/`, buyer.headers)).json();
    expect(ep).toMatchObject({ can_watch: true, video_playback_id: 'ep2-play' });

    const subscriber = await signedIn(t);
    await t.database.db.insert(memberships).values({
      userId: subscriber.user.id,
      type: 'monthly',
      startDate: new Date(Date.now() - 86_400_000),
      endDate: new Date(Date.now() + 30 * 86_400_000),
      processor: 'sandbox',
    });
    const sv = (await get(`/admin/user/video/${ids.premiumVideo}/`, subscriber.headers)).json();
    expect(sv).toMatchObject({ can_watch: true, video_playback_id: 'premium-play' });
  });

  it('returns a show with its published episodes in order, and an episode with the others', async () => {
    const s = (await get(`/admin/user/show/${ids.show}/`)).json();
    expect(s.episodes.map((e: { id: number }) => e.id)).toEqual([ids.ep1, ids.ep2]);
    const e = (await get(`/admin/user/episode/${ids.ep1}/`)).json();
    expect(e).toMatchObject({ show: ids.show, show_name: 'Weeknight Kitchen' });
    expect(e.other_episodes.map((o: { id: number }) => o.id)).toEqual([ids.ep2]);
    expect(e.other_episodes[0]).toMatchObject({ is_premium: true, duration: 1150 });
  });

  it('suggests up to 4 other published videos', async () => {
    const s = (await get(`/admin/user/video/${ids.freeVideo}/suggested/`)).json();
    expect(s.data).toHaveLength(4);
    expect(s.data.map((v: { id: number }) => v.id)).not.toContain(ids.freeVideo);
    expect(s.data.map((v: { id: number }) => v.id)).not.toContain(ids.draftVideo);
  });
});

describe('search', () => {
  const search = async (text: string) =>
    (await post('/user/typeahead-search/', { search: text })).json().data as Array<{
      title: string;
      content_type: string;
      show: number | null;
    }>;

  it('finds chicken across types despite a typo, never drafts', async () => {
    const found = await search('chiken');
    const titles = found.map((r) => r.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Lemon Garlic Roast Chicken', 'Chicken Curry Masterclass', 'Chicken Fajitas']),
    );
    expect(titles).not.toContain('Draft Chicken Terrine');
    expect(titles).not.toContain('Draft Chicken Video');
    expect(titles).not.toContain('Hidden Chicken Episode');
    expect(titles).not.toContain('Secret Chicken Show');
    const episode = found.find((r) => r.title === 'Chicken Fajitas');
    expect(episode).toMatchObject({ content_type: 'episode', show: ids.show });
    expect(found.find((r) => r.title === 'Lemon Garlic Roast Chicken')?.content_type).toBe('youtube-recipe');
  });

  it('matches stemmed words and shows', async () => {
    expect((await search('roasted chickens')).map((r) => r.title)).toContain('Lemon Garlic Roast Chicken');
    expect((await search('weeknight')).map((r) => r.content_type)).toEqual(['show']);
  });

  it('matches prefixes while typing, several words with typos, and ignores stop words', async () => {
    expect((await search('chick')).map((r) => r.title)).toContain('Lemon Garlic Roast Chicken');
    expect((await search('lemn chiken')).map((r) => r.title)).toEqual(['Lemon Garlic Roast Chicken']);
    expect((await search('the chicken')).map((r) => r.title)).toContain('Chicken Fajitas');
    expect(await search('zzzzqqq')).toEqual([]);
  });

  it('learns words of renamed items', async () => {
    await t.database.db
      .update(videos)
      .set({ title: 'Knife Skills and Julienne' })
      .where(eq(videos.id, ids.freeVideo));
    expect((await search('julienn')).map((r) => r.title)).toEqual(['Knife Skills and Julienne']);
    expect((await search('julliene')).map((r) => r.title)).toEqual(['Knife Skills and Julienne']);
  });

  it('ranks the newest matches of a common word, and still finds an older item a precise search names', async () => {
    await t.database.db
      .insert(youtubeRecipes)
      .values({ title: 'Saffron Risotto', description: 'Creamy rice', isPublish: true });
    const pilafs = await t.database.db
      .insert(youtubeRecipes)
      .values(
        Array.from({ length: 250 }, (_, i) => ({
          title: `Saffron Pilaf ${i}`,
          description: 'Fragrant rice',
          isPublish: true,
        })),
      )
      .returning({ id: youtubeRecipes.id });
    const common = (await post('/user/typeahead-search/', { search: 'safron' })).json().data as Array<{
      id: number;
      title: string;
    }>;
    // Fifty answers, all typo-corrected matches; equal ranks come newest first.
    const newest = pilafs
      .map((p) => p.id)
      .sort((a, b) => b - a)
      .slice(0, 50);
    expect(common.map((r) => r.id)).toEqual(newest);
    expect((await search('safron risotto')).map((r) => r.title)).toEqual(['Saffron Risotto']);
  });

  it('answers nothing for an empty or one-letter search and rejects a non-string', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('c')).toEqual([]);
    expect((await post('/user/typeahead-search/', { search: 5 })).statusCode).toBe(400);
  });

  it('keeps a search’s answer until the catalog changes, in every process', async () => {
    expect((await search('quince tart')).map((r) => r.title)).toEqual([]);
    // Written behind the server's back: the kept answer stands.
    await t.database.db
      .insert(youtubeRecipes)
      .values({ title: 'Quince Tart', description: 'Autumn', isPublish: true });
    expect((await search('Quince  TART')).map((r) => r.title)).toEqual([]);
    // A change to the catalog clears it (as an admin's publish does, through pub/sub).
    await invalidatePublicCache(t.app.ctx, ['youtube_recipe:list']);
    expect((await search('quince tart')).map((r) => r.title)).toEqual(['Quince Tart']);
  });
});
