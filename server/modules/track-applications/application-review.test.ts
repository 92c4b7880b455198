import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/back-office';
import { emailOutbox } from '../../db/schema/email-outbox';
import { applications } from '../../db/schema/track-applications';
import { seedApplication } from '../../test/seed-applications';
import { createApplicationReviewService } from './application-review.service';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;
const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Ada Admin');
  reviewer = await signedIn(t, 'reviewer', 'Remy Reviewer');
});
afterAll(() => t.close());

const names = (body: { items: { applicant: { name: string | null } }[] }) =>
  body.items.map((item) => item.applicant.name);

describe('who may review applications (D12)', () => {
  it('refuses anonymous callers (401) and people without a team role (403), lets staff in', async () => {
    const { applicationId } = await seedApplication(t.db);
    const person = await signedIn(t);
    const calls = [
      (c: SignedIn['client']) => c.get('/api/admin/applications'),
      (c: SignedIn['client']) => c.get(`/api/admin/applications/${applicationId}`),
      (c: SignedIn['client']) => c.put(`/api/admin/applications/${applicationId}/status`, { status: 'booked' }),
    ];
    for (const call of calls) {
      expect((await call(t.client())).status).toBe(401);
      const refused = await call(person.client);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('Access denied - Admin only');
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row).toMatchObject({ status: 'submitted' });
    for (const staff of [admin, reviewer]) {
      expect((await staff.client.get('/api/admin/applications')).status).toBe(200);
      expect((await staff.client.get(`/api/admin/applications/${applicationId}`)).status).toBe(200);
    }
  });
});

