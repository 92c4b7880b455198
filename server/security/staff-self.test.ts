import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { activityLog, applicationNotes, interactions } from '../db/schema/back-office';
import { emailOutbox } from '../db/schema/email-outbox';
import { invitations } from '../db/schema/invitations';
import { opportunityApplications } from '../db/schema/opportunities';
import { people } from '../db/schema/people';
import { applications } from '../db/schema/track-applications';
import { createTrackApplication } from '../test/application-fixtures';
import { createOpportunity } from '../test/opportunity-fixtures';
import { changeOf, SseReader } from '../test/sse-reader';
import { type SignedIn, signedIn } from '../test/staff';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TestResponse } from '../test/test-client';

// D31 (issue 40): staff never judge themselves. A reviewer or an admin who applied is refused
// (403 OWN_RECORD, nothing written, nobody emailed) every change of their own application,
// person record and invitations, and reads neither the team's notes nor the communication log
// about themselves; another team member does all of it.

let t: TestApp;
let admin: SignedIn;
// Team members with a track application of their own (submitted through the wizard's API).
type Applied = SignedIn & { applicationId: string };
let maya: Applied;
let sam: Applied;

const performerApplication = {
  track: 'performer',
  age: 27,
  city: 'Austin',
  state: 'TX',
  travelRadius: 'local',
  answers: { genres: ['House'] },
  targetMarkets: [],
  targetCity: 'Austin',
  consent: true,
};

async function teamMemberWhoApplied(role: 'reviewer' | 'admin', name: string): Promise<Applied> {
  const member = await signedIn(t, role, name);
  const submitted = await member.client.post('/api/track-application', performerApplication);
  if (submitted.status !== 201) throw new Error(`application not submitted: ${submitted.text}`);
  return { ...member, applicationId: submitted.body.id };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Ada Admin');
  maya = await teamMemberWhoApplied('reviewer', 'Maya Torres');
  sam = await teamMemberWhoApplied('admin', 'Sam Okoro');
});
afterAll(() => t?.close());

function expectRefused(reply: TestResponse, message: string) {
  expect(reply.status, reply.text).toBe(403);
  expect(reply.body.error).toMatchObject({ code: API_ERROR_CODES.ownRecord, message });
}

const statusOf = async (applicationId: string) =>
  (await t.db.select({ status: applications.status }).from(applications).where(eq(applications.id, applicationId)))[0]
    ?.status;
const entriesAbout = (ids: string[]) =>
  t.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'application'), inArray(activityLog.entityId, ids)));
const emailsTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));

