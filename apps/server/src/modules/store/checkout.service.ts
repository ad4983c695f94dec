import { fillMessage, money, msg, type StorePay, type StorePayResult } from '@simmer/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { storeCheckouts, storeOrderLines, storeOrders, storePayments } from '../../db/schema';
import type { Auth } from '../../http/access';
import { AppError } from '../../http/errors';
import type { CardSummary, FailureCode } from '../../platform/payments';
import type { CartData } from '../../platform/store';
import { consumeStock, reserveStock } from '../../platform/store';
import { emailOf } from '../auth/auth.read';
import { withPaymentLock } from '../payments/payment-lock.service';
import { paymentsOf } from '../payments/processor.service';
import { brandName, storeTaxRateBps } from '../settings/settings.read';
import { addressLines, receiptLines } from './order-mail';
import { orderNumber, priced, toOrderDto } from './store.dto';
import { checkoutDto, holdRules, ownCheckout, shippingOf, shippingRatesFor, storeOf } from './store.service';

const failureMessage: Record<FailureCode, string> = {
  card_declined: msg.cardDeclined,
  insufficient_funds: msg.cardInsufficientFunds,
  expired_card: msg.cardExpired,
  unknown_payment_method: msg.paymentMethodUnknown,
  authentication_required: msg.paymentFailed,
  authentication_failed: msg.paymentFailed,
  processing_error: msg.paymentFailed,
};

type OrderRow = typeof storeOrders.$inferSelect;

/**
 * POST store/checkout/{id}/pay/: charges the embedded checkout's server-computed total
 * through the payments port. A refused card answers 402 and leaves the checkout open; a
 * paid one becomes an order, the member gets a receipt and the cart is empty again.
 */
