import { z } from './zod';
import { calendarDayField, RANGE_ORDER_MESSAGE, rangeInOrder, sortDirectionField } from './admin-list-schemas';
import { TRACK_APPLICATION_STATUSES, TRACKS } from './domain-values';
import { pageQuerySchema } from './pagination';

// Issue 19: the columns the applications table sorts by, each walking an index.
export const APPLICATION_SORTS = ['created', 'updated', 'status', 'track'] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

// spec §2 /admin/applications: search by name, role (track) or city; a status filter. Issue 19:
// a track filter, the day applied (from, to), the day of the last change from `updatedFrom`
// (the overview's 'Accepted This Month'), and a sort.
export const applicationsFilterShape = {
  search: z.string().trim().max(200, 'Search is too long').optional(),
  status: z.enum(TRACK_APPLICATION_STATUSES, 'Unknown status').optional(),
  track: z.enum(TRACKS, 'Unknown track').optional(),
  from: calendarDayField,
  to: calendarDayField,
  updatedFrom: calendarDayField,
  sort: z.enum(APPLICATION_SORTS, 'Unknown sort').default('created'),
  dir: sortDirectionField,
};
export const applicationsFilterSchema = z
  .object(applicationsFilterShape)
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['to'] });
export type ApplicationsFilter = z.output<typeof applicationsFilterSchema>;

export const applicationsQuerySchema = pageQuerySchema
  .extend(applicationsFilterShape)
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['to'] });
export type ApplicationsQuery = z.output<typeof applicationsQuerySchema>;

// spec §4: an admin may set any status directly, in any order.
export const applicationStatusSchema = z
  .object({ status: z.enum(TRACK_APPLICATION_STATUSES, 'Choose a valid status') })
  .strict();
export type ApplicationStatusInput = z.input<typeof applicationStatusSchema>;

// Issue 19: bulk review. The rows chosen one by one (at most a few pages), or every application
// matching the table's filter, up to BULK_MAX: one confirmation, then each application changes
// exactly as it would alone (its own activity entry and status email).
export const BULK_MAX = 1000;
const bulkStatus = z.enum(TRACK_APPLICATION_STATUSES, 'Choose a valid status');
export const bulkStatusSchema = z.discriminatedUnion(
  'target',
  [
    z
      .object({
        target: z.literal('ids'),
        ids: z
          .array(z.uuid('Unknown application'), 'Choose applications')
          .min(1, 'Choose at least one application')
          .max(BULK_MAX, `At most ${BULK_MAX.toLocaleString('en-US')} applications at once`),
        status: bulkStatus,
      })
      .strict(),
    z
      .object({
        target: z.literal('matching'),
        filter: applicationsFilterSchema,
        // The count the confirmation named: if the filter matches another number now, nothing
        // changes (someone else changed the list meanwhile).
        expectedCount: z.number().int().min(1).max(BULK_MAX),
        status: bulkStatus,
      })
      .strict(),
  ],
  'Choose the applications by id or by filter',
);
export type BulkStatusInput = z.output<typeof bulkStatusSchema>;
