import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OPPORTUNITY_APPLICATION_STATUSES, OPPORTUNITY_STATUSES, OPPORTUNITY_TYPES } from '@shared/domain-values';
import { user } from './auth';
import { enumCheck } from './enum-check';
import { people } from './people';

// A PostgreSQL full-text search document; the app never reads or writes it (the database does).
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// spec §3 opportunities, plus `featured` (D8).
export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    city: text('city'),
    date: date('date', { mode: 'string' }),
    opportunityType: text('opportunity_type').notNull().default('event'),
    vertical: text('vertical'),
    status: text('status').notNull().default('draft'),
    slotsTotal: integer('slots_total').notNull().default(1),
    slotsFilled: integer('slots_filled').notNull().default(0),
    responsibilities: text('responsibilities'),
    idealCandidate: text('ideal_candidate'),
    perks: text('perks'),
    venue: text('venue'),
    budgetRange: text('budget_range'),
    featured: boolean('featured').notNull().default(false),
    // Issue 42 (D36): when it starts and ends (and when the crew is called), as instants, shown in
    // its time zone (an IANA name). `date` is the start's day there.
    timeZone: text('time_zone').notNull().default('America/Chicago'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    callAt: timestamp('call_at', { withTimezone: true }),
    // D21 full-text search: title and tag names (weight A), city and venue (B), description (D),
    // without accents, kept by the database itself on every write (a trigger of migration 0009,
    // docs/decisions/095).
    searchDocument: tsvector('search_document').notNull().default(sql`''::tsvector`),
    // The ids of the opportunity's tags, kept by the database itself from
    // opportunity_tag_assignments (a trigger of migration 0005): the list filters on them, finds
    // similar opportunities by them and shows them without a join (docs/decisions/016).
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
    // Open and not yet past when last written or swept (D22), kept by the database itself (a
    // trigger of migration 0014 on every write; the hourly sweep unlists those whose day has
    // passed). Never true for a row that is not open (a check). The public reads' indexes hold
    // these rows only, so past events do not weigh on them as they pile up (docs/decisions/135).
    listed: boolean('listed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('opportunities_type_check', t.opportunityType, OPPORTUNITY_TYPES),
    enumCheck('opportunities_status_check', t.status, OPPORTUNITY_STATUSES),
    // spec §4: slots_total 0 means invite only. D11: slots_filled never exceeds slots_total.
    check(
      'opportunities_slots_check',
      sql`${t.slotsTotal} >= 0 and ${t.slotsFilled} >= 0 and ${t.slotsFilled} <= ${t.slotsTotal}`,
    ),
    check('opportunities_listed_check', sql`not ${t.listed} or ${t.status} = 'open'`),
    check(
      'opportunities_times_check',
      sql`(${t.startsAt} is null) = (${t.endsAt} is null) and (${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}) and (${t.callAt} is null or (${t.startsAt} is not null and ${t.callAt} <= ${t.startsAt}))`,
    ),
    // The event-night job walks the events about to start or just over.
    index('opportunities_starts_at_idx').on(t.startsAt).where(sql`${t.startsAt} is not null`),
    check('opportunities_title_length_check', sql`char_length(${t.title}) between 1 and 200`),
    check('opportunities_description_length_check', sql`char_length(${t.description}) between 1 and 5000`),
    // Public list: listed only, featured first, then newest (D8). The columns after the order are
    // what the list's filters, its counts and similar opportunities test: they walk the index
    // alone, never reading a row they then leave out (issue 17).
    index('opportunities_public_order_idx')
      .on(t.featured.desc(), t.createdAt.desc(), t.id.desc(), t.date, t.slotsTotal, t.opportunityType, t.city, t.tagIds)
      .where(sql`${t.listed}`),
    index('opportunities_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // Issue 19: the admin table sorts by the event's day and by title, and searches titles.
    index('opportunities_date_idx').on(t.date.desc(), t.id.desc()),
    index('opportunities_title_idx').on(t.title.desc(), t.id.desc()),
    index('opportunities_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('opportunities_type_idx').on(t.opportunityType),
    index('opportunities_city_lower_idx').on(sql`lower(${t.city})`),
    // D22 Soonest: listed ones by event date, undated last; walked from today on, which is also
    // how the listed are counted (`coalesce(date, 'infinity') >= today`, listed.repo.ts).
    index('opportunities_soonest_idx')
      .on(
        sql`coalesce(${t.date}, 'infinity'::date)`,
        t.featured.desc(),
        t.createdAt.desc(),
        t.id.desc(),
        t.date,
        t.slotsTotal,
        t.opportunityType,
        t.city,
        t.tagIds,
      )
      .where(sql`${t.listed}`),
    // D21: the listed opportunities' documents (only they are ever searched), whole and in the
    // two parts that rank first: title and tags, then those with city and venue
    // (docs/decisions/095).
    index('opportunities_search_idx').using('gin', t.searchDocument).where(sql`${t.listed}`),
    index('opportunities_search_title_idx')
      .using('gin', sql`ts_filter(${t.searchDocument}, '{a}')`)
      .where(sql`${t.listed}`),
    index('opportunities_search_listing_idx')
      .using('gin', sql`ts_filter(${t.searchDocument}, '{a,b}')`)
      .where(sql`${t.listed}`),
    // Tag filters and similar opportunities read listed ones only (issue 17: a whole-table index
    // made the planner intersect it with every open row).
    index('opportunities_tag_ids_idx').using('gin', t.tagIds).where(sql`${t.listed}`),
  ],
);

export const opportunityTags = pgTable(
  'opportunity_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    label: text('label').notNull(),
    // The tag in a list's address (?tags=dj,paid), made once from the label by the database
    // (migration 0009); it never changes, so shared links keep working (docs/decisions/097).
    slug: text('slug').notNull().default(''),
    color: text('color'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('opportunity_tags_label_check', sql`char_length(btrim(${t.label})) between 1 and 50`),
    uniqueIndex('opportunity_tags_label_lower_idx').on(sql`lower(${t.label})`),
    uniqueIndex('opportunity_tags_slug_idx').on(t.slug),
  ],
);

export const opportunityTagAssignments = pgTable(
  'opportunity_tag_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => opportunityTags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('opportunity_tag_assignments_unique').on(t.opportunityId, t.tagId),
    index('opportunity_tag_assignments_tag_idx').on(t.tagId, t.opportunityId),
  ],
);

export const opportunityApplications = pgTable(
  'opportunity_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    coverLetter: text('cover_letter'),
    applicationData: jsonb('application_data').$type<Record<string, string>>(),
    status: text('status').notNull().default('pending'),
    // Issue 42 (D36): the event night's facts about a booking (an accepted application).
    confirmAskedAt: timestamp('confirm_asked_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by').references(() => user.id, { onDelete: 'set null' }),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    noShowAt: timestamp('no_show_at', { withTimezone: true }),
    // The ticket: its QR code carries this id, signed; the short code is printed under it.
    ticketId: text('ticket_id'),
    doorCode: text('door_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('opportunity_applications_ticket_idx').on(t.ticketId).where(sql`${t.ticketId} is not null`),
    uniqueIndex('opportunity_applications_door_code_idx')
      .on(t.opportunityId, t.doorCode)
      .where(sql`${t.doorCode} is not null`),
    // An event's bookings and its waitlist, in order (the door, releases, offers).
    index('opportunity_applications_booked_idx')
      .on(t.opportunityId, t.status, t.createdAt)
      .where(sql`${t.status} in ('accepted', 'waitlisted')`),
    // D37: a person's bookings that ended, newest first (their reliability).
    index('opportunity_applications_ended_idx')
      .on(t.personId, t.updatedAt.desc())
      .where(sql`${t.status} in ('completed', 'no_show') or ${t.lateCancellation}`),
    // spec §5: one application per person per opportunity, whatever the timing.
    unique('opportunity_applications_one_per_person').on(t.opportunityId, t.personId),
    enumCheck('opportunity_applications_status_check', t.status, OPPORTUNITY_APPLICATION_STATUSES),
    check(
      'opportunity_applications_cover_letter_check',
      sql`${t.coverLetter} is null or char_length(${t.coverLetter}) <= 2000`,
    ),
    index('opportunity_applications_person_idx').on(t.personId, t.createdAt.desc()),
    index('opportunity_applications_opportunity_idx').on(t.opportunityId, t.createdAt.desc()),
  ],
);

// D21 "Did you mean …?": every word (unaccented, lower case, 3+ letters, not a stop word) that
// an open opportunity has used, kept by the database (a trigger of migration 0009). A word stays
// after its opportunity closes; a suggestion is only offered when it finds open opportunities
// (docs/decisions/096).
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);

// D21: every lexeme of the listed opportunities' documents (stems and words as written), kept by
// the database (triggers of migration 0015) and only ever added to: the word a person is still
// typing is looked up here as the indexed words it begins (docs/decisions/137).
export const searchLexemes = pgTable('search_lexemes', { lexeme: text('lexeme').notNull() }, (t) => [
  uniqueIndex('search_lexemes_lexeme_idx').using('btree', t.lexeme.op('text_pattern_ops')),
]);
