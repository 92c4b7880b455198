import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PERSON_RANKS, PERSON_STATUSES } from '@shared/domain-values';
import { user } from './auth';
import { enumCheck } from './enum-check';

// A PostgreSQL full-text search document (written by the database only).
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// spec §3 people. D3: one row per account, created with it at sign-up.
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    age: integer('age'),
    city: text('city'),
    state: text('state'),
    travelRadius: text('travel_radius'),
    school: text('school'),
    gradYear: integer('grad_year'),
    greekAffiliation: text('greek_affiliation'),
    hasCar: boolean('has_car').notNull().default(false),
    experienceLevel: text('experience_level'),
    roleTypes: text('role_types').array().notNull().default(sql`'{}'::text[]`),
    markets: text('markets').array().notNull().default(sql`'{}'::text[]`),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    genres: text('genres').array().notNull().default(sql`'{}'::text[]`),
    instagram: text('instagram'),
    tiktok: text('tiktok'),
    website: text('website'),
    portfolio: text('portfolio'),
    // D33: audio and video links, in the order shown (shared/media-links.ts).
    mediaLinks: text('media_links').array().notNull().default(sql`'{}'::text[]`),
    // D34: the person's public page at /talent/{handle} (migration 0022), off by default.
    publicHandle: text('public_handle'),
    publicName: text('public_name'),
    publicBio: text('public_bio'),
    publicPagePublished: boolean('public_page_published').notNull().default(false),
    publicPageIndexable: boolean('public_page_indexable').notNull().default(false),
    equipment: text('equipment'),
    availabilityNote: text('availability_note'),
    status: text('status').notNull().default('new'),
    rank: text('rank').notNull().default('member'),
    xpTotal: integer('xp_total').notNull().default(0),
    missionsCompleted: integer('missions_completed').notNull().default(0),
    // Issue 20 talent search: name, artist names and track answers, kept by the database (the
    // triggers of migration 0011, docs/decisions/121); the app never writes it.
    talentDocument: tsvector('talent_document').notNull().default(sql`''::tsvector`),
    // Issue 40: the person's alert unsubscribe links are signed with it too (none until a recovery
    // of the account retires the links sent before, migration 0016).
    alertLinkKey: text('alert_link_key'),
    // D37: of the last (at most 10) bookings that ended, how many were attended; kept by the
    // database whenever a booking ends (migration 0018); null before the first.
    reliabilityAttended: smallint('reliability_attended'),
    reliabilityCounted: smallint('reliability_counted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('people_status_check', t.status, PERSON_STATUSES),
    enumCheck('people_rank_check', t.rank, PERSON_RANKS),
    check('people_age_check', sql`${t.age} is null or ${t.age} between 0 and 120`),
    check('people_state_check', sql`${t.state} is null or char_length(${t.state}) <= 2`),
    check('people_grad_year_check', sql`${t.gradYear} is null or ${t.gradYear} between 1900 and 2100`),
    check('people_xp_check', sql`${t.xpTotal} >= 0`),
    check('people_missions_check', sql`${t.missionsCompleted} >= 0`),
    check('people_media_links_check', sql`cardinality(${t.mediaLinks}) <= 6`),
    index('people_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    // Issue 19: the users table sorts by name and by XP.
    index('people_name_idx').on(t.name.desc(), t.id.desc()),
    index('people_xp_idx').on(t.xpTotal.desc(), t.id.desc()),
    // Issue 42 (D37): talent search sorts and filters by reliability.
    index('people_reliability_idx').on(
      sql`(${t.reliabilityAttended}::real / nullif(${t.reliabilityCounted}, 0)) desc nulls last`,
    ),
    uniqueIndex('people_public_handle_idx').on(t.publicHandle),
    index('people_status_idx').on(t.status),
    index('people_rank_idx').on(t.rank),
    index('people_email_lower_idx').on(sql`lower(${t.email})`),
    // Admin search (D15): case-insensitive substring match on name, email, city and school.
    index('people_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('people_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('people_city_trgm_idx').using('gin', sql`${t.city} gin_trgm_ops`),
    index('people_school_trgm_idx').using('gin', sql`${t.school} gin_trgm_ops`),
    // Issue 20 talent search: its free text, its filters and its sorts (docs/decisions/121).
    index('people_talent_document_idx').using('gin', t.talentDocument),
    index('people_markets_idx').using('gin', t.markets),
    index('people_genres_idx').using('gin', t.genres),
    index('people_skills_idx').using('gin', t.skills),
    index('people_city_lower_idx').on(sql`lower(${t.city})`),
    index('people_age_idx').on(t.age),
    index('people_travel_radius_idx').on(t.travelRadius),
    index('people_missions_idx').on(t.missionsCompleted.desc(), t.id.desc()),
  ],
);