describe('GET /api/admin/applications', () => {
  beforeAll(async () => {
    await seedApplication(t.db, {
      name: 'Maya Lopez',
      city: 'Dallas',
      state: 'TX',
      phone: '214-555-0101',
      track: 'performer',
      status: 'shortlisted',
      createdAt: days(3),
    });
    await seedApplication(t.db, { name: 'Theo Grant', city: 'Austin', state: 'TX', track: 'ops', createdAt: days(2) });
    await seedApplication(t.db, { name: null, city: 'Tulsa', state: 'OK', track: 'ambassador', createdAt: days(1) });
    await seedApplication(t.db, {
      name: 'Dallas Moore',
      city: 'Phoenix',
      state: 'AZ',
      track: 'team',
      status: 'booked',
    });
  });

  it('lists newest first with the applicant, and counts all of them', async () => {
    const response = await reviewer.client.get('/api/admin/applications?pageSize=50');
    expect(response.status).toBe(200);
    const times = response.body.items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(response.body.overallTotal).toEqual({ value: response.body.total, precision: 'exact' });
    expect(response.body.totalPrecision).toBe('exact');
    const maya = response.body.items.find(
      (item: { applicant: { name: string } }) => item.applicant.name === 'Maya Lopez',
    );
    expect(maya).toMatchObject({
      track: 'performer',
      status: 'shortlisted',
      applicant: { city: 'Dallas', state: 'TX', phone: '214-555-0101' },
    });
    expect(names(response.body)).toContain(null);
  });

  it('searches name, role (track) and city case-insensitively; Showing X of Y', async () => {
    const search = async (text: string) =>
      (await admin.client.get(`/api/admin/applications?search=${encodeURIComponent(text)}`)).body;
    const dallas = await search('dALLas');
    expect(names(dallas)).toEqual(['Dallas Moore', 'Maya Lopez']);
    expect(dallas.total).toBe(2);
    expect(dallas.overallTotal.value).toBeGreaterThanOrEqual(4);
    expect(names(await search('perform'))).toEqual(['Maya Lopez']);
    // Counted through both ways of matching: the person's name or city, and the track.
    expect((await search('perform')).total).toBe(1);
    expect((await search('dALLas')).total).toBe(2);
    expect(names(await search('tuls'))).toEqual([null]);
    expect(names(await search('theo'))).toEqual(['Theo Grant']);
    expect((await search('%')).items).toEqual([]);
    expect((await search('nobody at all')).total).toBe(0);
  });

  it('filters by status, combines with search, and pages', async () => {
    const booked = await admin.client.get('/api/admin/applications?status=booked');
    expect(names(booked.body)).toEqual(['Dallas Moore']);
    const both = await admin.client.get('/api/admin/applications?status=shortlisted&search=dallas');
    expect(names(both.body)).toEqual(['Maya Lopez']);
    const first = await admin.client.get('/api/admin/applications?pageSize=2&page=1');
    const second = await admin.client.get('/api/admin/applications?pageSize=2&page=2');
    expect(first.body.items).toHaveLength(2);
    expect(second.body.page).toBe(2);
    const ids = [...first.body.items, ...second.body.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('filters by track and by the days applied or last changed, and sorts by each column (issue 19)', async () => {
    const token = `Quill${Date.now().toString(36)}`;
    const day = (n: number) => days(n).toISOString().slice(0, 10);
    const old = await seedApplication(t.db, { name: `${token} Old`, track: 'ops', createdAt: days(40) });
    await seedApplication(t.db, { name: `${token} Mid`, track: 'team', status: 'booked', createdAt: days(20) });
    await seedApplication(t.db, { name: `${token} New`, track: 'creator', createdAt: days(1) });
    // The old one changed this morning.
    await t.db
      .update(applications)
      .set({ updatedAt: days(0.5) })
      .where(eq(applications.id, old.applicationId));
    const list = async (query: string) => {
      const response = await admin.client.get(`/api/admin/applications?search=${token}&${query}`);
      expect(response.status).toBe(200);
      return names(response.body).map((name) => name?.replace(`${token} `, ''));
    };
    expect(await list('track=team')).toEqual(['Mid']);
    expect(await list(`from=${day(25)}`)).toEqual(['New', 'Mid']);
    expect(await list(`from=${day(45)}&to=${day(10)}`)).toEqual(['Mid', 'Old']);
    expect(await list(`to=${day(40)}`)).toEqual(['Old']);
    expect(await list(`updatedFrom=${day(5)}`)).toEqual(['New', 'Old']);
    expect(await list('sort=created&dir=asc')).toEqual(['Old', 'Mid', 'New']);
    expect(await list('sort=updated&dir=desc')).toEqual(['Old', 'New', 'Mid']);
    expect(await list('sort=track&dir=asc')).toEqual(['New', 'Old', 'Mid']);
    expect(await list('sort=status&dir=desc')).toEqual(['New', 'Old', 'Mid']);
    // Counted with the same filters.
    const counted = await admin.client.get(`/api/admin/applications?search=${token}&from=${day(25)}`);
    expect(counted.body.total).toBe(2);
    const unsearched = await admin.client.get(`/api/admin/applications?track=team&status=booked&from=${day(21)}`);
    expect(unsearched.body.total).toBe(unsearched.body.items.length);
    expect(names(unsearched.body)).toContain(`${token} Mid`);

    const backwards = await admin.client.get(`/api/admin/applications?from=${day(1)}&to=${day(5)}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe('The end date must not be before the start date');
    for (const bad of ['from=2026-02-30', 'sort=name', 'dir=up', 'track=dj']) {
      expect((await admin.client.get(`/api/admin/applications?${bad}`)).status).toBe(400);
    }
  });

  it('refuses an unknown status or a bad page with a clear message', async () => {
    const status = await admin.client.get('/api/admin/applications?status=accepted');
    expect(status.status).toBe(400);
    expect(status.body.error.message).toBe('Unknown status');
    expect((await admin.client.get('/api/admin/applications?pageSize=500')).status).toBe(400);
  });
});

describe('GET /api/admin/application/:id', () => {
  it('answers the application with the applicant and the track answers', async () => {
    const { applicationId, personId } = await seedApplication(t.db, {
      name: 'Jules Park',
      track: 'ambassador',
      targetCity: 'Austin',
      targetMarkets: ['Austin', 'Dallas'],
      answers: { school: 'UT Austin', gradYear: '2027' },
      person: {
        age: 19,
        school: 'UT Austin',
        skills: ['Marketing'],
        instagram: 'julespark',
        email: 'jules@example.com',
      },
    });
    const response = await reviewer.client.get(`/api/admin/applications/${applicationId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: applicationId,
      track: 'ambassador',
      status: 'submitted',
      targetCity: 'Austin',
      targetMarkets: ['Austin', 'Dallas'],
      answers: { school: 'UT Austin', gradYear: '2027' },
      applicant: { personId, name: 'Jules Park', age: 19, skills: ['Marketing'], instagram: 'julespark' },
    });
  });

  it("answers 'Application not found' for unknown and malformed ids", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await admin.client.get(`/api/admin/applications/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Application not found');
    }
  });
});

describe('changing the status', () => {
  const activityOf = (applicationId: string) =>
    t.db.select().from(activityLog).where(eq(activityLog.entityId, applicationId)).orderBy(activityLog.createdAt);

  it('sets any status in any order and logs each change with its author, in one transaction', async () => {
    const { applicationId } = await seedApplication(t.db);
    for (const [caller, status] of [
      [reviewer, 'booked'],
      [admin, 'submitted'],
      [admin, 'under_review'],
    ] as const) {
      const response = await caller.client.put(`/api/admin/applications/${applicationId}/status`, { status });
      expect(response.status).toBe(200);
      expect(response.body.status).toBe(status);
    }
    expect(await activityOf(applicationId)).toMatchObject([
      {
        actionType: 'status_change',
        userId: reviewer.userId,
        entityType: 'application',
        details: { status: 'booked', previousStatus: 'submitted' },
      },
      { actionType: 'status_change', userId: admin.userId, details: { status: 'submitted', previousStatus: 'booked' } },
      { actionType: 'status_change', userId: admin.userId, details: { status: 'under_review' } },
    ]);
  });

  it('records when an application is archived (D10) and forgets it when it is not any more', async () => {
    const { applicationId } = await seedApplication(t.db);
    const archived = await admin.client.put(`/api/admin/applications/${applicationId}/status`, { status: 'archived' });
    expect(archived.body.archivedAt).not.toBeNull();
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row?.archivedAt).toBeInstanceOf(Date);

    // Archiving again is no change: the 30-day wait keeps its start, nothing is logged.
    const again = await admin.client.put(`/api/admin/applications/${applicationId}/status`, { status: 'archived' });
    expect(again.body.archivedAt).toBe(archived.body.archivedAt);
    expect(await activityOf(applicationId)).toHaveLength(1);

    const reopened = await admin.client.put(`/api/admin/applications/${applicationId}/status`, {
      status: 'shortlisted',
    });
    expect(reopened.body).toMatchObject({ status: 'shortlisted', archivedAt: null });
  });

  it('refuses an unknown status and unknown applications, changing nothing', async () => {
    const { applicationId } = await seedApplication(t.db);
    const bad = await admin.client.put(`/api/admin/applications/${applicationId}/status`, { status: 'accepted' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Choose a valid status');
    const extra = await admin.client.put(`/api/admin/applications/${applicationId}/status`, {
      status: 'booked',
      personId: applicationId,
    });
    expect(extra.status).toBe(400);
    const missing = await admin.client.put('/api/admin/applications/00000000-0000-4000-8000-000000000000/status', {
      status: 'booked',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Application not found');
    expect(await activityOf(applicationId)).toHaveLength(0);
  });

  it('queues the status email of issue 7 with the change (shortlisted, booked, archived only)', async () => {
    const email = `applicant.${Date.now()}@example.com`;
    const { applicationId } = await seedApplication(t.db, { person: { email } });
    const mailFor = async () =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email))).map((row) => row.kind);
    await admin.client.put(`/api/admin/applications/${applicationId}/status`, { status: 'under_review' });
    expect(await mailFor()).toEqual([]);
    await admin.client.put(`/api/admin/applications/${applicationId}/status`, { status: 'booked' });
    expect(await mailFor()).toEqual(['track_booked']);
  });

  it('writes the change and its activity entry in one transaction: no entry, no change', async () => {
    const { applicationId } = await seedApplication(t.db);
    // An author the activity log cannot reference makes its insert fail after the update.
    const review = createApplicationReviewService(t.db, t.services.notifications);
    await expect(review.setStatus(applicationId, 'booked', 'no-such-user')).rejects.toThrow();
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect(row?.status).toBe('submitted');
    expect(await activityOf(applicationId)).toHaveLength(0);
  });

  it('serialises simultaneous changes: each logged change names the status it replaced', async () => {
    const { applicationId } = await seedApplication(t.db);
    const statuses = ['under_review', 'shortlisted', 'booked', 'archived'] as const;
    const responses = await Promise.all(
      statuses.map((status, index) =>
        (index % 2 ? admin : reviewer).client.put(`/api/admin/applications/${applicationId}/status`, { status }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    const log = await t.db.execute(
      sql`select details from activity_log where entity_id = ${applicationId} order by created_at, id`,
    );
    const chain = (log as unknown as { rows: { details: { status: string; previousStatus: string } }[] }).rows.map(
      (row) => row.details,
    );
    expect(chain).toHaveLength(4);
    // Every change starts from the status the one before it left.
    const starts = new Set(chain.map((entry) => entry.previousStatus));
    const ends = new Set(chain.map((entry) => entry.status));
    expect(starts.has('submitted')).toBe(true);
    expect([...starts].filter((status) => !ends.has(status))).toEqual(['submitted']);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
    expect([...ends].filter((status) => !starts.has(status))).toEqual([row?.status]);
  });
});
