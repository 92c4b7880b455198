import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_KINDS, OUTBOX_STATUSES } from '@shared/domain-values';
import { user } from './auth';
import { enumCheck } from './enum-check';

// Issue 7 (D5): every email is written here in the transaction of the change that causes it;
// the email worker delivers it (docs/decisions/050).
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    // Issue 40: the account it was written for, when it was written (a data export lists the
    // account's own emails, not a previous holder's of the address).
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    // Headers the email carries besides the usual ones (issue 20: List-Unsubscribe, RFC 8058).
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    // When a pending email is due; while a worker holds it, the end of that worker's lease.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // The worker holding the email (set when claimed, cleared when it lets go).
    claimToken: uuid('claim_token'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('email_outbox_kind_check', t.kind, EMAIL_KINDS),
    enumCheck('email_outbox_status_check', t.status, OUTBOX_STATUSES),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
    // The worker's claim: due pending emails, oldest first.
    index('email_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // The admin list, newest first, optionally by status.
    index('email_outbox_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('email_outbox_status_created_at_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // Per-address caps on account emails (password reset, confirmation links).
    index('email_outbox_recipient_idx').on(t.recipient, t.kind, t.createdAt.desc()),
    // The data export: an account's emails.
    index('email_outbox_user_id_idx').on(t.userId, t.createdAt),
    // Issue 19: the outbox table searches recipients and subjects.
    index('email_outbox_recipient_trgm_idx').using('gin', sql`${t.recipient} gin_trgm_ops`),
    index('email_outbox_subject_trgm_idx').using('gin', sql`${t.subject} gin_trgm_ops`),
    // The retention purge of sent emails (issue 18, decision 102).
    index('email_outbox_sent_at_idx').on(t.sentAt).where(sql`${t.status} = 'sent'`),
  ],
);
