import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn, type TestApp } from '../../../test/harness';
import { startRedis } from '../../../test/redis';
import { devices, notifications } from '../../db/schema';
import { announceLivestream, notify, notifyAll } from './notifications.service';
import { pushQueue } from './push';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const unread = async (headers: Record<string, string>) =>
  (await get('/v1/notifier/notifications/unread-count/', headers)).json().unread_count as number;

describe('notifications list', () => {
  it('needs a signed-in member', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/notifier/notifications/' });
    expect(res.statusCode).toBe(401);
  });

  it('answers an empty page when there is nothing', async () => {
    const me = await signedIn(t);
    const res = await get('/v1/notifier/notifications/', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('pages 25 at a time, newest first, and shows only my own', async () => {
    const me = await signedIn(t);
    const other = await signedIn(t);
    for (let i = 1; i <= 27; i += 1) {
      await notify(t.app.ctx, { userId: me.user.id, type: 'announcement', message: `Note ${i}` });
    }
    await notify(t.app.ctx, { userId: other.user.id, type: 'announcement', message: 'Not yours' });
    const first = (await get('/v1/notifier/notifications/?page=1', me.headers)).json();
    expect(first.count).toBe(27);
    expect(first.results).toHaveLength(25);
    expect(first.results[0].message).toBe('Note 27');
    expect(first.next).toContain('page=2');
    const second = (await get('/v1/notifier/notifications/?page=2', me.headers)).json();
    expect(second.results.map((n: { message: string }) => n.message)).toEqual(['Note 2', 'Note 1']);
    expect(second.previous).toContain('page=1');
    expect(second.next).toBeNull();
  });

  it('rejects a page that is not a number', async () => {
    const me = await signedIn(t);
    const res = await get('/v1/notifier/notifications/?page=abc', me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(400);
  });
});

describe('unread count and marking read', () => {
  it('counts unread, marks chosen ones and then all as read, never someone else’s', async () => {
    const me = await signedIn(t);
    const other = await signedIn(t);
    const a = await notify(t.app.ctx, { userId: me.user.id, type: 'announcement', message: 'A' });
    await notify(t.app.ctx, { userId: me.user.id, type: 'announcement', message: 'B' });
    const theirs = await notify(t.app.ctx, { userId: other.user.id, type: 'announcement', message: 'C' });
    expect(await unread(me.headers)).toBe(2);

    const one = await t.app.inject({
      method: 'POST',
      url: '/v1/notifier/notifications/read/',
      headers: me.headers,
      payload: { ids: [a!.id, theirs!.id] },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ msg: msg.notificationsRead, data: { unread_count: 1 } });
    expect(await unread(other.headers)).toBe(1);

    const all = await t.app.inject({
      method: 'POST',
      url: '/v1/notifier/notifications/read/',
      headers: me.headers,
      payload: {},
    });
    expect(all.json().data.unread_count).toBe(0);
    const list = (await get('/v1/notifier/notifications/', me.headers)).json();
    expect(list.results.every((n: { is_read: boolean }) => n.is_read)).toBe(true);
  });

  it('refuses ids that are not numbers', async () => {
    const me = await signedIn(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/notifier/notifications/read/',
      headers: me.headers,
      payload: { ids: ['x'] },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('notify and notifyAll', () => {
  it('never tells a member about their own action', async () => {
    const me = await createUser(t);
    const result = await notify(t.app.ctx, {
      userId: me.id,
      actorId: me.id,
      type: 'post_like',
      message: 'x',
    });
    expect(result).toBeNull();
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(rows).toHaveLength(0);
  });

  it('tells every active member (not admins, not the actor) once', async () => {
    const fresh = await createTestApp();
    try {
      const a = await createUser(fresh);
      const b = await createUser(fresh);
      const actor = await createUser(fresh);
      await createUser(fresh, { role: 'admin' });
      await createUser(fresh, { isActive: false });
      const created = await announceLivestream(fresh.app.ctx, { hostName: 'Chef', hostId: actor.id });
      expect(created).toBe(2);
      const rows = await fresh.database.db.select().from(notifications);
      expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
      expect(rows[0]!.message).toBe('Chef is going live');
      expect(rows[0]!.type).toBe('livestream');
    } finally {
      await fresh.close();
    }
  });

  it('carries the published item of an announcement to the list', async () => {
    const me = await signedIn(t);
    await notify(t.app.ctx, {
      userId: me.user.id,
      type: 'announcement',
      message: 'New video',
      relatedContent: {
        published_item_type: 'video',
        published_item_id: 7,
        title: 'Soup',
        title_image: '/soup.jpg',
      },
    });
    const [entry] = (await get('/v1/notifier/notifications/', me.headers)).json().results;
    expect(entry.related_content_details).toEqual({
      published_item_type: 'video',
      published_item_id: 7,
      announcement_item_details: { title: 'Soup', title_image: '/soup.jpg' },
    });
    expect(entry.related_post).toBeNull();
  });
});

/** Reads server-sent events from a listening app until `until` holds. */
async function readEvents(
  url: string,
  until: (events: { event: string; data: unknown }[]) => boolean,
  action?: () => Promise<void>,
) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  let acted = false;
  const deadline = Date.now() + 10_000;
  while (!until(events) && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event && data) events.push({ event, data: JSON.parse(data) });
      cut = buffer.indexOf('\n\n');
    }
    if (action && !acted && events.length > 0) {
      acted = true;
      await action();
    }
  }
  controller.abort();
  return events;
}

describe('GET /v1/events', () => {
  let base: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await fetch(`${base}/v1/events`)).status).toBe(401);
    expect((await fetch(`${base}/v1/events?access_token=nope`)).status).toBe(401);
  });

  it('sends the unread count at once and again when a notification arrives', async () => {
    const me = await signedIn(t);
    const events = await readEvents(
      `${base}/v1/events?access_token=${me.access_token}`,
      (e) => e.length >= 2,
      async () => {
        await notify(t.app.ctx, {
          userId: me.user.id,
          type: 'post_like',
          message: 'Someone liked your post.',
        });
      },
    );
    expect(events.slice(0, 2)).toEqual([
      { event: 'unread', data: { type: 'unread', unread_count: 0 } },
      { event: 'unread', data: { type: 'unread', unread_count: 1 } },
    ]);
  });

  it('accepts the token in the Authorization header and follows broadcasts', async () => {
    const me = await signedIn(t);
    const controller = new AbortController();
    const res = await fetch(`${base}/v1/events`, { headers: me.headers, signal: controller.signal });
    expect(res.status).toBe(200);
    controller.abort();
    const events = await readEvents(
      `${base}/v1/events?access_token=${me.access_token}`,
      (e) => e.some((x) => (x.data as { unread_count: number }).unread_count > 0),
      async () => {
        await notifyAll(t.app.ctx, { type: 'announcement', message: 'Hello all' });
      },
    );
    expect(events.at(-1)!.data).toEqual({ type: 'unread', unread_count: 1 });
  });
});

/** A stand-in push service: records what browsers would receive. */
function pushService() {
  const received: { path: string; headers: IncomingMessage['headers']; bytes: number }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, bytes: Buffer.concat(chunks).length });
      res.statusCode = req.url?.includes('gone') ? 410 : 201;
      res.end();
    });
  });
  return { server, received };
}

function subscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return JSON.stringify({
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  });
}

/** Waits until no job of a queue is waiting, retrying or running: the event a negative check follows. */
async function jobsDone(queue: string) {
  for (;;) {
    const { rows } = await t.database.query(
      "select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')",
      [queue],
    );
    if (Number(rows[0]?.n) === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('Web Push', () => {
  // Its own app: broadcast push jobs queued by other tests must not reach these devices.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('generates the VAPID keys once into the data folder and serves the public key', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/v1/notifier/web-push-key/' });
    expect(first.statusCode).toBe(200);
    const file = path.join(t.dataDir, 'vapid.json');
    expect(existsSync(file)).toBe(true);
    expect(first.json().public_key).toBe(JSON.parse(readFileSync(file, 'utf8')).publicKey);
    const second = await t.app.inject({ method: 'GET', url: '/v1/notifier/web-push-key/' });
    expect(second.json().public_key).toBe(first.json().public_key);
  });

  it('pushes to a registered browser, and stops after the member logs out', async () => {
    const { server, received } = pushService();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/abc`;
    try {
      const me = await signedIn(t);
      const registration_id = subscription(endpoint);
      const reg = await t.app.inject({
        method: 'POST',
        url: '/v1/notifier/onesignal-register/',
        headers: me.headers,
        payload: { registration_id, type: 'web', active: true },
      });
      expect(reg.statusCode).toBe(200);
      expect(reg.json().data.device_id).toBe(registration_id.slice(0, 150));

      await notify(t.app.ctx, { userId: me.user.id, type: 'post_like', message: 'Liked' });
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
      expect(received[0]!.headers['content-encoding']).toBe('aes128gcm');
      expect(received[0]!.headers.authorization).toMatch(/^vapid t=/);

      // Logging out ends the login the browser registered under: no more pushes.
      const out = await t.app.inject({
        method: 'POST',
        url: '/v1/users/rest-auth/logout/',
        headers: me.headers,
        payload: { refresh: me.refresh_token },
      });
      expect(out.statusCode).toBe(200);
      const [device] = await t.database.db.select().from(devices).where(eq(devices.userId, me.user.id));
      expect(device!.active).toBe(false);
      await notify(t.app.ctx, { userId: me.user.id, type: 'post_like', message: 'Liked again' });
      // The push job runs and finds no active device: nothing more arrives.
      await jobsDone(pushQueue);
      expect(received).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it('deactivates a subscription the push service reports gone', async () => {
    const { server } = pushService();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/push/gone`;
    try {
      const me = await signedIn(t);
      await t.app.inject({
        method: 'POST',
        url: '/v1/notifier/onesignal-register/',
        headers: me.headers,
        payload: { registration_id: subscription(endpoint), type: 'web', active: true },
      });
      await notify(t.app.ctx, { userId: me.user.id, type: 'post_like', message: 'Liked' });
      await expect
        .poll(
          async () =>
            (await t.database.db.select().from(devices).where(eq(devices.userId, me.user.id)))[0]!.active,
          {
            timeout: 15_000,
          },
        )
        .toBe(false);
    } finally {
      server.close();
    }
  });
});

describe('across API processes (REDIS_URL)', () => {
  it('a notification stored by one process reaches a stream held by another', async () => {
    const redis = await startRedis();
    const env = { REDIS_URL: redis.url, AUTH_RATE_LIMIT_MAX: '10000' };
    const a = await createTestApp(env);
    const b = await createTestApp(env);
    try {
      expect(a.app.ctx.pubsub.kind).toBe('redis');
      // Both processes share one database in production; here each has its own, so the
      // member is the same id in both and the token is signed with the shared secret.
      const inA = await signedIn(a);
      await createUser(b);
      await b.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(b.app.server.address() as AddressInfo).port}`;
      const events = await readEvents(
        `${base}/v1/events?access_token=${inA.access_token}`,
        (e) => e.length >= 2,
        async () => {
          await notify(a.app.ctx, { userId: inA.user.id, type: 'post_comment', message: 'From process A' });
        },
      );
      expect(events[1]!.data).toEqual({ type: 'unread', unread_count: 1 });
    } finally {
      await a.close();
      await b.close();
      await redis.stop();
    }
  }, 120_000);
});
