import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVITATION_STATUSES } from '@shared/domain-values';
import { user } from './auth';
import { enumCheck } from './enum-check';
import { opportunities } from './opportunities';
import { people } from './people';

// D23: an admin's invitation of one person to one opportunity (docs/decisions/120).
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    message: text('message'),
    status: text('status').notNull().default('invited'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    enumCheck('invitations_status_check', t.status, INVITATION_STATUSES),
    check('invitations_message_check', sql`${t.message} is null or char_length(${t.message}) <= 1000`),
    // One open invitation per person and opportunity; a settled one may be followed by another.
    uniqueIndex('invitations_open_unique_idx').on(t.opportunityId, t.personId).where(sql`${t.status} = 'invited'`),
    index('invitations_person_idx').on(t.personId, t.createdAt.desc()),
    index('invitations_opportunity_idx').on(t.opportunityId, t.createdAt.desc()),
    // The periodic sweep settles the invitations that ran out, oldest deadline first.
    index('invitations_open_expires_idx').on(t.expiresAt).where(sql`${t.status} = 'invited'`),
  ],
);
