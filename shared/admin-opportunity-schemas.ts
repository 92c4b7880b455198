import { z } from './zod';
import { calendarDayField, RANGE_ORDER_MESSAGE, rangeInOrder, sortDirectionField } from './admin-list-schemas';
import { OPPORTUNITY_STATUSES, OPPORTUNITY_TYPES } from './domain-values';
import { pageQuerySchema } from './pagination';

// Issue 19: the columns the admin opportunities table sorts by, each walking an index.
export const ADMIN_OPPORTUNITY_SORTS = ['created', 'date', 'title'] as const;

const yesNo = z.enum(['yes', 'no'], 'Choose yes or no');

// Issue 19 /admin/opportunities: search by title, filters by status, type, city, featured,
// past (D22) and the event's day (from, to), and a sort; every status is listed.
export const adminOpportunitiesFilterShape = {
  search: z.string().trim().max(200, 'Search is too long').optional(),
  status: z.enum(OPPORTUNITY_STATUSES, 'Unknown status').optional(),
  type: z.enum(OPPORTUNITY_TYPES, 'Unknown type').optional(),
  city: z.string().trim().max(200, 'City is too long').optional(),
  featured: yesNo.optional(),
  past: yesNo.optional(),
  from: calendarDayField,
  to: calendarDayField,
  sort: z.enum(ADMIN_OPPORTUNITY_SORTS, 'Unknown sort').default('created'),
  dir: sortDirectionField,
};

export const adminOpportunitiesQuerySchema = pageQuerySchema
  .extend(adminOpportunitiesFilterShape)
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['to'] });
export type AdminOpportunitiesQuery = z.output<typeof adminOpportunitiesQuerySchema>;
