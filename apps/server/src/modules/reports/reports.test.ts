import { msg, reportReasons } from '@simmer/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, signedIn, type TestApp } from '../../../test/harness';
import { bookmarks, comments, likes, notifications, reports, userPosts } from '../../db/schema';
import type { Auth } from '../../http/access';
import { createVideo } from '../catalog/editing.service';
import { createComment } from '../engagement/comments.service';
import { toggleBookmark, toggleLike } from '../engagement/engagement.service';

type Member = Awaited<ReturnType<typeof signedIn>>;
let t: TestApp;
let admin: Member;
let author: Member;
let reporter: Member;
let other: Member;

const authOf = (m: Member): Auth => ({ userId: m.user.id, role: 'user', familyId: '' });
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Member, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: who?.headers, payload });
const report = (who: Member, target: { post: number } | { comment: number }, reason = reportReasons[0]) =>
  call('POST', '/user/report-item/', who, { ...target, report_type: reason });
const act = (id: number, action: string, method: 'PUT' | 'POST' = 'PUT') =>
  call(method, `/adminpanel/report-items/${id}/action/`, admin, { action });
const search = (filter: string, page = 1) =>
  call('POST', `/adminpanel/report-items/search/?page=${page}`, admin, { filter });

async function post(by: Member, values: Partial<typeof userPosts.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(userPosts)
    .values({ userId: by.user.id, postType: 'status', statusText: 'Hello kitchen', ...values })
    .returning();
  return row!;
}
async function reportId(who: Member, target: { post: number } | { comment: number }) {
  expect((await report(who, target)).statusCode).toBe(201);
  const on = 'post' in target ? eq(reports.postId, target.post) : eq(reports.commentId, target.comment);
  const rows = await t.database.db.select().from(reports).where(on);
  return rows.find((r) => r.reporterId === who.user.id)!.id;
}
const actionsOf = async (ids: number[]) =>
  (await t.database.db.select().from(reports).where(inArray(reports.id, ids)))
    .sort((a, b) => a.id - b.id)
    .map((r) => r.action);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signedIn(t, { role: 'admin' });
  author = await signedIn(t, { firstName: 'Pat', lastName: 'Poster' });
  reporter = await signedIn(t, { firstName: 'Rae', lastName: 'Reporter' });
  other = await signedIn(t);
});
afterAll(async () => {
  await t.close();
});

