import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appErrorFromDatabase, databaseErrorCode } from '../lib/database-error';
import { queryRows } from './database';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

// The database itself keeps the invariants (foundation issue): a bug in a service cannot
// write a second application, an unknown status or an over-filled opportunity.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function sqlState(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await database.db.execute(statement);
    return undefined;
  } catch (error) {
    return databaseErrorCode(error)?.code;
  }
}

async function insertPerson(): Promise<string> {
  const [row] = await queryRows<{ id: string }>(database.db, sql`insert into people (name) values ('P') returning id`);
  return row?.id ?? '';
}

async function insertOpportunity(slotsTotal = 1): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`insert into opportunities (title, description, status, slots_total) values ('T', 'D', 'open', ${slotsTotal}) returning id`,
  );
  return row?.id ?? '';
}

describe('schema constraints', () => {
  it('refuses a second application of one person to one opportunity', async () => {
    const person = await insertPerson();
    const opportunity = await insertOpportunity();
    const insert = sql`insert into opportunity_applications (opportunity_id, person_id) values (${opportunity}, ${person})`;
    expect(await sqlState(insert)).toBeUndefined();
    expect(await sqlState(insert)).toBe('23505');
  });

  it('refuses a second current track application of one person', async () => {
    const person = await insertPerson();
    const insert = sql`insert into applications (person_id, track, consented_at) values (${person}, 'creator', now())`;
    expect(await sqlState(insert)).toBeUndefined();
    expect(await sqlState(insert)).toBe('23505');
  });

  it('never lets slots_filled exceed slots_total', async () => {
    const opportunity = await insertOpportunity(1);
    const fill = sql`update opportunities set slots_filled = slots_filled + 1 where id = ${opportunity}`;
    expect(await sqlState(fill)).toBeUndefined();
    expect(await sqlState(fill)).toBe('23514');
  });

  it.each([
    ['people status', sql`insert into people (status) values ('vip')`],
    ['people rank', sql`insert into people (rank) values ('boss')`],
    [
      'opportunity type',
      sql`insert into opportunities (title, description, opportunity_type) values ('T', 'D', 'gig')`,
    ],
    ['opportunity status', sql`insert into opportunities (title, description, status) values ('T', 'D', 'live')`],
    ['team role', sql`insert into user_roles (user_id, role) values ('nobody', 'owner')`],
    ['empty title', sql`insert into opportunities (title, description) values ('', 'D')`],
    ['state longer than 2', sql`insert into people (state) values ('TEX')`],
  ])('checks %s', async (_name, statement) => {
    expect(['23514', '23503']).toContain(await sqlState(statement));
  });

  it('refuses an application of a person that does not exist', async () => {
    const opportunity = await insertOpportunity();
    const state = await sqlState(
      sql`insert into opportunity_applications (opportunity_id, person_id) values (${opportunity}, gen_random_uuid())`,
    );
    expect(state).toBe('23503');
  });

  it('refuses an unknown track application status', async () => {
    const person = await insertPerson();
    const state = await sqlState(
      sql`insert into applications (person_id, track, status, consented_at) values (${person}, 'ops', 'maybe', now())`,
    );
    expect(state).toBe('23514');
  });

  // Issue 8: request bodies are checked for null characters first; the database's refusal
  // is still a 400 rather than a 500 should one get past.
  it.each([
    ['text', sql`insert into people (name) values (${'before\u0000after'})`],
    [
      'jsonb',
      sql`insert into activity_log (action_type, entity_type, entity_id, details) values ('add_note', 'x', 'y', ${'{"a": "\\u0000"}'}::jsonb)`,
    ],
  ])('refuses a null character in %s as bad input, answered 400', async (_kind, statement) => {
    let caught: unknown;
    await database.db.execute(statement).catch((error: unknown) => {
      caught = error;
    });
    expect(appErrorFromDatabase(caught)?.status).toBe(400);
  });
});
