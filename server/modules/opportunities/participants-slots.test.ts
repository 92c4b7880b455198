import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/back-office';
import { emailOutbox } from '../../db/schema/email-outbox';
import { opportunityApplications } from '../../db/schema/opportunities';
import { signedInAdmin } from '../../test/opportunity-fixtures';
import { forceStatus, opportunityWithApplicants, slotsOf, standingOf, statusOf } from '../../test/participant-fixtures';
import { signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let admin: TestClient;
let secondAdmin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
  secondAdmin = (await signedIn(t, 'admin', 'Sam Second')).client;
});
afterAll(() => t.close());

const statusPath = (opportunityId: string, applicationId: string) =>
  `/api/admin/opportunities/${opportunityId}/participants/${applicationId}/status`;

async function reviewed(names: string[], slotsTotal: number) {
  const setup = await opportunityWithApplicants(t, admin, { applicants: names, opportunity: { slotsTotal } });
  for (const applicant of setup.applicants) await forceStatus(t, applicant.applicationId, 'under_review');
  return setup;
}

const acceptedCount = async (opportunityId: string) =>
  (
    await t.db
      .select({ id: opportunityApplications.id })
      .from(opportunityApplications)
      .where(
        and(eq(opportunityApplications.opportunityId, opportunityId), eq(opportunityApplications.status, 'accepted')),
      )
  ).length;

