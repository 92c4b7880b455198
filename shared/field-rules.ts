import { z } from './zod';
import { AGE_MAX, AGE_MIN, GRAD_YEAR_MAX, GRAD_YEAR_MIN, STATE_MAX_LENGTH } from './limits';

// Field rules shared by the wizard and the profile (spec §5).

export const AGE_RANGE_MESSAGE = `Age must be between ${AGE_MIN} and ${AGE_MAX}`;
export const GRAD_YEAR_FORMAT_MESSAGE = 'Enter a valid 4-digit year';
export const GRAD_YEAR_RANGE_MESSAGE = `Graduation year must be between ${GRAD_YEAR_MIN} and ${GRAD_YEAR_MAX}`;
export const STATE_LENGTH_MESSAGE = `State must be at most ${STATE_MAX_LENGTH} characters`;

// spec §5: "Age is parsed as an integer" / "Age and graduation year become null if not a
// number": the leading integer of the text, or null.
export function parseInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value !== 'string') return null;
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isNaN(parsed) ? null : parsed;
}

// spec §5 graduation year: 4 digits, between 2024 and 2040. The message, or null when valid.
export function gradYearError(value: string): string | null {
  if (!/^\d{4}$/.test(value.trim())) return GRAD_YEAR_FORMAT_MESSAGE;
  const year = Number(value);
  return year < GRAD_YEAR_MIN || year > GRAD_YEAR_MAX ? GRAD_YEAR_RANGE_MESSAGE : null;
}

// Optional free text: trimmed, at most `max` characters, blank stored as null.
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

// Optional integer (profile): anything that is not a number becomes null; a number must be in range.
export const optionalInteger = (min: number, max: number, rangeMessage: string) =>
  z.preprocess(parseInteger, z.number().int().min(min, rangeMessage).max(max, rangeMessage).nullable());

// State: a 2-letter code, kept uppercase. Blank is stored as null.
export const optionalState = () =>
  z
    .string()
    .trim()
    .max(STATE_MAX_LENGTH, STATE_LENGTH_MESSAGE)
    .nullish()
    .transform((value) => (value ? value.toUpperCase() : null));
