import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;

// A known data set: applications made on given days, with a status and hours to their last change.
async function track(track: string, status: string, madeDaysAgo: number, hoursToChange: number) {
  await t.db.execute(sql`
    with person as (insert into people (name) values ('Funnel person') returning id)
    insert into applications (person_id, track, status, consented_at, created_at, updated_at)
    select id, ${track}, ${status}, now(), now() - make_interval(days => ${madeDaysAgo}),
      now() - make_interval(days => ${madeDaysAgo}) + make_interval(hours => ${hoursToChange}) from person`);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Ada Admin');
  reviewer = await signedIn(t, 'reviewer', 'Remy Reviewer');
  // Creators in the period: 4 (one waiting, one reviewed, booked after 10 h, archived after 30 h).
  await track('creator', 'submitted', 3, 0);
  await track('creator', 'under_review', 3, 5);
  await track('creator', 'booked', 4, 10);
  await track('creator', 'archived', 5, 30);
  await track('creator', 'booked', 5, 20);
  // Outside the period (40 days ago): left out.
  await track('creator', 'booked', 40, 1000);
  await track('ops', 'submitted', 2, 0);
  const [opportunity] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into opportunities (title, description, status, slots_total)
      values ('Funnel Night', 'A night.', 'open', 5) returning id`,
  );
  for (const [status, hours] of [
    ['pending', 0],
    ['accepted', 4],
    ['declined', 8],
  ] as const) {
    await t.db.execute(sql`
      with person as (insert into people (name) values ('Guest') returning id)
      insert into opportunity_applications (opportunity_id, person_id, status, created_at, updated_at)
      select ${opportunity?.id}, id, ${status}, now() - interval '1 day',
        now() - interval '1 day' + make_interval(hours => ${hours}) from person`);
  }
});
afterAll(() => t.close());

const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/admin/analytics (issue 19)', () => {
  it('counts each status, the conversion and the median time to a decision, per track, over the period', async () => {
    const response = await admin.client.get(`/api/admin/analytics?from=${day(10)}&to=${day(0)}`);
    expect(response.status).toBe(200);
    const creator = response.body.tracks.find((row: { key: string }) => row.key === 'creator');
    expect(creator).toEqual({
      key: 'creator',
      label: 'creator',
      total: 5,
      counts: { submitted: 1, under_review: 1, shortlisted: 0, booked: 2, archived: 1 },
      conversion: { reviewed: 0.8, succeeded: 0.4 },
      // Decided: 10 h, 20 h, 30 h.
      medianDecisionHours: 20,
    });
    expect(response.body.tracks.map((row: { key: string }) => row.key)).toEqual(['creator', 'ops']);
    expect(response.body.tracks[1]).toMatchObject({ total: 1, medianDecisionHours: null });
    expect(response.body.opportunities).toEqual([
      {
        key: expect.any(String),
        label: 'Funnel Night',
        total: 3,
        counts: {
          pending: 1,
          under_review: 0,
          accepted: 1,
          waitlisted: 0,
          declined: 1,
          completed: 0,
          withdrawn: 0,
        },
        conversion: { reviewed: 0.667, succeeded: 0.333 },
        medianDecisionHours: 6,
      },
    ]);
  });

  it('takes every application without a period', async () => {
    const response = await admin.client.get('/api/admin/analytics');
    expect(response.body.tracks.find((row: { key: string }) => row.key === 'creator').total).toBe(6);
  });

  it('gives reviewers the tracks only (D12), and refuses everyone else', async () => {
    const seen = await reviewer.client.get('/api/admin/analytics');
    expect(seen.status).toBe(200);
    expect(seen.body.opportunities).toBeNull();
    expect(seen.body.tracks.length).toBeGreaterThan(0);
    expect((await t.client().get('/api/admin/analytics')).status).toBe(401);
    expect((await (await signedIn(t)).client.get('/api/admin/analytics')).status).toBe(403);
    expect((await admin.client.get(`/api/admin/analytics?from=${day(1)}&to=${day(2)}`)).status).toBe(400);
  });
});
