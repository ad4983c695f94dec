import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSetup } from '../../db/schema';

/**
 * Holds the setup until its transaction ends: two setup requests racing (two tabs, two
 * processes) run one after the other, and the second sees the first one's owner.
 */
export async function lockSetup(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('simmer.setup'))`);
}

/**
 * Records the brand's name given at setup (the brand settings take it as their first value).
 * `tx` is the setup's transaction.
 */
export async function setBrandName(tx: Db, name: string, ownerId: number | null, now: Date) {
  await tx
    .insert(siteSetup)
    .values({ id: 1, brandName: name, ownerId, completedAt: now })
    .onConflictDoUpdate({ target: siteSetup.id, set: { brandName: name, ownerId, completedAt: now } });
}

export async function brandNameAtSetup(db: Db): Promise<string | null> {
  const [row] = await db.select({ name: siteSetup.brandName }).from(siteSetup).where(eq(siteSetup.id, 1));
  return row?.name ?? null;
}
