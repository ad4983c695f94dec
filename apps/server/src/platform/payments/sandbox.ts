import { randomBytes } from 'node:crypto';
import { msg } from '@simmer/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxAuthentications, sandboxCards } from '../../db/schema';
import { AppError } from '../../http/errors';
import { cardBrand, expiryValid, luhnValid } from './card-checks';
import type {
  ChargeInput,
  ChargeOutcome,
  PaymentProcessor,
  PendingAction,
  SubscribeInput,
  SubscribeOutcome,
} from './payments';

export type SandboxBehaviour =
  | 'success'
  | 'declined'
  | 'insufficient_funds'
  | 'fails_on_renewal'
  | 'requires_authentication';

/**
 * The documented test cards (any future expiry, any 3-digit CVV). Any other number that
 * passes the Luhn check behaves like the success card.
 */
export const sandboxTestCards: { number: string; behaviour: SandboxBehaviour }[] = [
  { number: '4242 4242 4242 4242', behaviour: 'success' },
  { number: '4000 0000 0000 0002', behaviour: 'declined' },
  { number: '4000 0000 0000 9995', behaviour: 'insufficient_funds' },
  { number: '4000 0000 0000 0341', behaviour: 'fails_on_renewal' },
  // Like Stripe's 4000 0025 0000 3155: the member authenticates (3-D Secure) when paying;
  // renewals later go through without them.
  { number: '4000 0025 0000 3155', behaviour: 'requires_authentication' },
];
const behaviourOf = new Map(sandboxTestCards.map((c) => [c.number.replace(/\s/g, ''), c.behaviour]));

