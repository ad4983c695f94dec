import { createHash } from 'node:crypto';
import { msg } from '@simmer/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { AppError } from '../../http/errors';

const POLL_MS = 50;
const WAIT_MS = 15_000;

/** Errors that say "try again" are not remembered: a retry with the same key must get a real answer. */
const transient = (e: AppError) => e.status >= 500 || e.message === msg.paymentInProgress;

/**
 * The request's Idempotency-Key. A client that sends none (the spec's payload as an existing
 * mobile app sends it) gets a key derived on the server from the route, the body and the
 * state the payment would change (`state`: the member's plan as it is now). The same request
 * repeated before anything changed maps to the same key and is answered once; once the
 * payment went through the state differs, and the repeat meets the usual "already active" /
 * "already own" checks instead of a second charge.
 */
export function parseIdempotencyKey(
  header: string | string[] | undefined,
  derive?: { route: string; body: unknown; state: string },
): string {
  const key = Array.isArray(header) ? header[0] : header;
  if (!key?.trim()) {
    if (!derive) throw AppError.invalid(msg.idempotencyKeyRequired);
    const digest = createHash('sha256')
      .update(`${derive.route}\n${JSON.stringify(derive.body ?? null)}\n${derive.state}`)
      .digest('hex');
    return `derived:${digest}`;
  }
  if (key.length > 255) throw AppError.invalid(msg.idempotencyKeyRequired);
  return key.trim();
}

/**
 * Runs a payment write once per (member, key). The first request claims the key with an
 * insert on a unique index and stores its answer; concurrent and later requests with the
 * same key wait for that answer and replay it. A key reused with another body is refused.
 */
export async function withIdempotency<T>(
  db: Db,
  userId: number,
  key: string,
  route: string,
  body: unknown,
  run: () => Promise<T>,
): Promise<T> {
  const requestHash = createHash('sha256')
    .update(`${route}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, route, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  const mine = claimed[0];
  if (!mine) return replay<T>(db, userId, key, requestHash);

  try {
    const result = await run();
    await db
      .update(idempotencyKeys)
      .set({ statusCode: 200, response: result as object, completedAt: new Date() })
      .where(eq(idempotencyKeys.id, mine.id));
    return result;
  } catch (error) {
    if (error instanceof AppError && !transient(error)) {
      await db
        .update(idempotencyKeys)
        .set({
          statusCode: error.status,
          response: { msg: error.message, errors: error.errors ?? null },
          completedAt: new Date(),
        })
        .where(eq(idempotencyKeys.id, mine.id));
    } else {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, mine.id));
    }
    throw error;
  }
}

async function replay<T>(db: Db, userId: number, key: string, requestHash: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    // The first request failed transiently and released the key: this one may not charge on
    // its own (it never claimed), so it asks the caller to retry.
    if (!row) throw AppError.conflict(msg.paymentInProgress);
    if (row.requestHash !== requestHash) throw new AppError(422, msg.idempotencyKeyReused);
    if (row.completedAt && row.statusCode !== null) {
      if (row.statusCode >= 400) {
        const stored = row.response as { msg: string; errors: Record<string, string> | null };
        throw new AppError(row.statusCode, stored.msg, stored.errors ?? undefined);
      }
      return row.response as T;
    }
    if (Date.now() > deadline) throw AppError.conflict(msg.paymentInProgress);
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/** Answers kept for retries are needed for hours, not forever: billing's nightly job drops keys made before `before`. */
export async function pruneIdempotencyKeys(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}
