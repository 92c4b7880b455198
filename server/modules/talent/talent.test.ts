import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { signedInAdmin } from '../../test/opportunity-fixtures';
import { type SeededApplicant, seedApplication } from '../../test/seed-applications';
import { signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let admin: TestClient;
// A word of this file's own in every city, so other files' people never match.
const town = `Talentville${Date.now().toString(36)}`;
const ids: Record<string, string> = {};

async function person(key: string, input: SeededApplicant & { person: SeededApplicant['person'] }) {
  const seeded = await seedApplication(t.db, {
    name: key,
    city: town,
    state: 'TX',
    ...input,
    person: { age: 25, ...input.person },
  });
  ids[key] = seeded.personId;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  await person('Nova Reyes', {
    track: 'performer',
    status: 'booked',
    answers: { genres: ['House'], technicalNeeds: 'Two turntables and a fog machine' },
    person: {
      age: 22,
      genres: ['House'],
      skills: ['DJing'],
      markets: ['Austin'],
      travelRadius: 'regional',
      rank: 'legend',
      xpTotal: 900,
      missionsCompleted: 9,
      reliabilityAttended: 9,
      reliabilityCounted: 10,
    },
  });
  await person('Omar Diaz', {
    track: 'ops',
    status: 'submitted',
    answers: { eventExperience: 'Ran load-in for a warehouse festival' },
    person: { age: 31, skills: ['Operations'], markets: ['Dallas'], travelRadius: 'local', xpTotal: 100 },
  });
  await person('Pia Lund', {
    track: 'creator',
    status: 'shortlisted',
    answers: { gear: 'Mirrorless camera' },
    person: {
      age: 45,
      skills: ['Photography'],
      markets: ['Austin', 'Houston'],
      xpTotal: 400,
      missionsCompleted: 2,
      // Exactly 80 %.
      reliabilityAttended: 4,
      reliabilityCounted: 5,
    },
  });
  // An artist name given on a creative opportunity application is searchable too.
  const [creative] = await t.db
    .insert(opportunities)
    .values({ title: 'Open decks', description: 'Play a set', opportunityType: 'creative', status: 'open' })
    .returning({ id: opportunities.id });
  await t.db.insert(opportunityApplications).values({
    opportunityId: creative?.id ?? '',
    personId: ids['Omar Diaz'] ?? '',
    applicationData: { artistName: 'DJ Quasar' },
  });
  // No profile (no age): never listed.
  await seedApplication(t.db, { name: 'No Profile', city: town, state: 'TX' });
});
afterAll(() => t.close());

async function names(query: string) {
  const response = await admin.get(`/api/admin/talent?city=${town}&${query}`);
  expect(response.status, response.text).toBe(200);
  return response.body.items.map((item: { name: string }) => item.name);
}

describe('the talent search (issue 20)', () => {
  it('lists everyone with a profile, newest first, with their current track', async () => {
    const response = await admin.get(`/api/admin/talent?city=${town.toUpperCase()}`);
    expect(response.body.total).toBe(3);
    expect(response.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Pia Lund',
      'Omar Diaz',
      'Nova Reyes',
    ]);
    expect(response.body.items[2]).toMatchObject({
      track: 'performer',
      trackStatus: 'booked',
      genres: ['House'],
      rank: 'legend',
      xpTotal: 900,
      missionsCompleted: 9,
      reliability: { attended: 9, counted: 10 },
    });
    expect(response.body.items[1].reliability).toEqual({ attended: null, counted: null });
  });

  it.each([
    ['track=ops', ['Omar Diaz']],
    ['trackStatus=shortlisted', ['Pia Lund']],
    ['track=performer&trackStatus=submitted', []],
    ['market=Austin', ['Pia Lund', 'Nova Reyes']],
    ['genre=House', ['Nova Reyes']],
    ['skill=Photography', ['Pia Lund']],
    ['age=30-39', ['Omar Diaz']],
    ['age=40%2B', ['Pia Lund']],
    ['travelRadius=local', ['Omar Diaz']],
    ['rank=legend', ['Nova Reyes']],
    ['minXp=400', ['Pia Lund', 'Nova Reyes']],
    ['minMissions=3', ['Nova Reyes']],
    ['q=nova', ['Nova Reyes']],
    ['q=quasar', ['Omar Diaz']],
    ['q=turntables', ['Nova Reyes']],
    ['q=warehouse festival', ['Omar Diaz']],
    ['q=mirrorl', ['Pia Lund']],
  ])('filters by %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it('sorts by XP, missions and name, and pages on the server', async () => {
    expect(await names('sort=xp')).toEqual(['Nova Reyes', 'Pia Lund', 'Omar Diaz']);
    expect(await names('sort=missions')).toEqual(['Nova Reyes', 'Pia Lund', 'Omar Diaz']);
    expect(await names('sort=name')).toEqual(['Nova Reyes', 'Omar Diaz', 'Pia Lund']);
    const second = await admin.get(`/api/admin/talent?city=${town}&sort=name&page=2&pageSize=2`);
    expect(second.body).toMatchObject({ page: 2, pageSize: 2, total: 3, totalPrecision: 'exact' });
    expect(second.body.items.map((item: { name: string }) => item.name)).toEqual(['Pia Lund']);
  });

  it('filters by reliability, at least a percent, and sorts by it with no history last (D37)', async () => {
    expect(await names('minReliability=80')).toEqual(['Pia Lund', 'Nova Reyes']);
    expect(await names('minReliability=81')).toEqual(['Nova Reyes']);
    expect(await names('minReliability=0')).toEqual(['Pia Lund', 'Nova Reyes']);
    expect(await names('sort=reliability')).toEqual(['Nova Reyes', 'Pia Lund', 'Omar Diaz']);
    expect(await names('sort=reliability&minReliability=90')).toEqual(['Nova Reyes']);
    expect((await admin.get('/api/admin/talent?minReliability=101')).status).toBe(400);
  });

  it('refuses a bad filter with a clear 400', async () => {
    const response = await admin.get('/api/admin/talent?track=juggler');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain('Choose a valid track');
    expect((await admin.get('/api/admin/talent?minXp=lots')).status).toBe(400);
  });

  it('is for admins only (D12)', async () => {
    const reviewer = await signedIn(t, 'reviewer', 'Rae Reviewer');
    expect((await reviewer.client.get('/api/admin/talent')).status).toBe(403);
    const someone = await signedIn(t, undefined, 'Sam Someone');
    expect((await someone.client.get('/api/admin/talent')).status).toBe(403);
  });
});
