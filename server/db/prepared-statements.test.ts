import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { PREPARED_TEXTS_MAX, preparedTextsTaken, queryPrepared, queryRows, runStatement } from './database';

// docs/decisions/142: statements built once per shape, prepared within a budget of texts.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('prepared statements', () => {
  it('runs a shape with its values by name, prepared on the connection', async () => {
    await t.db.transaction(async (tx) => {
      for (const value of [2, 3, 5]) {
        const [row] = await runStatement<{ doubled: number }>(tx, {
          key: 'test double',
          build: () => sql`select ${sql.placeholder('value')}::int * 2 as doubled`,
          values: { value },
          prepared: true,
        });
        expect(row?.doubled).toBe(value * 2);
      }
      const prepared = await queryRows<{ count: number }>(
        tx,
        sql`select count(*)::int as count from pg_prepared_statements where statement like '%* 2 as doubled%'`,
      );
      expect(prepared[0]?.count).toBe(1);
    });
  });

  // The budget is the process's: files run before this one in the same test worker may have
  // taken some of it.
  it('prepares no more texts than its budget, and still answers past it', async () => {
    const left = PREPARED_TEXTS_MAX - preparedTextsTaken();
    await t.db.transaction(async (tx) => {
      for (let index = 0; index < PREPARED_TEXTS_MAX + 10; index += 1) {
        const [row] = await queryPrepared<{ n: number }>(tx, sql`select ${sql.raw(String(index))}::int as n`);
        expect(row?.n).toBe(index);
      }
      const [row] = await queryRows<{ all: number; these: number }>(
        tx,
        sql`select count(*)::int as all, (count(*) filter (where statement ~ '^select [0-9]+::int as n$'))::int as these
            from pg_prepared_statements`,
      );
      expect(row?.all).toBeLessThanOrEqual(PREPARED_TEXTS_MAX);
      expect(row?.these).toBe(left);
    });
    expect(preparedTextsTaken()).toBe(PREPARED_TEXTS_MAX);
  });
});
