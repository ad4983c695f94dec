import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The brand settings an admin saved (issue 30), one row per key (`settingKeys` in the contract).
 * A key without a row takes its default from the environment; the value is the setting's JSON
 * (a string, a number or null), checked against the contract when it is read.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<string | number | null>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
