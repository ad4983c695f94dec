import type { AddressInfo } from 'node:net';
import { fillMessage, msg } from '@simmer/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { livestreams, livestreamViewers, notifications } from '../../db/schema';
import { freePort, pushTestPattern, waitFor } from '../../platform/live/testing';
import { wentLive } from './live.service';

let t: TestApp;
type Headers = { authorization: string };
let admin: { headers: Headers; user: { id: number } };
let member: { headers: Headers; user: { id: number }; access_token: string };
let other: { headers: Headers; user: { id: number } };

const call = (method: 'GET' | 'POST', url: string, headers?: Headers, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers, payload });

const goLive = (body?: { title?: string }) => call('POST', '/livestream/admin/streams/', admin.headers, body);
const end = (id: number) => call('POST', `/livestream/admin/streams/${id}/end/`, admin.headers);
const liveNotifications = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'livestream')));

beforeAll(async () => {
  t = await createTestApp({ LIVE_RTMP_PORT: String(await freePort()), LIVE_SEGMENT_SECONDS: '1' });
  admin = await signedIn(t, { role: 'admin', firstName: 'Ada', lastName: 'Host' });
  member = await signedIn(t, { firstName: 'Mia' });
  other = await signedIn(t, { firstName: 'Ola' });
});
afterAll(() => t.close());

describe('livestream access', () => {
  it('is closed to visitors and the admin calls to members', async () => {
    for (const url of [
      '/livestream/current/',
      '/livestream/status/',
      '/livestream/comments/1/',
      '/livestream/viewers/1/',
    ]) {
      expect((await call('GET', url)).statusCode).toBe(401);
    }
    expect(
      (await call('POST', '/livestream/comments/', undefined, { stream_id: 1, text: 'hi' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/livestream/events/1/')).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', '/livestream/admin/current/'],
      ['GET', '/livestream/admin/streams/'],
      ['POST', '/livestream/admin/streams/'],
      ['POST', '/livestream/admin/streams/1/end/'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, member.headers)).statusCode).toBe(403);
    }
  });

  it('answers the no-livestream message when nothing is live', async () => {
    const res = await call('GET', '/livestream/current/', member.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(msg.liveNoStream);
    // The viewer page polls the status instead: 200 with live false and the same message.
    const status = await call('GET', '/livestream/status/', member.headers);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ live: false, msg: msg.liveNoStream, data: null });
    expect((await call('GET', '/livestream/admin/current/', admin.headers)).json()).toEqual({ data: null });
  });
});

describe('an admin ends a waiting stream', () => {
  it('creates one stream with an RTMP address and key, answers it again, ends it once', async () => {
    const first = await goLive();
    expect(first.statusCode).toBe(201);
    const stream = first.json().data;
    expect(stream).toMatchObject({
      status: 'waiting',
      provider: 'embedded',
      ingest_url: `rtmp://localhost:${t.config.LIVE_RTMP_PORT}/live`,
      stream_key: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
      host_name: 'Ada Host',
      // No title sent (the spec's client): the default one.
      title: fillMessage(msg.liveDefaultTitle, { brand: t.config.BRAND_NAME }),
      viewers: 0,
      comment_count: 0,
    });
    const again = await goLive();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ msg: msg.liveAlreadyActive, data: { id: stream.id } });
    expect((await call('GET', '/livestream/admin/current/', admin.headers)).json().data.id).toBe(stream.id);
    // Waiting is not live: members still see nothing.
    expect((await call('GET', '/livestream/current/', member.headers)).statusCode).toBe(404);
    expect((await call('GET', '/livestream/status/', member.headers)).json()).toMatchObject({ live: false });

    const ended = await end(stream.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      msg: msg.liveEnded,
      data: { status: 'ended', stream_key: null, ingest_url: null },
    });
    expect((await end(stream.id)).statusCode).toBe(409);
    expect((await end(999_999)).statusCode).toBe(404);
    const comment = await call('POST', '/livestream/comments/', member.headers, {
      stream_id: stream.id,
      text: 'late',
    });
    expect(comment.statusCode).toBe(409);
    expect(comment.json().msg).toBe(msg.liveStreamEnded);
  });
});

