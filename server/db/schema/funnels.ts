import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { opportunities } from './opportunities';

// Issue 19: the analytics funnel, pre-aggregated (docs/decisions/131). Triggers of migration
// 0012 on applications and opportunity_applications append each change here (never updating a
// shared row, so writers never wait on one another); compact_funnel_changes() folds them into
// the two tables below and empties this one.
export const funnelChanges = pgTable(
  'funnel_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    // The track, or the opportunity's id.
    subject: text('subject').notNull(),
    // The day applied (UTC).
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    // The bucket of the time from applying to the last change (funnel_decision_bucket).
    bucket: smallint('bucket').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [check('funnel_changes_kind_check', sql`${t.kind} in ('track', 'opportunity')`)],
);

// Per track, per day and per month applied: the count at each status ({"booked": 3, …}) and at
// each status and bucket of the time from applying to the last change ({"booked:20": 1, …}).
export const trackFunnels = pgTable(
  'track_funnels',
  {
    track: text('track').notNull(),
    grain: text('grain').notNull(),
    // The day, or the first day of the month.
    starts: date('starts', { mode: 'string' }).notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    decisions: jsonb('decisions').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ name: 'track_funnels_pkey', columns: [t.track, t.grain, t.starts] }),
    check('track_funnels_grain_check', sql`${t.grain} in ('day', 'month')`),
  ],
);

// Per opportunity, over its whole life: the same counts, and their total for ranking.
export const opportunityFunnels = pgTable(
  'opportunity_funnels',
  {
    opportunityId: uuid('opportunity_id')
      .primaryKey()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    // The opportunity's created_at: the period chooses opportunities by when they were posted.
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    total: integer('total').notNull().default(0),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    decisions: jsonb('decisions').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    // The most applied-to first (an index-only walk that stops after 25) …
    index('opportunity_funnels_rank_idx').on(t.total.desc(), t.opportunityId, t.postedAt),
    // … or, for a short period, those posted in it, sorted (the planner chooses).
    index('opportunity_funnels_posted_idx').on(t.postedAt),
  ],
);
