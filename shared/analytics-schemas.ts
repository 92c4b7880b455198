import { z } from './zod';
import { calendarDayField, RANGE_ORDER_MESSAGE, rangeInOrder } from './admin-list-schemas';

// Issue 19: the funnel over a chosen period: applications made from `from` to `to` (days, both
// included; either open).
export const analyticsQuerySchema = z
  .object({ from: calendarDayField, to: calendarDayField })
  .refine(rangeInOrder, { message: RANGE_ORDER_MESSAGE, path: ['to'] });
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

// How many opportunities the funnel lists: the ones with the most applications in the period.
export const ANALYTICS_OPPORTUNITY_LIMIT = 25;
