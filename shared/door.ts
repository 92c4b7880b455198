import { SEARCH_MAX_LENGTH } from './limits';
import { z } from './zod';

// Issue 42 (D36, docs/decisions/181): the door of an event — scans, typed codes, check-in by
// name, check-out, corrected no-shows.

// D36: check-in is allowed from 2 hours before the start to the end.
export const CHECK_IN_OPENS_BEFORE_START_MS = 2 * 60 * 60 * 1000;

// What a scan answered. `checked_in` lets the person in; `already_checked_in` is harmless (a
// second scan); everything else is a refusal.
export const DOOR_OUTCOMES = [
  'checked_in',
  'already_checked_in',
  'other_event',
  'released',
  'cancelled',
  'not_booked',
  'no_show',
  'forged',
  'unknown',
  'not_open',
  'closed',
  'no_times',
] as const;
export type DoorOutcome = (typeof DOOR_OUTCOMES)[number];

export type DoorTone = 'success' | 'warning' | 'refusal';

export function doorTone(outcome: DoorOutcome): DoorTone {
  if (outcome === 'checked_in') return 'success';
  return outcome === 'already_checked_in' ? 'warning' : 'refusal';
}

// The phone names each scan (a random id): sent again after the connection returns, it is the
// same scan and counts once.
const NONCE_MESSAGE = 'A scan needs an id of 16 to 64 letters, digits, dashes or underscores';
// A scan's time is the phone's: sane years only (PostgreSQL holds no year 0).
const EARLIEST_SCAN = Date.UTC(2020, 0, 1);
const LATEST_SCAN = Date.UTC(2100, 0, 1);

export const doorScanSchema = z
  .object({
    nonce: z.string(NONCE_MESSAGE).regex(/^[\w-]{16,64}$/, NONCE_MESSAGE),
    // What the camera read off a ticket's QR code.
    payload: z.string('Scan a ticket').trim().min(1, 'Scan a ticket').max(200, 'That is not a ticket').optional(),
    // The short code printed under it, as typed.
    code: z.string('Type the code').trim().min(1, 'Type the code').max(20, 'That code is too long').optional(),
    // Check-in by name: a booking chosen from the door's list.
    applicationId: z.uuid('Choose a person from the list').optional(),
    // When the scan was made on the phone (a scan queued offline arrives later).
    scannedAt: z.iso.datetime({ offset: true, message: 'Say when the scan was made' }).refine((value) => {
      const time = Date.parse(value);
      return time >= EARLIEST_SCAN && time < LATEST_SCAN;
    }, 'Say when the scan was made'),
  })
  .strict()
  .refine(
    (scan) => [scan.payload, scan.code, scan.applicationId].filter((part) => part !== undefined).length === 1,
    'Scan a ticket, type its code or choose a name',
  );
export type DoorScanInput = z.input<typeof doorScanSchema>;

export const NO_SHOW_REASON_MAX_LENGTH = 1000;

// D36: staff correct a no-show with a reason, which is logged.
export const noShowCorrectionSchema = z
  .object({
    reason: z
      .string('A reason is required')
      .trim()
      .min(1, 'A reason is required')
      .max(NO_SHOW_REASON_MAX_LENGTH, `The reason must be at most ${NO_SHOW_REASON_MAX_LENGTH} characters`),
  })
  .strict();
export type NoShowCorrectionInput = z.input<typeof noShowCorrectionSchema>;

const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

// The door's list, searched by name by the database.
export const doorQuerySchema = z.object({
  search: z.preprocess(blankAsMissing, z.string().trim().max(SEARCH_MAX_LENGTH, 'Search is too long').optional()),
});
export type DoorQuery = z.output<typeof doorQuerySchema>;

// How many of an event's bookings the door lists at once (a search finds the others).
export const DOOR_LIST_LIMIT = 100;
