import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Product-wide settings and one-time markers (for example: demo content loaded, D9).
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
