import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { signedInAdmin } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

// docs/decisions/121: how a talent page is found depends on the planner's estimate; whichever
// way, each page and total is what a plain sorted query says. 62,000 people: 12,000 oldest ones
// share a city, market, genre and skill (the planner, taking the four as independent, expects a
// few hundred); 50,000 newer ones share none of them (so walking the newest-first order finds
// none of the 12,000 within 50,000 people).
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  await t.db.execute(sql`alter table people disable trigger people_talent_document`);
  await t.db.execute(sql`
    insert into people (name, email, age, city, state, markets, genres, skills, created_at)
    select 'Polka Player ' || g, 'polka' || g || '@example.com', 30, 'Tulsa', 'OK', array['Tulsa'], array['Acoustic'],
      array['Operations'], now() - interval '10 years' - make_interval(secs => g)
    from generate_series(1, 12000) g`);
  await t.db.execute(sql`
    insert into people (name, email, age, city, state, markets, genres, skills, created_at)
    select 'Other Person ' || g, 'other' || g || '@example.com', 25, 'Dallas', 'TX', array['Dallas'], array['House'],
      array['DJing'], now() - make_interval(secs => g)
    from generate_series(1, 50000) g`);
  await t.db.execute(sql`alter table people enable trigger people_talent_document`);
  await t.db.execute(sql`analyze people`);
}, 120_000);
afterAll(() => t.close());

const POLKA = `city=Tulsa&market=Tulsa&genre=Acoustic&skill=Operations`;

async function expected(offset: number) {
  const rows = await queryRows<{ id: string }>(
    t.db,
    sql`select id from people where genres @> array['Acoustic'] and age is not null
      order by created_at desc nulls last, id desc nulls last limit 20 offset ${offset}`,
  );
  return rows.map((row) => row.id);
}

describe('talent pages at scale (docs/decisions/121)', () => {
  it('serves every page of filters the planner under-estimates, up to and past the 10,000th match', async () => {
    for (const page of [1, 500, 501, 600, 601]) {
      const response = await admin.get(`/api/admin/talent?${POLKA}&page=${page}`);
      expect(response.status).toBe(200);
      expect(
        response.body.items.map((item: { id: string }) => item.id),
        `page ${page}`,
      ).toEqual(await expected((page - 1) * 20));
      expect(response.body).toMatchObject({ total: 10_000, totalPrecision: 'atLeast' });
    }
  });

  it('finds matches at the far end of the order, past both walks, with the estimate as the total', async () => {
    for (const page of [1, 250, 600]) {
      const response = await admin.get(`/api/admin/talent?genre=Acoustic&page=${page}`);
      expect(response.body.items.map((item: { id: string }) => item.id)).toEqual(await expected((page - 1) * 20));
      expect(response.body.totalPrecision).toBe('about');
    }
    const past = await admin.get('/api/admin/talent?genre=Acoustic&page=601');
    expect(past.body.items).toEqual([]);
  });

  it('says 0, not the estimate, for a word nobody has', async () => {
    // (These people were made without search documents: no word finds them.)
    const response = await admin.get('/api/admin/talent?q=polka');
    expect(response.body).toMatchObject({ items: [], total: 0, totalPrecision: 'exact' });
  });
});
