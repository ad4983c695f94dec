import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { multipartBody } from '../../../test/multipart';
import {
  bookmarks,
  comments,
  likes,
  notifications,
  reports,
  userPosts,
  users,
  videoAssets,
} from '../../db/schema';
import type { Auth } from '../../http/access';
import { createComment } from '../engagement/comments.service';
import { toggleBookmark, toggleLike } from '../engagement/engagement.service';
import { dropPendingOnGoneItems } from '../reports/reports.service';

let t: TestApp;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

type Member = Awaited<ReturnType<typeof signedIn>>;
const authOf = (m: Member): Auth => ({ userId: m.user.id, role: 'user', familyId: '' });
async function nameOf(m: Member) {
  const [u] = await t.database.db.select().from(users).where(eq(users.id, m.user.id));
  return { first: u!.firstName, full: `${u!.firstName} ${u!.lastName}` };
}

/** A multipart body from text fields and files. */
const multipart = (
  fields: Record<string, string>,
  files: Record<string, { name: string; type: string; data: Buffer }> = {},
) => multipartBody(fields, files);

function send(
  method: 'POST' | 'PATCH',
  url: string,
  m: Member,
  fields: Record<string, string>,
  image?: Buffer,
) {
  const form = multipart(fields, image ? { image: { name: 'pic.png', type: 'image/png', data: image } } : {});
  return t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { ...m.headers, 'content-type': form.contentType },
    payload: form.body,
  });
}
const createPost = (m: Member, fields: Record<string, string>, image?: Buffer) =>
  send('POST', '/community/posts/', m, fields, image);
const get = (url: string, m?: Member) =>
  t.app.inject({ method: 'GET', url: `/v1${url}`, headers: m?.headers ?? {} });

async function statusPost(m: Member, text = 'Simmering a stock today') {
  const res = await createPost(m, { post_type: 'status', status_text: text });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; post_type: string };
}

