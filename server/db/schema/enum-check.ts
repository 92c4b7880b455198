import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// A check constraint that keeps an enumerated text column inside its allowed values.
// The values come from shared/domain-values.ts, so they never contain quotes.
export function enumCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  const list = values.map((value) => `'${value}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(list)})`);
}
