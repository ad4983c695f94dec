import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The subscribe block of the public home page (spec 002 §2.5), built working: one row of
 * texts and photos, and the visitors who subscribed (one row per address, compared
 * without case).
 */
export const homeSubscribeBlock = pgTable(
  'home_subscribe_block',
  {
    id: integer('id').primaryKey().default(1),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    image1: text('image_1'),
    image2: text('image_2'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('home_subscribe_block_singleton', sql`id = 1`)],
);

export const homeSubscribers = pgTable(
  'home_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the address confirmed through the mailed link (double opt-in); unconfirmed get nothing. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('home_subscribers_email_lower_idx').on(sql`lower(${t.email})`)],
);
