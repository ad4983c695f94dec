import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffInvites } from '../../db/schema';

export type InviteRow = typeof staffInvites.$inferSelect;

/** Invitations not yet accepted, cancelled or expired. */
export function openInvites(db: Db, now: Date) {
  return db
    .select()
    .from(staffInvites)
    .where(
      and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, now)),
    )
    .orderBy(asc(staffInvites.createdAt));
}

export async function openInviteFor(db: Db, email: string, now: Date): Promise<InviteRow | null> {
  const [row] = await db
    .select()
    .from(staffInvites)
    .where(
      and(
        eq(staffInvites.email, email),
        isNull(staffInvites.acceptedAt),
        isNull(staffInvites.revokedAt),
        gt(staffInvites.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function insertInvite(db: Db, row: typeof staffInvites.$inferInsert): Promise<InviteRow> {
  const [created] = await db.insert(staffInvites).values(row).returning();
  return created as InviteRow;
}

export async function inviteByHash(db: Db, tokenHash: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(staffInvites).where(eq(staffInvites.tokenHash, tokenHash));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function revokeInvite(db: Db, id: number, now: Date): Promise<InviteRow | null> {
  const [row] = await db
    .update(staffInvites)
    .set({ revokedAt: now })
    .where(and(eq(staffInvites.id, id), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)))
    .returning();
  return row ?? null;
}

export async function markAccepted(db: Db, id: number, userId: number, now: Date) {
  await db.update(staffInvites).set({ acceptedAt: now, acceptedBy: userId }).where(eq(staffInvites.id, id));
}

/** Two invitations to one address racing each other wait for one another (until the transaction ends). */
export async function lockAddress(tx: Db, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-invite:${email}`}))`);
}
