import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { userRoles } from '../../db/schema/team';
import { createOpportunity, signedInAdmin, signedInPerson } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const form = { title: 'Door Host', description: 'Run the door.' };

describe('admin opportunities API: permissions (spec §6)', () => {
  it('refuses anonymous callers (401), people and reviewers (403), and changes nothing', async () => {
    const { id } = await createOpportunity(admin);
    const person = await signedInPerson(t);
    const reviewer = await signedInPerson(t);
    const { user } = (await reviewer.client.get('/api/session')).body;
    await t.db.insert(userRoles).values({ userId: user.id, role: 'reviewer' });

    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/opportunities'],
      ['POST', '/api/admin/opportunities', form],
      ['GET', `/api/admin/opportunities/${id}`],
      ['PUT', `/api/admin/opportunities/${id}`, { ...form, title: 'Hacked' }],
      ['DELETE', `/api/admin/opportunities/${id}`],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.client().request(method, path, { json })).status, `${method} ${path}`).toBe(401);
      for (const client of [person.client, reviewer.client]) {
        const response = await client.request(method, path, { json });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.body.error.message).toBe('Access denied - Admin only');
      }
    }
    const [row] = await t.db.select().from(opportunities).where(eq(opportunities.id, id));
    expect(row?.title).toBe('Door Host');
  });
});

