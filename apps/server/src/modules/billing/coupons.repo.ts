import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export async function couponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  return row ?? null;
}

export async function couponById(db: Db, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

export async function pageOfCoupons(db: Db, page: number, size: number) {
  const [total] = await db.select({ n: count() }).from(coupons);
  const rows = await db
    .select()
    .from(coupons)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Inserts a coupon; null when the code is taken (the unique index decides, not a read first). */
export async function insertCoupon(db: Db, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deactivate(db: Db, id: number) {
  const [row] = await db.update(coupons).set({ active: false }).where(eq(coupons.id, id)).returning();
  return row ?? null;
}

export async function setStripeIds(db: Db, id: number, couponId: string, promotionCodeId: string | null) {
  await db
    .update(coupons)
    .set({ stripeCouponId: couponId, stripePromotionCodeId: promotionCodeId })
    .where(eq(coupons.id, id));
}

/**
 * Takes one redemption of the coupon: one conditional update, so two payments racing for the
 * last redemption cannot both get it (the row lock orders them; the second sees the new count).
 */
export async function takeRedemption(db: Db, id: number, now: Date): Promise<boolean> {
  const taken = await db
    .update(coupons)
    .set({ redeemedCount: sql`${coupons.redeemedCount} + 1` })
    .where(
      and(
        eq(coupons.id, id),
        eq(coupons.active, true),
        or(isNull(coupons.expiresAt), sql`${coupons.expiresAt} > ${now.toISOString()}`),
        or(isNull(coupons.maxRedemptions), lt(coupons.redeemedCount, coupons.maxRedemptions)),
      ),
    )
    .returning({ id: coupons.id });
  return taken.length > 0;
}

/** Gives back a redemption taken for a payment that did not go through. */
export async function giveBackRedemption(db: Db, id: number) {
  await db
    .update(coupons)
    .set({ redeemedCount: sql`greatest(${coupons.redeemedCount} - 1, 0)` })
    .where(eq(coupons.id, id));
}

export async function hasRedeemed(db: Db, couponId: number, userId: number) {
  const [row] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return !!row;
}

export async function recordRedemption(db: Db, values: typeof couponRedemptions.$inferInsert) {
  await db.insert(couponRedemptions).values(values).onConflictDoNothing();
}
