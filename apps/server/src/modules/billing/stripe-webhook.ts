import { msg } from '@simmer/contracts';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { memberships, payments, purchases, stripeEvents } from '../../db/schema';
import { AppError } from '../../http/errors';
import { lazily } from '../../lib/lazily';
import { periodOf, subscriptionOfInvoice } from '../../platform/payments';
import { userExists } from '../auth/auth.read';
import { membershipOf, type PlanType, syncExpiredFlag } from './membership';
import { sendReceipt } from './receipts';

const stripeLib = lazily<typeof Stripe>('stripe');

type StripeSubscription = Stripe.Subscription;

/** The Stripe SDK built in `buildApp` (only asked for once a secret key is known to be set). */
function stripeOf(ctx: AppContext): Stripe {
  if (!ctx.stripe) throw AppError.notFound();
  return ctx.stripe;
}

/**
 * POST payments/stripe/webhook/: verified by the official library's `constructEvent` over
 * the raw body (Stripe's tolerance: five minutes old at most; a clock a little behind
 * Stripe's is fine), then applied. Events are not trusted for state: the subscription is
 * fetched fresh from Stripe, and every write is an upsert on a unique key, so any number of
 * deliveries in any order converge to the same membership, purchase and ledger rows.
 * Invoices are read in the current shape (`parent.subscription_details.subscription`) and
 * in the one before it (`subscription`).
 */
export async function handleStripeWebhook(ctx: AppContext, rawBody: string, signature: string | undefined) {
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  if (!secret || !ctx.config.STRIPE_SECRET_KEY) throw AppError.notFound();
  let event: Stripe.Event;
  try {
    event = stripeLib().webhooks.constructEvent(
      rawBody,
      signature ?? '',
      secret,
      undefined,
      undefined,
      ctx.config.now().getTime(),
    );
  } catch {
    throw AppError.invalid(msg.webhookSignatureInvalid);
  }
  const object = (event.data?.object ?? {}) as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await syncSubscription(ctx, String(object.id));
      break;
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const subscriptionId = subscriptionOfInvoice(object);
      if (subscriptionId) {
        if (event.type !== 'invoice.payment_failed') await recordInvoice(ctx, object, subscriptionId);
        await syncSubscription(ctx, subscriptionId);
      }
      break;
    }
    case 'payment_intent.succeeded':
      await recordPaymentIntent(ctx, object);
      break;
    default:
      // Unknown events are acknowledged and ignored.
      break;
  }
  await ctx.db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
  return { received: true };
}

function planOfPrice(ctx: AppContext, sub: StripeSubscription): PlanType | null {
  const price = sub.items?.data[0]?.price?.id;
  if (price && price === ctx.config.STRIPE_PRICE_ANNUAL) return 'annual';
  if (price && price === ctx.config.STRIPE_PRICE_MONTHLY) return 'monthly';
  const plan = sub.metadata?.plan;
  return plan === 'monthly' || plan === 'annual' ? plan : null;
}

async function userOf(ctx: AppContext, subscriptionId: string, metadata?: Record<string, string> | null) {
  const byMeta = Number(metadata?.user_id);
  // An event naming an account that no longer exists (or never did) is recorded and acknowledged:
  // answering an error would only make Stripe deliver it again for days.
  if (Number.isInteger(byMeta) && byMeta > 0) return (await userExists(ctx.db, byMeta)) ? byMeta : null;
  const [m] = await ctx.db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.subscriptionId, subscriptionId));
  return m?.userId ?? null;
}

