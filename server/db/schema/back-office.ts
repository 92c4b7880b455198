import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_ACTIONS, INTERACTION_TYPES } from '@shared/domain-values';
import { user } from './auth';
import { enumCheck } from './enum-check';
import { people } from './people';
import { applications } from './track-applications';

// spec §3 application_notes: internal notes on a track application. D25: a note outlives the
// account it is about (its application is then gone, and the person reads 'Deleted user').
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Issue 41 (migration 0017): carried over from the legacy private notes, with no author and
    // its whole text (which may pass the thread's 2,000 characters).
    fromPrivateNotes: boolean('from_private_notes').notNull().default(false),
  },
  (t) => [
    check(
      'application_notes_content_check',
      sql`char_length(btrim(${t.content})) >= 1 and (${t.fromPrivateNotes} or char_length(btrim(${t.content})) <= 2000)`,
    ),
    index('application_notes_application_idx').on(t.applicationId, t.createdAt.desc()),
  ],
);

// spec §3 activity_log.
export const activityLog = pgTable(
  'activity_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    actionType: text('action_type').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('activity_log_action_check', t.actionType, ACTIVITY_ACTIONS),
    index('activity_log_created_at_idx').on(t.createdAt.desc()),
    index('activity_log_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc()),
  ],
);

// spec §3 interactions: the communication log kept for a person. D25: an entry outlives the
// account it is about (its person is then gone: 'Deleted user').
export const interactions = pgTable(
  'interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id').references(() => people.id, { onDelete: 'set null' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    type: text('type').notNull().default('note'),
    subject: text('subject').notNull().default(''),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('interactions_type_check', t.type, INTERACTION_TYPES),
    check('interactions_subject_check', sql`char_length(${t.subject}) <= 200`),
    check('interactions_content_check', sql`char_length(btrim(${t.content})) between 1 and 2000`),
    index('interactions_person_idx').on(t.personId, t.createdAt.desc()),
  ],
);
