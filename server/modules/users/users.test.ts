import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;

async function insertPerson(values: {
  name: string;
  email?: string;
  city?: string;
  school?: string;
  status?: string;
  rank?: string;
}): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into people (name, email, city, school, status, rank)
        values (${values.name}, ${values.email ?? null}, ${values.city ?? null}, ${values.school ?? null},
                ${values.status ?? 'new'}, ${values.rank ?? 'member'}) returning id`,
  );
  return row?.id ?? '';
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  await insertPerson({
    name: 'Nia Brooks',
    email: 'nia@example.com',
    city: 'Dallas',
    status: 'active',
    rank: 'verified',
  });
  await insertPerson({ name: 'Omar Hale', city: 'Austin', school: 'UT Austin', status: 'active' });
  await insertPerson({ name: 'Pat 100%_Real', city: 'Tulsa', rank: 'legend' });
});
afterAll(() => t.close());

describe('GET /api/admin/users', () => {
  it('is admin only', async () => {
    expect((await t.client().get('/api/admin/users')).status).toBe(401);
    const reviewer = await signedIn(t, 'reviewer');
    expect((await reviewer.client.get('/api/admin/users')).status).toBe(403);
  });

  it('lists people newest first with the stat counts', async () => {
    const response = await admin.client.get('/api/admin/users');
    expect(response.status).toBe(200);
    const names: string[] = response.body.items.map((item: { name: string }) => item.name);
    expect(names.indexOf('Pat 100%_Real')).toBeLessThan(names.indexOf('Omar Hale'));
    expect(names.indexOf('Omar Hale')).toBeLessThan(names.indexOf('Nia Brooks'));
    const times = response.body.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.body.stats.totalUsers).toEqual({ value: response.body.total, precision: 'exact' });
    expect(response.body.stats).toMatchObject({
      active: { value: 2, precision: 'exact' },
      verifiedPlus: { value: 2, precision: 'exact' },
    });
  });

  it('searches name, email, city and school case-insensitively, literally', async () => {
    const names = async (query: string) =>
      (await admin.client.get(`/api/admin/users?${query}`)).body.items.map((item: { name: string }) => item.name);
    expect(await names('search=NIA@EXAMPLE')).toEqual(['Nia Brooks']);
    expect(await names('search=austin')).toEqual(['Omar Hale']);
    expect(await names('search=ut%20aus')).toEqual(['Omar Hale']);
    expect(await names(`search=${encodeURIComponent('100%_')}`)).toEqual(['Pat 100%_Real']);
    expect(await names(`search=${encodeURIComponent('%')}`)).toEqual(['Pat 100%_Real']);
  });

  it('filters by status and rank, and pages', async () => {
    const active = await admin.client.get('/api/admin/users?status=active&rank=verified');
    expect(active.body.items.map((item: { name: string }) => item.name)).toEqual(['Nia Brooks']);
    expect(active.body.total).toBe(1);
    const paged = await admin.client.get('/api/admin/users?pageSize=1&page=2');
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.page).toBe(2);
  });

  it('filters by city and the day joined, and sorts by name, XP and joining (issue 19)', async () => {
    const token = `Wren${Date.now().toString(36)}`;
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const people = [
      { name: `${token} Bea`, city: 'Houston', xp: 50, daysAgo: 30 },
      { name: `${token} Abe`, city: 'El Paso', xp: 300, daysAgo: 10 },
      { name: `${token} Cal`, city: 'Houston', xp: 0, daysAgo: 1 },
    ];
    for (const person of people) {
      await queryRows(
        t.db,
        sql`insert into people (name, city, xp_total, created_at)
            values (${person.name}, ${person.city}, ${person.xp}, now() - make_interval(days => ${person.daysAgo}))`,
      );
    }
    const list = async (query: string) => {
      const response = await admin.client.get(`/api/admin/users?search=${token}&${query}`);
      expect(response.status).toBe(200);
      return response.body.items.map((item: { name: string }) => item.name.replace(`${token} `, ''));
    };
    expect(await list('city=houston')).toEqual(['Cal', 'Bea']);
    expect(await list(`from=${day(15)}`)).toEqual(['Cal', 'Abe']);
    expect(await list(`from=${day(40)}&to=${day(5)}`)).toEqual(['Abe', 'Bea']);
    expect(await list('sort=name&dir=asc')).toEqual(['Abe', 'Bea', 'Cal']);
    expect(await list('sort=xp&dir=desc')).toEqual(['Abe', 'Bea', 'Cal']);
    expect(await list('sort=joined&dir=asc')).toEqual(['Bea', 'Abe', 'Cal']);
    expect((await admin.client.get(`/api/admin/users?search=${token}&city=houston`)).body.total).toBe(2);
    expect((await admin.client.get(`/api/admin/users?from=${day(1)}&to=${day(3)}`)).status).toBe(400);
    expect((await admin.client.get('/api/admin/users?sort=email')).status).toBe(400);
  });

  it('refuses unknown filters with a clear message', async () => {
    const response = await admin.client.get('/api/admin/users?status=vip');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Unknown status');
  });
});

describe('a person in detail', () => {
  it('shows the person with their applications', async () => {
    const personId = await insertPerson({ name: 'Quinn Park' });
    const [opportunity] = await queryRows<{ id: string }>(
      t.db,
      sql`insert into opportunities (title, description, status) values ('Door Host', 'd', 'open') returning id`,
    );
    await t.db.execute(
      sql`insert into applications (person_id, track, consented_at) values (${personId}, 'ops', now())`,
    );
    await t.db.execute(
      sql`insert into opportunity_applications (opportunity_id, person_id, status) values (${opportunity?.id}, ${personId}, 'accepted')`,
    );
    const response = await admin.client.get(`/api/admin/users/${personId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Quinn Park',
      hasAccount: false,
      applications: [{ track: 'ops', status: 'submitted' }],
      opportunityApplications: [{ title: 'Door Host', status: 'accepted' }],
    });
  });

  it("answers 'User not found' for unknown and malformed ids", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
      const response = await admin.client.get(`/api/admin/users/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('User not found');
    }
  });
});

describe('status and rank (D13)', () => {
  it('lets an admin change them, and nothing else', async () => {
    const personId = await insertPerson({ name: 'Rae Stone' });
    const changed = await admin.client.patch(`/api/admin/users/${personId}`, { status: 'active', rank: 'operator' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'active', rank: 'operator' });

    const extra = await admin.client.patch(`/api/admin/users/${personId}`, { xpTotal: 9999 });
    expect(extra.status).toBe(400);
    const empty = await admin.client.patch(`/api/admin/users/${personId}`, {});
    expect(empty.body.error.message).toBe('Choose a status or a rank');
    const bad = await admin.client.patch(`/api/admin/users/${personId}`, { rank: 'boss' });
    expect(bad.status).toBe(400);

    const reviewer = await signedIn(t, 'reviewer');
    expect((await reviewer.client.patch(`/api/admin/users/${personId}`, { rank: 'legend' })).status).toBe(403);
    expect((await admin.client.get(`/api/admin/users/${personId}`)).body).toMatchObject({
      rank: 'operator',
      xpTotal: 0,
    });
  });
});
