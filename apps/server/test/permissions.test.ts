import { type AccountRole, can, type EndpointDef, endpoints, staffRoles } from '@simmer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAuditedWrite } from '../src/http/endpoints';
import { createTestApp, signedIn, type TestApp } from './harness';

/**
 * Every admin entry of the endpoint table, called as every role: a visitor gets 401, a member
 * and staff whose role lacks the entry's permission 403, and staff whose role holds it anything
 * but 401 or 403 (the path's params are left invalid, so a write stops at validation).
 */
const adminEntries = Object.entries(endpoints).flatMap(([group, members]) =>
  Object.entries(members as Record<string, EndpointDef>)
    .filter(([, e]) => e.access === 'admin')
    .map(([name, e]) => ({ id: `${group}.${name}`, e })),
);

const callers = ['visitor', 'user', ...staffRoles] as const;
type Caller = (typeof callers)[number];

describe('permissions of every admin endpoint, for every role', () => {
  let t: TestApp;
  const headers: Partial<Record<Caller, Record<string, string>>> = { visitor: {} };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000000' });
    for (const role of callers) {
      if (role === 'visitor') continue;
      headers[role] = (await signedIn(t, { role: role as AccountRole })).headers;
    }
  }, 60_000);
  afterAll(() => t?.close());

  it('names a permission on every admin entry', () => {
    expect(adminEntries.length).toBeGreaterThan(100);
    expect(adminEntries.filter(({ e }) => !e.permission).map(({ id }) => id)).toEqual([]);
  });

  it('audits every admin write but the few that say why not', () => {
    const writes = adminEntries.filter(({ e }) => e.method !== 'GET');
    expect(writes.length).toBeGreaterThan(60);
    const skipped = writes.filter(({ e }) => !isAuditedWrite(e)).map(({ id }) => id);
    expect(skipped.sort()).toEqual(
      [
        'adminAnnouncements.search',
        'adminContent.searchContent',
        'adminContent.tagSearch',
        'adminFaq.searchTopics',
        'adminUsers.searchUsers',
        'carousel.searchPublished',
        'connectedRecipes.searchCategories',
        'live.browserChunk',
        'reports.search',
      ].sort(),
    );
  });

  it('answers 401, 403 or through to the route as the role table says', async () => {
    const wrong: string[] = [];
    for (const { id, e } of adminEntries) {
      const url = `/v1${e.path.replace(/:[A-Za-z0-9_]+/g, 'x')}`;
      for (const caller of callers) {
        const res = await t.app.inject({
          method: e.method,
          url,
          headers: headers[caller],
          ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
        });
        const allowed = caller !== 'visitor' && can(caller, e.permission!);
        const expected = caller === 'visitor' ? 401 : allowed ? 'through' : 403;
        const got = res.statusCode === 401 || res.statusCode === 403 ? res.statusCode : 'through';
        if (got !== expected) wrong.push(`${caller} ${id}: ${res.statusCode} (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
  }, 240_000);
});
