import { msg, reportReasons } from '@simmer/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { reports, userPosts } from '../../db/schema';
import { createEpisode, createShow, createVideo, createYoutubeRecipe } from '../catalog/editing.service';
import { dropPendingOnGoneItems } from '../reports/reports.service';

let t: TestApp;
let alice: Awaited<ReturnType<typeof signedIn>>;
let bob: Awaited<ReturnType<typeof signedIn>>;
const ids = {} as Record<string, number>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/v1${url}`, headers, payload });

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const boundary = '----simmertest';
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.video = (await createVideo(db, { title: 'Knife Skills', isPublish: true })).id;
  ids.draftVideo = (await createVideo(db, { title: 'Draft', isPublish: false })).id;
  ids.recipe = (await createYoutubeRecipe(db, { title: 'Roast Chicken', isPublish: true })).id;
  ids.show = (await createShow(db, { title: 'Weeknight Kitchen' })).id;
  ids.episode = (await createEpisode(db, { showId: ids.show, title: 'Fajitas', isPublish: true })).id;
  alice = await signedIn(t);
  bob = await signedIn(t);
  const [post] = await db
    .insert(userPosts)
    .values({ userId: bob.user.id, postType: 'status', statusText: 'Hi' })
    .returning();
  ids.post = post!.id;
});
afterAll(() => t.close());

describe('likes and bookmarks', () => {
  it('toggles a like with counts', async () => {
    const on = await call('POST', '/user/like/', alice.headers, { content_type: 'video', id: ids.video });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ msg: msg.liked, data: { active: true, count: 1 } });
    await call('POST', '/user/like/', bob.headers, { content_type: 'video', id: ids.video });
    const detail = (await call('GET', `/admin/user/video/${ids.video}/`, alice.headers)).json();
    expect(detail).toMatchObject({ likes_count: 2, is_liked: true, likes: [alice.user.id] });
    const off = await call('POST', '/user/like/', alice.headers, { content_type: 'video', id: ids.video });
    expect(off.json()).toEqual({ msg: msg.unliked, data: { active: false, count: 1 } });
  });

  it('accepts youtube-recipe and youtube_recipe and bookmarks shows and episodes', async () => {
    const a = await call('POST', '/user/bookmark/', alice.headers, {
      content_type: 'youtube-recipe',
      id: ids.recipe,
    });
    expect(a.json().data).toEqual({ active: true, count: 1 });
    const r = (await call('GET', `/admin/user/youtube-recipe/${ids.recipe}/`, alice.headers)).json();
    expect(r).toMatchObject({ is_bookmarked: true, bookmarks: [alice.user.id], bookmarks_count: 1 });
    await call('POST', '/user/bookmark/', alice.headers, { content_type: 'show', id: ids.show });
    await call('POST', '/user/bookmark/', alice.headers, { content_type: 'episode', id: ids.episode });
    await call('POST', '/user/bookmark/', alice.headers, { content_type: 'video', id: ids.video });
    const saved = (await call('GET', '/user/saved-contents/', alice.headers)).json();
    expect(saved.count).toBe(4);
    expect(saved.results.map((s: { content_type: string }) => s.content_type)).toEqual([
      'video',
      'episode',
      'show',
      'youtube-recipe',
    ]);
    expect(saved.results[1]).toMatchObject({ title: 'Fajitas', show_name: 'Weeknight Kitchen' });
  });

  it('refuses visitors, unknown types, drafts and missing items', async () => {
    expect(
      (await call('POST', '/user/like/', undefined, { content_type: 'video', id: ids.video })).statusCode,
    ).toBe(401);
    const bad = await call('POST', '/user/like/', alice.headers, { content_type: 'pizza', id: ids.video });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(msg.contentTypeInvalid);
    expect(
      (await call('POST', '/user/like/', alice.headers, { content_type: 'video', id: ids.draftVideo }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/user/bookmark/', alice.headers, { content_type: 'show', id: 99999 })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/user/saved-contents/')).statusCode).toBe(401);
  });

  it('likes a community post and tells its author', async () => {
    const r = await call('POST', '/user/like/', alice.headers, { content_type: 'user_post', id: ids.post });
    expect(r.json().data).toEqual({ active: true, count: 1 });
    const n = (await call('GET', '/notifier/notifications/', bob.headers)).json();
    expect(JSON.stringify(n)).toContain('liked your post');
  });
});

describe('comments', () => {
  let commentId: number;
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } })
      .png()
      .toBuffer();
  });

  it('adds a comment with an image (multipart) and lists it publicly', async () => {
    const form = multipart(
      { text: 'Lovely knife work', comment_type: 'video', video: String(ids.video) },
      {
        name: 'dish.png',
        data: png,
        type: 'image/png',
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/user/comments/',
      headers: { ...alice.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.msg.toLowerCase()).toContain('successfully created');
    expect(body.data.image).toMatch(/\.png$/);
    expect(body.data.user_details.id).toBe(alice.user.id);
    commentId = body.data.id;
    const list = (await call('GET', `/user/comments/${ids.video}/?comment_type=video`)).json();
    expect(list.count).toBe(1);
    expect(list.results[0].text).toBe('Lovely knife work');
    const detail = (await call('GET', `/admin/user/video/${ids.video}/`)).json();
    expect(detail.comments_count).toBe(1);
  });

  it('validates text, target and image type', async () => {
    const empty = await call('POST', '/user/comments/', alice.headers, {
      text: '  ',
      comment_type: 'video',
      video: ids.video,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(msg.commentRequired);
    const noTarget = await call('POST', '/user/comments/', alice.headers, {
      text: 'Hi',
      comment_type: 'episode',
    });
    expect(noTarget.statusCode).toBe(400);
    const draft = await call('POST', '/user/comments/', alice.headers, {
      text: 'Hi',
      comment_type: 'video',
      video: ids.draftVideo,
    });
    expect(draft.statusCode).toBe(404);
    const form = multipart(
      { text: 'Bad file', comment_type: 'youtube_recipe', youtube_recipe: String(ids.recipe) },
      {
        name: 'x.png',
        data: Buffer.from('not an image at all'),
        type: 'image/png',
      },
    );
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/user/comments/',
      headers: { ...alice.headers, ...form.headers },
      payload: form.payload,
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (
        await call('POST', '/user/comments/', undefined, {
          text: 'Hi',
          comment_type: 'video',
          video: ids.video,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lets only the author edit; others get not found', async () => {
    const other = await call('PUT', `/user/comments/${commentId}/`, bob.headers, { text: 'Hacked' });
    expect(other.statusCode).toBe(404);
    const own = await call('PUT', `/user/comments/${commentId}/`, alice.headers, {
      text: 'Edited',
      remove_image: 'true',
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ text: 'Edited', image: null });
    expect((await call('PUT', `/user/comments/${commentId}/`, alice.headers, { text: '' })).statusCode).toBe(
      400,
    );
  });

  it('reports another member’s comment once, with one of the five reasons', async () => {
    const own = await call('POST', '/user/report-item/', alice.headers, {
      comment: commentId,
      report_type: reportReasons[0],
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().msg).toBe(msg.reportOwnContent);
    const badReason = await call('POST', '/user/report-item/', bob.headers, {
      comment: commentId,
      report_type: 'Meh',
    });
    expect(badReason.statusCode).toBe(400);
    const ok = await call('POST', '/user/report-item/', bob.headers, {
      comment: commentId,
      report_type: reportReasons[2],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().msg).toBe(msg.reportSent);
    const again = await call('POST', '/user/report-item/', bob.headers, {
      comment: commentId,
      report_type: reportReasons[1],
    });
    expect(again.statusCode).toBe(409);
    const rows = await t.database.db.select().from(reports);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ commentId, postId: null, action: 'pending', reason: reportReasons[2] });
    const post = await call('POST', '/user/report-item/', alice.headers, {
      post: ids.post,
      report_type: reportReasons[4],
    });
    expect(post.statusCode).toBe(201);
    expect(
      (
        await call('POST', '/user/report-item/', alice.headers, {
          post: 99999,
          report_type: reportReasons[4],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lets only the author delete', async () => {
    expect((await call('DELETE', `/user/comments/${commentId}/`, bob.headers)).statusCode).toBe(404);
    const del = await call('DELETE', `/user/comments/${commentId}/`, alice.headers);
    expect(del.statusCode).toBe(200);
    expect((await call('GET', `/user/comments/${ids.video}/?comment_type=video`)).json().count).toBe(0);
    // The report on it lost its item: moderation hides it, the nightly purge drops it (decision 701).
    expect(await t.database.db.select().from(reports)).toHaveLength(2);
    expect(await dropPendingOnGoneItems(t.app.ctx)).toBe(1);
    expect(await t.database.db.select().from(reports)).toHaveLength(1);
  });

  it('keeps comments on community posts for members', async () => {
    expect((await call('GET', `/user/comments/${ids.post}/?comment_type=user_post`)).statusCode).toBe(401);
    const c = await call('POST', '/user/comments/', alice.headers, {
      text: 'Nice',
      comment_type: 'user_post',
      post: ids.post,
    });
    expect(c.statusCode).toBe(201);
    const list = await call('GET', `/user/comments/${ids.post}/?comment_type=user_post`, bob.headers);
    expect(list.json().count).toBe(1);
  });
});
