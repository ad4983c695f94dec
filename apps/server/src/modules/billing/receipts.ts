import { fillMessage, money, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import type { CardSummary } from '../../platform/payments';
import * as accounts from '../auth/auth.read';
import { brandName } from '../settings/settings.read';
import { itemName, itemTitles } from './invoices';
import type { PaymentRow } from './ledger';

/** The receipt names what was bought: the item's title or the plan. */
async function itemText(ctx: AppContext, p: PaymentRow) {
  return itemName(p, await itemTitles(ctx.db, [p]));
}

const emailOf = (ctx: AppContext, userId: number) => accounts.emailOf(ctx.db, userId);

/** A receipt per successful payment. Mail trouble is logged, never turned into a failed payment. */
export async function sendReceipt(ctx: AppContext, payment: PaymentRow, card: CardSummary | null) {
  try {
    const to = await emailOf(ctx, payment.userId);
    if (!to) return;
    await ctx.mailer.send({
      to,
      subject: fillMessage(msg.receiptSubject, { brand: await brandName(ctx) }),
      text: fillMessage(msg.receiptBody, {
        amount: money(payment.amountCents, payment.currency),
        item: await itemText(ctx, payment),
        date: payment.createdAt.toISOString().slice(0, 10),
        card: card ? `${card.brand} ending ${card.last4}` : '-',
        reference: `${payment.id} (${payment.processorRef ?? '-'})`,
      }).concat(
        payment.discountCents > 0
          ? fillMessage(msg.receiptDiscountLine, {
              price: money(payment.amountCents + payment.discountCents, payment.currency),
              code: payment.couponCode ?? '-',
              discount: money(payment.discountCents, payment.currency),
            })
          : '',
      ),
    });
  } catch (error) {
    ctx.log.warn({ err: error, paymentId: payment.id }, 'receipt mail failed');
  }
}

/** The confirmation of a free trial: when the first charge happens, and how to cancel before it. */
export async function sendTrialStarted(
  ctx: AppContext,
  payment: PaymentRow,
  trial: { plan: string; firstCharge: number; on: Date; automatic: boolean },
) {
  try {
    const to = await emailOf(ctx, payment.userId);
    if (!to) return;
    const values = {
      plan: trial.plan,
      amount: money(trial.firstCharge, payment.currency),
      date: trial.on.toISOString().slice(0, 10),
      card: 'your card',
      url: `${ctx.config.publicUrl}/user-plan-details`,
    };
    await ctx.mailer.send({
      to,
      subject: fillMessage(msg.trialSubject, { brand: await brandName(ctx) }),
      text: fillMessage(trial.automatic ? msg.trialBody : msg.trialBodyNoRenewal, values),
    });
  } catch (error) {
    ctx.log.warn({ err: error, paymentId: payment.id }, 'trial mail failed');
  }
}

export async function sendRenewalFailed(ctx: AppContext, userId: number, plan: string) {
  try {
    const to = await emailOf(ctx, userId);
    if (!to) return;
    await ctx.mailer.send({
      to,
      subject: fillMessage(msg.renewalFailedSubject, { brand: await brandName(ctx) }),
      text: fillMessage(msg.renewalFailedBody, { plan, url: `${ctx.config.publicUrl}/premium-plans` }),
    });
  } catch (error) {
    ctx.log.warn({ err: error, userId }, 'renewal failure mail failed');
  }
}