describe('access', () => {
  it('answers 401 to visitors and 403 to members on every moderation route', async () => {
    const routes: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', '/adminpanel/report-items/'],
      ['POST', '/adminpanel/report-items/search/', { filter: 'none' }],
      ['GET', '/adminpanel/report-items/1/'],
      ['GET', '/adminpanel/reported-post/1/'],
      ['GET', '/adminpanel/reported-comment/1/'],
      ['PUT', '/adminpanel/report-items/1/action/', { action: 'dismiss' }],
      ['POST', '/adminpanel/report-items/1/action/', { action: 'dismiss' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, reporter, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('list and filter', () => {
  it('pages 25 at a time with the spec fields, pending first', async () => {
    const posts = [];
    for (let i = 0; i < 26; i += 1) posts.push(await post(author, { statusText: `Bulk ${i}` }));
    for (const p of posts) expect((await report(reporter, { post: p.id })).statusCode).toBe(201);
    const first = await call('GET', '/adminpanel/report-items/', admin);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(26);
    expect(body.results).toHaveLength(25);
    expect(body.next).toContain('page=2');
    expect(body.previous).toBeNull();
    expect(body.results[0]).toMatchObject({
      user_posted: author.user.id,
      user_posted_details: { id: author.user.id, first_name: 'Pat', last_name: 'Poster' },
      reported_by_user_details: { id: reporter.user.id, first_name: 'Rae', last_name: 'Reporter' },
      content_type: 'status',
      report_type: reportReasons[0],
      action: 'pending',
      post: posts[25]!.id,
      comment: null,
    });
    const second = await call('GET', '/adminpanel/report-items/?page=2', admin);
    expect(second.json().results).toHaveLength(1);
    expect(second.json().previous).toContain('page=1');
    // Clean slate for the rest of the file.
    await t.database.db.delete(reports);
  });

  it('filters by delete, dismiss and none (pending); refuses other filters', async () => {
    const a = await post(author, { postType: 'photo', image: '/media/a.jpg', statusText: null });
    const b = await post(author);
    const c = await post(author);
    const ra = await reportId(reporter, { post: a.id });
    const rb = await reportId(reporter, { post: b.id });
    await reportId(reporter, { post: c.id });
    expect((await act(ra, 'delete')).statusCode).toBe(200);
    expect((await act(rb, 'dismiss')).statusCode).toBe(200);
    const ids = async (filter: string) =>
      (await search(filter)).json().results.map((r: { id: number }) => r.id);
    expect(await ids('delete')).toEqual([ra]);
    expect(await ids('dismiss')).toEqual([rb]);
    expect((await search('none')).json().results.map((r: { post: number }) => r.post)).toEqual([c.id]);
    expect((await search('')).json().count).toBe(3);
    const deleted = (await search('delete')).json().results[0];
    expect(deleted).toMatchObject({ content_type: 'photo', action: 'delete', post: a.id });
    expect(deleted.resolved_at).not.toBeNull();
    const bad = await search('archived');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.filter).toBe(msg.reportFilterInvalid);
    await t.database.db.delete(reports);
  });

  it('answers "No one has reported anything" territory with an empty page', async () => {
    const res = await call('GET', '/adminpanel/report-items/', admin);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});

describe('review reads', () => {
  it('shows a reported post with its reports, and 404 for unknown ids', async () => {
    const p = await post(author, {
      postType: 'recipe',
      recipeName: 'Soup',
      instructions: '<ol><li>Boil</li></ol>',
      image: '/media/soup.jpg',
      statusText: null,
    });
    const id = await reportId(reporter, { post: p.id });
    const res = await call('GET', `/adminpanel/reported-post/${p.id}/`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: p.id,
      post_type: 'recipe',
      recipe_name: 'Soup',
      instructions: '<ol><li>Boil</li></ol>',
      user_posted_details: { first_name: 'Pat' },
      reports: [{ id, action: 'pending', reported_by_user_details: { first_name: 'Rae' } }],
    });
    expect((await call('GET', `/adminpanel/report-items/${id}/`, admin)).json().data).toMatchObject({
      id,
      content_type: 'recipe',
    });
    const missing = await call('GET', '/adminpanel/reported-post/999999/', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe(msg.postNotFound);
    expect((await call('GET', '/adminpanel/reported-comment/999999/', admin)).statusCode).toBe(404);
    const noReport = await call('GET', '/adminpanel/report-items/999999/', admin);
    expect(noReport.statusCode).toBe(404);
    expect(noReport.json().msg).toBe(msg.reportNotFound);
    const noAction = await act(999999, 'dismiss');
    expect(noAction.statusCode).toBe(404);
    expect(noAction.json().msg).toBe(msg.reportNotFound);
  });

  it('shows a reported comment as data.data with the commented content title image', async () => {
    const video = await createVideo(t.database.db, {
      title: 'Knife Skills',
      titleImage: '/media/knife.jpg',
      isPublish: true,
    });
    const c = await createComment(t.app.ctx, authOf(author), {
      text: 'Rude words',
      comment_type: 'video',
      video: video.id,
    });
    const id = await reportId(reporter, { comment: c.data.id });
    const res = await call('GET', `/adminpanel/reported-comment/${c.data.id}/`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: c.data.id,
      text: 'Rude words',
      user_posted_details: { id: author.user.id, first_name: 'Pat' },
      content_details: {
        id: video.id,
        content_type: 'video',
        title: 'Knife Skills',
        title_image: '/media/knife.jpg',
      },
      reports: [{ id, content_type: 'comment', comment: c.data.id, post: null }],
    });
  });
});

describe('actions', () => {
  it('dismisses one report; a second action answers 409; the other report stays pending', async () => {
    const p = await post(author);
    const first = await reportId(reporter, { post: p.id });
    const second = await reportId(other, { post: p.id });
    const res = await act(first, 'dismiss', 'POST');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: msg.reportResolved, data: { id: first, action: 'dismiss' } });
    expect(await actionsOf([first, second])).toEqual(['dismiss', 'pending']);
    const again = await act(first, 'delete');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(msg.reportAlreadyResolved);
    expect((await call('GET', `/community/posts/${p.id}/`, author)).statusCode).toBe(200);
    const bad = await act(second, 'archive');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.action).toBe(msg.reportActionInvalid);
    expect(await actionsOf([second])).toEqual(['pending']);
  });

  it('deletes a post with what hangs on it and resolves every pending report on it', async () => {
    const p = await post(author, { postType: 'photo', image: '/media/p.jpg', statusText: null });
    await toggleLike(t.app.ctx, authOf(other), { content_type: 'user_post', id: p.id });
    await toggleBookmark(t.app.ctx, authOf(other), { content_type: 'user_post', id: p.id });
    const c = await createComment(t.app.ctx, authOf(other), {
      text: 'Looks great',
      comment_type: 'user_post',
      post: p.id,
    });
    const r1 = await reportId(reporter, { post: p.id });
    const r2 = await reportId(other, { post: p.id });
    const dismissed = await reportId(admin, { post: p.id });
    expect((await act(dismissed, 'dismiss')).statusCode).toBe(200);
    const onComment = await reportId(reporter, { comment: c.data.id });

    const res = await act(r1, 'delete');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: msg.reportResolved, data: { id: r1, action: 'delete' } });
    expect(await actionsOf([r1, r2, dismissed, onComment])).toEqual([
      'delete',
      'delete',
      'dismiss',
      'delete',
    ]);
    const db = t.database.db;
    expect(await db.select().from(userPosts).where(eq(userPosts.id, p.id))).toEqual([]);
    expect(await db.select().from(likes).where(eq(likes.contentId, p.id))).toEqual([]);
    expect(await db.select().from(bookmarks).where(eq(bookmarks.contentId, p.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.id, c.data.id))).toEqual([]);
    expect(await db.select().from(notifications).where(eq(notifications.relatedPostId, p.id))).toEqual([]);
    const timeline = (await call('GET', '/community/posts/', other)).json();
    expect(timeline.results.some((x: { id: number }) => x.id === p.id)).toBe(false);
    // The report stays readable, the post is gone, and acting again is refused.
    expect((await call('GET', `/adminpanel/report-items/${r2}/`, admin)).json().data.action).toBe('delete');
    expect((await call('GET', `/adminpanel/reported-post/${p.id}/`, admin)).statusCode).toBe(404);
    expect((await act(r2, 'dismiss')).statusCode).toBe(409);
  });

  it('deletes a comment and resolves every pending report on that comment only', async () => {
    const p = await post(author);
    const c = await createComment(t.app.ctx, authOf(author), {
      text: 'Spam spam',
      comment_type: 'user_post',
      post: p.id,
    });
    const keep = await createComment(t.app.ctx, authOf(author), {
      text: 'Fine words',
      comment_type: 'user_post',
      post: p.id,
    });
    const r1 = await reportId(reporter, { comment: c.data.id });
    const r2 = await reportId(other, { comment: c.data.id });
    const r3 = await reportId(reporter, { comment: keep.data.id });
    const onPost = await reportId(reporter, { post: p.id });
    const res = await act(r2, 'delete', 'POST');
    expect(res.statusCode).toBe(200);
    expect(await actionsOf([r1, r2, r3, onPost])).toEqual(['delete', 'delete', 'pending', 'pending']);
    const db = t.database.db;
    expect(await db.select().from(comments).where(eq(comments.id, c.data.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.id, keep.data.id))).toHaveLength(1);
    expect((await act(r1, 'delete')).statusCode).toBe(409);
    expect((await search('delete')).json().results.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([r1, r2]),
    );
  });

  it('writes nothing when the deletion fails half-way', async () => {
    const p = await post(author);
    await toggleLike(t.app.ctx, authOf(other), { content_type: 'user_post', id: p.id });
    const r = await reportId(reporter, { post: p.id });
    // A database that refuses to drop this one post, after likes and reports were touched.
    await t.database.exec(`
      create function refuse_post_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused'; end $$;
      create trigger refuse_post_delete before delete on user_posts
        for each row when (old.id = ${p.id}) execute function refuse_post_delete();`);
    try {
      const res = await act(r, 'delete');
      expect(res.statusCode).toBe(500);
      expect(res.json().msg).toBe(msg.somethingWentWrong);
    } finally {
      await t.database.exec(
        'drop trigger refuse_post_delete on user_posts; drop function refuse_post_delete();',
      );
    }
    expect(await actionsOf([r])).toEqual(['pending']);
    expect(await t.database.db.select().from(likes).where(eq(likes.contentId, p.id))).toHaveLength(1);
    expect((await act(r, 'delete')).statusCode).toBe(200);
  });
});

describe('items removed by their authors', () => {
  it('hides pending reports whose item is gone; keeps resolved ones', async () => {
    const p = await post(author);
    const c = await createComment(t.app.ctx, authOf(author), {
      text: 'Soon gone',
      comment_type: 'user_post',
      post: p.id,
    });
    const onComment = await reportId(reporter, { comment: c.data.id });
    const dismissed = await reportId(reporter, { post: p.id });
    const pendingOnPost = await reportId(other, { post: p.id });
    expect((await act(dismissed, 'dismiss')).statusCode).toBe(200);

    expect((await call('DELETE', `/user/comments/${c.data.id}/`, author)).statusCode).toBe(200);
    const gone = await call('GET', `/adminpanel/report-items/${onComment}/`, admin);
    expect(gone.statusCode).toBe(404);
    expect((await act(onComment, 'delete')).statusCode).toBe(404);

    expect((await call('DELETE', `/community/posts/${p.id}/`, author)).statusCode).toBe(200);
    const all = (await call('GET', '/adminpanel/report-items/', admin)).json();
    const listed = all.results.map((r: { id: number }) => r.id);
    expect(listed).toContain(dismissed);
    expect(listed).not.toContain(onComment);
    expect(listed).not.toContain(pendingOnPost);
    expect(all.count).toBe(all.results.length);
    expect((await act(dismissed, 'delete')).statusCode).toBe(409);
  });

  it('hides a pending report whose comment went some other way (a removed video or account)', async () => {
    const video = await createVideo(t.database.db, { title: 'Gone soon', isPublish: true });
    const c = await createComment(t.app.ctx, authOf(author), {
      text: 'On a video',
      comment_type: 'video',
      video: video.id,
    });
    const id = await reportId(reporter, { comment: c.data.id });
    await t.database.db.delete(comments).where(eq(comments.id, c.data.id));
    const gone = await call('GET', `/adminpanel/report-items/${id}/`, admin);
    expect(gone.statusCode).toBe(404);
    expect((await search('none')).json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    const refused = await act(id, 'delete');
    expect(refused.statusCode).toBe(404);
    expect(refused.json().msg).toBe(msg.reportTargetGone);
    expect(await actionsOf([id])).toEqual(['pending']);
  });
});

describe('demo content', () => {
  it('seeds three pending reports on the demo posts and a comment', async () => {
    const fresh = await createTestApp();
    try {
      const { seedAccounts } = await import('../../seed/accounts');
      const { seedCommunity } = await import('../../seed/community');
      const { seedReports } = await import('../../seed/reports');
      await seedAccounts(fresh.database.db);
      await seedCommunity(fresh.app.ctx);
      await seedReports(fresh.app.ctx);
      const demoAdmin = await login(fresh, 'admin@simmer.dev', 'Admin2026');
      const res = await fresh.app.inject({ url: '/v1/adminpanel/report-items/', headers: demoAdmin.headers });
      const list = res.json();
      expect(list.count).toBe(3);
      expect(list.results.map((r: { content_type: string }) => r.content_type).sort()).toEqual([
        'comment',
        'photo',
        'recipe',
      ]);
      expect(list.results.every((r: { action: string }) => r.action === 'pending')).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
