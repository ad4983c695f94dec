import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp } from '../../../test/harness';
import { adminCreate, adminResetPassword, CliError, runAdmin } from '../../cli/admin';
import { siteSetup } from '../../db/schema';
import { brandName } from './setup.read';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers?: Record<string, string>) =>
  t.app.inject({ method, url: `/v1${url}`, payload, headers });

const owner = (email: string) => ({
  brand_name: 'Casa Verde',
  first_name: 'Olive',
  last_name: 'Owner',
  email,
  password1: 'Kitchen2026',
  password2: 'Kitchen2026',
});

const refresh = (token: string) => call('POST', '/users/rest-auth/token/refresh/', { refresh: token });

describe('first start', () => {
  it('checks the form with the spec messages', async () => {
    const unnamed = await call('POST', '/setup/', { ...owner('olive@example.com'), brand_name: ' ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors).toMatchObject({ brand_name: msg.brandNameRequired });
    const mismatch = await call('POST', '/setup/', {
      ...owner('olive@example.com'),
      password2: 'Kitchen2027',
    });
    expect(mismatch.json().errors).toMatchObject({ password2: msg.confirmPasswordMismatch });
  });

  it('is open on a database without staff, lets exactly one of two racing requests create the owner, then closes', async () => {
    // A member alone does not close it.
    await createUser(t);
    expect((await call('GET', '/setup/')).json()).toEqual({ needed: true });

    const [a, b] = await Promise.all([
      call('POST', '/setup/', owner('first@example.com')),
      call('POST', '/setup/', owner('second@example.com')),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 403]);
    const won = a.statusCode === 201 ? a : b;
    const lost = a.statusCode === 201 ? b : a;
    expect(lost.json().msg).toBe(msg.setupClosed);
    expect(won.json()).toMatchObject({ msg: msg.setupDone, user: { role: 'owner', first_name: 'Olive' } });

    // The owner is signed in and reaches the admin.
    const headers = { authorization: `Bearer ${won.json().access_token}` };
    expect((await call('GET', '/adminpanel/users/', undefined, headers)).statusCode).toBe(200);

    expect((await call('GET', '/setup/')).json()).toEqual({ needed: false });
    const again = await call('POST', '/setup/', owner('third@example.com'));
    expect(again.statusCode).toBe(403);
    expect(again.json().msg).toBe(msg.setupClosed);

    const rows = await t.database.db.select().from(siteSetup);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ brandName: 'Casa Verde', ownerId: won.json().user.id });
    expect(await brandName({ db: t.database.db, config: t.config })).toBe('Casa Verde');
    // The name the pages show (brand settings) is the one given at setup.
    const site = await t.app.inject({ method: 'GET', url: '/v1/site-config/' });
    expect(JSON.stringify(site.json())).toContain('Casa Verde');
  });

  it('lets staff change their password, ending their other sessions only', async () => {
    const { email, password } = await createUser(t, { role: 'owner', email: 'pw-owner@example.com' });
    const here = await login(t, email, password);
    const elsewhere = await login(t, email, password);
    const res = await call(
      'POST',
      '/users/rest-auth/password/change/',
      { old_password: password, new_password1: 'Fresh2026x', new_password2: 'Fresh2026x' },
      here.headers,
    );
    expect(res.statusCode).toBe(200);
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(401);
    expect((await refresh(here.refresh_token)).statusCode).toBe(200);
    await expect(login(t, email, 'Fresh2026x')).resolves.toBeTruthy();
    // Their profile answers too.
    expect((await call('GET', '/users/profile/', undefined, here.headers)).statusCode).toBe(200);
  });
});

describe('simmer admin', () => {
  it('creates a staff account with a generated password that signs in', async () => {
    const lines = await runAdmin(
      t.database.db,
      ['create', '--email', 'Editor@Example.com', '--role', 'editor', '--name', 'Eddie Editor'],
      async () => '',
    );
    expect(lines[0]).toBe('Created editor@example.com with the role editor.');
    const password = lines[1]!.replace('Password: ', '');
    const session = await login(t, 'editor@example.com', password);
    expect(session.user).toMatchObject({ role: 'editor', first_name: 'Eddie', last_name: 'Editor' });
  });

  it('takes a password from standard input, and promotes an existing member without touching it', async () => {
    const lines = await runAdmin(
      t.database.db,
      ['create', '--email=support@example.com', '--role=support', '--password-stdin'],
      async () => 'Support2026\n',
    );
    expect(lines).toEqual(['Created support@example.com with the role support.']);
    await expect(login(t, 'support@example.com', 'Support2026')).resolves.toBeTruthy();

    const member = await createUser(t);
    const done = await adminCreate(t.database.db, { email: member.email, role: 'admin' });
    expect(done).toMatchObject({ created: false, role: 'admin', password: null });
    expect((await login(t, member.email, member.password)).user).toMatchObject({ role: 'admin' });
  });

  it('moves the ownership and never leaves the installation without an owner', async () => {
    const old = await createUser(t, { role: 'owner' });
    const next = await createUser(t);
    await adminCreate(t.database.db, { email: next.email, role: 'owner' });
    expect((await login(t, next.email, next.password)).user).toMatchObject({ role: 'owner' });
    expect((await login(t, old.email, old.password)).user).toMatchObject({ role: 'admin' });
    await expect(adminCreate(t.database.db, { email: next.email, role: 'editor' })).rejects.toThrow(CliError);
  });

  it('refuses unknown roles and bad addresses', async () => {
    await expect(adminCreate(t.database.db, { email: 'x@example.com', role: 'chef' })).rejects.toThrow(
      /Unknown staff role/,
    );
    await expect(adminCreate(t.database.db, { email: 'x@example.com', role: 'user' })).rejects.toThrow(
      /Unknown staff role/,
    );
    await expect(adminCreate(t.database.db, { email: 'nope', role: 'admin' })).rejects.toThrow(
      /not an e-mail/,
    );
    await expect(
      runAdmin(t.database.db, ['create', '--email', 'x@example.com'], async () => ''),
    ).rejects.toThrow(/Usage/);
  });

  it('resets a password and ends every session of the account', async () => {
    const staff = await createUser(t, { role: 'admin' });
    const session = await login(t, staff.email, staff.password);
    const { password } = await adminResetPassword(t.database.db, { email: staff.email.toUpperCase() });
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    const old = await call('POST', '/users/rest-auth/login/', {
      email: staff.email,
      password: staff.password,
    });
    expect(old.statusCode).toBe(400);
    await expect(login(t, staff.email, password)).resolves.toBeTruthy();
    await expect(adminResetPassword(t.database.db, { email: 'nobody@example.com' })).rejects.toThrow(
      /No account/,
    );
  });
});
