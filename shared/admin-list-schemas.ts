import { z } from './zod';
import { isCalendarDay } from './calendar-day';

// Issue 19: the back office's tables. Each list takes a sort column of its own (`sort`), a
// direction (`dir`) and, where it has dates, a range of calendar days (YYYY-MM-DD, both ends
// included), all of them in the page's address.
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const sortDirectionField = z.enum(SORT_DIRECTIONS, 'Sort direction is asc or desc').default('desc');

export const calendarDayField = z.string().trim().refine(isCalendarDay, 'Enter a valid date (YYYY-MM-DD)').optional();

// A range whose end comes before its start finds nothing, which is rarely meant: it is refused.
export function rangeInOrder(value: { from?: string; to?: string }): boolean {
  return !value.from || !value.to || value.from <= value.to;
}
export const RANGE_ORDER_MESSAGE = 'The end date must not be before the start date';
