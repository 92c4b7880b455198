import { sql } from 'drizzle-orm';
import { check, customType, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { opportunities } from './opportunities';
import { people } from './people';

// The tsquery an alert's search is matched with (made by the database when the alert is saved).
const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

// D24: a person's saved list filters (docs/decisions/122). Matching is the database's (a trigger
// of migration 0011 on opportunities).
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    search: text('search'),
    searchQuery: tsquery('search_query'),
    opportunityType: text('opportunity_type'),
    city: text('city'),
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
    tagSlugs: text('tag_slugs').array().notNull().default(sql`'{}'::text[]`),
    dateFrom: date('date_from', { mode: 'string' }),
    dateTo: date('date_to', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('job_alerts_name_check', sql`char_length(btrim(${t.name})) between 1 and 100`),
    index('job_alerts_person_idx').on(t.personId, t.createdAt),
  ],
);

// An opportunity that opened matching an alert, until the day's email lists it.
export const jobAlertMatches = pgTable(
  'job_alert_matches',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'job_alert_matches_pkey', columns: [t.alertId, t.opportunityId] }),
    index('job_alert_matches_unsent_idx').on(t.personId, t.createdAt).where(sql`${t.emailedAt} is null`),
  ],
);

// D24: when each person was last sent their alerts' email (at most one a day).
export const jobAlertDigests = pgTable('job_alert_digests', {
  personId: uuid('person_id')
    .primaryKey()
    .references(() => people.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});
