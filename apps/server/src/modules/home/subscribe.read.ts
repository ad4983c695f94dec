import { asc, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeSubscribers } from '../../db/schema';

/** Addresses of the subscribe block that confirmed (double opt-in); the unconfirmed get nothing. */
export async function confirmedSubscriberAddresses(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: homeSubscribers.email })
    .from(homeSubscribers)
    .where(isNotNull(homeSubscribers.confirmedAt))
    .orderBy(asc(homeSubscribers.id));
  return rows.map((r) => r.email);
}
