import { limits, msg } from '@simmer/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, videoAssets } from '../src/db/schema';
import { createTestApp, signedIn, type TestApp } from './harness';

// Member limits checked then written in separate steps let concurrent requests through
// together (25 devices against 20, 13 open uploads against 5 on PostgreSQL). Each request
// below is sent at once with its siblings; the file runs on PGlite and, with
// TEST_DATABASE_URL, on PostgreSQL.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false' });
});
afterAll(() => t.close());

const tus = { 'tus-resumable': '1.0.0' };
const statuses = (answers: Array<{ statusCode: number }>) => {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.statusCode] = (out[a.statusCode] ?? 0) + 1;
  return out;
};

const register = (headers: Record<string, string>, id: string, active = true) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/notifier/onesignal-register/',
    payload: { registration_id: id, type: 'web', active },
    headers,
  });

async function deviceRows(userId: number) {
  const [row] = await t.database.db.select({ n: count() }).from(devices).where(eq(devices.userId, userId));
  return row?.n ?? 0;
}

describe('devices per member under concurrency', () => {
  it('accepts exactly the limit of 25 registrations sent at once', async () => {
    const member = await signedIn(t);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => register(member.headers, `burst-${member.user.id}-${i}`)),
    );
    expect(statuses(answers)).toEqual({ 200: limits.devicesPerMember, 409: 25 - limits.devicesPerMember });
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().msg).toBe(msg.deviceLimitReached);
    expect(await deviceRows(member.user.id)).toBe(limits.devicesPerMember);
  });

  it('counts inactive rows too: the oldest inactive one makes room, and rows never pass the limit', async () => {
    const member = await signedIn(t);
    const id = (i: number) => `idle-${member.user.id}-${i}`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => register(member.headers, id(i), false)),
    );
    expect(statuses(answers)).toEqual({ 200: 30 });
    expect(await deviceRows(member.user.id)).toBe(limits.devicesPerMember);
    // Twenty active devices leave no inactive row to make room: the next is refused.
    for (let i = 0; i < limits.devicesPerMember; i++) {
      expect((await register(member.headers, `live-${member.user.id}-${i}`)).statusCode).toBe(200);
    }
    const over = await register(member.headers, `live-${member.user.id}-x`, false);
    expect(over.statusCode).toBe(409);
    expect(over.json().msg).toBe(msg.deviceLimitReached);
    const [active] = await t.database.db
      .select({ n: count() })
      .from(devices)
      .where(and(eq(devices.userId, member.user.id), eq(devices.active, true)));
    expect(active?.n).toBe(limits.devicesPerMember);
    expect(await deviceRows(member.user.id)).toBe(limits.devicesPerMember);
  });
});

describe('open uploads per member under concurrency', () => {
  const create = (headers: Record<string, string>, length: number) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/media/uploads/',
      headers: { ...headers, ...tus, 'upload-length': String(length) },
    });
  const openRows = async (userId: number) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(videoAssets)
      .where(and(eq(videoAssets.ownerId, userId), eq(videoAssets.status, 'uploading')));
    return row?.n ?? 0;
  };

  it('opens exactly 5 of 13 uploads created at once', async () => {
    const member = await signedIn(t);
    const answers = await Promise.all(Array.from({ length: 13 }, () => create(member.headers, 10)));
    expect(statuses(answers)).toEqual({ 201: 5, 429: 8 });
    expect(await openRows(member.user.id)).toBe(5);
  });

  it('declares at most 20 GiB in all when 6 uploads of 10 GiB are created at once', async () => {
    const member = await signedIn(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create(member.headers, 10 * 1024 ** 3)),
    );
    expect(statuses(answers)).toEqual({ 201: 2, 413: 4 });
    for (const a of answers.filter((x) => x.statusCode === 413))
      expect(a.json().msg).toBe(msg.uploadQuotaBytes);
    expect(await openRows(member.user.id)).toBe(2);
  });
});