describe('accepting takes a slot (D11)', () => {
  it('fills the opportunity with its last slot, then refuses with a clear message', async () => {
    const { opportunity, applicants } = await reviewed(['Ana', 'Ben', 'Cy'], 2);
    const [ana, ben, cy] = applicants.map((applicant) => applicant.applicationId);
    const first = await admin.put(statusPath(opportunity.id, ana ?? ''), { status: 'accepted' });
    expect(first.body.opportunity).toMatchObject({ slotsFilled: 1, slotsTotal: 2, status: 'open' });
    const second = await admin.put(statusPath(opportunity.id, ben ?? ''), { status: 'accepted' });
    expect(second.body.opportunity).toMatchObject({ slotsFilled: 2, slotsTotal: 2, status: 'filled' });

    const refused = await admin.put(statusPath(opportunity.id, cy ?? ''), { status: 'accepted' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('No spots left: 2 of 2 spots are filled');
    expect(await statusOf(t, cy ?? '')).toBe('under_review');
    // Waitlisting (and declining) needs no spot.
    expect((await admin.put(statusPath(opportunity.id, cy ?? ''), { status: 'waitlisted' })).status).toBe(200);
    const fromWaitlist = await admin.put(statusPath(opportunity.id, cy ?? ''), { status: 'accepted' });
    expect(fromWaitlist.body.error.message).toBe('No spots left: 2 of 2 spots are filled');
    expect(await statusOf(t, cy ?? '')).toBe('waitlisted');
    expect(await slotsOf(t, opportunity.id)).toEqual({ status: 'filled', slotsFilled: 2, slotsTotal: 2 });
  });

  it('accepts a waitlisted applicant while spots remain', async () => {
    const { opportunity, applicants } = await reviewed(['Dee'], 1);
    const id = applicants[0]?.applicationId ?? '';
    await admin.put(statusPath(opportunity.id, id), { status: 'waitlisted' });
    const accepted = await admin.put(statusPath(opportunity.id, id), { status: 'accepted' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.opportunity).toMatchObject({ slotsFilled: 1, status: 'filled' });
  });

  it('keeps a closed opportunity closed when its last slot is taken', async () => {
    const { opportunity, applicants } = await reviewed(['Eve'], 1);
    await t.db.execute(`update opportunities set status = 'closed' where id = '${opportunity.id}'` as never);
    await admin.put(statusPath(opportunity.id, applicants[0]?.applicationId ?? ''), { status: 'accepted' });
    expect(await slotsOf(t, opportunity.id)).toEqual({ status: 'closed', slotsFilled: 1, slotsTotal: 1 });
  });

  it('refuses to accept on an invite-only opportunity', async () => {
    const { opportunity, applicants } = await reviewed(['Fay'], 1);
    const edited = await admin.put(`/api/admin/opportunities/${opportunity.id}`, {
      title: 'Door Host',
      description: 'Run the door at our Friday night.',
      status: 'open',
      inviteOnly: true,
    });
    expect(edited.body.slotsTotal).toBe(0);
    const refused = await admin.put(statusPath(opportunity.id, applicants[0]?.applicationId ?? ''), {
      status: 'accepted',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This opportunity is invite only: it has no spots to fill');
  });

  it('takes a filled opportunity off the public list at once (the count cache is cleared)', async () => {
    const { opportunity, applicants } = await reviewed(['Gus'], 1);
    const before = await t.client().get('/api/opportunities?pageSize=50');
    expect(before.body.items.map((item: { id: string }) => item.id)).toContain(opportunity.id);
    await admin.put(statusPath(opportunity.id, applicants[0]?.applicationId ?? ''), { status: 'accepted' });
    const after = await t.client().get('/api/opportunities?pageSize=50');
    expect(after.body.total).toBe(before.body.total - 1);
    expect(after.body.items.map((item: { id: string }) => item.id)).not.toContain(opportunity.id);
  });
});

describe('concurrent changes (D11: slots never over-filled)', () => {
  it('two admins accepting the last slot at once: one success, one refusal', async () => {
    const { opportunity, applicants } = await reviewed(['Hal', 'Ida'], 1);
    const responses = await Promise.all([
      admin.put(statusPath(opportunity.id, applicants[0]?.applicationId ?? ''), { status: 'accepted' }),
      secondAdmin.put(statusPath(opportunity.id, applicants[1]?.applicationId ?? ''), { status: 'accepted' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const refusal = responses.find((response) => response.status === 409);
    expect(refusal?.body.error.message).toBe('No spots left: 1 of 1 spot is filled');
    expect(await slotsOf(t, opportunity.id)).toEqual({ status: 'filled', slotsFilled: 1, slotsTotal: 1 });
    expect(await acceptedCount(opportunity.id)).toBe(1);
  });

  it('many accepts at once fill exactly the spots there are', async () => {
    const names = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'];
    const { opportunity, applicants } = await reviewed(names, 3);
    const responses = await Promise.all(
      applicants.map((applicant, index) =>
        (index % 2 ? secondAdmin : admin).put(statusPath(opportunity.id, applicant.applicationId), {
          status: 'accepted',
        }),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(3);
    expect(await slotsOf(t, opportunity.id)).toEqual({ status: 'filled', slotsFilled: 3, slotsTotal: 3 });
    expect(await acceptedCount(opportunity.id)).toBe(3);
  });

  it('two admins accepting the same application: it takes one slot', async () => {
    const { opportunity, applicants } = await reviewed(['Jo'], 2);
    const path = statusPath(opportunity.id, applicants[0]?.applicationId ?? '');
    const responses = await Promise.all([
      admin.put(path, { status: 'accepted' }),
      secondAdmin.put(path, { status: 'accepted' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)?.body.error.message).toMatch(
      /^(This application is already accepted|Someone else changed this application meanwhile: it is now accepted)$/,
    );
    expect(await slotsOf(t, opportunity.id)).toMatchObject({ slotsFilled: 1, status: 'open' });
  });

  it('two admins deciding differently at once: the first decision stands', async () => {
    const { opportunity, applicants } = await reviewed(['Kai'], 2);
    const path = statusPath(opportunity.id, applicants[0]?.applicationId ?? '');
    const responses = await Promise.all([
      admin.put(path, { status: 'accepted' }),
      secondAdmin.put(path, { status: 'declined' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.status === 200)?.body.participant.status;
    expect(await statusOf(t, applicants[0]?.applicationId ?? '')).toBe(winner);
    expect((await slotsOf(t, opportunity.id))?.slotsFilled).toBe(winner === 'accepted' ? 1 : 0);
  });
});

describe('completing (D11: one mission and 100 XP)', () => {
  it('credits the person once, even when two admins complete at the same moment', async () => {
    const { opportunity, applicants } = await reviewed(['Lou'], 1);
    const lou = applicants[0];
    const path = statusPath(opportunity.id, lou?.applicationId ?? '');
    await admin.put(path, { status: 'accepted' });
    expect(await standingOf(t, lou?.personId ?? '')).toEqual({ xpTotal: 0, missionsCompleted: 0 });

    const responses = await Promise.all([
      admin.put(path, { status: 'completed' }),
      secondAdmin.put(path, { status: 'completed' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await standingOf(t, lou?.personId ?? '')).toEqual({ xpTotal: 100, missionsCompleted: 1 });
    expect((await admin.put(path, { status: 'completed' })).status).toBe(409);
    expect(await standingOf(t, lou?.personId ?? '')).toEqual({ xpTotal: 100, missionsCompleted: 1 });

    // The admin user page reads the same numbers.
    const user = await admin.get(`/api/admin/users/${lou?.personId}`);
    expect(user.body).toMatchObject({ xpTotal: 100, missionsCompleted: 1 });
  });

  it('adds to what the person already had', async () => {
    const first = await reviewed(['Max'], 1);
    const max = first.applicants[0];
    const second = await opportunityWithApplicants(t, admin, { applicants: [] });
    const applied = await max?.client.post(`/api/opportunities/${second.opportunity.id}/applications`, {});
    for (const [opportunityId, applicationId] of [
      [first.opportunity.id, max?.applicationId ?? ''],
      [second.opportunity.id, applied?.body.id],
    ]) {
      await forceStatus(t, applicationId, 'under_review');
      await admin.put(statusPath(opportunityId, applicationId), { status: 'accepted' });
      await admin.put(statusPath(opportunityId, applicationId), { status: 'completed' });
    }
    expect(await standingOf(t, max?.personId ?? '')).toEqual({ xpTotal: 200, missionsCompleted: 2 });
  });
});

describe('what a change leaves behind', () => {
  it('logs every change, emails the person where issue 7 says so, and shows it on their dashboard', async () => {
    const { opportunity, applicants } = await opportunityWithApplicants(t, admin, {
      applicants: ['Nia Brooks'],
      opportunity: { title: 'Rooftop Host', slotsTotal: 1 },
    });
    const nia = applicants[0];
    const id = nia?.applicationId ?? '';
    for (const status of ['under_review', 'accepted', 'completed'] as const) {
      expect((await admin.put(statusPath(opportunity.id, id), { status })).status).toBe(200);
      const dashboard = await nia?.client.get('/api/dashboard');
      expect(dashboard?.body.opportunityApplications.items[0]).toMatchObject({ title: 'Rooftop Host', status });
    }
    // A refused change leaves nothing.
    expect((await admin.put(statusPath(opportunity.id, id), { status: 'declined' })).status).toBe(409);

    const feed = await admin.get(`/api/admin/activity?entityType=opportunity_application&entityId=${id}`);
    // The three changes, after the application itself (issue 19: applying is logged too).
    expect(feed.body.map((entry: { details: { status: string } }) => entry.details.status)).toEqual([
      'completed',
      'accepted',
      'under_review',
      'pending',
    ]);
    expect(feed.body[3]).toMatchObject({ actionType: 'apply_to_opportunity', authorName: 'Nia Brooks' });
    expect(feed.body[0]).toMatchObject({
      actionType: 'opportunity_application_status',
      entityType: 'opportunity_application',
      subjectName: 'Nia Brooks',
      details: {
        status: 'completed',
        previousStatus: 'accepted',
        opportunityId: opportunity.id,
        opportunityTitle: 'Rooftop Host',
      },
    });
    const rows = await t.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(rows).toHaveLength(4);

    const emails = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, nia?.email ?? ''));
    expect(emails.map((email) => [email.kind, email.subject]).sort()).toEqual([
      ['opportunity_accepted', "You're in: Rooftop Host"],
      ['opportunity_completed', "That's a wrap: Rooftop Host"],
    ]);
  });

  it('emails waitlisted and declined applicants', async () => {
    const { opportunity, applicants } = await reviewed(['Oli', 'Pam'], 1);
    await admin.put(statusPath(opportunity.id, applicants[0]?.applicationId ?? ''), { status: 'waitlisted' });
    await admin.put(statusPath(opportunity.id, applicants[1]?.applicationId ?? ''), { status: 'declined' });
    const [oli] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, applicants[0]?.email ?? ''));
    const [pam] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, applicants[1]?.email ?? ''));
    expect(oli?.kind).toBe('opportunity_waitlisted');
    expect(pam?.kind).toBe('opportunity_declined');
  });

  it('keeps these entries from reviewers (D12)', async () => {
    const { opportunity, applicants } = await opportunityWithApplicants(t, admin);
    const id = applicants[0]?.applicationId ?? '';
    await admin.put(statusPath(opportunity.id, id), { status: 'under_review' });
    const reviewer = await signedIn(t, 'reviewer');
    const asked = await reviewer.client.get(`/api/admin/activity?entityType=opportunity_application&entityId=${id}`);
    expect(asked.status).toBe(403);
    const feed = await reviewer.client.get('/api/admin/activity?limit=50');
    expect(feed.body.some((entry: { entityType: string }) => entry.entityType === 'opportunity_application')).toBe(
      false,
    );
  });
});
