import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys, paymentLocks } from '../../db/schema';

/** A deleted member's stored payment answers and locks (inside the deletion's transaction). */
export async function removePaymentStateOf(db: Db, userId: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
  await db.delete(paymentLocks).where(eq(paymentLocks.userId, userId));
}
