import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './database';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// Decision 140: the pool keeps the connections it opened, so a request after a quiet moment
// finds a server process that has its catalogs read and its shared buffers mapped.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const serverProcess = async () =>
  (await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`))[0]?.pid;

describe('the connection pool', () => {
  it('keeps an idle connection past the pool library’s default of ten seconds', { timeout: 30_000 }, async () => {
    const before = await serverProcess();
    expect(database.poolUse()).toMatchObject({ total: 1, idle: 1 });
    await new Promise((resolve) => setTimeout(resolve, 11_000));
    expect(database.poolUse()).toMatchObject({ total: 1, idle: 1 });
    expect(await serverProcess()).toBe(before);
  });
});
