import path from 'node:path';
import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn, type TestApp } from '../../../test/harness';
import { homeSubscribers, memberships, purchases } from '../../db/schema';
import type { Mailer, MailMessage } from '../../platform/mail';
import { readOutbox } from '../../platform/mail/outbox';
import { sendBatch } from './sending';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let editor: Record<string, string>;
let memberHeaders: Record<string, string>;
const day = 86_400_000;
const emails: Record<string, string> = {};

const outbox = () => readOutbox(path.join(t.dataDir, 'outbox'));
const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url: `/v1${url}`, payload, headers });

async function draft(body: object) {
  const res = await inject('POST', '/adminpanel/newsletters/', {
    subject: 'Spring kitchen',
    body_html: '<p>Hello <strong>cooks</strong></p><script>x()</script>',
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

/** Runs the send job to the end, as the worker would (batch after batch). */
async function sendAll(id: number, mailer?: Mailer) {
  for (let i = 0; i < 100; i++) {
    const { more } = await sendBatch(t.app.ctx, id, { batchSize: 3, ratePerSecond: 1000, mailer });
    if (!more) return;
  }
  throw new Error('send did not finish');
}

async function sendNow(id: number) {
  const res = await inject('POST', `/adminpanel/newsletters/${id}/send/`, {});
  expect(res.statusCode).toBe(200);
}

const received = async (subject: string) =>
  (await outbox()).filter((m) => m.subject === subject).map((m) => m.to.toLowerCase());

beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: 'false' });
  admin = await signedIn(t, { role: 'admin', email: 'admin@example.com' });
  editor = (await signedIn(t, { role: 'editor' })).headers;
  const member = await signedIn(t, { email: 'free@example.com' });
  memberHeaders = member.headers;
  emails.free = 'free@example.com';
  const db = t.database.db;
  const monthly = await createUser(t, { email: 'monthly@example.com' });
  const annual = await createUser(t, { email: 'annual@example.com' });
  const lapsed = await createUser(t, { email: 'lapsed@example.com' });
  const buyer = await createUser(t, { email: 'buyer@example.com' });
  await createUser(t, { email: 'gone@example.com', deletedAt: new Date() });
  for (const [u, type, end] of [
    [monthly, 'monthly', 20],
    [annual, 'annual', 300],
    [lapsed, 'monthly', -3],
  ] as const) {
    await db.insert(memberships).values({
      userId: u.id,
      type,
      startDate: new Date(Date.now() - 30 * day),
      endDate: new Date(Date.now() + end * day),
      processor: 'sandbox',
    });
  }
  await db.insert(purchases).values({ userId: buyer.id, productType: 'video', productId: 7 });
  await db
    .insert(homeSubscribers)
    .values([
      { email: 'reader@example.com', confirmedAt: new Date() },
      { email: 'unconfirmed@example.com' },
      { email: 'Monthly@example.com', confirmedAt: new Date() },
    ]);
});
afterAll(async () => t.close());

describe('newsletter drafts', () => {
  it('are for staff with the newsletters permission, cleaned, listed with status and deleted as drafts only', async () => {
    expect((await inject('GET', '/adminpanel/newsletters/', undefined, memberHeaders)).statusCode).toBe(403);
    expect((await inject('GET', '/adminpanel/newsletters/', undefined, editor)).statusCode).toBe(200);
    const bad = await inject('POST', '/adminpanel/newsletters/', { subject: ' ', segment: 'plan' });
    expect(bad.statusCode).toBe(400);
    const id = await draft({});
    const got = (await inject('GET', `/adminpanel/newsletters/${id}/`)).json();
    expect(got.body_html).not.toContain('script');
    expect(got.status).toBe('draft');
    const list = (await inject('GET', '/adminpanel/newsletters/')).json();
    expect(list.results.map((n: { id: number }) => n.id)).toContain(id);
    const del = await inject('DELETE', `/adminpanel/newsletters/${id}/`);
    expect(del.json().msg).toBe(msg.newsletterDeleted);
    expect((await inject('GET', `/adminpanel/newsletters/${id}/`)).statusCode).toBe(404);
  });

  it('sends a test to the staff member only', async () => {
    const id = await draft({ subject: 'Test only' });
    const res = await inject('POST', `/adminpanel/newsletters/${id}/test/`);
    expect(res.json().msg).toBe(msg.newsletterTestSent.replace('{email}', 'admin@example.com'));
    expect(await received('[Test] Test only')).toEqual(['admin@example.com']);
    expect((await inject('GET', `/adminpanel/newsletters/${id}/`)).json().progress.total).toBe(0);
  });
});

