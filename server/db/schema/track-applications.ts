import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TRACK_APPLICATION_STATUSES, TRACKS } from '@shared/domain-values';
import { enumCheck } from './enum-check';
import { opportunities } from './opportunities';
import { people } from './people';

// spec §3 applications: the one-time track application of the onboarding wizard.
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    track: text('track').notNull(),
    targetMarkets: text('target_markets').array().notNull().default(sql`'{}'::text[]`),
    targetCity: text('target_city'),
    answersJson: jsonb('answers_json').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('submitted'),
    opportunityId: uuid('opportunity_id').references(() => opportunities.id, { onDelete: 'set null' }),
    // D10: the consent checkbox is required and its time is stored.
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    // D10: when the application became archived (starts the 30-day reapply wait).
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // D10: set when a newer application replaced this archived one.
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('applications_track_check', t.track, TRACKS),
    enumCheck('applications_status_check', t.status, TRACK_APPLICATION_STATUSES),
    // D10: one current track application per person.
    uniqueIndex('applications_one_current_per_person').on(t.personId).where(sql`${t.supersededAt} is null`),
    index('applications_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // Issue 19: the applications table sorts by the last change.
    index('applications_updated_at_idx').on(t.updatedAt.desc(), t.id.desc()),
    index('applications_status_idx').on(t.status, t.createdAt.desc()),
    // A person's applications (the admin user page), and the applications list searched by a
    // rare name at a million people (issue 17).
    index('applications_person_idx').on(t.personId, t.createdAt.desc()),
    // The applications list searched by role (its track, spec §2).
    index('applications_track_idx').on(t.track, t.createdAt.desc()),
    // Issue 20 talent search: people by their current track and its status.
    index('applications_current_track_idx').on(t.track, t.status, t.personId).where(sql`${t.supersededAt} is null`),
    index('applications_booked_updated_idx').on(t.updatedAt).where(sql`${t.status} = 'booked'`),
  ],
);
