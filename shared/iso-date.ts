import { z } from './zod';
import { isCalendarDay } from './calendar-day';

export { isCalendarDay };

// A calendar day as YYYY-MM-DD (what <input type="date"> gives); blank means no date.
export const isoDateField = z
  .string('Enter a valid date')
  .trim()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDay(value), 'Enter a valid date');
