import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { affectedRows } from '../../db/affected-rows';
import type { Db } from '../../db/client';
import { devices, emailVerificationTokens, passwordResetTokens, refreshTokens, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });
}

export function findUserById(db: Db, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

export function findUserByGoogleSub(db: Db, sub: string) {
  return db.query.users.findFirst({ where: eq(users.googleSub, sub) });
}

export async function insertRefreshToken(
  db: Db,
  row: { userId: number; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(refreshTokens).values(row);
}

/** Marks a refresh token used, atomically: only one of two racing refreshes wins. */
export async function consumeRefreshToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning();
  return row;
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db.query.refreshTokens.findFirst({ where: eq(refreshTokens.tokenHash, tokenHash) });
}

/** Whether a family was ended (logout, reuse, password change): any of its tokens revoked. */
export async function familyRevoked(db: Db, familyId: string) {
  const row = await db.query.refreshTokens.findFirst({
    columns: { id: true },
    where: and(eq(refreshTokens.familyId, familyId), sql`${refreshTokens.revokedAt} is not null`),
  });
  return Boolean(row);
}

export async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  // A browser registered during this login stops receiving pushes when the login ends.
  await db.update(devices).set({ active: false, updatedAt: now }).where(eq(devices.familyId, familyId));
}

export async function revokeAllForUser(db: Db, userId: number, now: Date, exceptFamily?: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamily ? sql`${refreshTokens.familyId} <> ${exceptFamily}` : undefined,
      ),
    );
}

export async function upsertDevice(
  db: Db,
  row: {
    userId: number;
    registrationId: string;
    type: string;
    deviceId: string;
    active: boolean;
    familyId: string | null;
    now: Date;
  },
) {
  const [device] = await db
    .insert(devices)
    .values({ ...row, updatedAt: row.now })
    .onConflictDoUpdate({
      target: devices.registrationId,
      set: {
        userId: row.userId,
        type: row.type,
        deviceId: row.deviceId,
        active: row.active,
        familyId: row.familyId,
        updatedAt: row.now,
      },
      // Never moves an active device of another account (a racing registration).
      setWhere: sql`${devices.userId} = ${row.userId} or ${devices.active} = false`,
    })
    .returning();
  return device;
}

export function findDevice(db: Db, registrationId: string) {
  return db.query.devices.findFirst({ where: eq(devices.registrationId, registrationId) });
}

/**
 * Serialises one member's device registrations until the transaction ends, so the count and
 * the insert that follows it are one step for concurrent requests (PostgreSQL's advisory lock;
 * PGlite runs one transaction at a time anyway).
 */
export async function lockMemberDevices(db: Db, userId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('simmer.devices'), ${userId}::int)`);
}

/** Every device row of a member, active or not: each is a row the member made. */
export async function countDevices(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(devices)
    .where(eq(devices.userId, userId));
  return row?.n ?? 0;
}

/** Removes the member's inactive device touched longest ago; false when every device is active. */
export async function removeOldestInactiveDevice(db: Db, userId: number) {
  const oldest = db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.userId, userId), eq(devices.active, false)))
    .orderBy(devices.updatedAt, devices.id)
    .limit(1);
  const removed = await db
    .delete(devices)
    .where(sql`${devices.id} = (${oldest})`)
    .returning({ id: devices.id });
  return removed.length > 0;
}

export async function deactivateDevice(db: Db, userId: number, registrationId: string, now: Date) {
  await db
    .update(devices)
    .set({ active: false, updatedAt: now })
    .where(and(eq(devices.userId, userId), eq(devices.registrationId, registrationId)));
}

export async function insertResetToken(db: Db, row: { userId: number; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values(row);
}

export async function consumeResetToken(db: Db, userId: number, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        sql`${passwordResetTokens.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning();
  return row;
}

/** Ends every reset link of an account not used yet (a newer link, a reset or a password change). */
export async function invalidateResetTokens(db: Db, userId: number, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function insertVerifyToken(db: Db, row: { userId: number; tokenHash: string; expiresAt: Date }) {
  await db.insert(emailVerificationTokens).values(row);
}

/** Earlier links stop working when a new one is sent. */
export async function retireVerifyTokens(db: Db, userId: number, now: Date) {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}

/** Uses a live token once: the one caller that marks it used gets the row back. */
export async function consumeVerifyToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        sql`${emailVerificationTokens.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning();
  return row;
}

export async function markEmailVerified(db: Db, userId: number, now: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * Writes other modules make to an account (decision 580): they call these instead of
 * updating `users`.
 */

/** Keeps `users.membership_expired` equal to the membership's own flag (billing). */
export async function setMembershipExpired(db: Db, userId: number, expired: boolean) {
  await db
    .update(users)
    .set({ membershipExpired: expired, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setUnitSystem(db: Db, userId: number, unitSystem: UserRow['unitSystem'], now: Date) {
  await db.update(users).set({ unitSystem, updatedAt: now }).where(eq(users.id, userId));
}

export async function setName(db: Db, userId: number, firstName: string, lastName: string, now: Date) {
  await db.update(users).set({ firstName, lastName, updatedAt: now }).where(eq(users.id, userId));
}

export async function setProfileImage(db: Db, userId: number, profileImage: string, now: Date) {
  await db.update(users).set({ profileImage, updatedAt: now }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** A browser subscription the push service says is gone (404 or 410): it gets no more pushes. */
export async function retireDeadDevice(db: Db, deviceId: number) {
  await db.update(devices).set({ active: false }).where(eq(devices.id, deviceId));
}

/**
 * Refresh tokens past their expiry or revoked (either is refused anyway; used tokens still
 * valid stay, so replaying one still revokes its family). Returns how many went.
 */
export async function purgeRefreshTokens(db: Db, now: Date): Promise<number> {
  return affectedRows(
    await db
      .delete(refreshTokens)
      .where(or(lt(refreshTokens.expiresAt, now), isNotNull(refreshTokens.revokedAt))),
  );
}

/** Password-reset links past their expiry. Returns how many went. */
export async function purgeResetTokens(db: Db, now: Date): Promise<number> {
  return affectedRows(await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now)));
}

/** A new account with a password and a role (the setup page, `simmer admin create`); undefined when the address is taken. */
export async function insertAccount(
  db: Db,
  row: { email: string; firstName: string; lastName: string; passwordHash: string; role: UserRow['role'] },
  now: Date,
) {
  const [user] = await db
    .insert(users)
    .values({ ...row, email: row.email.toLowerCase(), provider: 'email', emailVerifiedAt: now })
    .onConflictDoNothing()
    .returning();
  return user;
}

export async function setRole(db: Db, userId: number, role: UserRow['role'], now: Date) {
  await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId));
}
