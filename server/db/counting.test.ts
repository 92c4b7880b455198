import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../test/staff';
import { createTestApp, type TestApp } from '../test/test-app';

// Issue 17: the back office counts at most 10,000 rows for a number; past that it shows the
// database's estimate, labelled "about".
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  // 12,000 people with a track application each: every third active, a tenth named Garcia.
  await t.db.execute(sql`insert into people (name, city, status, rank)
    select case when g % 10 = 0 then 'Ana Garcia ' || g else 'Sam Lee ' || g end, 'Tulsa',
      case when g % 3 = 0 then 'active' else 'new' end, 'member'
    from generate_series(1, 12000) g`);
  await t.db.execute(sql`insert into applications (person_id, track, status, consented_at)
    select id, 'creator', 'submitted', now() from people where name like 'Ana Garcia %' or name like 'Sam Lee %'`);
  await t.db.execute(sql`analyze people`);
  await t.db.execute(sql`analyze applications`);
}, 120_000);
afterAll(() => t.close());

describe('counts at scale (issue 17)', () => {
  it('users: exact up to 10,000, estimated past it', async () => {
    const { body } = await admin.client.get('/api/admin/users');
    expect(body).toMatchObject({ total: 12_000, totalPrecision: 'about' });
    expect(body.stats.totalUsers).toEqual({ value: 12_000, precision: 'about' });
    expect(body.stats.active).toEqual({ value: 4000, precision: 'exact' });
    const garcias = (await admin.client.get('/api/admin/users?search=garcia')).body;
    expect(garcias).toMatchObject({ total: 1200, totalPrecision: 'exact' });
  });

  it('applications: the list, its search and the overview', async () => {
    const { body } = await admin.client.get('/api/admin/applications');
    expect(body).toMatchObject({ total: 12_000, totalPrecision: 'about' });
    expect(body.overallTotal).toEqual({ value: 12_000, precision: 'about' });
    const garcias = (await admin.client.get('/api/admin/applications?search=garcia')).body;
    expect(garcias).toMatchObject({ total: 1200, totalPrecision: 'exact' });
    const overview = (await admin.client.get('/api/admin/overview')).body;
    expect(overview.totalApplications).toEqual({ value: 12_000, precision: 'about' });
    expect(overview.pendingReview).toEqual({ value: 12_000, precision: 'about' });
    expect(overview.totalOpportunities).toEqual({ value: 0, precision: 'exact' });
  });

  it('counts a few exactly, and says 10,000+ when the estimate falls short of the count', async () => {
    const garcias = (await admin.client.get('/api/admin/applications?search=ana%20garcia%2012')).body;
    expect(garcias).toMatchObject({ total: 12, totalPrecision: 'exact' });
    // Statistics from before 11,000 more arrived: the estimate says fewer than there are.
    await t.db.execute(
      sql`insert into people (name, status) select 'Late ' || g, 'pending' from generate_series(1, 11000) g`,
    );
    const pending = (await admin.client.get('/api/admin/users?status=pending')).body;
    expect(pending).toMatchObject({ total: 10_000, totalPrecision: 'atLeast' });
  });

  it('serves no row past the 10,000th', async () => {
    const last = await admin.client.get('/api/admin/applications?pageSize=50&page=200');
    expect(last.body.items).toHaveLength(50);
    expect((await admin.client.get('/api/admin/applications?pageSize=50&page=201')).body.items).toEqual([]);
  });
});
