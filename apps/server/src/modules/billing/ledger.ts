import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { FailureCode } from '../../platform/payments';

export type PaymentRow = typeof payments.$inferSelect;
type Claim = Pick<
  typeof payments.$inferInsert,
  | 'userId'
  | 'kind'
  | 'membershipType'
  | 'productType'
  | 'productId'
  | 'amountCents'
  | 'processor'
  | 'chargeKey'
  | 'currency'
  | 'discountCents'
  | 'couponCode'
>;

/**
 * Claims a charge before calling the processor: the row is inserted as pending on the
 * unique charge key, so the same charge can never be attempted twice. Null when the key is
 * already taken.
 */
export async function claimCharge(db: Db, claim: Claim): Promise<PaymentRow | null> {
  const [row] = await db
    .insert(payments)
    .values({ ...claim, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * Records the processor's answer. A webhook may already have written the same processor
 * reference (it can arrive before the API call returns): then that row stands and ours goes.
 */
export async function settleCharge(
  db: Db,
  row: PaymentRow,
  outcome: { ok: true; ref: string } | { ok: false; ref: string | null; code: FailureCode },
): Promise<PaymentRow> {
  try {
    const [updated] = await db
      .update(payments)
      .set({
        status: outcome.ok ? 'succeeded' : 'failed',
        processorRef: outcome.ref,
        failureCode: outcome.ok ? null : outcome.code,
      })
      .where(eq(payments.id, row.id))
      .returning();
    return updated!;
  } catch (error) {
    if (!isUniqueViolation(error) || !outcome.ref) throw error;
    await db.delete(payments).where(eq(payments.id, row.id));
    const [existing] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.processor, row.processor), eq(payments.processorRef, outcome.ref)));
    return existing!;
  }
}

/** Releases a claim that never reached the processor (so the key may be used again). */
export async function dropClaim(db: Db, row: PaymentRow) {
  await db.delete(payments).where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
}
