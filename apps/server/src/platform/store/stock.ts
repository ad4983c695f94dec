import { fillMessage, msg } from '@simmer/contracts';
import { and, asc, eq, gt, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCheckoutLines, storeCheckouts, storeProducts, storeVariants } from '../../db/schema';
import { AppError } from '../../http/errors';
import { variantName } from './embedded';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Stock of the embedded store. A variant's `stock` is what is free to sell; a checkout that
 * reaches the payment step takes its lines off it (`reserved` on each line) until it is paid
 * (the units are sold) or abandoned (the reservation expires and the units go back). Every
 * change is a conditional update on the variant row (`stock >= n`), so two shoppers can never
 * both take the last unit, on PGlite or PostgreSQL.
 */
export interface HoldRules {
  /** Now, by the server's clock. */
  now: Date;
  /** Where a new hold ends. */
  until: Date;
  /**
   * Whether a hold still running moves to `until`: paying does (the release job must not take the
   * units back while the card is charged); saving the delivery details again does not, so a
   * checkout cannot keep units off sale by re-saving.
   */
  extend: boolean;
  /** The most units one member may hold at once. */
  maxUnits: number;
}

/**
 * Takes a checkout's units off the stock (409 when one sold out). A member holds units in one
 * checkout at a time: any other open checkout of theirs gives its units back first, and the
 * units held are capped (`maxUnits`), so one member cannot keep a product off sale unpaid.
 */
export async function reserveStock(db: Db, checkoutId: number, rules: HoldRules): Promise<void> {
  await db.transaction(async (tx) => {
    // Lock the checkout row first: the release job and a second tab wait for us.
    const [checkout] = await tx
      .select({ userId: storeCheckouts.userId, reservedUntil: storeCheckouts.reservedUntil })
      .from(storeCheckouts)
      .where(eq(storeCheckouts.id, checkoutId))
      .for('update');
    if (!checkout) return;
    const others = await tx
      .update(storeCheckouts)
      .set({ reservedUntil: null })
      .where(
        and(
          eq(storeCheckouts.userId, checkout.userId),
          eq(storeCheckouts.status, 'open'),
          ne(storeCheckouts.id, checkoutId),
          isNotNull(storeCheckouts.reservedUntil),
        ),
      )
      .returning({ id: storeCheckouts.id });
    for (const other of others.sort((a, b) => a.id - b.id)) await giveBack(tx, other.id);
    const [units] = await tx
      .select({ n: sql<number>`coalesce(sum(${storeCheckoutLines.quantity}), 0)::int` })
      .from(storeCheckoutLines)
      .where(eq(storeCheckoutLines.checkoutId, checkoutId));
    if (Number(units?.n ?? 0) > rules.maxUnits) {
      throw AppError.conflict(fillMessage(msg.storeHoldTooMany, { count: String(rules.maxUnits) }));
    }
    const running = checkout.reservedUntil && checkout.reservedUntil > rules.now;
    const until = running && !rules.extend ? checkout.reservedUntil! : rules.until;
    const lines = await tx
      .select({ line: storeCheckoutLines, variantTitle: storeVariants.title, title: storeProducts.title })
      .from(storeCheckoutLines)
      .innerJoin(storeVariants, eq(storeVariants.id, storeCheckoutLines.variantId))
      .innerJoin(storeProducts, eq(storeProducts.id, storeVariants.productId))
      .where(eq(storeCheckoutLines.checkoutId, checkoutId))
      // One order of variant rows for every checkout, so two reservations never deadlock.
      .orderBy(asc(storeCheckoutLines.variantId));
    for (const { line, variantTitle, title } of lines) {
      const needed = line.quantity - line.reserved;
      if (needed === 0) continue;
      const [taken] = await tx
        .update(storeVariants)
        .set({ stock: sql`${storeVariants.stock} - ${needed}` })
        .where(
          and(
            eq(storeVariants.id, line.variantId),
            sql`(${storeVariants.stock} is null or ${storeVariants.stock} >= ${needed})`,
          ),
        )
        .returning({ stock: storeVariants.stock });
      if (!taken) {
        const [left] = await tx
          .select({ stock: storeVariants.stock })
          .from(storeVariants)
          .where(eq(storeVariants.id, line.variantId));
        const free = (left?.stock ?? 0) + line.reserved;
        const name = variantName(title, variantTitle);
        throw AppError.conflict(
          free <= 0
            ? fillMessage(msg.storeVariantSoldOut, { title: name })
            : fillMessage(msg.storeOnlyLeft, { count: String(free), title: name }),
        );
      }
      await tx
        .update(storeCheckoutLines)
        .set({ reserved: line.quantity })
        .where(eq(storeCheckoutLines.id, line.id));
    }
    await tx.update(storeCheckouts).set({ reservedUntil: until }).where(eq(storeCheckouts.id, checkoutId));
  });
}