describe('segments', () => {
  const cases: [string, object, string[]][] = [
    ['paying', { segment: 'paying' }, ['annual@example.com', 'monthly@example.com']],
    ['plan', { segment: 'plan', segment_plan: 'annual' }, ['annual@example.com']],
    [
      'buyers',
      { segment: 'buyers', segment_product_type: 'video', segment_product_id: 7 },
      ['buyer@example.com'],
    ],
    ['subscribers', { segment: 'subscribers' }, ['monthly@example.com', 'reader@example.com']],
  ];
  for (const [name, body, want] of cases) {
    it(`${name}: exactly the right addresses, once each`, async () => {
      const subject = `Segment ${name}`;
      const id = await draft({ subject, ...body });
      await sendNow(id);
      await sendAll(id);
      expect((await received(subject)).sort()).toEqual(want);
      const after = (await inject('GET', `/adminpanel/newsletters/${id}/`)).json();
      expect(after.status).toBe('sent');
      expect(after.progress).toEqual({ total: want.length, sent: want.length, failed: 0, remaining: 0 });
    });
  }

  it('free members are the active accounts without a running membership; everyone adds confirmed subscribers', async () => {
    const free = await draft({ subject: 'Segment free', segment: 'free' });
    await sendNow(free);
    await sendAll(free);
    const gotFree = await received('Segment free');
    expect(gotFree).toContain('free@example.com');
    expect(gotFree).toContain('lapsed@example.com');
    expect(gotFree).toContain('buyer@example.com');
    for (const no of ['monthly@example.com', 'annual@example.com', 'gone@example.com', 'reader@example.com'])
      expect(gotFree).not.toContain(no);
    const all = await draft({ subject: 'Segment everyone', segment: 'everyone' });
    await sendNow(all);
    await sendAll(all);
    const gotAll = await received('Segment everyone');
    expect(gotAll).toContain('reader@example.com');
    expect(gotAll).not.toContain('unconfirmed@example.com');
    expect(gotAll).not.toContain('gone@example.com');
    expect(gotAll.filter((e) => e === 'monthly@example.com')).toHaveLength(1);
    expect(new Set(gotAll).size).toBe(gotAll.length);
  });
});

describe('every mail', () => {
  it('carries RFC 8058 one-click unsubscribe headers, a preferences link, HTML and plain text; the POST works without login', async () => {
    const [mail] = (await outbox()).filter((m) => m.subject === 'Segment plan');
    expect(mail!.html).toContain('Hello');
    expect(mail!.text).toContain('Hello cooks');
    expect(mail!.text).toContain('/mail/preferences?token=');
    const headers = mail!.headers!;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = new URL(headers['List-Unsubscribe']!.slice(1, -1));
    expect(url.pathname).toBe('/v1/mail/unsubscribe/');
    const forged = await t.app.inject({
      method: 'POST',
      url: `/v1/mail/unsubscribe/?token=${encodeURIComponent(`${url.searchParams.get('token')!.split('.')[0]}.x`)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.mailUnsubscribed);
    const prefs = await t.app.inject({ url: `/v1/mail/preferences/${url.search}` });
    expect(prefs.json()).toEqual({
      email: 'annual@example.com',
      newsletters: false,
      new_content: true,
      community: true,
    });
    // The unsubscribed address is left out of the next newsletter.
    const id = await draft({ subject: 'After unsubscribe', segment: 'paying' });
    await sendNow(id);
    await sendAll(id);
    expect(await received('After unsubscribe')).toEqual(['monthly@example.com']);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/mail/preferences/${url.search}`,
      payload: { newsletters: true, new_content: false, community: false },
    });
    expect(saved.json().data).toMatchObject({ newsletters: true, new_content: false, community: false });
  });
});

