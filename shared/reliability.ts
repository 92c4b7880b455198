import { z } from './zod';

// Issue 42 (D37): a person's reliability, as staff and the person read it.

// Of the last (at most 10) bookings that ended, how many were attended; null before any.
export type Reliability = { attended: number | null; counted: number | null };

// "9 of 10 attended", or "No history yet": the same words next to the person everywhere.
export function reliabilityLabel({ attended, counted }: Reliability): string {
  if (!counted) return 'No history yet';
  return `${attended ?? 0} of ${counted} attended`;
}

// Talent search's "at least …" choices (percent of the counted bookings attended).
export const RELIABILITY_MINIMUMS = [50, 70, 80, 90, 100] as const;

export const LIFT_NOTE_MAX_LENGTH = 1000;

// D37: an admin lifts a block with a note saying why.
export const liftBlockSchema = z
  .object({
    note: z
      .string('A note is required')
      .trim()
      .min(1, 'A note is required')
      .max(LIFT_NOTE_MAX_LENGTH, `The note must be at most ${LIFT_NOTE_MAX_LENGTH} characters`),
  })
  .strict();
export type LiftBlockInput = z.input<typeof liftBlockSchema>;