describe('a stream title set at Go Live', () => {
  it('refuses an empty or overlong title and starts nothing', async () => {
    for (const [title, message] of [
      ['   ', msg.liveTitleRequired],
      ['x'.repeat(121), msg.liveTitleTooLong],
    ] as const) {
      const res = await goLive({ title });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.title).toBe(message);
    }
    expect((await call('GET', '/livestream/admin/current/', admin.headers)).json().data).toBeNull();
  });

  it('keeps the trimmed title for the studio and the dashboard', async () => {
    const res = await goLive({ title: '  Sunday roast, live  ' });
    expect(res.statusCode).toBe(201);
    const stream = res.json().data;
    expect(stream.title).toBe('Sunday roast, live');
    expect((await call('GET', '/livestream/admin/current/', admin.headers)).json().data.title).toBe(
      'Sunday roast, live',
    );
    await end(stream.id);
    const list = (await call('GET', '/livestream/admin/streams/', admin.headers)).json();
    expect(list.results.find((s: { id: number }) => s.id === stream.id).title).toBe('Sunday roast, live');
  });
});

describe('a broadcast from start to end', () => {
  let stream: { id: number; ingest_url: string; stream_key: string; playback_id: string };
  let push: Awaited<ReturnType<typeof pushTestPattern>>;

  it('goes live when the first segment arrives and tells every member once', async () => {
    stream = (await goLive({ title: 'Knife skills, live' })).json().data;
    push = await pushTestPattern(`rtmp://127.0.0.1:${t.config.LIVE_RTMP_PORT}/live/${stream.stream_key}`, {
      seconds: 6,
    });
    const current = await waitFor(async () => {
      const res = await call('GET', '/livestream/current/', member.headers);
      return res.statusCode === 200 ? res.json() : null;
    });
    expect(current).toMatchObject({
      livestream_id: stream.id,
      playback_id: stream.playback_id,
      status: 'live',
      host_name: 'Ada Host',
      // Viewers see the title set at Go Live.
      title: 'Knife skills, live',
    });
    expect((await call('GET', '/livestream/status/', member.headers)).json()).toEqual({
      live: true,
      data: current,
    });
    const told = await liveNotifications(member.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toBe(fillMessage(msg.notifyGoingLive, { name: 'Ada Host' }));
    // A second report of the same start (another process, a repeated event) changes nothing.
    expect(await wentLive(t.app.ctx, stream.id)).toBe(false);
    expect(await liveNotifications(member.user.id)).toHaveLength(1);
    // The host is not told about their own stream.
    expect(await liveNotifications(admin.user.id)).toHaveLength(0);
  }, 30_000);

  it('plays through a signed playlist address checked on every request', async () => {
    const res = await call('GET', `/livestream/playback/${stream.playback_id}/`, member.headers);
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(new RegExp(`^/v1/livestream/hls/${stream.playback_id}/[^/]+/index\\.m3u8$`));
    const playlist = await t.app.inject({ method: 'GET', url });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['cache-control']).toBe('no-store');
    expect(playlist.body).toContain('#EXTINF');
    const segment = playlist.body.split('\n').find((l) => l.endsWith('.ts'))!;
    const seg = await t.app.inject({ method: 'GET', url: url.replace('index.m3u8', segment) });
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toBe('video/mp2t');
    // An altered token, or a file name outside the stream's files, is refused.
    const forged = url.replace(/\/([^/]+)\/index\.m3u8$/, '/0.zz.forged/index.m3u8');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace('index.m3u8', 'secret.txt') })).statusCode,
    ).toBe(400);
  });

  it('counts members who polled within the window, not the admin', async () => {
    const viewers = (who: { headers: Headers }) =>
      call('GET', `/livestream/viewers/${stream.id}/`, who.headers);
    expect((await viewers(member)).json()).toEqual({ data: [{ livestream_id: stream.id, viewers: 1 }] });
    expect((await viewers(other)).json().data[0].viewers).toBe(2);
    expect((await viewers(admin)).json().data[0].viewers).toBe(2);
    expect((await viewers(member)).json().data[0].viewers).toBe(2);
    // A member last seen 16 s ago has left.
    await t.database.db
      .update(livestreamViewers)
      .set({ lastSeenAt: new Date(Date.now() - 16_000) })
      .where(eq(livestreamViewers.userId, other.user.id));
    expect((await viewers(admin)).json().data[0].viewers).toBe(1);
    expect((await call('GET', '/livestream/viewers/999999/', member.headers)).statusCode).toBe(404);
  });

  it('refuses an empty comment, takes the author from the token, lists newest first', async () => {
    for (const text of ['', '   ']) {
      const res = await call('POST', '/livestream/comments/', member.headers, { stream_id: stream.id, text });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: msg.liveEnterComment, errors: { text: msg.liveEnterComment } });
    }
    const missing = await call('POST', '/livestream/comments/', member.headers, { stream_id: stream.id });
    expect(missing.json().errors.text).toBe(msg.liveEnterComment);
    const posted = await call('POST', '/livestream/comments/', member.headers, {
      stream_id: stream.id,
      text: ' Looks tasty! ',
      user: other.user.id,
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json().data).toMatchObject({
      stream_id: stream.id,
      text: 'Looks tasty!',
      user: member.user.id,
      user_details: { first_name: 'Mia' },
    });
    await call('POST', '/livestream/comments/', other.headers, { stream_id: stream.id, text: 'Second' });
    const list = await call('GET', `/livestream/comments/${stream.id}/`, member.headers);
    expect(list.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(list.json().results.map((c: { text: string }) => c.text)).toEqual(['Second', 'Looks tasty!']);
    expect(
      (await call('POST', '/livestream/comments/', member.headers, { stream_id: 999999, text: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('fans new comments out to open event streams', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const abort = new AbortController();
    const res = await fetch(
      `${base}/v1/livestream/events/${stream.id}/?access_token=${member.access_token}`,
      {
        signal: abort.signal,
      },
    );
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await readUntil('"status":"live"');
    await call('POST', '/livestream/comments/', other.headers, { stream_id: stream.id, text: 'Live hello' });
    await readUntil('Live hello');
    expect(text).toContain('event: comment');
    abort.abort();
  });

  it('ends by itself when the broadcaster stops, with its duration, peak and comments kept', async () => {
    await push.done;
    await waitFor(async () => (await call('GET', '/livestream/current/', member.headers)).statusCode === 404);
    const [row] = await t.database.db.select().from(livestreams).where(eq(livestreams.id, stream.id));
    expect(row).toMatchObject({ status: 'ended', endReason: 'input stopped', peakViewers: 2 });
    const list = (await call('GET', '/livestream/admin/streams/', admin.headers)).json();
    // Every stream this file created, newest (this one) first.
    expect(list.count).toBe((await t.database.db.select().from(livestreams)).length);
    expect(list.results[0]).toMatchObject({
      id: stream.id,
      status: 'ended',
      peak_viewers: 2,
      comment_count: 3,
      duration_seconds: expect.any(Number),
    });
    expect(list.results[0].duration_seconds).toBeGreaterThanOrEqual(1);
    // Its playlist is no longer served.
    expect(
      (await call('GET', `/livestream/playback/${stream.playback_id}/`, member.headers)).statusCode,
    ).toBe(404);
    // Members were told once in all.
    expect(await liveNotifications(member.user.id)).toHaveLength(1);
  }, 30_000);

  it('leaves its recording as a draft replay video', async () => {
    const replay = await waitFor(async () => {
      const found = (await call('GET', '/livestream/admin/streams/', admin.headers)).json().results[0];
      return found.replay?.status === 'ready' ? found.replay : null;
    }, 120_000);
    expect(replay).toMatchObject({ video_id: expect.any(Number), is_publish: false });
    const video = (await call('GET', `/adminpanel/video/${replay.video_id}/`, admin.headers)).json();
    expect(video).toMatchObject({ title: 'Knife skills, live', live_comment_count: 3, is_publish: false });
  }, 150_000);
});
