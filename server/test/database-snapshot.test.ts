import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { changedTables, databaseSnapshot } from './database-snapshot';
import { createTestApp, type TestApp } from './test-app';

// The "changes nothing" checks of the hostile-input and media suites rest on this: a committed
// write is seen, whichever table; a write rolled back, or an update to the same values, is not.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const addTag = (label: string) => t.db.execute(sql`insert into opportunity_tags (label) values (${label})`);

it('sees the tables a committed write touched, and nothing else', async () => {
  const before = await databaseSnapshot(t.db);
  expect(await changedTables(t.db, before)).toEqual([]);
  await addTag('snapshot-one');
  expect(await changedTables(t.db, before)).toEqual(['opportunity_tags']);
  const after = await databaseSnapshot(t.db);
  await t.db.execute(sql`delete from opportunity_tags where label = 'snapshot-one'`);
  expect(await changedTables(t.db, after)).toEqual(['opportunity_tags']);
});

it('does not count a write rolled back, or an update that changes no value', async () => {
  await addTag('snapshot-two');
  const before = await databaseSnapshot(t.db);
  await expect(
    t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into opportunity_tags (label) values ('snapshot-three')`);
      throw new Error('refused');
    }),
  ).rejects.toThrow('refused');
  await t.db.execute(sql`update opportunity_tags set label = label where label = 'snapshot-two'`);
  expect(await changedTables(t.db, before)).toEqual([]);
  await t.db.execute(sql`update opportunity_tags set label = 'snapshot-2' where label = 'snapshot-two'`);
  expect(await changedTables(t.db, before)).toEqual(['opportunity_tags']);
});
