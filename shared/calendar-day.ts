// A calendar day written YYYY-MM-DD that exists (no 2026-02-30). Year 0000 does not: the
// calendar PostgreSQL keeps goes from 1 BC to AD 1 (issue 18: `from=0000-01-01` answered 500).
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
