import { msg } from '@simmer/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { announcements, notifications } from '../../db/schema';
import { addDays, isoDay } from './announcements.service';

let t: TestApp;
let admin: Record<string, string>;
let member: { headers: Record<string, string>; user: { id: number } };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = admin, payload?: object) =>
  t.app.inject({ method, url: `/v1/adminpanel/announcements/${url}`, headers, payload });

/** "2026-11-25" as the editor sends it: "25-11-2026T00:00:00". */
const wire = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}T00:00:00`;
const today = isoDay(new Date());

const toldMember = async () =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, member.user.id), eq(notifications.type, 'announcement')));

beforeAll(async () => {
  t = await createTestApp({ HOME_CACHE_SECONDS: '0' });
  admin = (await signedIn(t, { role: 'admin' })).headers;
  member = await signedIn(t);
});
afterAll(() => t.close());

describe('admin announcements: access', () => {
  it('is closed to visitors and members on every route', async () => {
    const routes: [Method, string, object?][] = [
      ['GET', ''],
      ['POST', '', { content: 'x', start_date: today, end_date: today }],
      ['POST', 'search/', { search_announcement: '' }],
      ['GET', '1/'],
      ['PATCH', '1/', { content: 'x' }],
      ['DELETE', '1/'],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, {}, body)).statusCode).toBe(401);
      const res = await call(method, url, member.headers, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403 });
    }
    expect(await t.database.db.select().from(announcements)).toHaveLength(0);
  });
});

describe('admin announcements: create', () => {
  it('refuses missing fields with "All fields are required!" per field', async () => {
    const res = await call('POST', '', admin, { content: '', start_date: wire(today) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: msg.allFieldsRequired,
      errors: { content: msg.allFieldsRequired, end_date: msg.allFieldsRequired },
    });
    // Markup without text is empty too.
    const blank = await call('POST', '', admin, {
      content: '<p> </p><p><br></p>',
      start_date: wire(today),
      end_date: wire(today),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe(msg.allFieldsRequired);
  });

  it('refuses dates that are not days, and an end before the start', async () => {
    for (const bad of ['31-02-2026T00:00:00', '2026-13-01', 'tomorrow', '25/11/2026']) {
      const res = await call('POST', '', admin, { content: 'Hi', start_date: bad, end_date: wire(today) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { start_date: msg.announcementDateInvalid } });
    }
    const res = await call('POST', '', admin, {
      content: 'Hi',
      start_date: wire(today),
      end_date: wire(addDays(today, -1)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      msg: msg.announcementEndBeforeStart,
      errors: { end_date: msg.announcementEndBeforeStart },
    });
    expect(await t.database.db.select().from(announcements)).toHaveLength(0);
  });

  it('creates from day-month-year dates, sanitizes, publishes and notifies once', async () => {
    const res = await call('POST', '', admin, {
      content:
        '<p style="color: #e8590c" onclick="steal()">Knife skills <em>live</em><script>x()</script></p>',
      start_date: wire(today),
      end_date: wire(addDays(today, 3)),
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.msg).toContain('successfully created');
    expect(body.data).toMatchObject({
      content: '<p style="color:#e8590c">Knife skills <em>live</em></p>',
      start_date: today,
      end_date: addDays(today, 3),
      title: 'Knife skills live',
      notified: true,
    });
    const seen = (
      await t.app.inject({ method: 'GET', url: '/v1/user/announcements/', headers: member.headers })
    ).json();
    expect(seen.results.map((a: { id: number }) => a.id)).toContain(body.data.id);
    expect(await toldMember()).toHaveLength(1);
  });

  it('accepts ISO days, and a one-day announcement; one starting later waits to notify', async () => {
    const later = addDays(today, 10);
    const res = await call('POST', '', admin, {
      content: 'Pop-up dinner',
      start_date: later,
      end_date: later,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ start_date: later, end_date: later, notified: false });
    expect(await toldMember()).toHaveLength(1);
  });
});

describe('admin announcements: edit and delete', () => {
  it('edits without notifying twice, and notifies once when moved to start today', async () => {
    const [first] = (await call('GET', '')).json().results.filter((a: { notified: boolean }) => a.notified);
    const edited = await call('PATCH', `${first.id}/`, admin, {
      content: '<p>Knife skills, now at 6 pm</p>',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      msg: msg.announcementUpdated,
      data: { id: first.id, content: '<p>Knife skills, now at 6 pm</p>', start_date: today },
    });
    expect(await toldMember()).toHaveLength(1);

    const [waiting] = (await call('GET', ''))
      .json()
      .results.filter((a: { notified: boolean }) => !a.notified);
    const moved = await call('PATCH', `${waiting.id}/`, admin, { start_date: wire(today) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ start_date: today, notified: true });
    expect(await toldMember()).toHaveLength(2);
    // Another edit of either leaves the count alone.
    await call('PATCH', `${waiting.id}/`, admin, { end_date: wire(addDays(today, 20)) });
    await call('PATCH', `${first.id}/`, admin, { start_date: wire(today), content: 'Again' });
    expect(await toldMember()).toHaveLength(2);
  });

  it('checks the dates of an edit against the stored ones', async () => {
    const [a] = (await call('GET', '')).json().results;
    const res = await call('PATCH', `${a.id}/`, admin, { end_date: wire(addDays(a.start_date, -1)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ end_date: msg.announcementEndBeforeStart });
    const empty = await call('PATCH', `${a.id}/`, admin, {});
    expect(empty.statusCode).toBe(400);
    const blank = await call('PATCH', `${a.id}/`, admin, { content: '<p></p>' });
    expect(blank.json()).toMatchObject({ msg: msg.allFieldsRequired });
  });

  it('reads one by id and answers the catalogue messages for unknown ids', async () => {
    const [a] = (await call('GET', '')).json().results;
    const one = await call('GET', `${a.id}/`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: a.id, content: a.content });
    expect((await call('GET', '99999/')).json()).toMatchObject({
      status: 404,
      msg: msg.announcementNotFound,
    });
    expect((await call('PATCH', '99999/', admin, { content: 'x' })).statusCode).toBe(404);
    expect((await call('GET', 'abc/')).statusCode).toBe(400);

    const gone = await call('DELETE', `${a.id}/`);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ msg: msg.announcementDeleted });
    expect((await call('DELETE', `${a.id}/`)).json()).toMatchObject({
      status: 404,
      msg: msg.announcementDeleteFailed,
    });
    const seen = (
      await t.app.inject({ method: 'GET', url: '/v1/user/announcements/', headers: member.headers })
    ).json();
    expect(seen.results.map((x: { id: number }) => x.id)).not.toContain(a.id);
  });
});

describe('admin announcements: list and search', () => {
  beforeAll(async () => {
    await t.database.db.delete(announcements);
    await t.database.db.insert(announcements).values(
      Array.from({ length: 30 }, (_, i) => ({
        content: `<p>${i % 3 === 0 ? 'Bread' : 'Soup'} class <strong>number ${i}</strong></p>`,
        startDate: addDays('2026-01-01', i),
        endDate: addDays('2026-01-01', i + 1),
        notifiedAt: new Date(),
      })),
    );
  });

  it('pages 25 at a time, newest start first', async () => {
    const first = (await call('GET', '')).json();
    expect(first).toMatchObject({ count: 30, previous: null, next: '/v1/adminpanel/announcements/?page=2' });
    expect(first.results).toHaveLength(25);
    expect(first.results[0].start_date).toBe('2026-01-30');
    const second = (await call('GET', '?page=2')).json();
    expect(second.results).toHaveLength(5);
    expect(second).toMatchObject({ next: null, previous: '/v1/adminpanel/announcements/?page=1' });
  });

  it('searches the text (not the markup) and the DD-MM-YYYY dates, paging by body or query', async () => {
    const bread = (await call('POST', 'search/', admin, { search_announcement: 'bread', page: 1 })).json();
    expect(bread.count).toBe(10);
    expect(bread.results.every((a: { body: string }) => a.body.startsWith('Bread'))).toBe(true);
    expect((await call('POST', 'search/', admin, { search_announcement: 'strong' })).json().count).toBe(0);
    expect((await call('POST', 'search/', admin, { search_announcement: '100%' })).json().count).toBe(0);
    const day = (await call('POST', 'search/', admin, { search_announcement: '05-01-2026' })).json();
    expect(day.results.map((a: { start_date: string }) => a.start_date)).toEqual([
      '2026-01-05',
      '2026-01-04',
    ]);
    const all = (await call('POST', 'search/', admin, { search_announcement: '', page: 2 })).json();
    expect(all).toMatchObject({ count: 30, next: null });
    expect(all.results).toHaveLength(5);
    const byQuery = (await call('POST', 'search/?page=2', admin, { search_announcement: 'class' })).json();
    expect(byQuery.results).toHaveLength(5);
  });
});