async function giveBack(tx: Tx, checkoutId: number) {
  const held = await tx
    .select()
    .from(storeCheckoutLines)
    .where(and(eq(storeCheckoutLines.checkoutId, checkoutId), gt(storeCheckoutLines.reserved, 0)))
    .orderBy(asc(storeCheckoutLines.variantId));
  for (const line of held) {
    await tx
      .update(storeVariants)
      .set({ stock: sql`${storeVariants.stock} + ${line.reserved}` })
      .where(and(eq(storeVariants.id, line.variantId), isNotNull(storeVariants.stock)));
    await tx.update(storeCheckoutLines).set({ reserved: 0 }).where(eq(storeCheckoutLines.id, line.id));
  }
}

/** Puts an open checkout's held units back (its lines changed, or it was abandoned). */
export async function releaseStock(db: Db, checkoutId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(storeCheckouts)
      .set({ reservedUntil: null })
      .where(and(eq(storeCheckouts.id, checkoutId), eq(storeCheckouts.status, 'open')))
      .returning({ id: storeCheckouts.id });
    if (row) await giveBack(tx, checkoutId);
  });
}

/** The units of a paid checkout are sold: they stay off the stock and the lines hold nothing more. */
export async function consumeStock(tx: Tx, checkoutId: number): Promise<void> {
  await tx
    .update(storeCheckoutLines)
    .set({ reserved: 0 })
    .where(eq(storeCheckoutLines.checkoutId, checkoutId));
}

/** Units of a refunded order that never left go back on sale. */
export async function restock(tx: Tx, lines: Array<{ variantId: number | null; quantity: number }>) {
  for (const l of [...lines].sort((a, b) => (a.variantId ?? 0) - (b.variantId ?? 0))) {
    if (l.variantId === null) continue;
    await tx
      .update(storeVariants)
      .set({ stock: sql`${storeVariants.stock} + ${l.quantity}` })
      .where(and(eq(storeVariants.id, l.variantId), isNotNull(storeVariants.stock)));
  }
}

/**
 * Abandoned checkouts: every open checkout whose reservation ran out gets its units back.
 * Each one is claimed with a conditional update, so a checkout being paid (its reservation
 * was just extended) is left alone. Answers how many checkouts were released.
 */
export async function releaseExpiredReservations(db: Db, now: Date): Promise<number> {
  const expired = await db
    .select({ id: storeCheckouts.id })
    .from(storeCheckouts)
    .where(and(eq(storeCheckouts.status, 'open'), lt(storeCheckouts.reservedUntil, now)))
    .limit(500);
  let released = 0;
  for (const { id } of expired) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(storeCheckouts)
        .set({ reservedUntil: null })
        .where(
          and(
            eq(storeCheckouts.id, id),
            eq(storeCheckouts.status, 'open'),
            lt(storeCheckouts.reservedUntil, now),
          ),
        )
        .returning({ id: storeCheckouts.id });
      if (!row) return false;
      await giveBack(tx, id);
      return true;
    });
    if (done) released += 1;
  }
  return released;
}