describe('sending', () => {
  it('survives a worker killed mid-batch and an SMTP outage: every recipient gets it exactly once', async () => {
    const db = t.database.db;
    for (let i = 0; i < 12; i++)
      await db.insert(homeSubscribers).values({ email: `bulk${i}@example.com`, confirmedAt: new Date() });
    const subject = 'Restart proof';
    const id = await draft({ subject, segment: 'subscribers' });
    await sendNow(id);
    const real = t.app.ctx.mailDirect!;
    // 1. The worker dies while its fourth mail is in flight: the send never returns.
    let n = 0;
    const dying: Mailer = {
      kind: 'outbox',
      send: (m: MailMessage) => (++n === 4 ? new Promise<void>(() => {}) : real.send(m)),
      close: async () => {},
    };
    void sendBatch(t.app.ctx, id, { batchSize: 10, ratePerSecond: 1000, mailer: dying });
    await expect.poll(() => n, { timeout: 30_000 }).toBe(4);
    const mid = (await inject('GET', `/adminpanel/newsletters/${id}/progress/`)).json();
    expect(mid).toMatchObject({ sent: 3, failed: 0, total: 14 });
    // 2. The restarted worker meets an SMTP outage after two more mails.
    let m = 0;
    const outage: Mailer = {
      kind: 'smtp',
      send: async (mail) => {
        if (++m > 2) throw new Error('421 service not available');
        await real.send(mail);
      },
      close: async () => {},
    };
    await expect(
      sendBatch(t.app.ctx, id, { leaseMs: 0, ratePerSecond: 1000, mailer: outage }),
    ).rejects.toThrow(/refused/);
    // 3. The queue's retry, with the mail server back.
    await sendAll(id);
    const got = await received(subject);
    expect(got).toHaveLength(14);
    expect(new Set(got).size).toBe(14);
    expect((await inject('GET', `/adminpanel/newsletters/${id}/progress/`)).json()).toEqual({
      total: 14,
      sent: 14,
      failed: 0,
      remaining: 0,
    });
    // A sent newsletter can no longer be changed, sent again or deleted.
    expect((await inject('POST', `/adminpanel/newsletters/${id}/send/`, {})).statusCode).toBe(409);
    expect((await inject('DELETE', `/adminpanel/newsletters/${id}/`)).statusCode).toBe(409);
  });

  it('has a public page once sent unless members-only', async () => {
    const open = await draft({ subject: 'Public issue', segment: 'subscribers' });
    const closed = await draft({ subject: 'Members issue', segment: 'subscribers', members_only: true });
    expect((await t.app.inject({ url: `/v1/newsletters/${open}/` })).statusCode).toBe(404);
    for (const id of [open, closed]) {
      await sendNow(id);
      await sendAll(id);
    }
    expect((await t.app.inject({ url: `/v1/newsletters/${open}/` })).json().subject).toBe('Public issue');
    expect((await t.app.inject({ url: `/v1/newsletters/${closed}/` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/v1/newsletters/${closed}/`, headers: memberHeaders })).statusCode,
    ).toBe(200);
    const archive = (await t.app.inject({ url: '/v1/newsletters/' })).json();
    const subjects = archive.results.map((r: { subject: string }) => r.subject);
    expect(subjects).toContain('Public issue');
    expect(subjects).not.toContain('Members issue');
  });

  it('schedules for later and refuses a time in the past', async () => {
    const id = await draft({ subject: 'Later' });
    const past = await inject('POST', `/adminpanel/newsletters/${id}/send/`, {
      scheduled_at: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    const later = new Date(Date.now() + 3600_000).toISOString();
    const res = await inject('POST', `/adminpanel/newsletters/${id}/send/`, { scheduled_at: later });
    expect(res.json()).toMatchObject({ msg: msg.newsletterScheduled, data: { status: 'scheduled' } });
    // Not due yet: a run sends nothing.
    expect(await sendBatch(t.app.ctx, id)).toEqual({ more: false });
    expect(await received('Later')).toEqual([]);
  });
});
