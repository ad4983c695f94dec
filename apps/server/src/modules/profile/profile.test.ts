import { msg } from '@simmer/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, signedIn, type TestApp } from '../../../test/harness';
import { membershipPrices, memberships, purchases } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers?: object, payload?: object) =>
  t.app.inject({ method, url: `/v1${url}`, headers: headers as Record<string, string>, payload });

function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = '----simmer-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('profile', () => {
  it('shows the member, without a plan', async () => {
    const { headers, user } = await signedIn(t, { firstName: 'Rosa', lastName: 'Diaz' });
    const res = await call('GET', '/users/profile/', headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      first_name: 'Rosa',
      last_name: 'Diaz',
      provider: 'email',
      membership_type: null,
      purchased_items: [],
      purchased_in_last_30_days: 0,
      can_change_password: true,
    });
  });

  it('reports the plan and purchases from billing', async () => {
    const { headers, user } = await signedIn(t);
    const db = t.database.db;
    await db
      .insert(membershipPrices)
      .values({ membershipType: 'annual', priceCents: 9900 })
      .onConflictDoNothing();
    const now = Date.now();
    await db.insert(memberships).values({
      userId: user.id,
      type: 'annual',
      startDate: new Date(now - 86_400_000),
      endDate: new Date(now + 300 * 86_400_000),
      recurring: true,
      processor: 'sandbox',
    });
    await db.insert(purchases).values({ userId: user.id, productType: 'episode', productId: 7 });
    const body = (await call('GET', '/users/profile/', headers)).json();
    expect(body.membership_type).toMatchObject({
      membership: { membership_type: 'annual', price: 9900 },
      recurring: true,
      membership_expired: false,
    });
    expect(body.purchased_items).toMatchObject([{ product_type: 'episode', product_id: 7 }]);
    expect(body.purchased_in_last_30_days).toBe(1);
  });

  it('updates the names, with the spec message for empty ones', async () => {
    const { headers } = await signedIn(t);
    const empty = await call('PUT', '/users/profile/', headers, { first_name: '', last_name: 'X' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(msg.profileFillAll);
    const res = await call('PUT', '/users/profile/', headers, { first_name: ' Ana ', last_name: 'Lopez' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: msg.profileUpdated,
      data: { first_name: 'Ana', last_name: 'Lopez' },
    });
    expect((await call('GET', '/users/user-detail/', headers)).json().first_name).toBe('Ana');
  });

  it('stores a picture through the image pipeline and refuses other files', async () => {
    const { headers } = await signedIn(t);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#e8590c' } })
      .png()
      .toBuffer();
    const up = multipart('profile_image', 'me.png', 'image/png', png);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/users/profile/image/',
      headers: { ...headers, 'content-type': up.contentType },
      payload: up.body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.profilePictureUpdated);
    const url = res.json().data.profile_image as string;
    expect(url).toMatch(/\.png$/);
    expect((await call('GET', '/users/profile/', headers)).json().profile_image).toBe(url);

    const text = multipart('profile_image', 'me.png', 'image/png', Buffer.from('not an image at all'));
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/v1/users/profile/image/',
      headers: { ...headers, 'content-type': text.contentType },
      payload: text.body,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.profile_image).toBeTruthy();

    const none = await t.app.inject({ method: 'PUT', url: '/v1/users/profile/image/', headers, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(msg.profileImageMissing);
  });

  it('refuses visitors', async () => {
    expect((await call('GET', '/users/profile/')).statusCode).toBe(401);
    expect(
      (await call('PUT', '/users/profile/', undefined, { first_name: 'a', last_name: 'b' })).statusCode,
    ).toBe(401);
  });
});

describe('change password', () => {
  const url = '/users/rest-auth/password/change/';

  it('checks every field with the spec messages', async () => {
    const { headers } = await signedIn(t);
    const cases: Array<[object, string]> = [
      [{ old_password: '', new_password1: 'NewPassw0rd', new_password2: 'NewPassw0rd' }, msg.passwordFillAll],
      [{ old_password: 'Passw0rd', new_password1: 'short', new_password2: 'short' }, msg.passwordRule],
      [
        { old_password: 'Passw0rd', new_password1: 'NewPassw0rd', new_password2: 'NewPassw0rx' },
        msg.confirmPasswordMismatch,
      ],
      [
        { old_password: 'Wrong0ne', new_password1: 'NewPassw0rd', new_password2: 'NewPassw0rd' },
        msg.oldPasswordWrong,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', url, headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(message);
    }
  });

  it('changes it, keeps this session and ends the others', async () => {
    const user = await createUser(t);
    const here = await login(t, user.email, 'Passw0rd');
    const elsewhere = await login(t, user.email, 'Passw0rd');
    const res = await call('POST', url, here.headers, {
      old_password: 'Passw0rd',
      new_password1: 'Fresh2026x',
      new_password2: 'Fresh2026x',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe(msg.passwordUpdated);

    const refresh = (token: string) =>
      call('POST', '/users/rest-auth/token/refresh/', undefined, { refresh: token });
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(401);
    expect((await refresh(here.refresh_token)).statusCode).toBe(200);

    const oldLogin = await call('POST', '/users/rest-auth/login/', undefined, {
      email: user.email,
      password: 'Passw0rd',
    });
    expect(oldLogin.statusCode).toBe(400);
    await expect(login(t, user.email, 'Fresh2026x')).resolves.toBeTruthy();
  });

  it('is refused for accounts that sign in with Google', async () => {
    const { headers } = await signedIn(t, { provider: 'google' });
    expect((await call('GET', '/users/profile/', headers)).json().can_change_password).toBe(false);
    const res = await call('POST', url, headers, {
      old_password: 'Passw0rd',
      new_password1: 'Fresh2026x',
      new_password2: 'Fresh2026x',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toContain('Google');
  });
});
