import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { twoStepPolicy, twoStepRecoveryCodes, twoStepSecrets } from '../../db/schema';

export function findSecret(db: Db, userId: number) {
  return db.query.twoStepSecrets.findFirst({ where: eq(twoStepSecrets.userId, userId) });
}

export async function isEnrolled(db: Db, userId: number): Promise<boolean> {
  const row = await db.query.twoStepSecrets.findFirst({
    columns: { userId: true },
    where: and(eq(twoStepSecrets.userId, userId), isNotNull(twoStepSecrets.confirmedAt)),
  });
  return Boolean(row);
}

/** A new key waiting for its first code (replacing one that was never confirmed). */
export async function putPendingSecret(db: Db, userId: number, secretEncrypted: string, now: Date) {
  await db
    .insert(twoStepSecrets)
    .values({ userId, secretEncrypted, createdAt: now })
    .onConflictDoUpdate({
      target: twoStepSecrets.userId,
      set: { secretEncrypted, createdAt: now, lastStep: 0, confirmedAt: null },
      setWhere: isNull(twoStepSecrets.confirmedAt),
    });
}

/**
 * Accepts a code's time step once: only a step later than the last accepted one moves it, so
 * a code seen over a shoulder (or sent twice) does not work again. `confirm` turns the key on.
 */
export async function acceptStep(db: Db, userId: number, step: number, now: Date, confirm: boolean) {
  const [row] = await db
    .update(twoStepSecrets)
    .set({ lastStep: step, ...(confirm ? { confirmedAt: now } : {}) })
    .where(
      and(
        eq(twoStepSecrets.userId, userId),
        lt(twoStepSecrets.lastStep, step),
        confirm ? isNull(twoStepSecrets.confirmedAt) : isNotNull(twoStepSecrets.confirmedAt),
      ),
    )
    .returning({ userId: twoStepSecrets.userId });
  return Boolean(row);
}

export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]) {
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  await db.insert(twoStepRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Uses a recovery code once: the one caller that marks it used gets true. */
export async function useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date) {
  const [row] = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(twoStepRecoveryCodes.userId, userId),
        eq(twoStepRecoveryCodes.codeHash, codeHash),
        isNull(twoStepRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoStepRecoveryCodes.id });
  return Boolean(row);
}

export async function removeAll(db: Db, userId: number) {
  await db.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
  await db.delete(twoStepSecrets).where(eq(twoStepSecrets.userId, userId));
}

export async function required(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ required: twoStepPolicy.required })
    .from(twoStepPolicy)
    .where(eq(twoStepPolicy.id, 1));
  return row?.required ?? false;
}

export async function setRequired(db: Db, value: boolean, now: Date) {
  await db
    .insert(twoStepPolicy)
    .values({ id: 1, required: value, updatedAt: now })
    .onConflictDoUpdate({ target: twoStepPolicy.id, set: { required: value, updatedAt: now } });
}
