import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// A timestamp as ISO 8601 in UTC ("2026-11-25T04:58:09Z"), written by the database, for raw
// rows (a CSV export) that would otherwise carry PostgreSQL's own text form.
export function isoUtc(column: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
}
