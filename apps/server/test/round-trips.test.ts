import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../src/seed';
import { createTestApp, login, type TestApp } from './harness';

/**
 * Database round trips of each of the signed-in member's requests, held to a budget (issue 32,
 * decision 800). A list the public cache keeps costs none once kept, for a member as for a
 * visitor; the others are what one uncached request costs today, so a change that adds a query
 * to them fails here. Counted at the driver (every `query` the app sends), the fewest of three
 * requests, so a background job's query does not count against a request.
 */
let t: TestApp;
let headers: Record<string, string>;
let recipeId = 0;
let calls = 0;
let restore = () => {};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '10000', JOBS_WORKER: 'false' });
  await seedIfEmpty(t.app.ctx);
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query;
  // The worker's database is lent to the next file afterwards: put its own query back (the
  // instance's own property, if it had one, else its prototype's again).
  const own = Object.getOwnPropertyDescriptor(client, 'query');
  restore = () => {
    if (own) Object.defineProperty(client, 'query', own);
    else delete (client as { query?: unknown }).query;
  };
  client.query = function counted(this: unknown, ...args: unknown[]) {
    calls += 1;
    return query.apply(this, args);
  };
  const session = await login(t, 'member@simmer.dev', 'Member2026');
  headers = session.headers;
  const list = await t.app.inject({ method: 'GET', url: '/v1/admin/user/youtube-recipe/' });
  recipeId = (list.json() as { results: Array<{ id: number }> }).results[0]!.id;
}, 120_000);
afterAll(async () => {
  restore();
  await t.close();
});

async function roundTrips(url: string) {
  let fewest = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const before = calls;
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    fewest = Math.min(fewest, calls - before);
  }
  return fewest;
}

describe("the member's requests stay within their round-trip budget", () => {
  const kept = {
    'recipe list': '/v1/admin/user/youtube-recipe/',
    'video list': '/v1/admin/user/video/',
    'show list': '/v1/admin/user/show/',
    'home carousel': '/v1/admin/carousel-content/',
    announcements: '/v1/user/announcements/',
  };
  for (const [name, url] of Object.entries(kept))
    it(`${name}: served from the shared cache, no round trip`, async () => {
      expect(await roundTrips(url)).toBe(0);
    });

  it("recipe page: the kept page and the member's own flags, one round trip", async () => {
    expect(await roundTrips(`/v1/admin/user/youtube-recipe/${recipeId}/`)).toBe(1);
  });

  // Uncached today: the budget is what they cost (see bench/results/member-*.md for the time).
  const budgets: Record<string, [() => string, number]> = {
    'community timeline': [() => '/v1/community/posts/', 3],
    notifications: [() => '/v1/notifier/notifications/', 2],
    'grocery lists': [() => '/v1/grocery/lists/', 2],
  };
  for (const [name, [url, budget]] of Object.entries(budgets))
    it(`${name}: at most ${budget}`, async () => {
      const n = await roundTrips(url());
      console.info(`${name}: ${n} round trips`);
      expect(n).toBeLessThanOrEqual(budget);
    });
});
