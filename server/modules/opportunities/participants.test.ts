import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPPORTUNITY_APPLICATION_STATUSES, type OpportunityApplicationStatus } from '@shared/domain-values';
import { signedInAdmin } from '../../test/opportunity-fixtures';
import { forceStatus, opportunityWithApplicants, slotsOf, statusOf } from '../../test/participant-fixtures';
import { signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const participantsOf = (opportunityId: string) => `/api/admin/opportunities/${opportunityId}/participants`;
const statusPath = (opportunityId: string, applicationId: string) =>
  `${participantsOf(opportunityId)}/${applicationId}/status`;

describe('participants API: permissions (D12: admins only)', () => {
  it('refuses anonymous callers (401), people and reviewers (403), and changes nothing', async () => {
    const { opportunity, applicants } = await opportunityWithApplicants(t, admin);
    const [applicant] = applicants;
    const person = await signedIn(t);
    const reviewer = await signedIn(t, 'reviewer');
    const calls: [string, string, unknown?][] = [
      ['GET', participantsOf(opportunity.id)],
      ['PUT', statusPath(opportunity.id, applicant?.applicationId ?? ''), { status: 'under_review' }],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.client().request(method, path, { json })).status, `${method} ${path}`).toBe(401);
      for (const client of [person.client, reviewer.client, applicant?.client]) {
        const response = await client?.request(method, path, { json });
        expect(response?.status, `${method} ${path}`).toBe(403);
        expect(response?.body.error.message).toBe('Access denied - Admin only');
      }
    }
    expect(await statusOf(t, applicant?.applicationId ?? '')).toBe('pending');
  });
});

describe('participants API: the list', () => {
  it('lists applicants newest first with name, date, status and cover letter, and the spots', async () => {
    const { opportunity, applicants } = await opportunityWithApplicants(t, admin, {
      applicants: ['Ana Ortiz', 'Ben Cole', 'Cy Diaz'],
      opportunity: { slotsTotal: 4 },
    });
    const response = await admin.get(participantsOf(opportunity.id));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toMatchObject({
      opportunity: { id: opportunity.id, title: 'Door Host', status: 'open', slotsTotal: 4, slotsFilled: 0 },
      page: 1,
      pageSize: 20,
      total: 3,
    });
    expect(response.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Cy Diaz',
      'Ben Cole',
      'Ana Ortiz',
    ]);
    expect(response.body.items[2]).toEqual({
      id: applicants[0]?.applicationId,
      personId: applicants[0]?.personId,
      name: 'Ana Ortiz',
      status: 'pending',
      coverLetter: 'Ana Ortiz would love to work this night.',
      applicationData: null,
      appliedAt: expect.any(String),
      updatedAt: expect.any(String),
      ownRecord: false,
      // D37: nothing attended or missed yet.
      reliability: { attended: null, counted: null },
      // D33: no profile photo yet.
      photo: null,
    });
    expect(Date.now() - Date.parse(response.body.items[2].appliedAt)).toBeLessThan(60_000);
  });

  it('shows the creative answers of a creative opportunity', async () => {
    const answers = {
      artistName: 'DJ Nova',
      instagramHandle: '@nova',
      ticketSales: '300',
      performedLive: 'Twice a month',
    };
    const { opportunity } = await opportunityWithApplicants(t, admin, {
      opportunity: { title: 'Friday DJ', opportunityType: 'creative' },
      body: { applicationData: answers },
    });
    const response = await admin.get(participantsOf(opportunity.id));
    expect(response.body.items[0]).toMatchObject({ coverLetter: null, applicationData: answers });
  });

  it('is paged by the server', async () => {
    const { opportunity } = await opportunityWithApplicants(t, admin, { applicants: ['One', 'Two', 'Three'] });
    const second = await admin.get(`${participantsOf(opportunity.id)}?page=2&pageSize=2`);
    expect(second.body).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.body.items.map((item: { name: string }) => item.name)).toEqual(['One']);
    const tooMany = await admin.get(`${participantsOf(opportunity.id)}?pageSize=51`);
    expect(tooMany.status).toBe(400);
  });

  it('answers 404 for an unknown or malformed opportunity', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await admin.get(participantsOf(id));
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Opportunity not found');
    }
  });

  it('lists an opportunity without applicants as empty', async () => {
    const { opportunity } = await opportunityWithApplicants(t, admin, { applicants: [] });
    expect((await admin.get(participantsOf(opportunity.id))).body).toMatchObject({ items: [], total: 0 });
  });
});

