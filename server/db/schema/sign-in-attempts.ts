import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Issue 8: sign-in attempts per account (normalised email), counted in the database so a
// restart or another server process keeps the count. A successful sign-in removes the row;
// rows whose window has passed are pruned as attempts come in.
// Issue 18 (decision 100): a browser that has signed in to the account before (a known
// device) counts in a row of its own (`device_hash`); every other attempt counts in the
// account's shared row (`device_hash` empty), so strangers cannot lock the owner out.
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    email: text('email').notNull(),
    deviceHash: text('device_hash').notNull().default(''),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'sign_in_attempts_pkey', columns: [t.email, t.deviceHash] })],
);
