import { randomUUID } from 'node:crypto';
import { episodes, shows, videos } from '../src/db/schema';
import type { TestApp } from './harness';

/** Helpers for the billing route tests. */
export const cards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  failsOnRenewal: '4000000000000341',
  requiresAuthentication: '4000002500003155',
};

export async function tokenize(
  t: TestApp,
  number: string,
  opts: { month?: number; year?: number; cvc?: string } = {},
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/payments/sandbox/tokens/',
    payload: {
      card_number: number,
      exp_month: opts.month ?? 12,
      exp_year: opts.year ?? 2099,
      cvc: opts.cvc ?? '123',
    },
  });
  return res;
}

export async function token(t: TestApp, number: string) {
  const res = await tokenize(t, number);
  if (res.statusCode !== 201) throw new Error(`tokenize failed ${res.body}`);
  return (res.json() as { id: string }).id;
}

export function pay(
  t: TestApp,
  headers: Record<string, string>,
  url: string,
  payload: object,
  key: string | null = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: `/v1/payments/${url}/`,
    headers: key ? { ...headers, 'idempotency-key': key } : headers,
    payload,
  });
}

export async function premiumVideo(t: TestApp, overrides: Partial<typeof videos.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(videos)
    .values({ title: 'Braised short ribs', isPremium: true, isPublish: true, ...overrides })
    .returning();
  return row!;
}

export async function premiumEpisode(t: TestApp) {
  const [show] = await t.database.db
    .insert(shows)
    .values({ title: 'Weeknight dinners', description: 'd' })
    .returning();
  const [row] = await t.database.db
    .insert(episodes)
    .values({ showId: show!.id, title: 'Episode one', isPremium: true, isPublish: true })
    .returning();
  return row!;
}
