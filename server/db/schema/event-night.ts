import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { opportunities, opportunityApplications } from './opportunities';
import { people } from './people';

// Issue 42 (D36, D37, docs/decisions/180): the event night's own records (migration 0018).

// A freed spot offered to the first waitlisted person, until `expires_at` (12 hours, or 6 hours
// before the start, whichever is sooner); then to the next.
export const spotOffers = pgTable(
  'spot_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => opportunityApplications.id, { onDelete: 'cascade' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [
    check(
      'spot_offers_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in ('accepted', 'declined', 'lapsed', 'withdrawn')`,
    ),
    uniqueIndex('spot_offers_open_idx').on(t.applicationId).where(sql`${t.outcome} is null`),
    index('spot_offers_expiry_idx').on(t.expiresAt).where(sql`${t.outcome} is null`),
    index('spot_offers_opportunity_idx').on(t.opportunityId, t.offeredAt),
  ],
);

// Every scan or typed code the door sent, by the nonce its phone gave it: sent twice (offline,
// then online), it counts once.
export const doorScans = pgTable('door_scans', {
  nonce: text('nonce').primaryKey(),
  opportunityId: uuid('opportunity_id')
    .notNull()
    .references(() => opportunities.id, { onDelete: 'cascade' }),
  applicationId: uuid('application_id').references(() => opportunityApplications.id, { onDelete: 'set null' }),
  scannedBy: text('scanned_by').references(() => user.id, { onDelete: 'set null' }),
  scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  outcome: text('outcome').notNull(),
});

// D37: two no-shows within 90 days stop a person applying and accepting invitations for 30 days;
// an admin can lift it, with a note.
export const reliabilityBlocks = pgTable(
  'reliability_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by').references(() => user.id, { onDelete: 'set null' }),
    liftNote: text('lift_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reliability_blocks_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('reliability_blocks_lift_check', sql`(${t.liftedAt} is null) = (${t.liftNote} is null)`),
    index('reliability_blocks_person_idx').on(t.personId, t.endsAt.desc()),
  ],
);