/** Brings the member's plan in line with the subscription as Stripe holds it now. */
export async function syncSubscription(ctx: AppContext, subscriptionId: string) {
  const sub = await stripeOf(ctx).subscriptions.retrieve(subscriptionId);
  const userId = await userOf(ctx, sub.id, sub.metadata);
  const plan = planOfPrice(ctx, sub);
  if (!userId || !plan) {
    ctx.log.warn({ subscriptionId }, 'stripe subscription without a member or plan; ignored');
    return;
  }
  if (sub.status === 'incomplete') return; // the first payment has not gone through
  const existing = await membershipOf(ctx.db, userId);
  const now = ctx.config.now();
  // An old subscription's events must not overwrite a newer plan.
  if (existing && existing.subscriptionId !== sub.id && !existing.expired && existing.endDate > now) return;
  const live = sub.status === 'active' || sub.status === 'trialing';
  if (!existing && !live) return; // never paid: nothing to grant or to expire
  const values = {
    type: plan,
    startDate: new Date(periodOf(sub).start * 1000),
    endDate: new Date(periodOf(sub).end * 1000),
    recurring: live && !sub.cancel_at_period_end,
    expired: !live && sub.status !== 'past_due',
    processor: 'stripe',
    subscriptionId: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    paymentMethodId: idOf(sub.default_payment_method) ?? existing?.paymentMethodId ?? null,
    updatedAt: now,
  };
  // A past_due plan keeps access until its end date; the expiry job handles the rest.
  await ctx.db
    .insert(memberships)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberships.userId, set: values });
  await syncExpiredFlag(ctx.db, userId, values.expired);
}

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

async function recordInvoice(ctx: AppContext, invoice: Record<string, unknown>, subscriptionId: string) {
  const sub = await stripeOf(ctx).subscriptions.retrieve(subscriptionId);
  const userId = await userOf(ctx, sub.id, sub.metadata);
  const plan = planOfPrice(ctx, sub);
  if (!userId || !plan) return;
  // The $0 invoice that opens a free trial is the trial's own ledger row, written by the payment call.
  if (sub.status === 'trialing' && Number(invoice.amount_paid ?? 0) === 0) return;
  // The first invoice after a free trial is the plan's first payment (issue 31).
  const [m] = await ctx.db.select().from(memberships).where(eq(memberships.userId, userId));
  const afterTrial = !!m?.trialEndsAt && m.subscriptionId === sub.id;
  const renewal = invoice.billing_reason === 'subscription_cycle' && !afterTrial;
  const discounts = (invoice.total_discount_amounts ?? []) as Array<{ amount?: number }>;
  const [row] = await ctx.db
    .insert(payments)
    .values({
      userId,
      kind: renewal ? 'renewal' : 'membership',
      membershipType: plan,
      amountCents: Number(invoice.amount_paid ?? 0),
      discountCents: discounts.reduce((sum, d) => sum + Number(d.amount ?? 0), 0),
      currency: String(invoice.currency ?? 'usd'),
      status: 'succeeded',
      processor: 'stripe',
      processorRef: String(invoice.id),
      chargeKey: `stripe:${String(invoice.id)}`,
    })
    .onConflictDoNothing()
    .returning();
  if (row && afterTrial) {
    await ctx.db.update(memberships).set({ trialEndsAt: null }).where(eq(memberships.id, m!.id));
  }
  // The first invoice's receipt is sent by the payment call itself (after a trial, it is sent here).
  if (row && (renewal || afterTrial)) await sendReceipt(ctx, row, null);
}

async function recordPaymentIntent(ctx: AppContext, intent: Record<string, unknown>) {
  const meta = (intent.metadata ?? {}) as Record<string, string>;
  const userId = Number(meta.user_id);
  if (!Number.isInteger(userId) || userId <= 0 || !(await userExists(ctx.db, userId))) return;
  const productType =
    meta.product_type === 'video' || meta.product_type === 'episode' ? meta.product_type : null;
  const productId = Number(meta.product_id);
  if (meta.kind !== 'product' && meta.kind !== 'upgrade') return;
  if (meta.kind === 'product' && (!productType || !Number.isInteger(productId))) return;
  await ctx.db
    .insert(payments)
    .values({
      userId,
      kind: meta.kind,
      membershipType: meta.kind === 'product' ? 'per_product' : 'annual',
      productType,
      productId: productType ? productId : null,
      amountCents: Number(intent.amount_received ?? intent.amount ?? 0),
      currency: String(intent.currency ?? 'usd'),
      status: 'succeeded',
      processor: 'stripe',
      processorRef: String(intent.id),
      chargeKey: `stripe:${String(intent.id)}`,
    })
    .onConflictDoNothing();
  if (meta.kind === 'product' && productType) {
    const [payment] = await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.processorRef, String(intent.id)));
    await ctx.db
      .insert(purchases)
      .values({ userId, productType, productId, paymentId: payment?.id ?? null })
      .onConflictDoNothing();
  }
}
