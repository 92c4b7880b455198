import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// D21: 'Showing X of Y opportunities' counts exactly up to 10,000 and says "10,000+" beyond;
// the rows past the 10,000th are not served.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // 10,050 listed opportunities, every one with "lantern" in its description, every tenth with
  // "harbor" in its title; and a closed one with both.
  await t.db.execute(sql`insert into opportunities (title, description, city, status, created_at)
    select case when g % 10 = 0 then 'Harbor Night ' || g else 'Gig ' || g end,
      'Carry the lantern to the stage.', 'Dallas', 'open', now() - make_interval(mins => g)
    from generate_series(1, 10050) g`);
  await t.db.execute(
    sql`insert into opportunities (title, description, status) values ('Harbor Closed', 'A lantern.', 'closed')`,
  );
}, 120_000);
afterAll(() => t.close());

describe('counts (D21)', () => {
  it('says 10,000+ past 10,000', async () => {
    const { body } = await t.client().get('/api/opportunities?q=lantern');
    expect(body).toMatchObject({ total: 10_000, totalCapped: true, openTotal: 10_000, openTotalCapped: true });
    expect(body.items).toHaveLength(20);
  });

  it('counts exactly below it', async () => {
    const { body } = await t.client().get('/api/opportunities?q=harbor');
    expect(body).toMatchObject({ total: 1005, totalCapped: false, openTotalCapped: true });
  });

  it('serves no row past the 10,000th', async () => {
    const last = await t.client().get('/api/opportunities?pageSize=50&page=200');
    expect(last.body.items).toHaveLength(50);
    const beyond = await t.client().get('/api/opportunities?pageSize=50&page=201');
    expect(beyond.body).toMatchObject({ items: [], total: 10_000, totalCapped: true });
  });
});
