import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';

export const demoAccounts = {
  member: { email: 'member@simmer.dev', password: 'Member2026', firstName: 'Maya', lastName: 'Member' },
  admin: { email: 'admin@simmer.dev', password: 'Admin2026', firstName: 'Ada', lastName: 'Admin' },
} as const;

export async function seedAccounts(db: Db) {
  for (const [role, a] of [
    ['user', demoAccounts.member],
    ['owner', demoAccounts.admin],
  ] as const) {
    await db
      .insert(users)
      .values({
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        role,
        passwordHash: await hashPassword(a.password),
        // The demo addresses cannot receive mail; they count as confirmed.
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing();
  }
}

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) === 0;
}
