import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailPreferences, newsletterDeliveries, newsletters } from '../../db/schema';

/** A member's mail record for their data archive: the newsletters sent to them and their mail choices. */
export async function mailRecordOf(db: Db, userId: number, email: string) {
  const [received, [prefs]] = await Promise.all([
    db
      .select({
        subject: newsletters.subject,
        status: newsletterDeliveries.status,
        sent_at: newsletterDeliveries.sentAt,
      })
      .from(newsletterDeliveries)
      .innerJoin(newsletters, eq(newsletters.id, newsletterDeliveries.newsletterId))
      .where(eq(newsletterDeliveries.userId, userId))
      .orderBy(desc(newsletterDeliveries.id)),
    db.select().from(mailPreferences).where(eq(mailPreferences.email, email.toLowerCase())),
  ]);
  return {
    preferences: {
      newsletters: prefs?.newsletters ?? true,
      new_content: prefs?.newContent ?? true,
      community: prefs?.community ?? true,
    },
    newsletters_received: received,
  };
}
