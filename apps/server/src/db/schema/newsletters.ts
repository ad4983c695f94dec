import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Who a newsletter goes to (decision 850). */
export const newsletterSegments = ['everyone', 'free', 'paying', 'plan', 'buyers', 'subscribers'] as const;
export const newsletterStatuses = ['draft', 'scheduled', 'sending', 'sent'] as const;

/** A newsletter staff write and send to a segment; a sent one has a public page unless members-only. */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    segment: text('segment', { enum: newsletterSegments }).notNull().default('everyone'),
    /** For the `plan` segment: the plan type. */
    segmentPlan: text('segment_plan'),
    /** For the `buyers` segment: the item bought (`video`, `recipe`, … and its id). */
    segmentProductType: text('segment_product_type'),
    segmentProductId: integer('segment_product_id'),
    membersOnly: boolean('members_only').notNull().default(false),
    status: text('status', { enum: newsletterStatuses }).notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** When the recipient rows were written (once per send, so a rerun adds nobody). */
    recipientsAt: timestamp('recipients_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletters_status_idx').on(t.status, t.sentAt)],
);

/**
 * One row per recipient of a newsletter, claimed (`sending`) before its mail goes out and
 * marked `sent` after, so a rerun after a crash or an SMTP outage never mails anyone twice.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: serial('id').primaryKey(),
    newsletterId: integer('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id'),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('newsletter_deliveries_address_idx').on(t.newsletterId, sql`lower(${t.email})`),
    index('newsletter_deliveries_status_idx').on(t.newsletterId, t.status),
    index('newsletter_deliveries_user_idx').on(t.userId),
  ],
);

/**
 * An address's mail choices (a member's or a subscriber's), by lower-cased address: no row
 * means everything on. The one-click unsubscribe turns `newsletters` off.
 */
export const mailPreferences = pgTable('mail_preferences', {
  email: text('email').primaryKey(),
  newsletters: boolean('newsletters').notNull().default(true),
  newContent: boolean('new_content').notNull().default(true),
  community: boolean('community').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
