import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { people } from './people';

// Issue 20: a person's private calendar feed, known by the SHA-256 of its secret token
// (docs/decisions/123).
export const calendarFeeds = pgTable('calendar_feeds', {
  personId: uuid('person_id')
    .primaryKey()
    .references(() => people.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
