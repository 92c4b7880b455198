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

// docs/decisions/016: opportunities.tag_ids is the database's own copy of the opportunity's
// tag assignments, whoever changes them.
describe('opportunities.tag_ids', () => {
  async function insertTag(label: string): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into opportunity_tags (label) values (${label}) returning id`,
    );
    return row?.id ?? '';
  }
  async function tagIdsOf(opportunity: string): Promise<string[]> {
    const [row] = await queryRows<{ tag_ids: string[] }>(
      database.db,
      sql`select tag_ids from opportunities where id = ${opportunity}`,
    );
    return [...(row?.tag_ids ?? [])].sort();
  }
  const assign = (opportunity: string, tag: string) =>
    database.db.execute(
      sql`insert into opportunity_tag_assignments (opportunity_id, tag_id) values (${opportunity}, ${tag}) on conflict do nothing`,
    );

  it('follows assignments added, repeated, moved, removed and cascaded from a deleted tag', async () => {
    const [opportunity, other] = [await insertOpportunity(), await insertOpportunity()];
    const [house, techno, rooftop] = [
      await insertTag('tag-ids house'),
      await insertTag('tag-ids techno'),
      await insertTag('tag-ids rooftop'),
    ];
    expect(await tagIdsOf(opportunity)).toEqual([]);

    await assign(opportunity, house);
    await assign(opportunity, techno);
    await assign(opportunity, house);
    expect(await tagIdsOf(opportunity)).toEqual([house, techno].sort());

    await database.db.execute(
      sql`update opportunity_tag_assignments set opportunity_id = ${other} where opportunity_id = ${opportunity} and tag_id = ${techno}`,
    );
    expect(await tagIdsOf(opportunity)).toEqual([house]);
    expect(await tagIdsOf(other)).toEqual([techno]);

    await assign(opportunity, rooftop);
    await database.db.execute(
      sql`delete from opportunity_tag_assignments where opportunity_id = ${opportunity} and tag_id = ${house}`,
    );
    expect(await tagIdsOf(opportunity)).toEqual([rooftop]);

    await database.db.execute(sql`delete from opportunity_tags where id = ${rooftop}`);
    expect(await tagIdsOf(opportunity)).toEqual([]);
    // Deleting an opportunity cascades to its assignments without complaint.
    await database.db.execute(sql`delete from opportunities where id = ${other}`);
    expect(await tagIdsOf(other)).toEqual([]);
  });

  it('loses no tag when many are assigned to one opportunity at once', async () => {
    const opportunity = await insertOpportunity();
    const tags = await Promise.all(Array.from({ length: 12 }, (_, index) => insertTag(`tag-ids at once ${index}`)));
    await Promise.all(
      tags.map((tag) =>
        database.db.transaction(async (tx) => {
          await tx.execute(
            sql`insert into opportunity_tag_assignments (opportunity_id, tag_id) values (${opportunity}, ${tag})`,
          );
        }),
      ),
    );
    expect(await tagIdsOf(opportunity)).toEqual([...tags].sort());
  });
});
