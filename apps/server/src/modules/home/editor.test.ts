import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { videoAssets } from '../../db/schema';
import { catalog, multipart, png } from './test-support';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;
let items: Awaited<ReturnType<typeof catalog>>;

const get = (url: string) => t.app.inject({ method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, payload, headers });
const sendForm = (
  method: 'POST' | 'PUT' | 'PATCH',
  url: string,
  fields: Record<string, string>,
  files: Record<string, Buffer> = {},
  headers = admin,
) => {
  const form = multipart(fields, files);
  return t.app.inject({ method, url, payload: form.payload, headers: { ...headers, ...form.headers } });
};

describe('home-page editor writes', () => {
  beforeAll(async () => {
    // The section cache stays on: every write must show through the public reads at once.
    t = await createTestApp();
    admin = (await signedIn(t, { role: 'admin' })).headers;
    member = (await signedIn(t)).headers;
    items = await catalog(t);
  });
  afterAll(async () => t.close());

  it('is closed to visitors and members', async () => {
    const writes: Array<[string, string]> = [
      ['PUT', '/v1/homepage/featured-top-left/'],
      ['PATCH', '/v1/homepage/featured-top-right/'],
      ['POST', '/v1/homepage/featured-top-right/'],
      ['PUT', '/v1/homepage/featured-top-right/1/'],
      ['POST', '/v1/homepage/meet-the-expert/'],
      ['POST', '/v1/homepage/features-section/'],
      ['PATCH', '/v1/homepage/features-section/1/'],
      ['PUT', '/v1/homepage/features-section/'],
      ['POST', '/v1/homepage/social-media-section/'],
      ['POST', '/v1/homepage/image-gallery-section/'],
      ['PUT', '/v1/homepage/image-gallery-section/'],
      ['PATCH', '/v1/homepage/image-gallery-section/1/'],
      ['POST', '/v1/homepage/app-section/'],
      ['POST', '/v1/adminpanel/category-section/1/'],
      ['PUT', '/v1/adminpanel/category-section-title/'],
      ['GET', '/v1/adminpanel/category-section/'],
      ['GET', '/v1/adminpanel/meet-the-expert/'],
    ];
    for (const [method, url] of writes) {
      const anon = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' ? undefined : {},
        headers: member,
      });
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('sets the featured top-left item with a cover, shown on the public read at once', async () => {
    expect((await get('/v1/homepage/featured-top-left/')).json()).toEqual({ data: null });
    const res = await sendForm(
      'PUT',
      '/v1/homepage/featured-top-left/',
      {
        content_type: 'youtube-recipe',
        youtube_recipe: String(items.recipe.id),
        video: '',
        show: '',
        episode: '',
      },
      { cover_image: await png() },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.homeEditorTopLeftUpdated);
    const pub = (await get('/v1/homepage/featured-top-left/')).json();
    expect(pub.data.content_type).toBe('youtube_recipe');
    expect(pub.data.youtube_recipe_details.title).toBe('Lemon Pasta');
    expect(pub.data.cover_image).toMatch(/^\/v1\/media\/files\/images\//);

    // Switching to a show without a cover clears the old cover.
    const show = await sendForm('PUT', '/v1/homepage/featured-top-left/', {
      content_type: 'show',
      show: String(items.show.id),
      cover_image: '',
    });
    expect(show.statusCode).toBe(200);
    const after = (await get('/v1/homepage/featured-top-left/')).json();
    expect(after.data.show_details.title).toBe('Sunday Roasts');
    expect(after.data.cover_image).toBeUndefined();
  });

  it('gives the top-left and top-right items an optional label in a label colour (spec 002 §2.6)', async () => {
    const left = await sendForm('PUT', '/v1/homepage/featured-top-left/', {
      content_type: 'show',
      show: String(items.show.id),
      title: 'New season',
      title_label_color: 'violet',
    });
    expect(left.statusCode).toBe(200);
    const pub = (await get('/v1/homepage/featured-top-left/')).json();
    expect(pub.data).toMatchObject({ title: 'New season', title_label_color: 'violet' });

    // Text without a colour, or a colour without text, is refused with the spec's words; nothing changes.
    const noColour = await sendForm('PUT', '/v1/homepage/featured-top-left/', {
      content_type: 'show',
      show: String(items.show.id),
      title: 'Half a label',
    });
    expect(noColour.statusCode).toBe(400);
    expect(noColour.json().errors.title_label_color).toBe(msg.carouselLabelColorRequired);
    const noText = await sendForm('PUT', '/v1/homepage/featured-top-left/', {
      content_type: 'show',
      show: String(items.show.id),
      title_label_color: 'black',
    });
    expect(noText.statusCode).toBe(400);
    expect(noText.json().errors.title).toBe(msg.carouselLabelTextRequired);
    const badColour = await sendForm('PUT', '/v1/homepage/featured-top-left/', {
      content_type: 'show',
      show: String(items.show.id),
      title: 'Pink',
      title_label_color: 'pink',
    });
    expect(badColour.statusCode).toBe(400);
    expect((await get('/v1/homepage/featured-top-left/')).json().data.title).toBe('New season');

    // Picking the item again without a label takes the label away.
    await sendForm('PUT', '/v1/homepage/featured-top-left/', {
      content_type: 'show',
      show: String(items.show.id),
    });
    expect((await get('/v1/homepage/featured-top-left/')).json().data.title).toBeUndefined();

    const slot = await sendForm('POST', '/v1/homepage/featured-top-right/', {
      rank: '2',
      youtube_recipe: String(items.recipe.id),
      title: 'Quick',
      title_label_color: 'yellow',
    });
    expect(slot.statusCode).toBe(201);
    const right = (await get('/v1/homepage/featured-top-right/')).json();
    expect(right.recipes[0]).toMatchObject({ rank: 2, title: 'Quick', title_label_color: 'yellow' });
    const replaced = await sendForm('PUT', '/v1/homepage/featured-top-right/2/', {
      youtube_recipe: String(items.recipe.id),
      title: 'Weeknight',
      title_label_color: 'black',
    });
    expect(replaced.statusCode).toBe(200);
    expect((await get('/v1/homepage/featured-top-right/')).json().recipes[0]).toMatchObject({
      title: 'Weeknight',
      title_label_color: 'black',
    });
    const half = await sendForm('PUT', '/v1/homepage/featured-top-right/2/', {
      youtube_recipe: String(items.recipe.id),
      title_label_color: 'black',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors.title).toBe(msg.carouselLabelTextRequired);
    expect((await send('DELETE', '/v1/homepage/featured-top-right/2/')).statusCode).toBe(200);
  });

  it('refuses a top-left item that is missing, unpublished or a wrong image', async () => {
    const none = await sendForm('PUT', '/v1/homepage/featured-top-left/', { content_type: 'video' });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(msg.homeEditorContentTypeRequired);
    // The spec's clients read top-left and top-right errors from `errorMessage` (002 §8).
    expect(none.json().errorMessage).toBe(msg.homeEditorContentTypeRequired);
    const badType = await sendForm('PUT', '/v1/homepage/featured-top-left/', { content_type: 'podcast' });
    expect(badType.statusCode).toBe(400);
    const draft = await sendForm('PUT', '/v1/homepage/featured-top-left/', {
      content_type: 'youtube_recipe',
      youtube_recipe: String(items.draft.id),
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().msg).toBe(msg.homeEditorContentNotPublished);
    const gif = await sendForm(
      'PUT',
      '/v1/homepage/featured-top-left/',
      { content_type: 'video', video: String(items.video.id) },
      { cover_image: Buffer.from('GIF89a not really') },
    );
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({ msg: msg.wrongFileType, errors: { cover_image: msg.wrongFileType } });
    // Nothing was half-written: the show is still featured.
    expect((await get('/v1/homepage/featured-top-left/')).json().data.content_type).toBe('show');
  });

  it('edits the top-right heading and creates, then replaces, a slot', async () => {
    expect((await get('/v1/homepage/featured-top-right/')).json().recipes).toEqual([]);
    const heading = await send('PATCH', '/v1/homepage/featured-top-right/', {
      heading: 'Weeknight favourites',
    });
    expect(heading.json().msg).toBe(msg.homeEditorHeadingUpdated);
    const created = await sendForm(
      'POST',
      '/v1/homepage/featured-top-right/',
      { rank: '3', youtube_recipe: String(items.recipe.id) },
      { cover_image: await png() },
    );
    expect(created.statusCode).toBe(201);
    let pub = (await get('/v1/homepage/featured-top-right/')).json();
    expect(pub.heading.heading).toBe('Weeknight favourites');
    expect(pub.recipes).toHaveLength(1);
    expect(pub.recipes[0].rank).toBe(3);
    const cover = pub.recipes[0].cover_image;
    expect(cover).toBeTruthy();

    // The same recipe again without a cover keeps the cover; the slot is replaced, not doubled.
    const replaced = await sendForm('PUT', '/v1/homepage/featured-top-right/3/', {
      youtube_recipe: String(items.recipe.id),
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().msg).toBe(msg.homeEditorSlotUpdated);
    pub = (await get('/v1/homepage/featured-top-right/')).json();
    expect(pub.recipes).toHaveLength(1);
    expect(pub.recipes[0].cover_image).toBe(cover);

    const newRank = await sendForm('PUT', '/v1/homepage/featured-top-right/5/', {
      youtube_recipe: String(items.recipe.id),
    });
    expect(newRank.statusCode).toBe(201);
    expect(
      (await get('/v1/homepage/featured-top-right/')).json().recipes.map((r: { rank: number }) => r.rank),
    ).toEqual([3, 5]);
    expect((await send('DELETE', '/v1/homepage/featured-top-right/5/')).statusCode).toBe(200);
    expect((await send('DELETE', '/v1/homepage/featured-top-right/5/')).statusCode).toBe(404);
  });

  it('takes only published YouTube recipes in ranks 1 to 8 on the right', async () => {
    const video = await sendForm('POST', '/v1/homepage/featured-top-right/', {
      rank: '1',
      youtube_recipe: String(items.video.id + 1000),
    });
    expect(video.json()).toMatchObject({
      msg: msg.homeEditorContentNotPublished,
      errorMessage: msg.homeEditorContentNotPublished,
    });
    const rank = await sendForm('POST', '/v1/homepage/featured-top-right/', {
      rank: '9',
      youtube_recipe: String(items.recipe.id),
    });
    expect(rank.statusCode).toBe(400);
    expect(rank.json().errors.rank).toBeTruthy();
    expect(rank.json().errorMessage).toBe(rank.json().msg);
    // Other editor calls keep the plain error shape.
    const gallery = await send('PATCH', '/v1/homepage/features-section/5/', { title: 'x' });
    expect(gallery.json().errorMessage).toBeUndefined();
    expect((await sendForm('PUT', '/v1/homepage/featured-top-right/0/', {})).statusCode).toBe(400);
  });

  it('saves the expert text and the video of a finished upload', async () => {
    const content = await send('POST', '/v1/homepage/meet-the-expert/', { content: 'Chef of the house' });
    expect(content.json().msg).toBe(msg.homeEditorExpertUpdated);
    expect((await get('/v1/homepage/meet-the-expert/')).json()).toEqual({
      content: 'Chef of the house',
      video_playback_id: null,
    });
    const missing = await send('POST', '/v1/homepage/meet-the-expert/', {
      video_file_name: 'a.mp4',
      video_asset_id: 'nope1234',
      video_playback_id: 'nope5678',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(msg.homeEditorVideoNotFound);
    await t.database.db
      .insert(videoAssets)
      .values({ assetId: 'asset12345', playbackId: 'play12345', fileName: 'chef.mp4', status: 'ready' });
    const mismatch = await send('POST', '/v1/homepage/meet-the-expert/', {
      video_asset_id: 'asset12345',
      video_playback_id: 'other1234',
    });
    expect(mismatch.statusCode).toBe(400);
    const ok = await send('POST', '/v1/homepage/meet-the-expert/', {
      video_file_name: 'chef.mp4',
      video_asset_id: 'asset12345',
      video_playback_id: 'play12345',
    });
    expect(ok.statusCode).toBe(200);
    expect((await get('/v1/homepage/meet-the-expert/')).json().video_playback_id).toBe('play12345');
    const adminView = await t.app.inject({
      method: 'GET',
      url: '/v1/adminpanel/meet-the-expert/',
      headers: admin,
    });
    expect(adminView.json()).toEqual({
      content: 'Chef of the house',
      video_file_name: 'chef.mp4',
      video_asset_id: 'asset12345',
      video_playback_id: 'play12345',
    });
    expect((await send('POST', '/v1/homepage/meet-the-expert/', {})).statusCode).toBe(400);
  });

  it('saves the features description and features by rank (update or create)', async () => {
    await send('POST', '/v1/homepage/features-section/', { description: 'Everything you need' });
    const empty = await send('PATCH', '/v1/homepage/features-section/2/', { title: ' ', description: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(msg.featureFillAllFields);
    const created = await send('PUT', '/v1/homepage/features-section/', {
      rank: 2,
      title: 'Shows',
      description: '',
    });
    expect(created.json().msg).toBe(msg.featureUpdated);
    const updated = await send('PATCH', '/v1/homepage/features-section/2/', {
      title: 'Shows',
      description: 'Binge a season',
    });
    expect(updated.json().msg).toBe(msg.featureUpdated);
    const pub = (await get('/v1/homepage/features-section/')).json();
    expect(pub.description).toBe('Everything you need');
    expect(pub.features).toHaveLength(1);
    expect(pub.features[0]).toMatchObject({ rank: 2, title: 'Shows', description: 'Binge a season' });
    expect((await send('PATCH', '/v1/homepage/features-section/5/', { title: 'x' })).statusCode).toBe(400);
  });

  it('checks every social link and saves nothing when one is wrong', async () => {
    for (const [field, message] of [
      ['facebook_link', msg.invalidFacebookUrl],
      ['instagram_link', msg.invalidInstagramUrl],
      ['twitter_link', msg.invalidTwitterUrl],
      ['youtube_link', msg.invalidYoutubeUrl],
    ] as const) {
      for (const value of ['', 'not a url']) {
        const res = await send('POST', '/v1/homepage/social-media-section/', {
          description: 'Follow us',
          [field]: value,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().msg).toBe(message);
        expect(res.json().errors[field]).toBe(message);
      }
    }
    expect((await get('/v1/homepage/social-media-section/')).json().description).toBe('');
    const ok = await send('POST', '/v1/homepage/social-media-section/', {
      description: 'Follow us',
      facebook_link: 'https://facebook.com/simmer',
    });
    expect(ok.json().msg).toBe(msg.homeEditorSocialUpdated);
    // Links are sent one at a time; a null description leaves the saved one alone.
    await send('POST', '/v1/homepage/social-media-section/', {
      description: null,
      youtube_link: 'https://youtube.com/@simmer',
    });
    expect((await get('/v1/homepage/social-media-section/')).json()).toEqual({
      description: 'Follow us',
      facebook_link: 'https://facebook.com/simmer',
      instagram_link: '',
      twitter_link: '',
      youtube_link: 'https://youtube.com/@simmer',
    });
    // The footer and the contact page read the links through the site configuration.
    const site = (await get('/v1/site-config/')).json();
    expect(site.social.facebook).toBe('https://facebook.com/simmer');
    expect(site.social.youtube).toBe('https://youtube.com/@simmer');
    expect(site.social.instagram).toBeNull();
  });

  it('saves the gallery heading and photos by rank', async () => {
    await send('POST', '/v1/homepage/image-gallery-section/', { text: 'From our kitchen' });
    const put = await sendForm(
      'PUT',
      '/v1/homepage/image-gallery-section/',
      { rank: '2' },
      { image: await png() },
    );
    expect(put.json().msg).toBe(msg.homeEditorGalleryUpdated);
    const first = (await get('/v1/homepage/image-gallery-section/')).json();
    expect(first.text).toBe('From our kitchen');
    expect(first.images).toHaveLength(1);
    const patch = await sendForm(
      'PATCH',
      '/v1/homepage/image-gallery-section/2/',
      {},
      { image: await png() },
    );
    expect(patch.statusCode).toBe(200);
    const second = (await get('/v1/homepage/image-gallery-section/')).json();
    expect(second.images).toHaveLength(1);
    expect(second.images[0].image).not.toBe(first.images[0].image);
    const noImage = await sendForm('PATCH', '/v1/homepage/image-gallery-section/2/', {});
    expect(noImage.json().msg).toBe(msg.imageRequired);
    const wrong = await sendForm(
      'PUT',
      '/v1/homepage/image-gallery-section/',
      { rank: '1' },
      { image: Buffer.from('x') },
    );
    expect(wrong.json().msg).toBe(msg.wrongFileType);
    expect(
      (await sendForm('PUT', '/v1/homepage/image-gallery-section/', { rank: '6' }, { image: await png() }))
        .statusCode,
    ).toBe(400);
  });

  it('saves the app section and checks both store links', async () => {
    const play = await sendForm('POST', '/v1/homepage/app-section/', { google_store_link: 'play store' });
    expect(play.json().msg).toBe(msg.invalidPlaystoreUrl);
    const apple = await send('POST', '/v1/homepage/app-section/', { apple_store_link: '' });
    expect(apple.json().msg).toBe(msg.invalidAppstoreUrl);
    const ok = await sendForm(
      'POST',
      '/v1/homepage/app-section/',
      {
        content: 'Cook anywhere',
        google_store_link: 'https://play.google.com/store/apps/details?id=x',
        apple_store_link: 'https://apps.apple.com/app/id1',
      },
      { image: await png() },
    );
    expect(ok.json().msg).toBe(msg.homeEditorAppUpdated);
    const pub = (await get('/v1/homepage/app-section/')).json();
    expect(pub).toMatchObject({
      content: 'Cook anywhere',
      apple_store_link: 'https://apps.apple.com/app/id1',
    });
    expect(pub.image).toBeTruthy();
  });

  it('saves a recipe category with clean tags and a sort, and the section title', async () => {
    const empty = await send('POST', '/v1/adminpanel/category-section/1/', { name: '  ', tags: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(msg.categoryNameRequired);
    const missing = await send('POST', '/v1/adminpanel/category-section/1/', { tags: ['x'] });
    expect(missing.json().msg).toBe(msg.categoryNameRequired);
    const badSort = await send('POST', '/v1/adminpanel/category-section/1/', {
      name: 'Newest',
      sort_by: 'random',
    });
    expect(badSort.statusCode).toBe(400);
    expect((await send('POST', '/v1/adminpanel/category-section/5/', { name: 'Newest' })).statusCode).toBe(
      400,
    );

    await get('/v1/homepage/category-section/');
    const ok = await send('POST', '/v1/adminpanel/category-section/2/', {
      name: 'Popular',
      tags: ['Pasta', ' pasta ', '', 'Quick'],
      sort_by: 'comment_count',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe(msg.categoryRecipesUpdated);
    expect(ok.json().data).toEqual({
      rank: 2,
      name: 'Popular',
      tags_names: ['Pasta', 'Quick'],
      sort_by: 'comment_count',
    });
    expect((await get('/v1/homepage/category-section/')).json()).toEqual({
      data: [{ rank: 2, name: 'Popular' }],
    });
    const one = await t.app.inject({
      method: 'GET',
      url: '/v1/adminpanel/category-section/2/',
      headers: admin,
    });
    expect(one.json().tags_names).toEqual(['Pasta', 'Quick']);
    const blank = await t.app.inject({
      method: 'GET',
      url: '/v1/adminpanel/category-section/4/',
      headers: admin,
    });
    expect(blank.json()).toEqual({ rank: 4, name: '', tags_names: [], sort_by: 'created_date' });
    // The tab lists nothing until a recipe carries one of its tags; the public tab reads the new name.
    expect((await get('/v1/homepage/category-section/2/')).json()).toMatchObject({
      name: 'Popular',
      count: 0,
    });
    // Saving again replaces the tag list.
    await send('POST', '/v1/adminpanel/category-section/2/', {
      name: 'Popular',
      tags: [],
      sort_by: 'likes_count',
    });
    expect((await get('/v1/homepage/category-section/2/')).json().count).toBe(1);

    await get('/v1/adminpanel/category-section-title/');
    const title = await send('PUT', '/v1/adminpanel/category-section-title/', {
      title: 'Find your next dish',
    });
    expect(title.json().msg).toBe(msg.homeEditorSectionTitleUpdated);
    expect((await get('/v1/adminpanel/category-section-title/')).json()).toEqual({
      title: 'Find your next dish',
    });
  });
});