export interface CardInput {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/**
 * The embedded processor: cards are tokenized by its own endpoint (only brand, last four
 * digits and expiry are stored), and charges follow the test card's documented behaviour.
 */
export function createSandboxProcessor(db: Db, now: () => Date) {
  // Refunds are recorded by the caller (the order keeps the refund reference); these guard retries.
  const refunds = new Map<string, { ok: true; ref: string }>();
  const refunded = new Set<string>();
  async function tokenize(card: CardInput, ownerId: number | null) {
    const digits = card.card_number.replace(/[\s-]/g, '');
    if (!luhnValid(digits))
      throw AppError.invalid(msg.cardNumberInvalid, { card_number: msg.cardNumberInvalid });
    if (!expiryValid(card.exp_month, card.exp_year, now())) {
      throw AppError.invalid(msg.cardExpiryInvalid, { exp_month: msg.cardExpiryInvalid });
    }
    if (!/^\d{3,4}$/.test(card.cvc))
      throw AppError.invalid(msg.cardCodeInvalid, { cvc: msg.cardCodeInvalid });
    const row = {
      token: `pm_sandbox_${randomBytes(12).toString('hex')}`,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: card.exp_month,
      expYear: card.exp_year,
      behaviour: behaviourOf.get(digits) ?? 'success',
      ownerId,
    };
    await db.insert(sandboxCards).values(row);
    return {
      id: row.token,
      card: { brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear },
    };
  }

  /** The card of a token, when it belongs to this member (a visitor's token becomes theirs on first use). */
  async function cardOf(token: string, userId: number) {
    await db
      .update(sandboxCards)
      .set({ ownerId: userId })
      .where(and(eq(sandboxCards.token, token), isNull(sandboxCards.ownerId)));
    const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, token));
    return card && card.ownerId === userId ? card : null;
  }

  async function charge(
    input: Pick<ChargeInput, 'paymentMethodId' | 'offSession' | 'metadata'>,
  ): Promise<ChargeOutcome> {
    const card = await cardOf(input.paymentMethodId, Number(input.metadata.user_id));
    if (!card) return { ok: false, ref: null, code: 'unknown_payment_method' };
    const ref = `ch_sandbox_${randomBytes(12).toString('hex')}`;
    if (!expiryValid(card.expMonth, card.expYear, now())) return { ok: false, ref, code: 'expired_card' };
    if (card.behaviour === 'declined') return { ok: false, ref, code: 'card_declined' };
    if (card.behaviour === 'insufficient_funds') return { ok: false, ref, code: 'insufficient_funds' };
    if (card.behaviour === 'fails_on_renewal' && input.offSession)
      return { ok: false, ref, code: 'card_declined' };
    if (card.behaviour === 'requires_authentication' && !input.offSession) {
      const clientSecret = `${ref}_secret_${randomBytes(12).toString('hex')}`;
      await db
        .insert(sandboxAuthentications)
        .values({ ref, clientSecret, cardToken: card.token, status: 'requires_action' });
      return {
        ok: false,
        ref,
        code: 'authentication_required',
        action: { kind: 'charge', ref, clientSecret },
      };
    }
    return { ok: true, ref, card: { brand: card.brand, last4: card.last4 } };
  }

  /** The page's 3-D Secure step: the member completes or fails the authentication. */
  async function authenticate(clientSecret: string, result: 'succeeded' | 'failed') {
    const done = await db
      .update(sandboxAuthentications)
      .set({ status: result })
      .where(
        and(
          eq(sandboxAuthentications.clientSecret, clientSecret),
          eq(sandboxAuthentications.status, 'requires_action'),
        ),
      )
      .returning();
    if (done.length === 0) throw AppError.notFound(msg.paymentNotAwaitingAuthentication);
  }

  async function confirm(action: PendingAction): Promise<SubscribeOutcome> {
    const [auth] = await db
      .select()
      .from(sandboxAuthentications)
      .where(eq(sandboxAuthentications.ref, action.ref));
    if (!auth) return { ok: false, ref: action.ref, code: 'processing_error' };
    if (auth.status === 'failed') return { ok: false, ref: action.ref, code: 'authentication_failed' };
    if (auth.status === 'requires_action')
      return { ok: false, ref: action.ref, code: 'authentication_required', action };
    const [card] = await db.select().from(sandboxCards).where(eq(sandboxCards.token, auth.cardToken));
    return {
      ok: true,
      ref: action.ref,
      card: card ? { brand: card.brand, last4: card.last4 } : null,
      subscriptionId: null,
      periodEnd: null,
    };
  }

  const processor: PaymentProcessor = {
    kind: 'sandbox',
    testMode: true,
    publishableKey: null,
    prepare: async () => ({ customerId: null }),
    charge,
    async subscribe(input: SubscribeInput): Promise<SubscribeOutcome> {
      if (input.trialDays) {
        // A free trial: the card is kept and checked as Stripe checks it, nothing is charged now;
        // the renewal job makes the first charge when the trial ends.
        const card = await cardOf(input.paymentMethodId, Number(input.metadata.user_id));
        if (!card) return { ok: false, ref: null, code: 'unknown_payment_method' };
        const ref = `trial_sandbox_${randomBytes(12).toString('hex')}`;
        if (!expiryValid(card.expMonth, card.expYear, now())) return { ok: false, ref, code: 'expired_card' };
        if (card.behaviour === 'declined') return { ok: false, ref, code: 'card_declined' };
        return {
          ok: true,
          ref,
          card: { brand: card.brand, last4: card.last4 },
          subscriptionId: null,
          periodEnd: null,
        };
      }
      // The sandbox bills the first term now; renewals are charged by the renewal job.
      const outcome = await charge({
        paymentMethodId: input.paymentMethodId,
        offSession: false,
        metadata: input.metadata,
      });
      if (!outcome.ok) return outcome;
      return { ...outcome, subscriptionId: null, periodEnd: null };
    },
    switchToAnnual: async () => {},
    cancelRenewal: async () => {},
    async refund(input) {
      // The sandbox's charges are its own ids; each one is refunded once (same key, same answer).
      if (!/^ch_sandbox_[0-9a-f]{24}$/.test(input.chargeRef) || input.amountCents <= 0)
        return { ok: false, ref: null };
      const prior = refunds.get(input.idempotencyKey);
      if (prior) return prior;
      if (refunded.has(input.chargeRef)) return { ok: false, ref: null };
      refunded.add(input.chargeRef);
      const outcome = { ok: true as const, ref: `re_sandbox_${randomBytes(12).toString('hex')}` };
      refunds.set(input.idempotencyKey, outcome);
      return outcome;
    },
    resumeRenewal: async () => {},
    async changeCard({ paymentMethodId, userId }) {
      const card = await cardOf(paymentMethodId, userId);
      if (!card) throw AppError.invalid(msg.paymentMethodUnknown);
      return { brand: card.brand, last4: card.last4 };
    },
    confirm,
  };
  return { processor, tokenize, authenticate };
}
