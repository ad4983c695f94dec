import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailPreferences, newsletterDeliveries } from '../../db/schema';

/** A deleted member's newsletter deliveries and mail choices go with the account. */
export async function removeMailRecordsOf(db: Db, userId: number, email: string) {
  await db.delete(newsletterDeliveries).where(eq(newsletterDeliveries.userId, userId));
  await db.delete(mailPreferences).where(eq(mailPreferences.email, email.toLowerCase()));
}
