import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';

// Rate-limit counters change with every counted request, refused or not; a refused sign-in
// counts against its account (docs/decisions/082) by design.
const UNWATCHED = ['rate_limit', 'sign_in_attempts'];
const LOG = 'test_writes';

// Where a test's database stood: every write made since is in the log after this mark.
export type Snapshot = { mark: string };

const installed = new WeakSet<Database>();

// Every table of the product (new tables included without a change here) gets triggers that log
// each row inserted, deleted or truly changed (an update to the same values is no change), in the
// writing transaction: a write rolled back leaves nothing. Installed in the test's own database at
// its first snapshot. Reading the log after a mark costs what was written since, where checksums
// of every row of every table cost the whole database at each snapshot (the hostile-input suite
// takes thousands).
async function installWriteLog(db: Database): Promise<void> {
  if (installed.has(db)) return;
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  )
    .map((row) => row.name)
    .filter((name) => !UNWATCHED.includes(name) && name !== LOG);
  const triggers = tables.map(
    (name) => `
      drop trigger if exists test_writes_rows on "${name}";
      drop trigger if exists test_writes_changes on "${name}";
      create trigger test_writes_rows after insert or delete on "${name}"
        for each row execute function test_log_write();
      create trigger test_writes_changes after update on "${name}"
        for each row when (old.* is distinct from new.*) execute function test_log_write();`,
  );
  await db.execute(
    sql.raw(`
      create table if not exists ${LOG} (id bigserial primary key, table_name text not null);
      create or replace function test_log_write() returns trigger language plpgsql as $$
      begin
        insert into ${LOG} (table_name) values (tg_table_name);
        return null;
      end $$;
      ${triggers.join('\n')}`),
  );
  installed.add(db);
}

// The mark to compare with later. A write made after it (by a request sent after it) has a later
// id in the log.
export async function databaseSnapshot(db: Database): Promise<Snapshot> {
  await installWriteLog(db);
  const rows = await queryRows<{ mark: string }>(db, sql.raw(`select coalesce(max(id), 0)::text as mark from ${LOG}`));
  return { mark: rows[0]?.mark ?? '0' };
}

// The tables written since the mark.
export async function changedTables(db: Database, since: Snapshot): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct table_name as name from ${sql.raw(LOG)} where id > ${since.mark}::bigint order by 1`,
  );
  return rows.map((row) => row.name);
}