describe('creating posts', () => {
  it('refuses visitors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/community/posts/',
      payload: { post_type: 'status' },
    });
    expect(res.statusCode).toBe(401);
    expect((await get('/community/posts/')).statusCode).toBe(401);
  });

  it('needs a type: Field required!', async () => {
    const me = await signedIn(t);
    const res = await createPost(me, { description: 'no type' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      status: 400,
      msg: msg.fieldRequired,
      errors: { post_type: msg.fieldRequired },
    });
    const bad = await createPost(me, { post_type: 'poem' });
    expect(bad.json().errors.post_type).toBe(msg.fieldRequired);
  });

  it('asks for what each type needs', async () => {
    const me = await signedIn(t);
    const cases: Array<[Record<string, string>, string[]]> = [
      [{ post_type: 'photo' }, ['image', 'description']],
      [{ post_type: 'video', description: 'x' }, ['video']],
      [{ post_type: 'recipe', recipe_name: 'Soup', instructions: '<p><br></p>' }, ['image', 'instructions']],
      [{ post_type: 'status', status_text: '   ' }, ['status_text']],
    ];
    for (const [fields, missing] of cases) {
      const res = await createPost(me, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json().errors).sort()).toEqual(missing.sort());
      expect(res.json().msg).toBe(msg.fieldRequired);
    }
  });

  it('creates a status post (JSON or multipart) with the message the form waits for', async () => {
    const me = await signedIn(t);
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/community/posts/',
      headers: me.headers,
      payload: { post_type: 'status', status_text: 'Hello kitchen' },
    });
    expect(json.statusCode).toBe(201);
    expect(json.json().msg.toLowerCase()).toContain('successfully created');
    expect(json.json().data).toMatchObject({
      post_type: 'status',
      status_text: 'Hello kitchen',
      image: null,
      likes_count: 0,
      comments_count: 0,
      bookmarks_count: 0,
      user_details: { id: me.user.id, first_name: (await nameOf(me)).first },
    });
  });

  it('creates a photo post through the image pipeline and refuses a file that is not an image', async () => {
    const me = await signedIn(t);
    const res = await createPost(
      me,
      { post_type: 'photo', description: 'Crust', status_text: 'ignored' },
      png,
    );
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post.image).toMatch(/\.png$/);
    expect(post.description).toBe('Crust');
    expect(post.status_text).toBeNull();
    const bad = await createPost(
      me,
      { post_type: 'photo', description: 'x' },
      Buffer.from('GIF89a not really'),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.image).toBe(msg.wrongFileType);
  });

  it('creates a recipe post with cleaned instructions', async () => {
    const me = await signedIn(t);
    const res = await createPost(
      me,
      {
        post_type: 'recipe',
        recipe_name: 'Tomato soup',
        instructions:
          '<ol><li>Chop</li><li>Simmer<script>alert(1)</script></li></ol><img src=x onerror=alert(1)>',
      },
      png,
    );
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post.recipe_name).toBe('Tomato soup');
    expect(post.instructions).toContain('<li>Chop</li>');
    expect(post.instructions).not.toMatch(/script|onerror/);
  });

  it('creates a video post from the member’s own finished upload only', async () => {
    const me = await signedIn(t);
    const other = await signedIn(t);
    await t.database.db.insert(videoAssets).values([
      { assetId: 'asset-mine', playbackId: 'play-mine', ownerId: me.user.id, status: 'ready' },
      { assetId: 'asset-half', playbackId: 'play-half', ownerId: me.user.id, status: 'uploading' },
      { assetId: 'asset-theirs', playbackId: 'play-theirs', ownerId: other.user.id, status: 'ready' },
    ]);
    for (const video of ['asset-half', 'asset-theirs', 'nope']) {
      const res = await createPost(me, { post_type: 'video', description: 'Knife skills', video });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.video).toBe(msg.postVideoNotReady);
    }
    const ok = await createPost(me, { post_type: 'video', description: 'Knife skills', video: 'asset-mine' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      video: 'asset-mine',
      video_playback_id: 'play-mine',
      video_status: 'ready',
    });
  });

  it('tells whether a video post is still processing, until its video is ready', async () => {
    const me = await signedIn(t);
    await t.database.db.insert(videoAssets).values({
      assetId: 'asset-cooking',
      playbackId: 'play-cooking',
      ownerId: me.user.id,
      status: 'processing',
    });
    const res = await createPost(me, {
      post_type: 'video',
      description: 'Still cooking',
      video: 'asset-cooking',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    expect(res.json().data.video_status).toBe('processing');
    expect((await get(`/community/posts/${id}/`, me)).json().video_status).toBe('processing');
    await t.database.db
      .update(videoAssets)
      .set({ status: 'ready' })
      .where(eq(videoAssets.assetId, 'asset-cooking'));
    expect((await get(`/community/posts/${id}/`, me)).json().video_status).toBe('ready');
    const status = await statusPost(me);
    expect((await get(`/community/posts/${status.id}/`, me)).json().video_status).toBeNull();
  });

  it('reports how far the transcode of a processing video has come', async () => {
    const me = await signedIn(t);
    await t.database.db.insert(videoAssets).values({
      assetId: 'asset-simmering',
      playbackId: 'play-simmering',
      ownerId: me.user.id,
      status: 'processing',
    });
    const res = await createPost(me, {
      post_type: 'video',
      description: 'Simmering',
      video: 'asset-simmering',
    });
    const id = res.json().data.id;
    // Not started yet: processing, with no percentage.
    expect(res.json().data).toMatchObject({ video_status: 'processing', video_progress: null });
    await t.database.db
      .update(videoAssets)
      .set({ progressPercent: 42 })
      .where(eq(videoAssets.assetId, 'asset-simmering'));
    expect((await get(`/community/posts/${id}/`, me)).json()).toMatchObject({
      video_status: 'processing',
      video_progress: 42,
    });
    const mine = (await get('/community/my-posts/', me)).json().results as Array<Record<string, unknown>>;
    expect(mine.find((p) => p.id === id)).toMatchObject({ video_progress: 42 });
    const status = await statusPost(me);
    expect((await get(`/community/posts/${status.id}/`, me)).json().video_progress).toBeNull();
  });
});

describe('reading posts', () => {
  it('lists the timeline by type, my own posts and a single post', async () => {
    const fresh = await createTestApp();
    try {
      const me = await signedIn(fresh);
      const other = await signedIn(fresh);
      const post = (m: Member, fields: Record<string, string>) =>
        fresh.app.inject({
          method: 'POST',
          url: '/v1/community/posts/',
          headers: m.headers,
          payload: fields,
        });
      await post(me, { post_type: 'status', status_text: 'one' });
      await post(other, { post_type: 'status', status_text: 'two' });
      const get2 = (url: string, m: Member) =>
        fresh.app.inject({ method: 'GET', url: `/v1${url}`, headers: m.headers });
      const all = (await get2('/community/posts/', me)).json();
      expect(all.count).toBe(2);
      expect(all.results[0].status_text).toBe('two');
      expect((await get2('/community/posts/?post_type=photo', me)).json().count).toBe(0);
      expect((await get2('/community/posts/?post_type=status', me)).json().count).toBe(2);
      const mine = (await get2('/community/my-posts/', me)).json();
      expect(mine.results.map((p: { status_text: string }) => p.status_text)).toEqual(['one']);
      expect((await get2('/community/posts/?post_type=poem', me)).statusCode).toBe(400);
      const one = await get2(`/community/posts/${all.results[1].id}/`, other);
      expect(one.json().status_text).toBe('one');
    } finally {
      await fresh.close();
    }
  });

  it('answers Post No Found! for a missing post', async () => {
    const me = await signedIn(t);
    const res = await get('/community/posts/999999/', me);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(msg.postNotFound);
  });

  it('counts likes, comments and bookmarks and lists saved posts', async () => {
    const author = await signedIn(t);
    const fan = await signedIn(t);
    const post = await statusPost(author);
    await toggleLike(t.app.ctx, authOf(fan), { content_type: 'user_post', id: post.id });
    await toggleBookmark(t.app.ctx, authOf(fan), { content_type: 'user_post', id: post.id });
    await createComment(t.app.ctx, authOf(fan), { text: 'Lovely', comment_type: 'user_post', post: post.id });
    const seen = (await get(`/community/posts/${post.id}/`, fan)).json();
    expect(seen).toMatchObject({
      likes: [fan.user.id],
      likes_count: 1,
      bookmarks: [fan.user.id],
      bookmarks_count: 1,
      comments_count: 1,
    });
    const byAuthor = (await get(`/community/posts/${post.id}/`, author)).json();
    expect(byAuthor).toMatchObject({ likes: [], likes_count: 1, bookmarks: [] });
    const saved = (await get('/community/saved-posts/', fan)).json();
    expect(saved.count).toBe(1);
    expect(saved.results[0].id).toBe(post.id);
    expect((await get('/community/saved-posts/', author)).json().count).toBe(0);
  });
});

