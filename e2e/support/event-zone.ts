import { zonedDateTime } from '@shared/event-times';

// The event night's browser tests (door, event night): events in one zone, made hours from now
// by the server's own clock.

export const ZONE = 'America/Chicago';
const HOUR = 60 * 60 * 1000;

// The day and time `hoursAway` from now where the event is.
export const zoned = (hoursAway: number) => zonedDateTime(new Date(Date.now() + hoursAway * HOUR), ZONE);
