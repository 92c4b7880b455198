import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Issue 8: sign-in attempts per account (normalised email), counted in the database so a
// restart or another server process keeps the count. A successful sign-in removes the row;
// rows whose window has passed are pruned as attempts come in.
export const signInAttempts = pgTable('sign_in_attempts', {
  email: text('email').primaryKey(),
  attempts: integer('attempts').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});
