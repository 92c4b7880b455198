import { formatEventDay, viewerLocale } from './format';

// Issue 42 (D36): an event's times are shown where it happens (its time zone), whoever looks, in
// the viewer's locale. Plain Intl: no library. Its day and hours are in lib/format.ts (the public
// pages show them too); these serve the signed-in pages.

// "9:00 PM CST": a crew's call.
export function formatEventTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat(viewerLocale(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(instant));
}

// "Friday, December 12, 9:00 PM CST": when an offer ends, when cancelling stops being free.
export function formatEventMoment(instant: string, timeZone: string): string {
  return `${formatEventDay(instant, timeZone, 'long')}, ${formatEventTime(instant, timeZone)}`;
}
