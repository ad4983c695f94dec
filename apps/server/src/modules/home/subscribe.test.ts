import path from 'node:path';
import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../../../test/harness';
import { homeSubscribers } from '../../db/schema';
import { readOutbox } from '../../platform/mail/outbox';
import { multipart, png } from './test-support';

let t: TestApp;
let admin: Record<string, string>;
let member: Record<string, string>;

const subscribe = (email: unknown) =>
  t.app.inject({ method: 'POST', url: '/v1/homepage/subscribe/', payload: { email } });

describe('subscribe block', () => {
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signedIn(t, { role: 'admin' })).headers;
    member = (await signedIn(t)).headers;
  });
  afterAll(async () => t.close());

  it('lets the admin edit the block, shown publicly at once', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/homepage/subscribe-section/' })).json()).toEqual({
      title: '',
      description: '',
      image_1: null,
      image_2: null,
    });
    const form = multipart(
      { title: 'Join the kitchen', description: 'A recipe a week' },
      { image_1: await png(), image_2: await png() },
    );
    const asMember = await t.app.inject({
      method: 'PUT',
      url: '/v1/homepage/subscribe-section/',
      payload: form.payload,
      headers: { ...member, ...form.headers },
    });
    expect(asMember.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/homepage/subscribe-section/',
      payload: form.payload,
      headers: { ...admin, ...form.headers },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.homeEditorSubscribeUpdated);
    const pub = (await t.app.inject({ method: 'GET', url: '/v1/homepage/subscribe-section/' })).json();
    expect(pub).toMatchObject({ title: 'Join the kitchen', description: 'A recipe a week' });
    expect(pub.image_1).toBeTruthy();
    expect(pub.image_2).toBeTruthy();
    // Texts alone keep the photos.
    await t.app.inject({
      method: 'PUT',
      url: '/v1/homepage/subscribe-section/',
      payload: { title: 'Join us' },
      headers: admin,
    });
    const after = (await t.app.inject({ method: 'GET', url: '/v1/homepage/subscribe-section/' })).json();
    expect(after).toMatchObject({ title: 'Join us', description: 'A recipe a week', image_1: pub.image_1 });
  });

  it('subscribes an address once and refuses an invalid one', async () => {
    for (const bad of ['', 'not-an-email', 'a@b', 'a@b.toolong', 42]) {
      const res = await subscribe(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ msg: msg.emailNotValid, errors: { email: msg.emailNotValid } });
    }
    const first = await subscribe('Cook@Example.com');
    expect(first.statusCode).toBe(201);
    expect(first.json().msg).toBe(msg.subscribeConfirmSent.replace('{email}', 'Cook@Example.com'));
    const again = await subscribe('cook@example.com');
    expect(again.statusCode).toBe(200);
    expect(again.json().msg).toBe(msg.subscribeConfirmSent.replace('{email}', 'cook@example.com'));
    expect((await subscribe('=cmd@evil.com')).statusCode).toBe(400);
    expect((await subscribe('second@example.org')).statusCode).toBe(201);
  });

  it('shows the admin the count and exports the subscribers as CSV', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/adminpanel/subscribers/', headers: member })).statusCode,
    ).toBe(403);
    const stats = await t.app.inject({ method: 'GET', url: '/v1/adminpanel/subscribers/', headers: admin });
    expect(stats.json()).toEqual({ count: 2 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/adminpanel/subscribers/export/', headers: member }))
        .statusCode,
    ).toBe(403);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/subscribers/export/',
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('Subscribers.csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,email,subscribed,confirmed');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Cook@Example.com');
  });

  it('confirms an address by the mailed link only (double opt-in)', async () => {
    const outbox = () => readOutbox(path.join(t.dataDir, 'outbox'));
    // From another address than the other tests', whose subscriptions used up the rate limit.
    const subscribeFromAfar = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/homepage/subscribe/',
        payload: { email },
        remoteAddress: '10.9.8.7',
      });
    expect((await subscribeFromAfar('optin@example.com')).statusCode).toBe(201);
    const mail = (await outbox()).filter((m) => m.to === 'optin@example.com');
    expect(mail).toHaveLength(1);
    const link = new URL(mail[0]!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/subscribe/confirm');
    const token = link.searchParams.get('token')!;
    const confirm = (tok: string) =>
      t.app.inject({ method: 'POST', url: '/v1/homepage/subscribe/confirm/', payload: { token: tok } });
    expect((await confirm(`${token}x`)).statusCode).toBe(400);
    expect(
      (await confirm(token.replace(/^[^.]+/, Buffer.from('other@example.com').toString('base64url'))))
        .statusCode,
    ).toBe(400);
    const before = (await t.database.db.select().from(homeSubscribers)).find(
      (r) => r.email === 'optin@example.com',
    );
    expect(before?.confirmedAt).toBeNull();
    const ok = await confirm(token);
    expect(ok.json().msg).toBe(msg.subscribeConfirmed);
    const after = (await t.database.db.select().from(homeSubscribers)).find(
      (r) => r.email === 'optin@example.com',
    );
    expect(after?.confirmedAt).toBeInstanceOf(Date);
    // A confirmed address gets no second confirmation mail.
    await subscribeFromAfar('optin@example.com');
    expect((await outbox()).filter((m) => m.to === 'optin@example.com')).toHaveLength(1);
  });

  it('neutralises cells that would run as spreadsheet formulas', async () => {
    // The e-mail rule already refuses a leading "=", so a "+" address is the realistic case.
    expect((await subscribe('+sum@example.com')).statusCode).toBe(201);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/subscribers/export/',
      headers: admin,
    });
    expect(csv.body).toContain(",'+sum@example.com,");
  });
});
