import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, purchases } from '../../db/schema';

/**
 * Who pays, for the newsletters' segments (decision 850): read a floor below billing, like the
 * entitlement rule, over billing's memberships and purchases.
 */
export async function payingMemberIds(
  db: Db,
  opts: { plan?: string | null; now?: Date } = {},
): Promise<Set<number>> {
  const now = opts.now ?? new Date();
  const conds = [eq(memberships.expired, false), gt(memberships.endDate, now)];
  if (opts.plan) conds.push(eq(memberships.type, opts.plan as (typeof memberships.type.enumValues)[number]));
  const rows = await db
    .selectDistinct({ userId: memberships.userId })
    .from(memberships)
    .where(and(...conds));
  return new Set(rows.map((r) => r.userId));
}

/** Members who bought one item (a video or an episode). */
export async function buyerIds(db: Db, productType: string, productId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ userId: purchases.userId })
    .from(purchases)
    .where(
      and(
        eq(purchases.productType, productType as (typeof purchases.productType.enumValues)[number]),
        eq(purchases.productId, productId),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}
