import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { concurrentMigrationsFolder } from '../lib/app-paths';
import { createLogger } from '../lib/logger';
import { openPostgres } from './open-postgres';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { queryRows } from './database';
import { type ConcurrentMigration, readConcurrentMigrations } from './concurrent-migrations';

// Issue 43 (docs/decisions/171): index builds on large tables run once the app serves, outside
// any transaction, one process at a time, and again after a build cut short.

const logger = createLogger('silent');
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table big_rows (id int, label text)`);
  await database.db.execute(sql`insert into big_rows select n, 'row ' || n from generate_series(1, 20000) n`);
});
afterAll(() => database?.close());

const indexState = async (name: string) => {
  const [row] = await queryRows<{ valid: boolean }>(
    database.db,
    sql`select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = ${name}`,
  );
  return row === undefined ? 'missing' : row.valid ? 'valid' : 'invalid';
};
const recorded = async () =>
  (await queryRows<{ name: string }>(database.db, sql`select name from concurrent_migrations order by name`)).map(
    (row) => row.name,
  );

const buildLockHeld = async () =>
  (
    await queryRows<{ held: boolean }>(
      database.db,
      sql`select exists (select 1 from pg_locks where locktype = 'advisory' and objid = 4300171 and granted
        and database = (select oid from pg_database where datname = current_database())) as held`,
    )
  )[0]?.held === true;

const labelIndex: ConcurrentMigration = {
  name: '9001_big-rows-label',
  statements: ['CREATE INDEX CONCURRENTLY IF NOT EXISTS "big_rows_label_idx" ON "big_rows" ("label")'],
};

describe('concurrent migrations', () => {
  it('ships the project’s own, each a CONCURRENTLY statement', () => {
    const shipped = readConcurrentMigrations(concurrentMigrationsFolder);
    expect(shipped.map((migration) => migration.name)).toContain('0016_email-outbox-user-id');
    for (const migration of shipped) {
      for (const statement of migration.statements) expect(statement).toMatch(/\bconcurrently\b/i);
    }
  });

  it('builds an index outside a transaction, records it, and does not build it twice', async () => {
    await database.buildConcurrently(logger, [labelIndex]);
    expect(await indexState('big_rows_label_idx')).toBe('valid');
    expect(await recorded()).toContain('9001_big-rows-label');
    await database.db.execute(sql`drop index big_rows_label_idx`);
    await database.buildConcurrently(logger, [labelIndex]);
    expect(await indexState('big_rows_label_idx')).toBe('missing');
  });

  it('drops the invalid leftover of a build cut short, and builds it again', async () => {
    await database.db.execute(sql`create index big_rows_id_idx on big_rows (id)`);
    // What a cancelled CREATE INDEX CONCURRENTLY leaves behind.
    await database.db.execute(
      sql`update pg_index set indisvalid = false where indexrelid = 'big_rows_id_idx'::regclass`,
    );
    expect(await indexState('big_rows_id_idx')).toBe('invalid');
    await database.buildConcurrently(logger, [
      {
        name: '9002_big-rows-id',
        statements: ['CREATE INDEX CONCURRENTLY IF NOT EXISTS "big_rows_id_idx" ON "big_rows" ("id")'],
      },
    ]);
    expect(await indexState('big_rows_id_idx')).toBe('valid');
  });

  it('is run by one process at a time, and a shutdown stops a build instead of waiting for it', async () => {
    const slow: ConcurrentMigration = { name: '9003_slow', statements: ['SELECT pg_sleep(30)'] };
    const first = await openPostgres(database.url, 2, logger);
    const second = await openPostgres(database.url, 2, logger);
    const building = first.buildConcurrently(logger, [slow]);
    // Once the first holds the lock (its build is under way).
    while (!(await buildLockHeld())) await new Promise((resolve) => setTimeout(resolve, 20));
    // The other process finds the lock taken and goes on at once.
    const started = Date.now();
    await second.buildConcurrently(logger, [slow]);
    expect(Date.now() - started).toBeLessThan(2_000);
    await second.close();
    // Closing the first stops its build within moments; it is not recorded.
    // The build's failure is awaited from the start: it fails while close() still runs.
    const stopped = expect(building).rejects.toThrow(/cancel/i);
    const closing = Date.now();
    await first.close();
    await stopped;
    expect(Date.now() - closing).toBeLessThan(5_000);
    expect(await recorded()).not.toContain('9003_slow');
  });
});
