import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openPostgres } from '../db/open-postgres';

export type TestDatabase = DatabaseHandle & { url: string };

async function onServer(sql: string) {
  const client = new pg.Client({ connectionString: inject('testDatabaseServer') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

// A clean, migrated database for one test file: a copy of the run's template database
// (server/test/test-database-server.ts) on the embedded server or TEST_DATABASE_URL's,
// dropped when the file is done.
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `backline_test_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name} template ${inject('testDatabaseTemplate')}`);
  const url = new URL(inject('testDatabaseServer'));
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 10);
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}
