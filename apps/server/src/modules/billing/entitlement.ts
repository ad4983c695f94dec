import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, purchases } from '../../db/schema';
import type { Auth } from '../../http/access';

export interface WatchableItem {
  kind: 'video' | 'episode';
  id: number;
  isPremium: boolean;
}

/**
 * The one entitlement rule, shared by the player and every premium check: free items are
 * open to everyone; a premium item needs an active monthly or annual plan (not expired,
 * end date still ahead), or a purchase of that very item. Admins see everything they manage.
 */
export async function canWatch(db: Db, auth: Auth | null, item: WatchableItem): Promise<boolean> {
  if (!item.isPremium) return true;
  if (!auth) return false;
  if (auth.role !== 'user') return true;
  if (await hasActiveMembership(db, auth.userId)) return true;
  const bought = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, auth.userId),
        eq(purchases.productType, item.kind),
        eq(purchases.productId, item.id),
      ),
    )
    .limit(1);
  return bought.length > 0;
}

export async function hasActiveMembership(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.expired, false), gt(memberships.endDate, now)))
    .limit(1);
  return rows.length > 0;
}
