import { countLabel } from '@shared/counts';

// Dates are shown in the viewer's locale (decisions, Interface). While the server renders a
// page (D28) that is the locale the browser asked for (Accept-Language), so the browser's
// first render reads the same.
let serverLocale: string | undefined;

export function setServerLocale(locale: string | undefined): void {
  serverLocale = locale;
}

// The locale dates are shown in: the browser's own, or the one the server renders for.
export function viewerLocale(): string | undefined {
  return serverLocale;
}

// Issue 42 (D36): an event's day where it happens, "Fri, Dec 12" ("Fri, Dec 12, 2031" in another
// year; `long`: "Friday, December 12"), in the viewer's locale.
export function formatEventDay(instant: string, timeZone: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(instant);
  const year = (at: Date) => new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone }).format(at);
  return new Intl.DateTimeFormat(serverLocale, {
    weekday: style,
    month: style,
    day: 'numeric',
    year: year(date) === year(new Date()) ? undefined : 'numeric',
    timeZone,
  }).format(date);
}

// Issue 42 (D36): when an event happens, where it happens: "Fri, Dec 12 · 9:00 PM – 2:00 AM CST";
// an opportunity without times, its day alone.
export function formatEventWhen(event: {
  date?: string | null;
  startsAt: string | null;
  endsAt: string | null;
  timeZone: string;
}): string {
  if (!event.startsAt) return formatDate(event.date);
  return `${formatEventDay(event.startsAt, event.timeZone)} · ${formatEventTimes(event)}`;
}

// Making a formatter costs far more than using one: one per locale and style.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: 'date' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${serverLocale ?? ''}|${style}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(
      serverLocale,
      style === 'date'
        ? { year: 'numeric', month: 'short', day: 'numeric' }
        : { dateStyle: 'medium', timeStyle: 'short' },
    );
    // Locales come from visitors' Accept-Language: keep a few, never an unbounded number.
    if (formatters.size >= 64) formatters.clear();
    formatters.set(key, made);
  }
  return made;
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  // A date-only value ("2026-12-01") is a calendar day, not an instant: show that day anywhere.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter('date').format(date);
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter('dateTime').format(date);
}

// Issue 42 (D36): an event's hours where it happens ("9:00 PM – 2:00 AM CST"), in the viewer's
// locale; nothing for an undated one.
export function formatEventTimes(event: { startsAt: string | null; endsAt: string | null; timeZone: string }): string {
  if (!event.startsAt || !event.endsAt) return '';
  const time = (instant: string, zoneName: boolean) =>
    new Intl.DateTimeFormat(serverLocale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: event.timeZone,
      ...(zoneName ? { timeZoneName: 'short' } : {}),
    }).format(new Date(instant));
  return `${time(event.startsAt, false)} – ${time(event.endsAt, true)}`;
}

// "under_review" → "under review" (spec §4: underscores in labels are shown as spaces).
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

// "event" → "Event": a stored value (type, status) as a label.
export function capitalized(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

// A count as the lists show it (D21): "1,204", or "10,000+" past the cap. Grouped the same in
// every locale, so the page rendered on the server reads as the browser renders it.
export function formatCount(value: number, capped = false): string {
  return countLabel({ value, precision: capped ? 'atLeast' : 'exact' });
}
