import { msg } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn, type TestApp } from '../../../test/harness';
import { memberships, purchases } from '../../db/schema';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
let member: Awaited<ReturnType<typeof signedIn>>;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
  member = await signedIn(t, { firstName: 'Zed', lastName: 'Zucchini', email: 'zed@example.com' });
  ids.push(member.user.id);
  const monthly = await createUser(t, { firstName: 'Mona', lastName: 'Monthly', email: 'mona@example.com' });
  ids.push(monthly.id);
  const day = 86_400_000;
  await t.database.db.insert(memberships).values({
    userId: monthly.id,
    type: 'monthly',
    startDate: new Date(Date.now() - day),
    endDate: new Date(Date.now() + 29 * day),
    processor: 'sandbox',
  });
  for (let i = 0; i < 26; i += 1) ids.push((await createUser(t, { firstName: `Bulk${i}` })).id);
});
afterAll(async () => {
  await t.close();
});

describe('admin user list', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/v1/adminpanel/users/' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/v1/adminpanel/users/', headers: member.headers })).statusCode).toBe(
      403,
    );
  });

  it('pages 25 at a time, members only', async () => {
    const first = await t.app.inject({ url: '/v1/adminpanel/users/', headers: admin.headers });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(28);
    expect(body.results).toHaveLength(25);
    expect(body.next).toContain('page=2');
    expect(body.results.some((r: { email: string }) => r.email === admin.user.email)).toBe(false);
    const second = await t.app.inject({ url: '/v1/adminpanel/users/?page=2', headers: admin.headers });
    expect(second.json().results).toHaveLength(3);
    expect(second.json().previous).toContain('page=1');
  });

  it('searches by name or e-mail and filters by plan and status', async () => {
    const search = await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/users/',
      headers: admin.headers,
      payload: { search_name_email: 'zucch' },
    });
    expect(search.json().results.map((r: { email: string }) => r.email)).toEqual(['zed@example.com']);
    const monthly = await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/users/',
      headers: admin.headers,
      payload: { plan: 'monthly', status: 'active' },
    });
    expect(monthly.json().results).toHaveLength(1);
    expect(monthly.json().results[0]).toMatchObject({
      email: 'mona@example.com',
      plan: 'monthly',
      subscription: 'active',
    });
    const inactive = await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/users/',
      headers: admin.headers,
      payload: { status: 'inactive', ordering: 'email' },
    });
    expect(inactive.json().count).toBe(27);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/users/',
      headers: admin.headers,
      payload: { plan: 'gold' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists a member who bought one item on the Single plan, and the filter finds them', async () => {
    const buyer = await createUser(t, { firstName: 'Sal', lastName: 'Single', email: 'sal@example.com' });
    await t.database.db.insert(purchases).values({ userId: buyer.id, productType: 'video', productId: 1 });
    const filter = (plan: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/adminpanel/users/',
        headers: admin.headers,
        payload: { plan },
      });
    const single = (await filter('per_product')).json();
    expect(single.results.map((r: { email: string }) => r.email)).toEqual(['sal@example.com']);
    expect(single.results[0]).toMatchObject({ plan: 'per_product', subscription: 'inactive' });
    const free = (await filter('free')).json();
    expect(free.results.some((r: { email: string }) => r.email === 'sal@example.com')).toBe(false);
    // A running plan wins over an earlier single purchase.
    const monthlyId = ids[1]!;
    await t.database.db.insert(purchases).values({ userId: monthlyId, productType: 'video', productId: 1 });
    expect((await filter('monthly')).json().results.map((r: { id: number }) => r.id)).toEqual([monthlyId]);
    await t.database.db.delete(purchases);
  });

  it('exports every member the filters match with all, and nothing half-chosen without ids', async () => {
    const exportAll = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/adminpanel/users/export/', headers: admin.headers, payload });
    const monthly = await exportAll({ all: true, plan: 'monthly' });
    expect(monthly.statusCode).toBe(200);
    const lines = monthly.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('mona@example.com,');
    const everyone = (await exportAll({ all: true })).body.trim().split('\r\n');
    expect(everyone.length).toBeGreaterThan(28);
    expect(everyone.some((l) => l.includes(admin.user.email))).toBe(false);
    const none = await exportAll({});
    expect(none.statusCode).toBe(400);
    expect(none.json().msg).toBe(msg.selectUsersToExport);
  });

  it('exports the chosen members as CSV, safe against spreadsheet formulas', async () => {
    const evil = await createUser(t, { firstName: '=HYPERLINK("x")', lastName: 'Doe, Jr' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/users/export/',
      headers: admin.headers,
      payload: { users_list: [ids[1], evil.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('UserDetails');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,first_name,last_name,email,created,plan,subscription,provider,app_info');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('mona@example.com,');
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")","Doe, Jr"`);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/adminpanel/users/export/',
      headers: admin.headers,
      payload: { users_list: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe(msg.selectUsersToExport);
  });
});
