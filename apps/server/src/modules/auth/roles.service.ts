import type { AccountRole } from '@simmer/contracts';
import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Roles of accounts, for the staff module (its only writer of `users.role`). Pass the
 * transaction of the change so that the owners' lock holds until it commits.
 */

export interface AccountBrief {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: AccountRole;
  isActive: boolean;
  createdAt: Date;
}

const brief = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

/** Every staff account (any role but a member's), the owner first. */
export async function listStaffAccounts(db: Db): Promise<AccountBrief[]> {
  return db
    .select(brief)
    .from(users)
    .where(ne(users.role, 'user'))
    .orderBy(sql`case ${users.role} when 'owner' then 0 when 'admin' then 1 else 2 end`, asc(users.email));
}

export async function accountBrief(db: Db, id: number): Promise<AccountBrief | null> {
  const [row] = await db.select(brief).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The account with this address whatever its case (`email` in lower case). */
export async function accountByLowerEmail(db: Db, email: string): Promise<AccountBrief | null> {
  const [row] = await db
    .select(brief)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row ?? null;
}

/**
 * The owners' ids, locked until the transaction ends: two changes racing to take away the
 * last owner wait for each other, and the second sees what the first left.
 */
export async function lockOwners(tx: Db): Promise<number[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).for('update');
  return rows.map((r) => r.id);
}

/** Gives the account a role; `verifyEmail` marks the address confirmed (an invitation link proved it). */
export async function setRole(
  db: Db,
  userId: number,
  role: AccountRole,
  now: Date,
  opts: { verifyEmail?: boolean } = {},
) {
  await db
    .update(users)
    .set({
      role,
      updatedAt: now,
      ...(opts.verifyEmail
        ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(eq(users.id, userId));
}
