// Dates are shown in the viewer's locale (decisions, Interface). While the server renders a
// page (D28) that is the locale the browser asked for (Accept-Language), so the browser's
// first render reads the same.
let serverLocale: string | undefined;

export function setServerLocale(locale: string | undefined): void {
  serverLocale = locale;
}

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  // A date-only value ("2026-12-01") is a calendar day, not an instant: show that day anywhere.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(serverLocale, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(serverLocale, { dateStyle: 'medium', timeStyle: 'short' });
}

// "under_review" → "under review" (spec §4: underscores in labels are shown as spaces).
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

// "event" → "Event": a stored value (type, status) as a label.
export function capitalized(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
