import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { THREAD_EVENTS } from '@shared/message-events';
import { MESSAGE_EMAIL_FREQUENCIES, MESSAGE_MAX_LENGTH, THREAD_KINDS } from '@shared/messages';
import { user } from './auth';
import { enumCheck } from './enum-check';
import { opportunities } from './opportunities';
import { people } from './people';

// D35 (docs/decisions/195): one thread per opportunity application, track application and
// invitation, made with its first message or event. The subject's id is kept without a foreign
// key: D25 deletes the person's applications, and the thread stays for staff ('Deleted user').
// The counters and times below are kept with every entry, so that inboxes and unread counts
// read threads, never messages.
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    // The staff inbox's filters: the opportunity (applications, invitations) or the track.
    opportunityId: uuid('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    track: text('track'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    lastMessagePreview: text('last_message_preview'),
    lastMessageBy: text('last_message_by'),
    // The person wrote and no staff member has answered since (the "waiting" filter).
    awaitingReplySince: timestamp('awaiting_reply_since', { withTimezone: true }),
    // Messages the person has not read, and the person's messages no staff member has read.
    personUnread: integer('person_unread').notNull().default(0),
    staffUnread: integer('staff_unread').notNull().default(0),
    personReadAt: timestamp('person_read_at', { withTimezone: true }),
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
  },
  (t) => [
    enumCheck('message_threads_subject_kind_check', t.subjectKind, THREAD_KINDS),
    check(
      'message_threads_last_message_by_check',
      sql`${t.lastMessageBy} is null or ${t.lastMessageBy} in ('person', 'staff')`,
    ),
    check('message_threads_unread_check', sql`${t.personUnread} >= 0 and ${t.staffUnread} >= 0`),
    uniqueIndex('message_threads_subject_idx').on(t.subjectKind, t.subjectId),
    // A person's inbox and unread count.
    index('message_threads_person_idx').on(t.personId, t.lastActivityAt.desc()),
    // The staff inbox: all, by opportunity, by track, unread, waiting; newest activity first.
    index('message_threads_activity_idx').on(t.lastActivityAt.desc(), t.id.desc()),
    index('message_threads_opportunity_idx').on(t.opportunityId, t.lastActivityAt.desc()),
    index('message_threads_track_idx').on(t.track, t.lastActivityAt.desc()),
    index('message_threads_staff_unread_idx').on(t.lastActivityAt.desc()).where(sql`${t.staffUnread} > 0`),
    // The staff's unread count, read from this index alone (migrations/concurrent/0024).
    index('message_threads_staff_unread_count_idx')
      .on(t.subjectKind, t.personId, t.staffUnread)
      .where(sql`${t.staffUnread} > 0`),
    index('message_threads_awaiting_idx').on(t.awaitingReplySince).where(sql`${t.awaitingReplySince} is not null`),
  ],
);

// A thread's messages and events, in order. D25: a message outlives its author's account.
export const threadEntries = pgTable(
  'thread_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // A message's side ('person' or 'staff') and author; an event has neither.
    authorRole: text('author_role'),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body'),
    event: text('event'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    // How a message came: the app, a reply by email, or a broadcast to an opportunity's people.
    via: text('via').notNull().default('app'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'thread_entries_shape_check',
      sql`case when ${t.kind} = 'message'
        then ${t.authorRole} in ('person', 'staff') and ${t.event} is null
          and char_length(btrim(${t.body})) between 1 and ${sql.raw(String(MESSAGE_MAX_LENGTH))}
        else ${t.kind} = 'event' and ${t.authorRole} is null and ${t.body} is null and ${t.event} is not null end`,
    ),
    enumCheck('thread_entries_event_check', t.event, THREAD_EVENTS),
    check('thread_entries_via_check', sql`${t.via} in ('app', 'email', 'broadcast')`),
    index('thread_entries_thread_idx').on(t.threadId, t.createdAt.desc(), t.id.desc()),
    // The per-person limit counts a person's own messages of the last hour.
    index('thread_entries_person_author_idx')
      .on(t.authorUserId, t.createdAt.desc())
      .where(sql`${t.kind} = 'message' and ${t.authorRole} = 'person'`),
  ],
);

// D35: how message emails reach an account; no row is the default, each message.
export const messageEmailPreferences = pgTable(
  'message_email_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    frequency: text('frequency').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [enumCheck('message_email_preferences_frequency_check', t.frequency, MESSAGE_EMAIL_FREQUENCIES)],
);

// Message emails waiting to go, one row per thread and recipient: due a minute after the first
// message in a quiet thread, then grouping what comes in the next five minutes; or in the
// recipient's daily digest. The row stays after sending, to remember when the last email went.
export const messageEmailsDue = pgTable(
  'message_emails_due',
  {
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // The first message not emailed yet, and when its email is due (both null when none waits).
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    digest: boolean('digest').notNull().default(false),
    lastEmailedAt: timestamp('last_emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    index('message_emails_due_idx').on(t.dueAt).where(sql`${t.dueAt} is not null`),
    index('message_emails_due_user_idx').on(t.userId).where(sql`${t.dueAt} is not null`),
  ],
);

// Reply by email (D35): the address reply+{token}@{domain} of one thread and recipient. The token
// is the HMAC of a random nonce under the app's secret (so later emails carry the same one);
// only its hash is looked up. Valid 90 days; a newer one is made before the last runs out.
export const messageReplyTokens = pgTable(
  'message_reply_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_reply_tokens_hash_idx').on(t.tokenHash),
    index('message_reply_tokens_thread_user_idx').on(t.threadId, t.userId, t.expiresAt.desc()),
  ],
);
