import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database';
import { openPglite } from '../db/open-pglite';
import { openPostgres } from '../db/open-postgres';
import { testDatabaseUrl } from '../env';

export type TestDatabase = DatabaseHandle & { url: string | undefined };

// A clean, migrated database for one test file: in-memory PGlite, or with TEST_DATABASE_URL
// a new database on that PostgreSQL server, dropped when the file is done.
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = testDatabaseUrl();
  if (!serverUrl) {
    const database = await openPglite(undefined);
    await database.migrate();
    return { ...database, url: undefined };
  }
  const name = `backline_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 10);
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
