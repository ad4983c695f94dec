import { msg } from '@simmer/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentLocks } from '../../db/schema';
import { AppError } from '../../http/errors';

/** A lock older than this belongs to a crashed process and is taken over. */
const STALE_MS = 2 * 60_000;

/**
 * One payment at a time per member, held by a row on a primary key (no transaction spans
 * the call to the processor). A second payment racing the first answers 409.
 */
export async function withPaymentLock<T>(db: Db, userId: number, run: () => Promise<T>): Promise<T> {
  await db
    .delete(paymentLocks)
    .where(
      and(eq(paymentLocks.userId, userId), lt(paymentLocks.acquiredAt, new Date(Date.now() - STALE_MS))),
    );
  const got = await db.insert(paymentLocks).values({ userId }).onConflictDoNothing().returning();
  if (got.length === 0) throw AppError.conflict(msg.paymentInProgress);
  try {
    return await run();
  } finally {
    await db.delete(paymentLocks).where(eq(paymentLocks.userId, userId));
  }
}
