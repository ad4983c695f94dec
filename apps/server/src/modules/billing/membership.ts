import type { ProfileMembership } from '@simmer/contracts';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { memberships, payments, purchases } from '../../db/schema';
import { setMembershipExpired } from '../auth/accounts.service';
import { couponById, discountOf } from './coupons.service';
import { listPrices } from './pricing';

export type MembershipRow = typeof memberships.$inferSelect;
export type PlanType = MembershipRow['type'];

/** The end of a term that starts at `from`: one calendar month or one year later (UTC). */
export function addTerm(from: Date, plan: PlanType): Date {
  const d = new Date(from);
  if (plan === 'annual') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else d.setUTCMonth(d.getUTCMonth() + 1);
  return d;
}

export const isActive = (m: MembershipRow | undefined | null, now: Date): boolean =>
  !!m && !m.expired && m.endDate > now;

export async function membershipOf(db: Db, userId: number): Promise<MembershipRow | null> {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId));
  return row ?? null;
}

/** Keeps `users.membership_expired` equal to the membership's own flag. */
export async function syncExpiredFlag(db: Db, userId: number, expired: boolean) {
  await setMembershipExpired(db, userId, expired);
}

export async function toProfileMembership(
  db: Db,
  config: Config,
  m: MembershipRow,
): Promise<ProfileMembership> {
  const prices = await listPrices(db, config);
  const price = prices.find((p) => p.membership_type === m.type)?.price ?? null;
  // In a free trial: the first charge is the price less a coupon that discounts it.
  let firstCharge: number | null = null;
  if (m.trialEndsAt && price !== null) {
    const coupon = m.couponId && m.couponRenewalsLeft !== 0 ? await couponById(db, m.couponId) : null;
    firstCharge = price - (coupon ? discountOf(coupon, price) : 0);
  }
  return {
    membership: { membership_type: m.type, price },
    end_date: m.endDate.toISOString(),
    recurring: m.recurring,
    membership_expired: m.expired,
    trial_ends_at: m.trialEndsAt?.toISOString() ?? null,
    first_charge: firstCharge,
  };
}

/** Items bought in the last 30 days (successful single-item payments). */
export async function purchasedInLast30Days(db: Db, userId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 30 * 24 * 3600_000);
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.kind, 'product'),
        eq(payments.status, 'succeeded'),
        gte(payments.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * What the profile shows about a member's plan and purchases (spec 002 §3 "Profile
 * membership"). `membership_type` is null for a member who never had a plan; an expired plan
 * is returned with `membership_expired` set so the page can show the banner.
 */
export async function membershipDetail(db: Db, config: Config, userId: number, now: Date) {
  const m = await membershipOf(db, userId);
  const bought = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt));
  return {
    membership_type: m ? await toProfileMembership(db, config, m) : null,
    purchased_in_last_30_days: await purchasedInLast30Days(db, userId, now),
    purchased_items: bought.map((p) => ({
      product_type: p.productType,
      product_id: p.productId,
      created: p.createdAt.toISOString(),
    })),
  };
}