describe('editing and deleting', () => {
  it('lets only the author edit, keeps the type and what is left out', async () => {
    const author = await signedIn(t);
    const other = await signedIn(t);
    const created = (await createPost(author, { post_type: 'photo', description: 'Before' }, png)).json()
      .data;
    const theirs = await send('PATCH', `/community/posts/${created.id}/`, other, { description: 'Hacked' });
    expect(theirs.statusCode).toBe(404);
    const locked = await send('PATCH', `/community/posts/${created.id}/`, author, { post_type: 'status' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().errors.post_type).toBe(msg.postTypeLocked);
    const blank = await send('PATCH', `/community/posts/${created.id}/`, author, { description: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.description).toBe(msg.fieldRequired);
    const ok = await send('PATCH', `/community/posts/${created.id}/`, author, {
      post_type: 'photo',
      description: 'After',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      msg: msg.postUpdated,
      data: { description: 'After', image: created.image },
    });
    const newImage = await send('PATCH', `/community/posts/${created.id}/`, author, {}, png);
    expect(newImage.json().data.image).not.toBe(created.image);
    expect((await send('PATCH', '/community/posts/999999/', author, { description: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('lets only the author delete, and takes reactions, reports and notifications with it', async () => {
    const author = await signedIn(t);
    const other = await signedIn(t);
    const post = await statusPost(author);
    await toggleLike(t.app.ctx, authOf(other), { content_type: 'user_post', id: post.id });
    await createComment(t.app.ctx, authOf(other), { text: 'Nice', comment_type: 'user_post', post: post.id });
    await t.app.inject({
      method: 'POST',
      url: '/v1/user/report-item/',
      headers: other.headers,
      payload: { post: post.id, report_type: "It's spam" },
    });
    const denied = await t.app.inject({
      method: 'DELETE',
      url: `/v1/community/posts/${post.id}/`,
      headers: other.headers,
    });
    expect(denied.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/community/posts/${post.id}/`,
      headers: author.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.postDeleted);
    expect((await get(`/community/posts/${post.id}/`, author)).statusCode).toBe(404);
    const db = t.database.db;
    expect(await db.select().from(likes).where(eq(likes.contentId, post.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.contentId, post.id))).toEqual([]);
    // Its pending report lost its item: moderation hides it, the nightly purge drops it (decision 701).
    const [pending] = await db.select().from(reports).where(eq(reports.postId, post.id));
    expect(pending).toMatchObject({ action: 'pending', postRefId: null });
    await dropPendingOnGoneItems(t.app.ctx);
    expect(await db.select().from(reports).where(eq(reports.postId, post.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.relatedPostId, post.id))).toEqual([]);
    expect(await db.select().from(bookmarks).where(eq(bookmarks.contentId, post.id))).toEqual([]);
  });

  it('keeps a resolved report of a deleted post, its reference cleared by the database', async () => {
    const author = await signedIn(t);
    const other = await signedIn(t);
    const post = await statusPost(author);
    await toggleBookmark(t.app.ctx, authOf(other), { content_type: 'user_post', id: post.id });
    await t.app.inject({
      method: 'POST',
      url: '/v1/user/report-item/',
      headers: other.headers,
      payload: { post: post.id, report_type: "It's spam" },
    });
    const db = t.database.db;
    expect(await db.select().from(reports).where(eq(reports.postId, post.id))).toMatchObject([
      { postRefId: post.id },
    ]);
    await db.update(reports).set({ action: 'dismiss' }).where(eq(reports.postId, post.id));
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/community/posts/${post.id}/`,
      headers: author.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(reports).where(eq(reports.postId, post.id))).toMatchObject([
      { postId: post.id, postRefId: null, action: 'dismiss' },
    ]);
    expect(await db.select().from(bookmarks).where(eq(bookmarks.contentId, post.id))).toEqual([]);
  });
});

describe('notifications from posts', () => {
  it('tells the author about a like and a comment, never about their own', async () => {
    const author = await signedIn(t);
    const fan = await signedIn(t);
    const post = await statusPost(author);
    await toggleLike(t.app.ctx, authOf(author), { content_type: 'user_post', id: post.id });
    await createComment(t.app.ctx, authOf(author), {
      text: 'Me again',
      comment_type: 'user_post',
      post: post.id,
    });
    expect((await get('/notifier/notifications/', author)).json().count).toBe(0);

    await toggleLike(t.app.ctx, authOf(fan), { content_type: 'user_post', id: post.id });
    await createComment(t.app.ctx, authOf(fan), { text: 'Yum', comment_type: 'user_post', post: post.id });
    const list = (await get('/notifier/notifications/', author)).json();
    expect(list.count).toBe(2);
    const name = (await nameOf(fan)).full;
    expect(list.results.map((n: { type: string; message: string }) => [n.type, n.message])).toEqual([
      ['post_comment', msg.notifyPostComment.replace('{name}', name)],
      ['post_like', msg.notifyPostLike.replace('{name}', name)],
    ]);
    expect(list.results[0]).toMatchObject({
      related_post: post.id,
      related_post_details: { post_type: 'status' },
    });
    expect((await get('/notifier/notifications/', fan)).json().count).toBe(0);
  });
});

describe('reports', () => {
  const report = (m: Member, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/user/report-item/', headers: m.headers, payload });

  it('stores a pending report once per member and post', async () => {
    const author = await signedIn(t);
    const reporter = await signedIn(t);
    const post = await statusPost(author);
    const res = await report(reporter, { post: post.id, report_type: 'Bullying or harassment' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ msg: msg.reportSent });
    const [row] = await t.database.db.select().from(reports).where(eq(reports.postId, post.id));
    expect(row).toMatchObject({
      reporterId: reporter.user.id,
      postId: post.id,
      commentId: null,
      reason: 'Bullying or harassment',
      action: 'pending',
    });
    const again = await report(reporter, { post: post.id, report_type: "It's spam" });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(msg.reportDuplicate);
    const second = await signedIn(t);
    expect((await report(second, { post: post.id, report_type: "It's spam" })).statusCode).toBe(201);
  });

  it('reports a comment on a post', async () => {
    const author = await signedIn(t);
    const reporter = await signedIn(t);
    const post = await statusPost(reporter);
    const comment = await createComment(t.app.ctx, authOf(author), {
      text: 'Rude words',
      comment_type: 'user_post',
      post: post.id,
    });
    const res = await report(reporter, { comment: comment.data.id, report_type: 'Something else' });
    expect(res.statusCode).toBe(201);
    expect(
      (await report(reporter, { comment: comment.data.id, report_type: 'Something else' })).statusCode,
    ).toBe(409);
  });

  it('refuses a reason outside the five, a missing or double target, own content and missing posts', async () => {
    const author = await signedIn(t);
    const reporter = await signedIn(t);
    const post = await statusPost(author);
    const reason = await report(reporter, { post: post.id, report_type: 'Boring' });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().errors.report_type).toBe(msg.reportReasonInvalid);
    expect((await report(reporter, { report_type: "It's spam" })).json().errors.post).toBe(
      msg.reportTargetRequired,
    );
    expect((await report(reporter, { post: post.id, comment: 1, report_type: "It's spam" })).statusCode).toBe(
      400,
    );
    const own = await report(author, { post: post.id, report_type: "It's spam" });
    expect(own.statusCode).toBe(400);
    expect(own.json().msg).toBe(msg.reportOwnContent);
    const missing = await report(reporter, { post: 999999, report_type: "It's spam" });
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/user/report-item/', payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('demo content', () => {
  it('seeds posts of three types from the demo member', async () => {
    const fresh = await createTestApp();
    try {
      const { seedAccounts } = await import('../../seed/accounts');
      const { seedCommunity } = await import('../../seed/community');
      await seedAccounts(fresh.database.db);
      await seedCommunity(fresh.app.ctx);
      const rows = await fresh.database.db.select().from(userPosts);
      expect(rows.map((r) => r.postType).sort()).toEqual(['photo', 'recipe', 'status']);
      expect(rows.find((r) => r.postType === 'photo')!.image).toMatch(/\.jpg$/);
    } finally {
      await fresh.close();
    }
  });
});