export async function payCheckout(
  ctx: AppContext,
  auth: Auth,
  id: number,
  input: StorePay,
  key: string,
): Promise<StorePayResult> {
  const { processor } = paymentsOf(ctx);
  return withPaymentLock(ctx.db, auth.userId, async () => {
    const row = await ownCheckout(ctx, auth, id);
    if (row.provider !== 'embedded' || storeOf(ctx).kind !== 'embedded')
      throw AppError.conflict(msg.storePaidElsewhere);
    if (row.status !== 'open') throw AppError.conflict(msg.storeCheckoutPaid);
    const cart = await storeOf(ctx).cart(row.externalRef!);
    if (!cart || cart.lines.length === 0) throw AppError.invalid(msg.storeCheckoutEmptyPay);
    const shipping = await shippingOf(ctx, row);
    const address = row.shippingAddress;
    if (!row.email || !address || !shipping) throw AppError.invalid(msg.storeDetailsRequired);
    const rates = await shippingRatesFor(ctx, address.country);
    if (!rates.some((r) => r.id === shipping.rateId)) throw AppError.invalid(msg.storeShippingUnavailable);
    const amounts = priced(cart, shipping, await storeTaxRateBps(ctx), true);
    // Hold (or hold again, after an expiry) every unit before any money moves: 409 when one sold out.
    await reserveStock(ctx.db, row.id, holdRules(ctx, true));

    const email = await emailOf(ctx.db, auth.userId);
    if (email === null) throw AppError.unauthorized();
    const { customerId } = await processor.prepare({
      paymentMethodId: input.payment_method_id,
      email,
      customerId: null,
      userId: auth.userId,
    });
    // Claimed before the processor is called: the same key can never charge twice.
    const [claim] = await ctx.db
      .insert(storePayments)
      .values({
        userId: auth.userId,
        checkoutId: row.id,
        amountCents: amounts.total,
        currency: cart.currency,
        status: 'pending',
        processor: processor.kind,
        chargeKey: `store:${auth.userId}:${key}`,
      })
      .onConflictDoNothing()
      .returning();
    if (!claim) throw AppError.conflict(msg.paymentInProgress);
    let outcome: Awaited<ReturnType<typeof processor.charge>>;
    try {
      outcome = await processor.charge({
        paymentMethodId: input.payment_method_id,
        customerId,
        amountCents: amounts.total,
        currency: cart.currency,
        description: `${await brandName(ctx)} store checkout ${row.id}`,
        idempotencyKey: `store-${auth.userId}-${key}`,
        offSession: false,
        metadata: { user_id: String(auth.userId), kind: 'store', checkout_id: String(row.id) },
      });
    } catch (error) {
      // The processor never answered: release the claim so a retry with this key may charge.
      await ctx.db.delete(storePayments).where(eq(storePayments.id, claim.id));
      throw error;
    }
    await ctx.db
      .update(storePayments)
      .set({
        status: outcome.ok ? 'succeeded' : 'failed',
        processorRef: outcome.ref,
        failureCode: outcome.ok ? null : outcome.code,
      })
      .where(eq(storePayments.id, claim.id));
    if (!outcome.ok) throw new AppError(402, failureMessage[outcome.code]);

    const order = await ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(storeOrders)
        .values({
          userId: auth.userId,
          checkoutId: row.id,
          paymentId: claim.id,
          source: 'embedded',
          email: row.email,
          shippingAddress: address,
          shippingMethod: shipping.name,
          shippingCents: amounts.shipping,
          subtotalCents: amounts.subtotal,
          taxCents: amounts.taxes,
          totalCents: amounts.total,
          currency: cart.currency,
          createdAt: ctx.config.now(),
        })
        .returning();
      await tx.insert(storeOrderLines).values(
        cart.lines.map((l) => ({
          orderId: created!.id,
          variantId: Number(l.variantId),
          productTitle: l.title,
          variantTitle: l.variantTitle,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          imageUrl: l.image,
        })),
      );
      // The held units are sold now.
      await consumeStock(tx, row.id);
      // Paid: this checkout closes, so the member's next addition starts an empty cart.
      await tx
        .update(storeCheckouts)
        .set({ status: 'paid', reservedUntil: null, updatedAt: ctx.config.now() })
        .where(and(eq(storeCheckouts.id, row.id), eq(storeCheckouts.status, 'open')));
      return created!;
    });
    await sendOrderReceipt(ctx, row.email, order, cart, outcome.card);
    const paid = { ...row, status: 'paid' as const };
    return {
      msg: fillMessage(msg.storeOrderPaid, { number: `#${orderNumber(order.id)}` }),
      data: { order: toOrderDto(order), checkout: await checkoutDto(ctx, paid, cart) },
    };
  });
}

/** Mail trouble is logged, never turned into a failed payment. */
async function sendOrderReceipt(
  ctx: AppContext,
  to: string,
  order: OrderRow,
  cart: CartData,
  card: CardSummary | null,
) {
  try {
    const number = `#${orderNumber(order.id)}`;
    await ctx.mailer.send({
      to,
      subject: fillMessage(msg.storeReceiptSubject, { brand: await brandName(ctx), number }),
      text: fillMessage(msg.storeReceiptBody, {
        number,
        date: order.createdAt.toISOString().slice(0, 10),
        lines: receiptLines(
          cart.lines.map((l) => ({
            quantity: l.quantity,
            title: l.title,
            variantTitle: l.variantTitle,
            totalCents: l.lineTotalCents,
            image: l.image,
          })),
          order.currency,
          ctx.config.publicUrl,
        ),
        subtotal: money(order.subtotalCents, order.currency),
        method: order.shippingMethod ?? '-',
        shipping: money(order.shippingCents, order.currency),
        taxes: money(order.taxCents, order.currency),
        total: money(order.totalCents, order.currency),
        card: card ? `${card.brand} ending ${card.last4}` : '-',
        reference: `${order.id}`,
        email: order.email ?? to,
        address: order.shippingAddress ? addressLines(order.shippingAddress) : '-',
      }),
    });
  } catch (error) {
    ctx.log.warn({ err: error, orderId: order.id }, 'store receipt mail failed');
  }
}
