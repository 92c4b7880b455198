// The event night's browser tests (door, event night): events in one zone, made hours from now
// by the server's own clock.

export const ZONE = 'America/Chicago';
const HOUR = 60 * 60 * 1000;

// The day and time `hoursAway` from now where the event is.
export function zoned(hoursAway: number) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(Date.now() + hoursAway * HOUR));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}
