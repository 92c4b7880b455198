import { z } from './zod';
import { calendarDayField, RANGE_ORDER_MESSAGE, rangeInOrder } from './admin-list-schemas';

// Issue 19: the funnel over a chosen period, `from` to `to` (days in UTC, both included; either
// open): the track applications made in it, and the opportunities posted in it.
export const analyticsQuerySchema = z
  .object({ from: calendarDayField, to: calendarDayField })
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['to'] });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

// How many opportunities the funnel lists: of those posted in the period, the ones with the most
// applications (docs/decisions/131).
export const ANALYTICS_OPPORTUNITY_LIMIT = 25;
