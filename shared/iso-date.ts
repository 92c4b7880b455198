import { z } from 'zod';

// A calendar day as YYYY-MM-DD (what <input type="date"> gives); blank means no date.
export const isoDateField = z
  .string('Enter a valid date')
  .trim()
  .transform((value) => value || null)
  .refine((value) => value === null || isCalendarDay(value), 'Enter a valid date');

export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
