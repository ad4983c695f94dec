import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailPreferences, newsletterDeliveries, newsletters } from '../../db/schema';

export type NewsletterRow = typeof newsletters.$inferSelect;

export async function findNewsletter(db: Db, id: number) {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  return row ?? null;
}

export async function listNewsletters(db: Db, opts: { limit: number; offset: number; sentOnly?: boolean }) {
  const where = opts.sentOnly
    ? and(eq(newsletters.status, 'sent'), eq(newsletters.membersOnly, false))
    : undefined;
  const rows = await db
    .select()
    .from(newsletters)
    .where(where)
    .orderBy(desc(newsletters.updatedAt), desc(newsletters.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(newsletters).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** Sent / failed / remaining of each newsletter, by id. */
export async function progressOf(db: Db, ids: number[]) {
  const out = new Map<number, { total: number; sent: number; failed: number; remaining: number }>();
  for (const id of ids) out.set(id, { total: 0, sent: 0, failed: 0, remaining: 0 });
  if (ids.length === 0) return out;
  const rows = await db
    .select({ id: newsletterDeliveries.newsletterId, status: newsletterDeliveries.status, n: count() })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.newsletterId, ids))
    .groupBy(newsletterDeliveries.newsletterId, newsletterDeliveries.status);
  for (const r of rows) {
    const p = out.get(r.id);
    if (!p) continue;
    p.total += r.n;
    if (r.status === 'sent') p.sent += r.n;
    else if (r.status === 'failed') p.failed += r.n;
    else p.remaining += r.n;
  }
  return out;
}

/** Addresses that turned newsletters off (lower-cased). */
export async function optedOut(db: Db, kind: 'newsletters' | 'newContent' | 'community') {
  const rows = await db
    .select({ email: mailPreferences.email })
    .from(mailPreferences)
    .where(eq(mailPreferences[kind], false));
  return new Set(rows.map((r) => r.email));
}

/** Claims one pending recipient (marks it `sending`) before its mail goes out; null when none is left. */
export async function claimNext(db: Db, newsletterId: number) {
  const rows = await db.execute<{ id: number; email: string }>(sql`
    update ${newsletterDeliveries}
       set status = 'sending', claimed_at = now(), attempts = attempts + 1
     where id = (select id from ${newsletterDeliveries}
                  where newsletter_id = ${newsletterId} and status = 'pending'
                  order by id limit 1 for update skip locked)
       and status = 'pending'
    returning id, email`);
  const list =
    (rows as unknown as { rows?: { id: number; email: string }[] }).rows ??
    (rows as unknown as { id: number; email: string }[]);
  return list[0] ?? null;
}

/** Claims older than the lease were left by a worker that died before sending: pending again. */
export async function releaseStaleClaims(db: Db, newsletterId: number, before: Date) {
  await db
    .update(newsletterDeliveries)
    .set({ status: 'pending' })
    .where(
      and(
        eq(newsletterDeliveries.newsletterId, newsletterId),
        eq(newsletterDeliveries.status, 'sending'),
        lt(newsletterDeliveries.claimedAt, before),
      ),
    );
}
