import type { AccountRole } from '@simmer/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { devices, refreshTokens, users } from '../../db/schema';

/**
 * What other modules may read of the accounts (decision 580): they call these instead of
 * importing `users`.
 */

/**
 * Accounts as other modules may show them in a list, as a subquery to join by `id` (PostgreSQL
 * folds it into the outer query, so the join costs what joining `users` did). A query that joins
 * accounts twice (a reporter and an author) names each with its own alias.
 */
export function accountsView<A extends string>(alias: A) {
  return new QueryBuilder()
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImage: users.profileImage,
      role: users.role,
      isActive: users.isActive,
      createdAt: users.createdAt,
      unitSystem: users.unitSystem,
      provider: users.provider,
      appInfo: users.appInfo,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .as(alias);
}

/** The role of an active account as stored now, or null when there is no such active account. */
export async function currentRole(db: Db, userId: number): Promise<AccountRole | null> {
  const [row] = await db
    .select({ role: users.role, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  return row?.isActive ? row.role : null;
}

/** Whether an account with this id exists (active or not). */
export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}

/** The email address of an account, or null when there is no such account. */
export async function emailOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** The account whose address is `email` whatever its case; `email` is given in lower case. */
export async function userIdByLowerEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  return row?.id ?? null;
}

export interface PersonName {
  first: string;
  last: string;
}

/** An account's first and last name, or null when there is no such account. */
export async function nameOf(db: Db, userId: number): Promise<PersonName | null> {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** First and last names of the accounts that exist among `userIds`, by id. */
export async function namesOf(db: Db, userIds: number[]): Promise<Map<number, PersonName>> {
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, { first: r.first, last: r.last }]));
}

/**
 * The active web (push) devices of the given active accounts, or of every active role-user
 * member when `userIds` is 'all'.
 */
export async function activeWebDevices(
  db: Db,
  userIds: number[] | 'all',
): Promise<{ id: number; registrationId: string }[]> {
  return db
    .select({ id: devices.id, registrationId: devices.registrationId })
    .from(devices)
    .innerJoin(users, eq(users.id, devices.userId))
    .where(
      and(
        eq(devices.active, true),
        eq(devices.type, 'web'),
        eq(users.isActive, true),
        userIds === 'all' ? eq(users.role, 'user') : inArray(devices.userId, userIds),
      ),
    );
}

/** What an account holds, for the member's own data archive (no password hash, no tokens). */
export async function accountRecordOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      provider: users.provider,
      profileImage: users.profileImage,
      unitSystem: users.unitSystem,
      isActive: users.isActive,
      googleLinked: sql<boolean>`${users.googleSub} is not null`,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      emailVerifiedAt: users.emailVerifiedAt,
      deletedAt: users.deletedAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The devices an account registered for notifications. */
export function devicesOf(db: Db, userId: number) {
  return db
    .select({
      id: devices.id,
      type: devices.type,
      deviceId: devices.deviceId,
      active: devices.active,
      updatedAt: devices.updatedAt,
    })
    .from(devices)
    .where(eq(devices.userId, userId))
    .orderBy(devices.id);
}

/** When the sign-in that started a refresh family happened (its first token), or null. */
export async function sessionStartedAt(db: Db, familyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`min(${refreshTokens.createdAt})` })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId));
  return row?.at ? new Date(row.at) : null;
}

/** Whether any staff account (any role but a member's) exists. */
export async function staffExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`${users.role} <> 'user'`).limit(1);
  return Boolean(row);
}

/** An account's role, or null when there is no such account. */
export async function roleOf(db: Db, userId: number) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? null;
}
