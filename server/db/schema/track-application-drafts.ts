import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WizardDraft } from '@shared/track-application-draft';
import { people } from './people';

// D26: the onboarding wizard's answers kept on the server while the person moves through its
// steps, one draft per person; submitting the application removes it (docs/decisions/090).
export const trackApplicationDrafts = pgTable('track_application_drafts', {
  personId: uuid('person_id')
    .primaryKey()
    .references(() => people.id, { onDelete: 'cascade' }),
  values: jsonb('values').$type<WizardDraft>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
