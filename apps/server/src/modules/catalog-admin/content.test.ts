import { msg } from '@simmer/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { multipartBody } from '../../../test/multipart';
import {
  announcements,
  bookmarks,
  carouselItems,
  comments,
  contentTags,
  episodes,
  homePage,
  homeTopRightRecipes,
  likes,
  purchases,
  reports,
  shows,
  videoAssets,
  youtubeRecipes,
} from '../../db/schema';
import { addConnectedRecipe, createShow, createVideo } from '../catalog/editing.service';

let t: TestApp;
let png: Buffer;
let admin: Record<string, string>;
let member: Awaited<ReturnType<typeof signedIn>>;
let assetCount = 0;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000', HOME_CACHE_SECONDS: '0' });
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();
  admin = (await signedIn(t, { role: 'admin' })).headers;
  member = await signedIn(t);
});
afterAll(async () => {
  await t.close();
});

type Files = Record<string, Buffer>;
const multipart = (fields: Record<string, string>, files: Files = {}) => multipartBody(fields, files);

const form = (
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Files = {},
  headers = admin,
) => {
  const m = multipart(fields, files);
  return t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { ...headers, 'content-type': m.contentType },
    payload: m.body,
  });
};
const json = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `/v1${url}`, headers, ...(payload ? { payload } : {}) });

/** A finished upload, as the tus endpoint leaves it. */
async function uploadedAsset(status: 'ready' | 'failed' = 'ready') {
  assetCount += 1;
  const id = `asset${assetCount}abcdefgh`;
  await t.database.db.insert(videoAssets).values({
    assetId: id,
    playbackId: `play${assetCount}abcdefgh`,
    status,
    fileName: `clip-${assetCount}.mp4`,
    durationSeconds: 12.4,
  });
  return { assetId: id, playbackId: `play${assetCount}abcdefgh` };
}

const both = () => ({ title_image: png, cover_image: png });

async function newShow(title = 'Weeknight Suppers') {
  const res = await form(
    'POST',
    '/adminpanel/upload-show-content/',
    { title, description: 'Fast dinners.' },
    both(),
  );
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; title_image: string };
}
async function newEpisode(showId: number, extra: Record<string, string> = {}) {
  const a = await uploadedAsset();
  const res = await form(
    'POST',
    '/adminpanel/upload-episode-content/',
    { title: 'Episode one', show: String(showId), video_asset_id: a.assetId, ...extra },
    { title_image: png },
  );
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; is_premium: boolean };
}
async function newVideo(extra: Record<string, string> = {}) {
  const a = await uploadedAsset();
  const res = await form(
    'POST',
    '/adminpanel/upload-video-content/',
    {
      title: 'Knife Skills',
      description: 'Dicing.',
      video_asset_id: a.assetId,
      video: 'knife.mp4',
      ...extra,
    },
    { title_image: png },
  );
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; video_playback_id: string; is_premium: boolean };
}
async function newRecipe(title = 'Lemon Tart') {
  const res = await form(
    'POST',
    '/adminpanel/save-recipe-video/',
    { title, youtube_link: 'https://www.youtube.com/watch?v=abc', is_publish: 'false' },
    { title_image: png },
  );
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; is_publish: boolean };
}
const recipeFor = (type: 'video' | 'youtube_recipe' | 'episode', id: number) =>
  addConnectedRecipe(t.database.db, {
    name: 'Method',
    instructions: '<p>Cook.</p>',
    parent: { type, id },
    ingredients: [{ name: 'salt', quantity: '1' }],
  });

describe('access', () => {
  it('refuses visitors and members on every admin content call', async () => {
    const paths: Array<['GET' | 'POST', string]> = [
      ['GET', '/adminpanel/content/'],
      ['POST', '/adminpanel/upload-show-content/'],
      ['POST', '/adminpanel/upload-video-content/'],
      ['POST', '/adminpanel/save-recipe-video/'],
      ['POST', '/adminpanel/add-tags/'],
      ['GET', '/adminpanel/show/1/'],
    ];
    for (const [method, url] of paths) {
      expect((await t.app.inject({ method, url: `/v1${url}`, payload: {} })).statusCode).toBe(401);
      expect((await json(method, url, {}, member.headers)).statusCode).toBe(403);
    }
    expect((await json('DELETE', '/adminpanel/content/video/1/', undefined, member.headers)).statusCode).toBe(
      403,
    );
  });
});

