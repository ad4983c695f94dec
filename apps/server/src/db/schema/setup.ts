import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first start's record (one row): when the owner was created through the setup page and
 * the brand name given there. The brand settings read the name from here as their first value.
 */
export const siteSetup = pgTable(
  'site_setup',
  {
    id: integer('id').primaryKey().default(1),
    brandName: text('brand_name').notNull(),
    ownerId: integer('owner_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_setup_single_row', sql`${t.id} = 1`)],
);
