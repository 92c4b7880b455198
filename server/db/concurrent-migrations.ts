import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import type { Logger } from '../lib/logger';

// Issue 43 (docs/decisions/171): an index built or rebuilt on a large table locks writes to it
// for as long as the build takes when it runs inside the start's migration transaction. Such
// statements live in migrations/concurrent/ instead: each file, in name order, statement by
// statement (`CREATE INDEX CONCURRENTLY`, `DROP INDEX CONCURRENTLY`, `REINDEX ... CONCURRENTLY`
// cannot run in a transaction), once the app serves. One process at a time (an advisory lock);
// a file is recorded when all its statements are done, so a build cut short by a stop is done
// again at the next start, after its invalid leftover is dropped.
const LOCK_ID = 4_300_171;

export type ConcurrentMigration = { name: string; statements: string[] };

export function readConcurrentMigrations(folder: string): ConcurrentMigration[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.sql'));
  } catch {
    return [];
  }
  return names.sort().map((name) => ({
    name: name.replace(/\.sql$/, ''),
    statements: readFileSync(join(folder, name), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter(Boolean),
  }));
}

// The indexes a statement creates, for dropping the invalid leftover of an interrupted build.
const createdIndex = (statement: string) =>
  /create\s+(?:unique\s+)?index\s+concurrently\s+(?:if\s+not\s+exists\s+)?"?([\w]+)"?/i.exec(statement)?.[1];

// Runs what is left to run; false when another process holds the lock (it runs them).
export async function runConcurrentMigrations(
  client: pg.ClientBase,
  migrations: ConcurrentMigration[],
  logger: Logger,
): Promise<boolean> {
  if (migrations.length === 0) return true;
  const locked = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [LOCK_ID]);
  if (!locked.rows[0]?.locked) return false;
  try {
    await client.query(`create table if not exists concurrent_migrations (
      name text primary key, finished_at timestamptz not null default now())`);
    const done = new Set(
      (await client.query<{ name: string }>('select name from concurrent_migrations')).rows.map((row) => row.name),
    );
    for (const migration of migrations.filter((candidate) => !done.has(candidate.name))) {
      const started = Date.now();
      logger.info(`Building ${migration.name} concurrently: the app serves meanwhile`);
      for (const statement of migration.statements) {
        const index = createdIndex(statement);
        if (index) await dropInvalidIndex(client, index);
        await client.query(statement);
      }
      await client.query('insert into concurrent_migrations (name) values ($1) on conflict do nothing', [
        migration.name,
      ]);
      logger.info(`Built ${migration.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    return true;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_ID]).catch(() => {});
  }
}

async function dropInvalidIndex(client: pg.ClientBase, index: string) {
  const invalid = await client.query(
    `select 1 from pg_index i join pg_class c on c.oid = i.indexrelid
      where c.relname = $1 and not i.indisvalid`,
    [index],
  );
  if (invalid.rowCount) await client.query(`drop index concurrently if exists "${index}"`);
}