// D11, written out here rather than read from the code under test.
const ALLOWED: Record<OpportunityApplicationStatus, OpportunityApplicationStatus[]> = {
  pending: ['under_review'],
  under_review: ['accepted', 'waitlisted', 'declined'],
  waitlisted: ['accepted', 'declined'],
  accepted: ['completed'],
  declined: [],
  completed: [],
  withdrawn: [],
  // D36: ended by the event night itself (a no-show is corrected at the door, with a reason).
  released: [],
  cancelled: [],
  no_show: [],
};
const label = (status: string) => status.replace('_', ' ');

describe('participants API: D11 transitions', () => {
  const pairs = OPPORTUNITY_APPLICATION_STATUSES.flatMap((from) =>
    OPPORTUNITY_APPLICATION_STATUSES.map((to) => [from, to] as const),
  );

  it.each(pairs)('%s → %s', async (from, to) => {
    const { opportunity, applicants } = await opportunityWithApplicants(t, admin, { opportunity: { slotsTotal: 2 } });
    const applicationId = applicants[0]?.applicationId ?? '';
    await forceStatus(t, applicationId, from);
    const response = await admin.put(statusPath(opportunity.id, applicationId), { status: to });
    if (ALLOWED[from].includes(to)) {
      expect(response.status, response.text).toBe(200);
      expect(response.body.participant).toEqual({ id: applicationId, status: to });
      expect(await statusOf(t, applicationId)).toBe(to);
    } else {
      expect(response.status).toBe(409);
      expect(response.body.error.message).toBe(
        from === to
          ? `This application is already ${label(to)}`
          : `An application cannot move from ${label(from)} to ${label(to)}`,
      );
      expect(await statusOf(t, applicationId)).toBe(from);
    }
  });

  it('walks the whole lifecycle: pending → under review → accepted → completed', async () => {
    const { opportunity, applicants } = await opportunityWithApplicants(t, admin, { opportunity: { slotsTotal: 3 } });
    const applicationId = applicants[0]?.applicationId ?? '';
    for (const status of ['under_review', 'accepted', 'completed'] as const) {
      const response = await admin.put(statusPath(opportunity.id, applicationId), { status });
      expect(response.status).toBe(200);
    }
    const listed = await admin.get(participantsOf(opportunity.id));
    expect(listed.body.items[0].status).toBe('completed');
    // The completed participant keeps the spot they took.
    expect(listed.body.opportunity).toMatchObject({ slotsFilled: 1, slotsTotal: 3, status: 'open' });
  });
});

describe('participants API: bad requests change nothing', () => {
  it('404 for an unknown, malformed or foreign application and an unknown opportunity', async () => {
    const first = await opportunityWithApplicants(t, admin);
    const second = await opportunityWithApplicants(t, admin);
    const ownId = first.applicants[0]?.applicationId ?? '';
    const foreignId = second.applicants[0]?.applicationId ?? '';
    const cases: [string, string, string][] = [
      [first.opportunity.id, '00000000-0000-4000-8000-000000000000', 'Application not found'],
      [first.opportunity.id, 'not-an-id', 'Application not found'],
      [first.opportunity.id, foreignId, 'Application not found'],
      ['00000000-0000-4000-8000-000000000000', ownId, 'Opportunity not found'],
      ['not-an-id', ownId, 'Opportunity not found'],
    ];
    for (const [opportunityId, applicationId, message] of cases) {
      const response = await admin.put(statusPath(opportunityId, applicationId), { status: 'under_review' });
      expect(response.status, `${opportunityId} ${applicationId}`).toBe(404);
      expect(response.body.error.message).toBe(message);
    }
    expect(await statusOf(t, ownId)).toBe('pending');
    expect(await statusOf(t, foreignId)).toBe('pending');
  });

  it('400 for a missing, unknown or extra field', async () => {
    const { opportunity, applicants } = await opportunityWithApplicants(t, admin);
    const path = statusPath(opportunity.id, applicants[0]?.applicationId ?? '');
    for (const body of [{}, { status: 'hired' }, { status: 'under_review', note: 'x' }, { status: 3 }]) {
      const response = await admin.put(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.put(path, { status: 'hired' })).body.error.message).toBe('Choose a valid status');
    const notJson = await admin.request('PUT', path, { headers: { 'Content-Type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    expect(await statusOf(t, applicants[0]?.applicationId ?? '')).toBe('pending');
    expect(await slotsOf(t, opportunity.id)).toMatchObject({ slotsFilled: 0, status: 'open' });
  });
});