describe('shows', () => {
  it('needs title, description and both images, with the spec messages', async () => {
    let res = await form(
      'POST',
      '/adminpanel/upload-show-content/',
      { title: ' ', description: 'x' },
      both(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: msg.contentTitleRequired,
      errors: { title: msg.contentTitleRequired },
    });
    res = await form('POST', '/adminpanel/upload-show-content/', { title: 'Soups' }, both());
    expect(res.json()).toMatchObject({ msg: msg.contentDescriptionRequired });
    res = await form('POST', '/adminpanel/upload-show-content/', { title: 'Soups', description: 'Warm.' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ title_image: msg.fieldRequired, cover_image: msg.fieldRequired });
    res = await form(
      'POST',
      '/adminpanel/upload-show-content/',
      { title: 'Soups', description: 'Warm.' },
      { title_image: Buffer.from('GIF89a not an image'), cover_image: png },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg.wrongFileType);
    expect(await t.database.db.select().from(shows).where(eq(shows.title, 'Soups'))).toHaveLength(0);
  });

  it('creates an unpublished show, reads it back, edits fields and reuses a stored image', async () => {
    const show = await newShow('Sunday Roasts');
    const read = await json('GET', `/adminpanel/show/${show.id}/`);
    expect(read.json()).toMatchObject({
      title: 'Sunday Roasts',
      is_publish: false,
      episodes: [],
      tags_names: [],
    });
    expect(read.json().cover_image).toMatch(/^\/v1\/media\/files\/images\//);
    const upd = await form('PUT', `/adminpanel/update-show/${show.id}/`, {
      title: 'Sunday Roasts 2',
      title_image: show.title_image,
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toMatchObject({ msg: msg.contentShowSaved, data: { title: 'Sunday Roasts 2' } });
    const bad = await json('PUT', `/adminpanel/update-show/${show.id}/`, {
      title_image: 'https://evil.example/x.png',
    });
    expect(bad.json()).toMatchObject({ msg: msg.contentImageInvalid });
    const pub = await json('PUT', `/adminpanel/update-show/${show.id}/`, { is_publish: true });
    expect(pub.json()).toMatchObject({ msg: msg.contentPublished, data: { is_publish: true } });
    expect((await json('GET', '/adminpanel/show/999999/')).statusCode).toBe(404);
  });
});

describe('episodes', () => {
  it('validates the name, the show and the video', async () => {
    const show = await newShow();
    const a = await uploadedAsset();
    let res = await form(
      'POST',
      '/adminpanel/upload-episode-content/',
      { title: 'Ep', show: String(show.id), video_asset_id: a.assetId },
      { title_image: png },
    );
    expect(res.json()).toMatchObject({ msg: msg.contentEpisodeNameShort });
    res = await form(
      'POST',
      '/adminpanel/upload-episode-content/',
      { title: 'Episode', show: String(show.id) },
      {
        title_image: png,
      },
    );
    expect(res.json().errors).toMatchObject({ video: msg.fieldRequired });
    res = await form(
      'POST',
      '/adminpanel/upload-episode-content/',
      { title: 'Episode', show: String(show.id), video_asset_id: 'nosuchasset1' },
      { title_image: png },
    );
    expect(res.json()).toMatchObject({ msg: msg.contentVideoUploadMissing });
    res = await form(
      'POST',
      '/adminpanel/upload-episode-content/',
      { title: 'Episode', show: '999999', video_asset_id: a.assetId },
      { title_image: png },
    );
    expect(res.json()).toMatchObject({ msg: msg.contentShowRequired });
  });

  it('stays invisible to visitors until published; publishing it publishes the show', async () => {
    const show = await newShow('Street Food');
    const ep = await newEpisode(show.id);
    const stored = await json('GET', `/adminpanel/episode/${ep.id}/`);
    expect(stored.json()).toMatchObject({
      is_publish: false,
      show: show.id,
      video_file_name: expect.any(String),
    });
    expect(stored.json().video_playback_id).toMatch(/^play/);
    expect((await t.app.inject({ url: `/v1/admin/user/show/${show.id}/` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/v1/admin/user/episode/${ep.id}/` })).statusCode).toBe(404);

    const pub = await json('PUT', `/adminpanel/episode/${ep.id}/`, { is_publish: true });
    expect(pub.json()).toMatchObject({ msg: msg.contentPublished, data: { is_publish: true } });
    const visible = await t.app.inject({ url: `/v1/admin/user/show/${show.id}/` });
    expect(visible.statusCode).toBe(200);
    expect(visible.json().episodes.map((e: { id: number }) => e.id)).toEqual([ep.id]);
    const list = await t.app.inject({ url: '/v1/admin/user/show/?search=Street' });
    expect(list.json().results.map((s: { id: number }) => s.id)).toContain(show.id);
    expect((await json('GET', `/adminpanel/show/${show.id}/`)).json().is_publish).toBe(true);
  });

  it('edits fields, keeps premium episodes and refuses to delete them', async () => {
    const show = await newShow();
    const ep = await newEpisode(show.id, { is_premium: 'true' });
    expect(ep.is_premium).toBe(true);
    const upd = await form('PUT', `/adminpanel/episode/${ep.id}/`, { title: 'Renamed episode' });
    expect(upd.json().data.title).toBe('Renamed episode');
    const del = await json('DELETE', `/adminpanel/episode/${ep.id}/`);
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toBe(msg.contentPremiumNoDelete);
    const showDel = await json('DELETE', `/adminpanel/content/show/${show.id}/`);
    expect(showDel.json()).toMatchObject({ status: 409, msg: msg.contentShowHasPremium });
    const free = await newEpisode(show.id);
    expect((await json('DELETE', `/adminpanel/episode/${free.id}/`)).json()).toEqual({
      msg: msg.contentDeleted,
    });
    expect((await json('GET', `/adminpanel/episode/${free.id}/`)).statusCode).toBe(404);
  });
});

describe('videos', () => {
  it('needs every field, then publishes only with a connected recipe', async () => {
    const res = await form('POST', '/adminpanel/upload-video-content/', { title: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      description: msg.contentDescriptionRequired,
      title_image: msg.fieldRequired,
      video: msg.fieldRequired,
    });
    const failed = await uploadedAsset('failed');
    const bad = await form(
      'POST',
      '/adminpanel/upload-video-content/',
      { title: 'A', description: 'B', video_asset_id: failed.assetId },
      { title_image: png },
    );
    expect(bad.json().msg).toBe(msg.videoFailed);

    const v = await newVideo();
    expect(v).toMatchObject({ is_premium: false, connected_recipe: [], video: 'knife.mp4' });
    const pub = await json('PUT', `/adminpanel/update-video-content/${v.id}/`, { is_publish: true });
    expect(pub.statusCode).toBe(409);
    expect(pub.json().msg).toBe(msg.contentPublishNeedsRecipe);
    expect((await t.app.inject({ url: `/v1/admin/user/video/${v.id}/` })).statusCode).toBe(404);
    await recipeFor('video', v.id);
    const ok = await json('PUT', `/adminpanel/update-video-content/${v.id}/`, { is_publish: true });
    expect(ok.json()).toMatchObject({ msg: msg.contentPublished, data: { is_publish: true } });
    expect((await t.app.inject({ url: `/v1/admin/user/video/${v.id}/` })).statusCode).toBe(200);
    const got = await json('GET', `/adminpanel/video/${v.id}/`);
    expect(got.json().connected_recipe).toHaveLength(1);
  });

  it('switches premium on, then refuses the delete; a free video is deleted', async () => {
    const v = await newVideo();
    const prem = await json('PUT', `/adminpanel/update-video-content/${v.id}/`, { is_premium: true });
    expect(prem.json().data.is_premium).toBe(true);
    const del = await json('DELETE', `/adminpanel/content/video/${v.id}/`);
    expect(del.statusCode).toBe(409);
    expect(del.json().msg).toBe(msg.contentPremiumNoDelete);
    await json('PUT', `/adminpanel/update-video-content/${v.id}/`, { is_premium: false });
    await t.database.db
      .insert(purchases)
      .values({ userId: member.user.id, productType: 'video', productId: v.id });
    expect((await json('DELETE', `/adminpanel/content/video/${v.id}/`)).json().msg).toBe(
      msg.contentPurchasedNoDelete,
    );
    const free = await newVideo();
    expect((await json('DELETE', `/adminpanel/content/video/${free.id}/`)).json().msg).toBe(
      msg.contentDeleted,
    );
  });
});

describe('YouTube recipes', () => {
  it('checks the mandatory fields and the link', async () => {
    let res = await form('POST', '/adminpanel/save-recipe-video/', { title: 'Tart' }, { title_image: png });
    expect(res.json().msg).toBe(msg.contentYoutubeMandatory);
    res = await form(
      'POST',
      '/adminpanel/save-recipe-video/',
      { title: 'Tart', youtube_link: 'not a link' },
      { title_image: png },
    );
    expect(res.json()).toMatchObject({
      msg: msg.contentInvalidUrl,
      errors: { youtube_link: msg.contentInvalidUrl },
    });
    res = await form('POST', '/adminpanel/save-recipe-video/', {
      title: 'Tart',
      youtube_link: 'https://youtu.be/x',
    });
    expect(res.json().errors).toMatchObject({ title_image: msg.fieldRequired });
  });

  it('saves unpublished, edits, publishes only with a recipe, deletes', async () => {
    const r = await newRecipe();
    expect(r.is_publish).toBe(false);
    const read = await json('GET', `/adminpanel/save-recipe-video/${r.id}/`);
    expect(read.json()).toMatchObject({
      title: 'Lemon Tart',
      youtube_link: 'https://www.youtube.com/watch?v=abc',
    });
    const edit = await form('PUT', `/adminpanel/save-recipe-video/${r.id}/`, {
      youtube_link: 'https://youtu.be/z',
    });
    expect(edit.json().data.youtube_link).toBe('https://youtu.be/z');
    const badLink = await json('PUT', `/adminpanel/save-recipe-video/${r.id}/`, { youtube_link: 'ftp:/x' });
    expect(badLink.json().msg).toBe(msg.contentInvalidUrl);
    const pub = await json('PUT', `/adminpanel/update-recipe-content/${r.id}/`, { is_publish: true });
    expect(pub.json()).toMatchObject({ status: 409, msg: msg.contentPublishNeedsRecipe });
    await recipeFor('youtube_recipe', r.id);
    expect(
      (await json('PUT', `/adminpanel/update-recipe-content/${r.id}/`, { is_publish: true })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: `/v1/admin/user/youtube-recipe/${r.id}/` })).statusCode).toBe(200);
    expect((await json('DELETE', `/adminpanel/save-recipe-video/${r.id}/`)).json().msg).toBe(
      msg.contentDeleted,
    );
    expect((await t.app.inject({ url: `/v1/admin/user/youtube-recipe/${r.id}/` })).statusCode).toBe(404);
  });
});

describe('tags', () => {
  it('keeps one of each name, ignores empty ones, and replaces the list', async () => {
    const r = await newRecipe('Tagged Tart');
    const res = await json('POST', '/adminpanel/add-tags/', {
      tags: ['Dessert', ' dessert ', '', 'Summer', '  '],
      youtube_recipe: r.id,
    });
    expect(res.json()).toEqual({ msg: msg.contentTagsSaved, data: { tags_names: ['Dessert', 'Summer'] } });
    const again = await json('POST', '/adminpanel/add-tags/', { tags: ['Summer'], youtube_recipe: r.id });
    expect(again.json().data.tags_names).toEqual(['Summer']);
    const two = await json('POST', '/adminpanel/add-tags/', { tags: ['x'], show: 1, video: 1 });
    expect(two.json()).toMatchObject({ status: 400, msg: msg.contentTagTargetRequired });
    const missing = await json('POST', '/adminpanel/add-tags/', { tags: ['x'], video: 999999 });
    expect(missing.statusCode).toBe(404);
    const found = await json('POST', '/adminpanel/tag-search/', { search: 'summ' });
    expect(found.json().data).toContain('Summer');
  });
});

describe('delete cascade', () => {
  it('removes engagement, tags, home references and the show episodes in one go', async () => {
    const db = t.database.db;
    const show = await newShow('Doomed Show');
    const ep = await newEpisode(show.id);
    const r = await newRecipe('Doomed Tart');
    await json('POST', '/adminpanel/add-tags/', { tags: ['Gone'], show: show.id });
    await json('POST', '/adminpanel/add-tags/', { tags: ['Gone'], youtube_recipe: r.id });
    await db.insert(likes).values([
      { userId: member.user.id, contentType: 'show', contentId: show.id },
      { userId: member.user.id, contentType: 'episode', contentId: ep.id },
      { userId: member.user.id, contentType: 'youtube_recipe', contentId: r.id },
    ]);
    await db.insert(bookmarks).values({ userId: member.user.id, contentType: 'episode', contentId: ep.id });
    const [c] = await db
      .insert(comments)
      .values({ userId: member.user.id, commentType: 'youtube_recipe', contentId: r.id, text: 'Yum' })
      .returning();
    await db.insert(reports).values({
      reporterId: member.user.id,
      commentId: c!.id,
      contentType: 'comment',
      targetUserId: member.user.id,
      reason: "It's spam",
    });
    await db
      .insert(carouselItems)
      .values({ rowType: 'show', contentType: 'show', showId: show.id, priority: 1, coverImage: '/x.png' });
    await db.insert(homeTopRightRecipes).values({ rank: 8, youtubeRecipeId: r.id });
    await db
      .insert(homePage)
      .values({ id: 1, topLeftContentType: 'youtube_recipe', topLeftYoutubeRecipeId: r.id })
      .onConflictDoUpdate({
        target: homePage.id,
        set: { topLeftContentType: 'youtube_recipe', topLeftYoutubeRecipeId: r.id },
      });
    await db.insert(announcements).values({
      content: '<p>New tart</p>',
      startDate: '2026-01-01',
      endDate: '2026-01-02',
      publishedItemType: 'youtube_recipe',
      publishedItemId: r.id,
    });

    expect((await json('DELETE', `/adminpanel/content/youtube-recipe/${r.id}/`)).statusCode).toBe(200);
    expect((await json('DELETE', `/adminpanel/content/show/${show.id}/`)).json()).toEqual({
      msg: msg.contentDeleted,
    });

    expect(await db.select().from(shows).where(eq(shows.id, show.id))).toHaveLength(0);
    expect(await db.select().from(episodes).where(eq(episodes.showId, show.id))).toHaveLength(0);
    expect(await db.select().from(youtubeRecipes).where(eq(youtubeRecipes.id, r.id))).toHaveLength(0);
    expect(await db.select().from(likes).where(eq(likes.userId, member.user.id))).toHaveLength(0);
    expect(await db.select().from(bookmarks).where(eq(bookmarks.userId, member.user.id))).toHaveLength(0);
    expect(await db.select().from(comments).where(eq(comments.id, c!.id))).toHaveLength(0);
    // The report on the comment stays (decision 242), its reference cleared, so moderation hides it.
    expect(await db.select().from(reports).where(eq(reports.commentId, c!.id))).toMatchObject([
      { commentId: c!.id, commentRefId: null, action: 'pending' },
    ]);
    expect(
      await db
        .select()
        .from(contentTags)
        .where(and(eq(contentTags.contentType, 'show'), eq(contentTags.contentId, show.id))),
    ).toHaveLength(0);
    expect(await db.select().from(carouselItems).where(eq(carouselItems.showId, show.id))).toHaveLength(0);
    expect(await db.select().from(homeTopRightRecipes).where(eq(homeTopRightRecipes.rank, 8))).toHaveLength(
      0,
    );
    const [home] = await db.select().from(homePage);
    expect(home).toMatchObject({ topLeftYoutubeRecipeId: null });
    expect((await t.app.inject({ url: '/v1/homepage/featured-top-left/' })).json()).toEqual({ data: null });
    const [ann] = await db.select().from(announcements).where(eq(announcements.content, '<p>New tart</p>'));
    expect(ann).toMatchObject({ publishedItemType: null, publishedItemId: null });
    expect((await json('DELETE', `/adminpanel/content/show/${show.id}/`)).statusCode).toBe(404);
  });
});

describe('delete cascade of a video', () => {
  it('takes its likes, bookmarks, comments and tags through content_items; reports stay', async () => {
    const db = t.database.db;
    const video = await createVideo(db, { title: 'Doomed Video' });
    const other = await createVideo(db, { title: 'Surviving Video' });
    await json('POST', '/adminpanel/add-tags/', { tags: ['Gone'], video: video.id });
    await json('POST', '/adminpanel/add-tags/', { tags: ['Gone'], video: other.id });
    await db.insert(likes).values([
      { userId: member.user.id, contentType: 'video', contentId: video.id },
      { userId: member.user.id, contentType: 'video', contentId: other.id },
    ]);
    await db.insert(bookmarks).values({ userId: member.user.id, contentType: 'video', contentId: video.id });
    const [c] = await db
      .insert(comments)
      .values({ userId: member.user.id, commentType: 'video', contentId: video.id, text: 'Gone soon' })
      .returning();
    await db.insert(reports).values({
      reporterId: member.user.id,
      commentId: c!.id,
      contentType: 'comment',
      targetUserId: member.user.id,
      reason: "It's spam",
      action: 'dismiss',
    });

    expect((await json('DELETE', `/adminpanel/content/video/${video.id}/`)).statusCode).toBe(200);

    const on = (table: typeof likes | typeof bookmarks, id: number) =>
      db
        .select()
        .from(table)
        .where(and(eq(table.contentType, 'video'), eq(table.contentId, id)));
    expect(await on(likes, video.id)).toHaveLength(0);
    expect(await on(bookmarks, video.id)).toHaveLength(0);
    expect(await on(likes, other.id)).toHaveLength(1);
    expect(await db.select().from(comments).where(eq(comments.id, c!.id))).toHaveLength(0);
    const tagsOf = (id: number) =>
      db
        .select()
        .from(contentTags)
        .where(and(eq(contentTags.contentType, 'video'), eq(contentTags.contentId, id)));
    expect(await tagsOf(video.id)).toHaveLength(0);
    expect(await tagsOf(other.id)).toHaveLength(1);
    expect(await db.select().from(reports).where(eq(reports.commentId, c!.id))).toMatchObject([
      { commentId: c!.id, commentRefId: null, action: 'dismiss' },
    ]);
  });
});

describe('listing', () => {
  it('lists every type, published or not, 25 per page, searchable and filterable', async () => {
    const db = t.database.db;
    for (let i = 0; i < 27; i++) await createVideo(db, { title: `Pager video ${i}`, isPublish: i % 2 === 0 });
    const show = await createShow(db, { title: 'Pager show', isPublish: false });
    await newEpisode(show.id);

    const first = await json('GET', '/adminpanel/content/?search=pager');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(28);
    expect(body.results).toHaveLength(25);
    expect(body.next).toBe('/v1/adminpanel/content/?search=pager&page=2');
    expect(body.results[0]).toMatchObject({ content_type: 'show', title: 'Pager show', episodes_count: 1 });
    expect(body.results.some((r: { is_publish: boolean }) => !r.is_publish)).toBe(true);
    const second = await json('GET', '/adminpanel/content/?search=pager&page=2');
    expect(second.json().results).toHaveLength(3);
    const posted = await json('POST', '/adminpanel/content/', { search: 'PAGER SHOW' });
    expect(posted.json().results.map((r: { id: number }) => r.id)).toEqual([show.id]);
    const onlyShows = await json('GET', '/adminpanel/content/?type=show&search=pager');
    expect(onlyShows.json().count).toBe(1);
    const none = await json('GET', '/adminpanel/content/?search=%25%25nothing');
    expect(none.json()).toMatchObject({ count: 0, results: [] });
  });
});
