import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { createOpportunity, signedInAdmin } from '../../test/opportunity-fixtures';
import type { TestClient } from '../../test/test-client';
import { createTestApp, type TestApp } from '../../test/test-app';

// D22, docs/decisions/135: the database keeps `listed` (open, and its day not past) on every
// write; reads still test the date, so an event whose day passed since is never shown, and the
// hourly sweep takes it out of the public indexes.
let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function listedOf(id: string): Promise<boolean> {
  const [row] = await queryRows<{ listed: boolean }>(t.db, sql`select listed from opportunities where id = ${id}`);
  return row?.listed ?? false;
}

const found = async (word: string) =>
  (await t.client().get(`/api/opportunities?q=${word}`)).body.items.map((item: { title: string }) => item.title);

describe('listed opportunities (D22)', () => {
  it('are the open ones whose day has not passed, whatever writes them', async () => {
    const upcoming = await createOpportunity(admin, { title: 'Listed upcoming', date: day(10) });
    const undated = await createOpportunity(admin, { title: 'Listed undated' });
    const past = await createOpportunity(admin, { title: 'Listed past', date: day(-10) });
    const draft = await createOpportunity(admin, { title: 'Listed draft', status: 'draft', date: day(10) });
    expect(await Promise.all([upcoming, undated, past, draft].map(({ id }) => listedOf(id)))).toEqual([
      true,
      true,
      false,
      false,
    ]);

    await t.db.execute(sql`update opportunities set status = 'closed' where id = ${upcoming.id}`);
    expect(await listedOf(upcoming.id)).toBe(false);
    await t.db.execute(sql`update opportunities set date = ${day(5)} where id = ${past.id}`);
    expect(await listedOf(past.id)).toBe(true);
    // Nobody sets it by hand: the database works it out again.
    await t.db.execute(sql`update opportunities set listed = true where id = ${draft.id}`);
    expect(await listedOf(draft.id)).toBe(false);
  });

  it('is never true for an opportunity that is not open', async () => {
    const { id } = await createOpportunity(admin, { title: 'Listed checked', status: 'closed' });
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`alter table opportunities disable trigger opportunities_listed`);
        await tx.execute(sql`update opportunities set listed = true where id = ${id}`);
      }),
    ).rejects.toThrow();
    expect(await listedOf(id)).toBe(false);
  });

  it('leaves an event whose day passed since out of the list before the sweep, and the sweep unlists it', async () => {
    const { id } = await createOpportunity(admin, { title: 'Sweepable gathering', date: day(1) });
    expect(await found('sweepable')).toEqual(['Sweepable gathering']);
    // Its day passes (as time would: the row is not written again).
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`alter table opportunities disable trigger opportunities_listed`);
      await tx.execute(sql`update opportunities set date = ${day(-2)} where id = ${id}`);
      await tx.execute(sql`alter table opportunities enable trigger opportunities_listed`);
    });
    expect(await listedOf(id)).toBe(true);
    expect(await found('sweepable')).toEqual([]);

    expect(await t.services.opportunities.unlistPast()).toBeGreaterThanOrEqual(1);
    expect(await listedOf(id)).toBe(false);
    expect(await found('sweepable')).toEqual([]);
    expect(await t.services.opportunities.unlistPast()).toBe(0);
  });
});
