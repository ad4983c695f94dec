import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A staff account's authenticator secret (RFC 6238), encrypted with a key derived from the
 * server's secret. `confirmedAt` is null while enrolment waits for the first code.
 */
export const twoStepSecrets = pgTable('two_step_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last time step a code was accepted for: a code works once. */
  lastStep: integer('last_step').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes, stored as SHA-256 hashes. */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_step_recovery_codes_user_idx').on(t.userId)],
);

/** Whether the owner requires two-step sign-in of every staff member (one row). */
export const twoStepPolicy = pgTable('two_step_policy', {
  id: integer('id').primaryKey().default(1),
  required: boolean('required').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
