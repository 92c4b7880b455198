import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

// Issue 18 (decision 100): the browsers that have proven they belong to an account (signed in,
// signed up, or set a new password through an emailed link). The browser keeps a random id in
// an httpOnly cookie; only its SHA-256 is stored here.
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'known_devices_pkey', columns: [t.userId, t.deviceHash] }),
    // Decision 155: "is this browser known to any account?" (built by migrations/concurrent/).
    index('known_devices_device_hash_idx').on(t.deviceHash),
  ],
);
