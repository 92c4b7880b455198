import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordActivity } from './activity.repo';
import { opportunityWithApplicants } from '../../test/participant-fixtures';
import { seedApplication } from '../../test/seed-applications';
import { confirmedAddress, type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: SignedIn;
let reviewer: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Ada Admin');
  reviewer = await signedIn(t, 'reviewer', 'Remy Reviewer');
});
afterAll(() => t.close());

type Entry = { actionType: string; entityType: string; entityId: string; authorName: string; subjectName: string };

describe('GET /api/admin/activity', () => {
  it('refuses anonymous callers and people without a team role', async () => {
    expect((await t.client().get('/api/admin/activity')).status).toBe(401);
    expect((await (await signedIn(t)).client.get('/api/admin/activity')).status).toBe(403);
  });

  it('shows the latest 10 by default, newest first, with author and subject names', async () => {
    const { applicationId } = await seedApplication(t.db, { name: 'Nia Brooks' });
    for (let index = 0; index < 6; index++) {
      await admin.client.post(`/api/admin/applications/${applicationId}/notes`, { content: `Note ${index}` });
      await reviewer.client.put(`/api/admin/applications/${applicationId}/status`, {
        status: index % 2 ? 'booked' : 'shortlisted',
      });
    }
    const feed = await admin.client.get('/api/admin/activity');
    expect(feed.status).toBe(200);
    expect(feed.body).toHaveLength(10);
    const times = feed.body.map((entry: { createdAt: string }) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(feed.body[0]).toMatchObject({
      actionType: 'status_change',
      entityType: 'application',
      entityId: applicationId,
      authorName: 'Remy Reviewer',
      subjectName: 'Nia Brooks',
      details: { status: 'booked' },
    });
    expect(feed.body[1]).toMatchObject({
      actionType: 'add_note',
      authorName: 'Ada Admin',
      details: { preview: 'Note 5' },
    });

    const five = await admin.client.get(`/api/admin/activity?limit=5&entityType=application&entityId=${applicationId}`);
    expect(five.body).toHaveLength(5);
    expect(five.body.every((entry: Entry) => entry.entityId === applicationId)).toBe(true);
  });

  it('shows new applications as they come in (issue 19: the overview said "No activity yet")', async () => {
    const applicant = await signedIn(t, undefined, 'Ola Okafor');
    const submitted = await applicant.client.post('/api/track-application', {
      age: 28,
      city: 'Phoenix',
      state: 'AZ',
      travelRadius: '',
      track: 'team',
      answers: {
        resumeLink: 'https://example.com/cv.pdf',
        desiredPosition: 'Stage hand',
        tools: 'Notion',
        experienceLevel: 'advanced',
      },
      targetMarkets: [],
      targetCity: '',
      consent: true,
    });
    expect(submitted.status).toBe(201);
    const afterSubmit = await reviewer.client.get('/api/admin/activity');
    expect(afterSubmit.body[0]).toMatchObject({
      actionType: 'submit_application',
      entityType: 'application',
      entityId: submitted.body.id,
      authorName: 'Ola Okafor',
      subjectName: 'Ola Okafor',
      details: { track: 'team' },
    });

    const { opportunity, applicants } = await opportunityWithApplicants(t, admin.client, {
      applicants: ['Pia Park'],
      opportunity: { title: 'Rooftop Host' },
    });
    const afterApply = await admin.client.get('/api/admin/activity');
    expect(afterApply.body[0]).toMatchObject({
      actionType: 'apply_to_opportunity',
      entityType: 'opportunity_application',
      entityId: applicants[0]?.applicationId,
      subjectName: 'Pia Park',
      details: { opportunityId: opportunity.id, opportunityTitle: 'Rooftop Host' },
    });
    // D12: reviewers read what happened to track applications only.
    const reviewerFeed = await reviewer.client.get('/api/admin/activity');
    expect(reviewerFeed.body.some((entry: Entry) => entry.actionType === 'apply_to_opportunity')).toBe(false);
  });

  it('filters to one entity', async () => {
    const first = await seedApplication(t.db);
    const second = await seedApplication(t.db);
    await admin.client.put(`/api/admin/applications/${first.applicationId}/status`, { status: 'archived' });
    await admin.client.put(`/api/admin/applications/${second.applicationId}/status`, { status: 'booked' });
    const feed = await reviewer.client.get(
      `/api/admin/activity?entityType=application&entityId=${first.applicationId}`,
    );
    expect(feed.body).toMatchObject([{ entityId: first.applicationId, details: { status: 'archived' } }]);
    expect((await reviewer.client.get('/api/admin/activity?entityType=application&entityId=nothing')).body).toEqual([]);
  });

  it('shows team changes to admins only (D12: reviewers read the activity of applications)', async () => {
    const newcomer = await signedIn(t, undefined, 'Nora Newcomer');
    await confirmedAddress(t, newcomer);
    expect((await admin.client.post('/api/admin/team', { email: newcomer.email, role: 'reviewer' })).status).toBe(201);
    const adminFeed = await admin.client.get('/api/admin/activity');
    expect(adminFeed.body[0]).toMatchObject({
      actionType: 'add_team_member',
      entityType: 'user',
      entityId: newcomer.userId,
      subjectName: 'Nora Newcomer',
      authorName: 'Ada Admin',
      details: { role: 'reviewer', email: newcomer.email },
    });

    const reviewerFeed = await reviewer.client.get('/api/admin/activity?limit=50');
    expect(reviewerFeed.body.length).toBeGreaterThan(0);
    expect(reviewerFeed.body.every((entry: Entry) => entry.entityType === 'application')).toBe(true);
    const asked = await reviewer.client.get(`/api/admin/activity?entityType=user&entityId=${newcomer.userId}`);
    expect(asked.status).toBe(403);
  });

  it('names an author whose account is gone as unknown, and tolerates odd entity ids', async () => {
    await recordActivity(t.db, {
      userId: null,
      actionType: 'assign_reviewer',
      entityType: 'application',
      entityId: 'not-a-uuid',
    });
    const feed = await admin.client.get('/api/admin/activity?limit=1');
    expect(feed.body).toMatchObject([{ actionType: 'assign_reviewer', authorName: null, subjectName: null }]);
  });

  it('refuses bad queries with a clear message', async () => {
    for (const [query, message] of [
      ['limit=0', 'Limit must be at least 1'],
      ['limit=51', 'Limit must be at most 50'],
      ['entityType=application', 'Filter by both an entity type and an entity id, or neither'],
    ]) {
      const response = await admin.client.get(`/api/admin/activity?${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });
});
