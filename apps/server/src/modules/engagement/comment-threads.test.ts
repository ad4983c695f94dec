import { msg, reportReasons } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { commentLikes, comments, notifications, reports, userPosts } from '../../db/schema';
import { createVideo } from '../catalog/editing.service';
import { removeEngagementOf } from './erasure.service';

let t: TestApp;
let ann: Awaited<ReturnType<typeof signedIn>>;
let ben: Awaited<ReturnType<typeof signedIn>>;
let cat: Awaited<ReturnType<typeof signedIn>>;
const ids = {} as Record<string, number>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/v1${url}`, headers, payload });

const comment = (headers: Record<string, string>, fields: Record<string, unknown>) =>
  call('POST', '/user/comments/', headers, { comment_type: 'video', video: ids.video, ...fields });

const repliesTo = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .then((rows) => rows.filter((n) => n.type === 'comment_reply'));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.video = (await createVideo(db, { title: 'Knife Skills', isPublish: true })).id;
  ids.otherVideo = (await createVideo(db, { title: 'Stocks', isPublish: true })).id;
  ann = await signedIn(t, { firstName: 'Ann', lastName: 'Ash' });
  ben = await signedIn(t, { firstName: 'Ben', lastName: 'Bay' });
  cat = await signedIn(t);
  const [post] = await db
    .insert(userPosts)
    .values({ userId: cat.user.id, postType: 'status', statusText: 'Hi' })
    .returning();
  ids.post = post!.id;
});
afterAll(() => t.close());

describe('replies', () => {
  it('attaches a reply to its comment, and a reply to a reply to the top-level comment', async () => {
    const top = await comment(ann.headers, { text: 'How thin?' });
    expect(top.statusCode).toBe(201);
    ids.top = top.json().data.id;
    expect(top.json().data).toMatchObject({ parent: null, likes_count: 0, liked: false });

    const reply = await comment(ben.headers, { text: 'Paper thin', parent: ids.top });
    expect(reply.statusCode).toBe(201);
    ids.reply = reply.json().data.id;
    expect(reply.json().data.parent).toBe(ids.top);

    const deeper = await comment(ann.headers, { text: 'Thanks!', parent: ids.reply });
    expect(deeper.statusCode).toBe(201);
    expect(deeper.json().data.parent).toBe(ids.top);

    const list = (await call('GET', `/user/comments/${ids.video}/?comment_type=video`)).json();
    // Only top-level comments are counted and paged; replies come with them, oldest first.
    expect(list.count).toBe(1);
    expect(list.results).toHaveLength(1);
    expect(list.results[0].id).toBe(ids.top);
    expect(list.results[0].replies.map((r: { text: string }) => r.text)).toEqual(['Paper thin', 'Thanks!']);
  });

  it('tells the author of the comment replied to, never the one replying to themselves', async () => {
    const toAnn = await repliesTo(ann.user.id);
    expect(toAnn).toHaveLength(1);
    expect(toAnn[0]).toMatchObject({ actorId: ben.user.id, message: 'Ben Bay replied to your comment.' });
    expect(toAnn[0]!.relatedContent).toMatchObject({
      published_item_type: 'video',
      published_item_id: ids.video,
    });
    // Ben was replied to by Ann ("Thanks!" answered his reply).
    expect(await repliesTo(ben.user.id)).toHaveLength(1);

    const self = await comment(ann.headers, { text: 'Also: sharp knife', parent: ids.top });
    expect(self.statusCode).toBe(201);
    expect(await repliesTo(ann.user.id)).toHaveLength(1);

    const listed = (await call('GET', '/notifier/notifications/', ann.headers)).json();
    expect(listed.results[0]).toMatchObject({
      type: 'comment_reply',
      message: 'Ben Bay replied to your comment.',
    });
  });

  it('refuses a parent that is missing or on another item with a 400', async () => {
    const missing = await comment(ben.headers, { text: 'Hm', parent: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toBe(msg.commentParentInvalid);
    const elsewhere = await call('POST', '/user/comments/', ben.headers, {
      comment_type: 'video',
      video: ids.otherVideo,
      text: 'Wrong place',
      parent: ids.top,
    });
    expect(elsewhere.statusCode).toBe(400);
    const notANumber = await comment(ben.headers, { text: 'Hm', parent: 'abc' });
    expect(notANumber.statusCode).toBe(400);
    const onPost = await call('POST', '/user/comments/', ben.headers, {
      comment_type: 'user_post',
      post: ids.post,
      text: 'Wrong type',
      parent: ids.top,
    });
    expect(onPost.statusCode).toBe(400);
  });

  it('tells a post author once when the reply on their post is to them', async () => {
    const first = await call('POST', '/user/comments/', cat.headers, {
      comment_type: 'user_post',
      post: ids.post,
      text: 'Welcome',
    });
    const before = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, cat.user.id))
    ).length;
    await call('POST', '/user/comments/', ann.headers, {
      comment_type: 'user_post',
      post: ids.post,
      text: 'Hello',
      parent: first.json().data.id,
    });
    const after = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, cat.user.id));
    expect(after.length - before).toBe(1);
    expect(after.find((n) => n.type === 'comment_reply')).toMatchObject({ relatedPostId: ids.post });
  });
});

describe('comment likes', () => {
  it('toggles one like per member with counts, and shows the viewer whether they like it', async () => {
    const on = await call('POST', `/user/comments/${ids.reply}/like/`, ann.headers);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ msg: msg.commentLiked, data: { active: true, count: 1 } });
    const other = await call('POST', `/user/comments/${ids.reply}/like/`, cat.headers);
    expect(other.json().data).toEqual({ active: true, count: 2 });
    const list = (await call('GET', `/user/comments/${ids.video}/?comment_type=video`, ann.headers)).json();
    expect(list.results[0].replies[0]).toMatchObject({ id: ids.reply, likes_count: 2, liked: true });
    const visitor = (await call('GET', `/user/comments/${ids.video}/?comment_type=video`)).json();
    expect(visitor.results[0].replies[0]).toMatchObject({ likes_count: 2, liked: false });
    const off = await call('POST', `/user/comments/${ids.reply}/like/`, ann.headers);
    expect(off.json()).toEqual({ msg: msg.commentUnliked, data: { active: false, count: 1 } });
    // Likes on comments tell nobody.
    expect(
      (await t.database.db.select().from(notifications)).filter((n) => n.type === 'post_like'),
    ).toHaveLength(0);
  });

  it('needs a member and a comment that exists', async () => {
    expect((await call('POST', `/user/comments/${ids.reply}/like/`)).statusCode).toBe(401);
    expect((await call('POST', '/user/comments/999999/like/', ann.headers)).statusCode).toBe(404);
  });
});

describe('deleting and erasure', () => {
  it('takes the replies and likes with a deleted comment; reports on the replies lose their link', async () => {
    const top = (await comment(cat.headers, { text: 'Thread to delete' })).json().data.id;
    const reply = (await comment(ann.headers, { text: 'Reply', parent: top })).json().data.id;
    await call('POST', `/user/comments/${reply}/like/`, ben.headers);
    const report = await call('POST', '/user/report-item/', ben.headers, {
      comment: reply,
      report_type: reportReasons[0],
    });
    expect(report.statusCode).toBe(201);
    expect((await call('DELETE', `/user/comments/${top}/`, cat.headers)).statusCode).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(comments).where(eq(comments.id, reply))).toHaveLength(0);
    expect(await db.select().from(commentLikes).where(eq(commentLikes.commentId, reply))).toHaveLength(0);
    const [kept] = await db.select().from(reports).where(eq(reports.reporterId, ben.user.id));
    expect(kept).toMatchObject({ commentId: expect.any(Number), commentRefId: null });
  });

  it("removes an erased member's comment likes and the replies under their comments", async () => {
    const db = t.database.db;
    const top = (await comment(cat.headers, { text: 'Mine' })).json().data.id;
    await comment(ann.headers, { text: 'Under it', parent: top });
    await call('POST', `/user/comments/${ids.top}/like/`, cat.headers);
    await removeEngagementOf(db, cat.user.id);
    expect(await db.select().from(comments).where(eq(comments.parentId, top))).toHaveLength(0);
    expect(await db.select().from(commentLikes).where(eq(commentLikes.userId, cat.user.id))).toHaveLength(0);
    const list = (await call('GET', `/user/comments/${ids.video}/?comment_type=video`, ann.headers)).json();
    expect(list.results.map((c: { id: number }) => c.id)).toEqual([ids.top]);
  });
});