describe('their own track application', () => {
  it('refuses a reviewer every status of their own (shortlisted, booked, archived): nothing logged or emailed', async () => {
    const path = `/api/admin/applications/${maya.applicationId}`;
    for (const status of ['shortlisted', 'booked', 'archived']) {
      expectRefused(await maya.client.put(`${path}/status`, { status }), OWN_RECORD_MESSAGES.application);
    }
    expect(await statusOf(maya.applicationId)).toBe('submitted');
    expect((await entriesAbout([maya.applicationId])).map((entry) => entry.actionType)).toEqual(['submit_application']);
    expect(await emailsTo(maya.email)).toEqual([]);

    // Another team member handles it.
    expect((await admin.client.put(`${path}/status`, { status: 'shortlisted' })).status).toBe(200);
    expect(await statusOf(maya.applicationId)).toBe('shortlisted');
  });

  it("refuses an admin their own application's status", async () => {
    const path = `/api/admin/applications/${sam.applicationId}`;
    expectRefused(await sam.client.put(`${path}/status`, { status: 'booked' }), OWN_RECORD_MESSAGES.application);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, sam.applicationId));
    expect(row).toMatchObject({ status: 'submitted' });
  });

  // Issue 41: the legacy private notes are notes of the thread now (migration 0017).
  it('shows their own answers, without the notes carried over from the private notes, and says whose it is', async () => {
    const [carried] = await t.db
      .insert(applicationNotes)
      .values({ applicationId: maya.applicationId, content: 'Late twice', fromPrivateNotes: true })
      .returning({ id: applicationNotes.id });
    const own = await maya.client.get(`/api/admin/applications/${maya.applicationId}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ ownRecord: true, answers: { genres: ['House'] } });
    expect(own.text).not.toContain('Late twice');
    expectRefused(
      await maya.client.get(`/api/admin/applications/${maya.applicationId}/notes`),
      OWN_RECORD_MESSAGES.application,
    );

    const theirs = await admin.client.get(`/api/admin/applications/${maya.applicationId}/notes`);
    expect(theirs.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ content: 'Late twice', fromPrivateNotes: true, mine: false })]),
    );
    // The notes tests below count the thread without it.
    await t.db.delete(applicationNotes).where(eq(applicationNotes.id, carried?.id ?? ''));
  });

  it('refuses a selection that holds their own as a whole, by ids or by filter', async () => {
    const others = [await createTrackApplication(t), await createTrackApplication(t)];
    const ids = [others[0]?.applicationId ?? '', maya.applicationId, others[1]?.applicationId ?? ''];
    const byIds = await maya.client.post('/api/admin/applications/bulk-status', {
      target: 'ids',
      ids,
      status: 'booked',
    });
    expectRefused(byIds, OWN_RECORD_MESSAGES.bulk);
    expect(byIds.body.error.issues).toEqual([{ path: maya.applicationId, message: OWN_RECORD_MESSAGES.application }]);
    expect(await statusOf(others[0]?.applicationId ?? '')).toBe('submitted');
    expect(await statusOf(others[1]?.applicationId ?? '')).toBe('submitted');
    expect(await entriesAbout([others[0]?.applicationId ?? '', others[1]?.applicationId ?? ''])).toEqual([]);
    for (const other of others) expect(await emailsTo(other?.email ?? '')).toEqual([]);

    const filter = { search: 'Maya Torres', sort: 'created', dir: 'desc' };
    const matching = await maya.client.get('/api/admin/applications?search=Maya%20Torres');
    const byFilter = await maya.client.post('/api/admin/applications/bulk-status', {
      target: 'matching',
      filter,
      expectedCount: matching.body.total,
      status: 'archived',
    });
    expectRefused(byFilter, OWN_RECORD_MESSAGES.bulk);
    expect(await statusOf(maya.applicationId)).not.toBe('archived');
  });
});

describe('the internal notes about them', () => {
  it('are neither read nor written by the team member they are about', async () => {
    const notesPath = `/api/admin/applications/${maya.applicationId}/notes`;
    expect((await admin.client.post(notesPath, { content: 'Strong set, slow replies' })).status).toBe(201);
    const [own] = await t.db
      .insert(applicationNotes)
      .values({ applicationId: maya.applicationId, userId: maya.userId, content: 'Written before joining' })
      .returning({ id: applicationNotes.id });

    const read = await maya.client.get(notesPath);
    expectRefused(read, OWN_RECORD_MESSAGES.application);
    expect(read.text).not.toContain('slow replies');
    expectRefused(await maya.client.post(notesPath, { content: 'I am great' }), OWN_RECORD_MESSAGES.application);
    expectRefused(
      await maya.client.patch(`${notesPath}/${own?.id}`, { content: 'Rewritten' }),
      OWN_RECORD_MESSAGES.application,
    );
    expectRefused(await maya.client.delete(`${notesPath}/${own?.id}`), OWN_RECORD_MESSAGES.application);
    const rows = await t.db
      .select({ content: applicationNotes.content })
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, maya.applicationId));
    expect(rows.map((row) => row.content).sort()).toEqual(['Strong set, slow replies', 'Written before joining']);
    expect((await admin.client.get(notesPath)).body.total).toBe(2);
  });

  it("leave the note's preview out of the activity they read", async () => {
    await admin.client.post(`/api/admin/applications/${maya.applicationId}/notes`, { content: 'Ask about the fee' });
    const query = `entityType=application&entityId=${maya.applicationId}`;
    const theirs = await maya.client.get(`/api/admin/activity?${query}`);
    expect(theirs.status).toBe(200);
    const noted = theirs.body.filter((entry: { actionType: string }) => entry.actionType === 'add_note');
    expect(noted.length).toBeGreaterThan(0);
    expect(noted.every((entry: { details: object }) => Object.keys(entry.details).length === 0)).toBe(true);
    expect(theirs.text).not.toContain('Ask about the fee');
    expect((await maya.client.get('/api/admin/activity?limit=50')).text).not.toContain('Ask about the fee');
    expect((await admin.client.get(`/api/admin/activity?${query}`)).text).toContain('Ask about the fee');
  });
});

describe('the communication log about them', () => {
  it('is neither read nor written nor deleted by the team member it is about', async () => {
    const logPath = `/api/admin/people/${maya.personId}/interactions`;
    expect((await admin.client.post(logPath, { type: 'call', content: 'Talked about her fee' })).status).toBe(201);
    const [own] = await t.db
      .insert(interactions)
      .values({ personId: maya.personId, userId: maya.userId, content: 'Logged by Maya herself' })
      .returning({ id: interactions.id });

    const read = await maya.client.get(logPath);
    expectRefused(read, OWN_RECORD_MESSAGES.interactions);
    expect(read.text).not.toContain('her fee');
    expectRefused(await maya.client.post(logPath, { content: 'All good' }), OWN_RECORD_MESSAGES.interactions);
    expectRefused(await maya.client.delete(`${logPath}/${own?.id}`), OWN_RECORD_MESSAGES.interactions);
    // An admin may delete any entry (decision 032), but not about themselves.
    const samLog = `/api/admin/people/${sam.personId}/interactions`;
    const aboutSam = await admin.client.post(samLog, { content: 'Sam asked for a raise' });
    expectRefused(await sam.client.delete(`${samLog}/${aboutSam.body.id}`), OWN_RECORD_MESSAGES.interactions);

    const rows = await t.db.select().from(interactions).where(eq(interactions.personId, maya.personId));
    expect(rows).toHaveLength(2);
    expect((await admin.client.get(logPath)).body.total).toBe(2);
  });
});

describe('live updates', () => {
  it('do not tell a team member of notes or log entries about themselves', async () => {
    const response = await maya.client.open('/api/admin/live');
    expect(response.status).toBe(200);
    const stream = new SseReader(response);
    try {
      await stream.next((event) => event.event === 'ready');
      await admin.client.post(`/api/admin/applications/${maya.applicationId}/notes`, { content: 'Quietly noted' });
      await admin.client.post(`/api/admin/people/${maya.personId}/interactions`, { content: 'Quietly logged' });
      const other = await createTrackApplication(t);
      await admin.client.post(`/api/admin/applications/${other.applicationId}/notes`, { content: 'Someone else' });
      await stream.next((event) => changeOf(event)?.applicationId === other.applicationId);
      const heard = (await stream.collect(300)).map(changeOf);
      expect(heard.filter((change) => change?.topic === 'notes' || change?.topic === 'interactions')).toEqual([]);
    } finally {
      await stream.cancel();
    }
  });
});

describe('their own person record', () => {
  it('refuses an admin their own status and rank, and says so on their user page', async () => {
    const refused = await sam.client.patch(`/api/admin/users/${sam.personId}`, { status: 'active', rank: 'verified' });
    expectRefused(refused, OWN_RECORD_MESSAGES.standing);
    const [row] = await t.db.select().from(people).where(eq(people.id, sam.personId));
    expect(row).toMatchObject({ status: 'new', rank: 'member' });

    expect((await sam.client.get(`/api/admin/users/${sam.personId}`)).body.ownRecord).toBe(true);
    expect((await admin.client.get(`/api/admin/users/${sam.personId}`)).body.ownRecord).toBe(false);
    expect((await admin.client.patch(`/api/admin/users/${sam.personId}`, { status: 'active' })).status).toBe(200);
  });
});

describe('their own opportunity applications', () => {
  it('refuses an admin every move of their own participant row, and marks it in the widget', async () => {
    const opportunity = await createOpportunity(admin.client, { title: 'Warehouse Night', slotsTotal: 2 });
    await t.db.update(people).set({ age: 30, city: 'Austin', state: 'TX' }).where(eq(people.id, sam.personId));
    const applied = await sam.client.post(`/api/opportunities/${opportunity.id}/applications`, { coverLetter: 'Me!' });
    expect(applied.status).toBe(201);
    const path = `/api/admin/opportunities/${opportunity.id}/participants`;
    for (const status of ['under_review', 'accepted', 'declined']) {
      expectRefused(
        await sam.client.put(`${path}/${applied.body.id}/status`, { status }),
        OWN_RECORD_MESSAGES.application,
      );
    }
    const [row] = await t.db
      .select({ status: opportunityApplications.status })
      .from(opportunityApplications)
      .where(eq(opportunityApplications.id, applied.body.id));
    expect(row?.status).toBe('pending');
    expect(await emailsTo(sam.email)).toEqual([]);

    const listed = await sam.client.get(path);
    expect(listed.body.items).toMatchObject([{ id: applied.body.id, ownRecord: true }]);
    expect((await admin.client.get(path)).body.items).toMatchObject([{ id: applied.body.id, ownRecord: false }]);
    expect((await admin.client.put(`${path}/${applied.body.id}/status`, { status: 'under_review' })).status).toBe(200);
  });
});

describe('invitations to themselves', () => {
  it('refuses an admin inviting themselves, alone or among others: nobody is invited or emailed', async () => {
    const opportunity = await createOpportunity(admin.client, { title: 'Guest List Night', slotsTotal: 2 });
    const guest = await signedIn(t, undefined, 'Gia Guest');
    for (const personIds of [[sam.personId], [guest.personId, sam.personId]]) {
      const refused = await sam.client.post('/api/admin/invitations', { opportunityId: opportunity.id, personIds });
      expectRefused(refused, OWN_RECORD_MESSAGES.invite);
    }
    expect(await t.db.select().from(invitations).where(eq(invitations.opportunityId, opportunity.id))).toEqual([]);
    expect(await emailsTo(guest.email)).toEqual([]);
    const invited = await admin.client.post('/api/admin/invitations', {
      opportunityId: opportunity.id,
      personIds: [sam.personId],
    });
    expect(invited.status).toBe(201);
    expect(invited.body.invited).toHaveLength(1);
  });
});
