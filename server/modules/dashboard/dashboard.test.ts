import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedUpPerson } from '../../test/test-people';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE_MS = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS);

async function insertOpportunity(
  title: string,
  status: string,
  createdMinutesAgo: number,
  extra: { slotsTotal?: number; date?: string | null } = {},
) {
  const [row] = await t.db
    .insert(opportunities)
    .values({
      title,
      description: `${title} description`,
      city: 'Dallas',
      status,
      opportunityType: 'event',
      date: '2030-06-01',
      createdAt: minutesAgo(createdMinutesAgo),
      ...extra,
    })
    .returning({ id: opportunities.id });
  if (!row) throw new Error('not inserted');
  return row.id;
}

describe('GET /api/dashboard', () => {
  it('needs a session', async () => {
    const response = await t.client().get('/api/dashboard');
    expect(response.status).toBe(401);
  });

  it('shows a new person an empty start', async () => {
    const { client } = await signedUpPerson(t, 'New Person');
    const response = await client.get('/api/dashboard');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      person: { name: 'New Person', city: null, markets: [], roleTypes: [] },
      completeness: { percent: 17, missing: ['phone', 'city', 'state', 'markets', 'skills'] },
      trackApplication: { application: null, canApply: true, reapplyFrom: null, draft: null },
      opportunityApplications: { items: [], total: 0 },
      openOpportunities: [],
    });
  });

  it("lists the person's 5 newest opportunity applications with the total, and the 3 newest open opportunities (D7)", async () => {
    const { client, person } = await signedUpPerson(t, 'Busy Person');
    const other = await signedUpPerson(t, 'Other Person');
    const statuses = ['pending', 'under_review', 'accepted', 'waitlisted', 'declined', 'completed', 'withdrawn'];
    const applied: { title: string; status: string; id: string }[] = [];
    for (const [index, status] of statuses.entries()) {
      const title = `Gig ${index + 1}`;
      const opportunityId = await insertOpportunity(title, 'open', 1000 + index);
      await t.db.insert(opportunityApplications).values({
        opportunityId,
        personId: person.id,
        status,
        createdAt: minutesAgo(100 - index),
      });
      applied.push({ title, status, id: opportunityId });
      if (index === 0) {
        await t.db.insert(opportunityApplications).values({ opportunityId, personId: other.person.id });
      }
    }
    const newestOpen = [
      await insertOpportunity('Open A', 'open', 3),
      await insertOpportunity('Open B', 'open', 2),
      await insertOpportunity('Open C', 'open', 1),
    ];
    await insertOpportunity('Draft newest', 'draft', 0);
    await insertOpportunity('Closed newest', 'closed', 0);
    await insertOpportunity('Filled newest', 'filled', 0);

    const response = await client.get('/api/dashboard');
    expect(response.status).toBe(200);
    const { items, total } = response.body.opportunityApplications;
    expect(total).toBe(7);
    expect(items.map((item: { title: string }) => item.title)).toEqual(['Gig 7', 'Gig 6', 'Gig 5', 'Gig 4', 'Gig 3']);
    expect(items[0]).toMatchObject({ status: 'withdrawn', opportunityId: applied[6]?.id });
    expect(items.map((item: { status: string }) => item.status)).toEqual([
      'withdrawn',
      'completed',
      'declined',
      'waitlisted',
      'accepted',
    ]);
    expect(new Date(items[0].createdAt).getTime()).toBeGreaterThan(new Date(items[1].createdAt).getTime());

    expect(response.body.openOpportunities).toEqual([
      { id: newestOpen[2], title: 'Open C', city: 'Dallas', date: '2030-06-01', opportunityType: 'event' },
      { id: newestOpen[1], title: 'Open B', city: 'Dallas', date: '2030-06-01', opportunityType: 'event' },
      { id: newestOpen[0], title: 'Open A', city: 'Dallas', date: '2030-06-01', opportunityType: 'event' },
    ]);

    const others = await other.client.get('/api/dashboard');
    expect(others.body.opportunityApplications.total).toBe(1);
    expect(others.body.opportunityApplications.items.map((item: { title: string }) => item.title)).toEqual(['Gig 1']);
  });

  it('shows the track application, header chips and completeness after the wizard and a profile edit', async () => {
    const { client } = await signedUpPerson(t, 'Jordan Lee');
    await client.post('/api/track-application', {
      age: 31,
      city: 'Tulsa',
      state: 'OK',
      track: 'ops',
      answers: { eventExperience: 'Festival load-ins', hasTransportation: 'yes' },
      targetMarkets: ['Tulsa', 'National'],
      consent: true,
    });
    let dashboard = (await client.get('/api/dashboard')).body;
    expect(dashboard.person).toEqual({
      name: 'Jordan Lee',
      city: 'Tulsa',
      markets: ['Tulsa', 'National'],
      roleTypes: ['ops'],
    });
    expect(dashboard.completeness).toEqual({ percent: 67, missing: ['phone', 'skills'] });
    expect(dashboard.trackApplication).toMatchObject({
      canApply: false,
      application: { track: 'ops', status: 'submitted' },
    });

    const profile = (await client.get('/api/profile')).body;
    const { id: _id, ...editable } = profile;
    await client.put('/api/profile', { ...editable, phone: '918 555 0110', skills: ['Operations'] });
    dashboard = (await client.get('/api/dashboard')).body;
    expect(dashboard.completeness).toEqual({ percent: 100, missing: [] });
  });

  it('offers as available positions only what the person can apply to (issue 16)', async () => {
    const { client, person } = await signedUpPerson(t, 'Choosy Person');
    const applied = await insertOpportunity('Applied already', 'open', -4);
    await t.db.insert(opportunityApplications).values({ opportunityId: applied, personId: person.id });
    await insertOpportunity('By invitation', 'open', -3, { slotsTotal: 0 });
    await insertOpportunity('Last year', 'open', -2, { date: '2020-01-01' });
    const undated = await insertOpportunity('Any time', 'open', -1, { date: null });
    const upcoming = await insertOpportunity('Next summer', 'open', -0.5);

    const positions = (await client.get('/api/dashboard')).body.openOpportunities.map(
      (item: { id: string }) => item.id,
    );
    // Newest first: the undated one was made last.
    expect(positions.slice(0, 2)).toEqual([undated, upcoming]);
    expect(positions).not.toContain(applied);
  });
});
