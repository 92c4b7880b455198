import { z } from './zod';
import { TRACK_APPLICATION_STATUSES } from './domain-values';
import { pageQuerySchema } from './pagination';

// spec §2 /admin/applications: search by name, role (track) or city; a status filter.
export const applicationsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200, 'Search is too long').optional(),
  status: z.enum(TRACK_APPLICATION_STATUSES, 'Unknown status').optional(),
});
export type ApplicationsQuery = z.output<typeof applicationsQuerySchema>;

// spec §4: an admin may set any status directly, in any order.
export const applicationStatusSchema = z
  .object({ status: z.enum(TRACK_APPLICATION_STATUSES, 'Choose a valid status') })
  .strict();
export type ApplicationStatusInput = z.input<typeof applicationStatusSchema>;

// The legacy private notes of the application page (spec §2). The spec sets no limit; one
// keeps a runaway paste out of the row (docs/decisions/031).
export const PRIVATE_NOTES_MAX_LENGTH = 5000;
export const privateNotesSchema = z
  .object({
    notes: z
      .string('Notes must be text')
      .max(PRIVATE_NOTES_MAX_LENGTH, `Notes must be at most ${PRIVATE_NOTES_MAX_LENGTH} characters`),
  })
  .strict();
export type PrivateNotesInput = z.input<typeof privateNotesSchema>;
