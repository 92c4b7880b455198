import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { appErrorFromDatabase, databaseErrorSummary } from './database-error';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function failure(query: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await t.db.execute(query);
  } catch (error) {
    return error;
  }
  throw new Error('The query did not fail');
}

// Issue 18 (finding 8): year 0000 reached PostgreSQL, whose 22008 answered 500 and put the whole
// statement, values included, in the log.
describe('a date PostgreSQL cannot hold', () => {
  it('is a 400 in the D16 terms, not a 500', async () => {
    const error = await failure(sql`select ${'0000-01-01'}::date`);
    expect(appErrorFromDatabase(error)).toMatchObject({
      status: 400,
      message: 'The data provided does not meet requirements.',
    });
  });

  it('is logged with its code and statement, without the values', async () => {
    const error = await failure(sql`select ${'secret-person@example.com'}::text, ${'0000-01-01'}::date`);
    const summary = databaseErrorSummary(error);
    expect(summary).toMatch(/^database error 22008 in: select \$1::text, \$2::date$/);
    expect(summary).not.toContain('secret-person');
    expect(summary).not.toContain('0000-01-01');
  });
});
