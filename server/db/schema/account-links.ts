import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ACCOUNT_LINK_PURPOSES } from '@shared/domain-values';
import { user } from './auth';
import { enumCheck } from './enum-check';

// Issue 40 (docs/decisions/144): an emailed link confirming the account's address or a change of
// it, known by the SHA-256 of its token; used once, and ended by any recovery of the account
// (migration 0016's end_pending_changes_of).
export const accountLinks = pgTable(
  'account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    // The account's address when the link was made: a change of it ends the link.
    email: text('email').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('account_links_purpose_check', t.purpose, ACCOUNT_LINK_PURPOSES),
    check('account_links_new_email_check', sql`(${t.purpose} = 'change-email') = (${t.newEmail} is not null)`),
    index('account_links_user_id_idx').on(t.userId),
  ],
);
