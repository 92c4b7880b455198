import { CHECK_IN_OPENS_BEFORE_START_MS, type DoorOutcome } from '@shared/door';
import { zonedDateTime } from '@shared/event-times';
import type { DoorBooking, DoorEvent } from './door.repo';

// Issue 42 (D36, docs/decisions/181): what the door says to a scan, large on the phone. Times are
// the event's own (its time zone), on a 24-hour clock: "Already checked in at 22:14 by Sam".

const clock = (instant: Date, timeZone: string) => zonedDateTime(instant, timeZone).time;

const dayOf = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone }).format(instant);

// "19:00", or "19:00 on Friday, December 12" when that is not the day of the scan there.
function moment(instant: Date, scannedAt: Date, timeZone: string): string {
  const sameDay = zonedDateTime(instant, timeZone).date === zonedDateTime(scannedAt, timeZone).date;
  return sameDay ? clock(instant, timeZone) : `${clock(instant, timeZone)} on ${dayOf(instant, timeZone)}`;
}

export const DOOR_TEXTS = {
  forged: 'Not a valid ticket',
  unknown: 'No ticket with this code at this event',
  released: 'This booking was released: it was not confirmed in time',
  cancelled: 'This booking was cancelled',
  notBooked: 'Not booked for this event',
  noTimes: 'This event has no start and end times yet',
} as const;

export function doorMessage(
  outcome: DoorOutcome,
  context: { event: DoorEvent; booking: DoorBooking | undefined; scannedAt: Date },
): string {
  const { event, booking, scannedAt } = context;
  const zone = event.timeZone;
  switch (outcome) {
    case 'checked_in':
      return `Checked in: ${booking?.name ?? 'Guest'}`;
    case 'already_checked_in': {
      const at = booking?.checkedInAt ? ` at ${clock(booking.checkedInAt, zone)}` : '';
      const by = booking?.checkedInByName ? ` by ${booking.checkedInByName}` : '';
      return `Already checked in${at}${by}`;
    }
    case 'other_event':
      return booking ? `This ticket is for another event: ${booking.title}` : 'This ticket is for another event';
    case 'released':
      return DOOR_TEXTS.released;
    case 'cancelled':
      return DOOR_TEXTS.cancelled;
    case 'not_booked':
      return DOOR_TEXTS.notBooked;
    case 'no_show': {
      const at = booking?.noShowAt ? ` at ${clock(booking.noShowAt, zone)}` : '';
      return `Marked a no-show${at}: correct it with a reason to check them in`;
    }
    case 'forged':
      return DOOR_TEXTS.forged;
    case 'unknown':
      return DOOR_TEXTS.unknown;
    case 'not_open':
      return event.startsAt
        ? `Check-in opens at ${moment(new Date(event.startsAt.getTime() - CHECK_IN_OPENS_BEFORE_START_MS), scannedAt, zone)}`
        : DOOR_TEXTS.noTimes;
    case 'closed':
      return event.endsAt ? `Check-in has ended: the event ended at ${clock(event.endsAt, zone)}` : DOOR_TEXTS.noTimes;
    case 'no_times':
      return DOOR_TEXTS.noTimes;
  }
}
