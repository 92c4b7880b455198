import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

// Rate-limit counters change with every counted request, refused or not; a refused sign-in
// counts against its account (docs/decisions/082) by design.
const UNWATCHED = ['rate_limit', 'sign_in_attempts'];

export type Snapshot = Record<string, string>;

let tables: string[] | undefined;

// Row count and a checksum of every row of every table of the product: two equal snapshots
// mean nothing was written in between. New tables are included without a change here. The
// checksum is the sum of each row's 64-bit hash, so the rows need no sorting (the hostile-input
// suite takes thousands of snapshots: a quarter of its time, sorted).
export async function databaseSnapshot(db: Database): Promise<Snapshot> {
  tables ??= (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !UNWATCHED.includes(name));
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, count(*)::int as rows, coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text as sum from "${name}" t`,
  );
  const rows = await queryRows<{ name: string; rows: number; sum: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows} rows, ${row.sum}`]));
}

export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
