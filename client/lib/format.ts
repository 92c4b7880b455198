// Dates are shown in the viewer's locale (decisions, Interface).

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  // A date-only value ("2026-12-01") is a calendar day, not an instant: show that day anywhere.
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

// "under_review" → "under review" (spec §4: underscores in labels are shown as spaces).
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

// "event" → "Event": a stored value (type, status) as a label.
export function capitalized(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
