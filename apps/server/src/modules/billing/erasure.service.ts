import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { gifts, memberships } from '../../db/schema';
import { removePaymentStateOf } from '../payments/erasure.service';
import { paymentsOf } from '../payments/processor.service';

/**
 * For an account being deleted (inside the deletion's transaction): the plan stops renewing
 * (at the processor too, so a Stripe subscription is not charged again) and forgets the saved
 * card. The paid term, payments and purchases stay: they are the accounts' records, and
 * carry no name, e-mail or address. Stored answers of payment requests go.
 */
export async function stopBillingFor(ctx: AppContext, db: Db, userId: number, now: Date) {
  const [m] = await db.select().from(memberships).where(eq(memberships.userId, userId));
  if (m) {
    if (m.recurring && m.subscriptionId) {
      await paymentsOf(ctx).processor.cancelRenewal({
        subscriptionId: m.subscriptionId,
        idempotencyKey: `cancel-${m.subscriptionId}`,
      });
    }
    await db
      .update(memberships)
      .set({
        recurring: false,
        cancelledAt: m.recurring ? now : m.cancelledAt,
        paymentMethodId: null,
        cardBrand: null,
        cardLast4: null,
        updatedAt: now,
      })
      .where(eq(memberships.id, m.id));
  }
  // Gifts the member gave: the personal message goes; a gift still unredeemed stays redeemable
  // (it was paid for), a redeemed one forgets whom it was for.
  await db.update(gifts).set({ message: null }).where(eq(gifts.buyerId, userId));
  await db
    .update(gifts)
    .set({ recipientEmail: '' })
    .where(and(eq(gifts.buyerId, userId), eq(gifts.status, 'redeemed')));
  await removePaymentStateOf(db, userId);
}