describe('admin opportunities API: create, read, update, delete', () => {
  it('creates with the form defaults: event, draft, one spot', async () => {
    const response = await admin.post('/api/admin/opportunities', { ...form, slotsTotal: 'lots' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      ...form,
      opportunityType: 'event',
      status: 'draft',
      slotsTotal: 1,
      slotsFilled: 0,
      featured: false,
      city: null,
      date: null,
      tags: [],
    });
    const read = await admin.get(`/api/admin/opportunities/${response.body.id}`);
    expect(read.body).toEqual(response.body);
  });

  it('stores every field of the form, and invite only as zero spots', async () => {
    const full = {
      title: 'NYE VIP Host',
      description: 'Host our VIP tables.',
      city: 'Dallas',
      venue: 'Downtown',
      date: '2031-12-31',
      opportunityType: 'event',
      vertical: 'Hospitality',
      status: 'open',
      slotsTotal: '8',
      inviteOnly: true,
      responsibilities: 'Greet guests',
      idealCandidate: 'Hosts we know',
      perks: 'Tips',
      budgetRange: '$400 + tips',
      featured: true,
    };
    const response = await admin.post('/api/admin/opportunities', full);
    expect(response.status).toBe(201);
    const { inviteOnly: _, ...stored } = full;
    expect(response.body).toMatchObject({ ...stored, slotsTotal: 0 });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: 't'.repeat(201) }, 'Title must be at most 200 characters'],
    [{ description: ' ' }, 'Description is required'],
    [{ description: 'd'.repeat(5001) }, 'Description must be at most 5000 characters'],
    [{ city: 'c'.repeat(201) }, 'City must be at most 200 characters'],
    [{ venue: 'v'.repeat(201) }, 'Venue must be at most 200 characters'],
    [{ responsibilities: 'r'.repeat(5001) }, 'Responsibilities must be at most 5000 characters'],
    [{ idealCandidate: 'i'.repeat(5001) }, 'Ideal candidate must be at most 5000 characters'],
    [{ perks: 'p'.repeat(5001) }, 'Perks must be at most 5000 characters'],
    [{ budgetRange: 'b'.repeat(101) }, 'Budget range must be at most 100 characters'],
    [{ vertical: 'v'.repeat(201) }, 'Vertical must be at most 200 characters'],
    [{ slotsTotal: 0 }, 'Total spots must be at least 1'],
    [{ date: 'tomorrow' }, 'Enter a valid date'],
    [{ opportunityType: 'gig' }, 'Choose a valid type'],
    [{ status: 'published' }, 'Choose a valid status'],
  ])('refuses %o and creates nothing', async (change, message) => {
    const before = (await t.db.select().from(opportunities)).length;
    const response = await admin.post('/api/admin/opportunities', { ...form, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect((await t.db.select().from(opportunities)).length).toBe(before);
  });

  it('lists every status, newest first, a page at a time', async () => {
    const created = [];
    for (const status of ['draft', 'open', 'filled', 'closed'] as const) {
      created.push((await createOpportunity(admin, { title: `Listed ${status}`, status })).id);
    }
    const response = await admin.get('/api/admin/opportunities?pageSize=4');
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { id: string }) => item.id)).toEqual([...created].reverse());
    expect(response.body.items.map((item: { status: string }) => item.status)).toEqual([
      'closed',
      'filled',
      'open',
      'draft',
    ]);
    expect(response.body.total).toBeGreaterThanOrEqual(4);
    const next = await admin.get('/api/admin/opportunities?pageSize=4&page=2');
    expect(next.body.items[0].id).not.toBe(created[0]);
  });

  it('searches, filters and sorts, with pending and accepted counts per row (issue 19)', async () => {
    const token = `Kite${Date.now().toString(36)}`;
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const soon = await createOpportunity(admin, {
      title: `${token} Bar Back`,
      status: 'open',
      city: 'Tulsa',
      date: day(10),
      opportunityType: 'event',
      featured: true,
      slotsTotal: 3,
    });
    await createOpportunity(admin, {
      title: `${token} Afterparty Host`,
      status: 'draft',
      date: day(40),
      city: 'Austin',
    });
    await createOpportunity(admin, { title: `${token} Coat Check`, status: 'open', opportunityType: 'community' });
    const [gone] = await t.db
      .insert(opportunities)
      .values({ title: `${token} Done Deal`, description: 'Over.', status: 'open', date: day(-5) })
      .returning({ id: opportunities.id });
    for (const status of ['pending', 'pending', 'accepted', 'declined'] as const) {
      const person = await signedInPerson(t);
      await t.db.insert(opportunityApplications).values({ opportunityId: soon.id, personId: person.personId, status });
    }
    const list = async (query: string) => {
      const response = await admin.get(`/api/admin/opportunities?search=${token.toLowerCase()}&${query}`);
      expect(response.status).toBe(200);
      return response.body.items.map((item: { title: string }) => item.title.replace(`${token} `, ''));
    };
    expect(await list('sort=title&dir=asc')).toEqual(['Afterparty Host', 'Bar Back', 'Coat Check', 'Done Deal']);
    expect(await list('status=open&sort=title&dir=desc')).toEqual(['Done Deal', 'Coat Check', 'Bar Back']);
    expect(await list('type=community')).toEqual(['Coat Check']);
    expect(await list('city=tulsa')).toEqual(['Bar Back']);
    expect(await list('featured=yes')).toEqual(['Bar Back']);
    expect(await list('past=yes')).toEqual(['Done Deal']);
    expect(await list(`from=${day(0)}&to=${day(30)}`)).toEqual(['Bar Back']);
    expect(await list('sort=date&dir=asc')).toEqual(['Coat Check', 'Done Deal', 'Bar Back', 'Afterparty Host']);
    const counted = await admin.get(`/api/admin/opportunities?search=${token}&sort=date&dir=desc`);
    expect(counted.body.total).toBe(4);
    const bar = counted.body.items.find((item: { id: string }) => item.id === soon.id);
    expect(bar).toMatchObject({ pendingCount: 2, acceptedCount: 1, slotsTotal: 3, past: false });
    expect(counted.body.items.find((item: { id: string }) => item.id === gone?.id)).toMatchObject({ past: true });
    for (const bad of ['featured=maybe', 'past=1', 'sort=pending', 'type=party', `from=${day(2)}&to=${day(1)}`]) {
      expect((await admin.get(`/api/admin/opportunities?${bad}`)).status, bad).toBe(400);
    }
  });

  it('updates with the same rules and answers the stored opportunity', async () => {
    const { id } = await createOpportunity(admin);
    const response = await admin.put(`/api/admin/opportunities/${id}`, {
      ...form,
      title: '  Door Lead ',
      status: 'closed',
      slotsTotal: 3,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ title: 'Door Lead', status: 'closed', slotsTotal: 3 });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(response.body.createdAt));
    const bad = await admin.put(`/api/admin/opportunities/${id}`, { ...form, title: '' });
    expect(bad.status).toBe(400);
    expect((await admin.get(`/api/admin/opportunities/${id}`)).body.title).toBe('Door Lead');
  });

  it('refuses fewer total spots than are already filled (D11)', async () => {
    const { id } = await createOpportunity(admin, { slotsTotal: 5 });
    await t.db.update(opportunities).set({ slotsFilled: 3 }).where(eq(opportunities.id, id));
    const fewer = await admin.put(`/api/admin/opportunities/${id}`, { ...form, status: 'open', slotsTotal: 2 });
    expect(fewer.status).toBe(409);
    expect(fewer.body.error.message).toBe('Total spots cannot be fewer than the 3 already filled');
    const inviteOnly = await admin.put(`/api/admin/opportunities/${id}`, { ...form, inviteOnly: true });
    expect(inviteOnly.status).toBe(409);
    expect((await admin.put(`/api/admin/opportunities/${id}`, { ...form, slotsTotal: 3 })).status).toBe(200);
  });

  it('deletes an opportunity with its applications', async () => {
    const { id } = await createOpportunity(admin);
    const person = await signedInPerson(t);
    await person.client.post(`/api/opportunities/${id}/applications`, {});
    const response = await admin.delete(`/api/admin/opportunities/${id}`);
    expect(response.status).toBe(204);
    expect(await t.db.select().from(opportunities).where(eq(opportunities.id, id))).toEqual([]);
    expect(
      await t.db.select().from(opportunityApplications).where(eq(opportunityApplications.opportunityId, id)),
    ).toEqual([]);
    expect((await admin.delete(`/api/admin/opportunities/${id}`)).status).toBe(404);
  });

  it("answers 404 'Opportunity not found' for unknown and malformed ids", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
      for (const [method, json] of [['GET'], ['PUT', form], ['DELETE']] as const) {
        const response = await admin.request(method, `/api/admin/opportunities/${id}`, { json });
        expect(response.status, `${method} ${id}`).toBe(404);
        expect(response.body.error.message).toBe('Opportunity not found');
      }
    }
  });
});
