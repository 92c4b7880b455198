import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX } from '@shared/application-review-schemas';
import { activityLog } from '../../db/schema/back-office';
import { emailOutbox } from '../../db/schema/email-outbox';
import { applications } from '../../db/schema/track-applications';
import { createTrackApplication } from '../../test/application-fixtures';
import { type SignedIn, signedIn } from '../../test/staff';
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

async function applicants(count: number, name: string) {
  const made = [];
  for (let index = 0; index < count; index++) {
    made.push(await createTrackApplication(t, { name: `${name} ${index}` }));
  }
  return made;
}

const statusesOf = async (ids: string[]) =>
  (await t.db.select({ status: applications.status }).from(applications).where(inArray(applications.id, ids))).map(
    (row) => row.status,
  );
const entriesOf = (ids: string[]) =>
  t.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityType, 'application'), inArray(activityLog.entityId, ids)));
const emailsTo = (emails: string[]) => t.db.select().from(emailOutbox).where(inArray(emailOutbox.recipient, emails));

describe('POST /api/admin/applications/bulk-status (issue 19)', () => {
  it('is for staff only (D12: reviewers review applications), and changes nothing for others', async () => {
    const [one] = await applicants(1, 'Guarded');
    const body = { target: 'ids', ids: [one?.applicationId], status: 'archived' };
    expect((await t.client().post('/api/admin/applications/bulk-status', body)).status).toBe(401);
    const person = await signedIn(t);
    const refused = await person.client.post('/api/admin/applications/bulk-status', body);
    expect(refused.status).toBe(403);
    expect(await statusesOf([one?.applicationId ?? ''])).toEqual(['submitted']);
    const done = await reviewer.client.post('/api/admin/applications/bulk-status', body);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: 'archived', changed: 1, unchanged: 0 });
  });

  it('changes each application as one by one: one activity entry and one status email each', async () => {
    const made = await applicants(3, 'Bulk Booked');
    const ids = made.map((item) => item.applicationId);
    const response = await admin.client.post('/api/admin/applications/bulk-status', {
      target: 'ids',
      ids,
      status: 'booked',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'booked', changed: 3, unchanged: 0 });
    expect(await statusesOf(ids)).toEqual(['booked', 'booked', 'booked']);

    const entries = await entriesOf(ids);
    expect(entries).toHaveLength(3);
    expect(new Set(entries.map((entry) => entry.entityId))).toEqual(new Set(ids));
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actionType: 'status_change',
        userId: admin.userId,
        details: { status: 'booked', previousStatus: 'submitted' },
      });
    }
    const emails = await emailsTo(made.map((item) => item.email));
    expect(emails).toHaveLength(3);
    expect(emails.every((email) => email.kind === 'track_booked')).toBe(true);
    expect(new Set(emails.map((email) => email.recipient))).toEqual(new Set(made.map((item) => item.email)));

    // Again: they already are booked, so nothing more is logged or sent (as one by one).
    const again = await admin.client.post('/api/admin/applications/bulk-status', {
      target: 'ids',
      ids,
      status: 'booked',
    });
    expect(again.body).toEqual({ status: 'booked', changed: 0, unchanged: 3 });
    expect(await entriesOf(ids)).toHaveLength(3);
    expect(await emailsTo(made.map((item) => item.email))).toHaveLength(3);
  });

  it('changes nothing when one cannot change, and says which one and why', async () => {
    const made = await applicants(2, 'Bulk Partial');
    const ids = made.map((item) => item.applicationId);
    const missing = randomUUID();
    const response = await admin.client.post('/api/admin/applications/bulk-status', {
      target: 'ids',
      ids: [...ids, missing],
      status: 'archived',
    });
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      code: 'BULK_FAILED',
      message: '1 application could not be changed, so nothing was changed',
      issues: [{ path: missing, message: 'Application not found' }],
    });
    expect(await statusesOf(ids)).toEqual(['submitted', 'submitted']);
    expect(await entriesOf(ids)).toHaveLength(0);
    expect(await emailsTo(made.map((item) => item.email))).toHaveLength(0);
  });

  it('changes every application matching a filter, when the count is the one confirmed', async () => {
    const made = await applicants(2, 'Filtered Zinnia');
    const ids = made.map((item) => item.applicationId);
    const filter = { search: 'Filtered Zinnia', status: 'submitted' };
    const stale = await admin.client.post('/api/admin/applications/bulk-status', {
      target: 'matching',
      filter,
      expectedCount: 3,
      status: 'shortlisted',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      'The filter now matches 2 applications, not 3: nothing was changed. Check the list and try again.',
    );
    expect(await statusesOf(ids)).toEqual(['submitted', 'submitted']);

    const done = await reviewer.client.post('/api/admin/applications/bulk-status', {
      target: 'matching',
      filter,
      expectedCount: 2,
      status: 'shortlisted',
    });
    expect(done.body).toEqual({ status: 'shortlisted', changed: 2, unchanged: 0 });
    expect(await statusesOf(ids)).toEqual(['shortlisted', 'shortlisted']);
    expect(await entriesOf(ids)).toHaveLength(2);
  });

  it.each([
    [{ target: 'ids', ids: [], status: 'booked' }, 'Choose at least one application'],
    [{ target: 'ids', ids: ['nope'], status: 'booked' }, 'Unknown application'],
    [{ target: 'ids', ids: [randomUUID()], status: 'accepted' }, 'Choose a valid status'],
    [
      { target: 'ids', ids: Array.from({ length: BULK_MAX + 1 }, () => randomUUID()), status: 'booked' },
      'At most 1,000 applications at once',
    ],
    [{ target: 'matching', filter: {}, expectedCount: BULK_MAX + 1, status: 'booked' }, undefined],
    [{ target: 'everything', status: 'booked' }, undefined],
  ])('refuses %j with a clear message', async (body, message) => {
    const response = await admin.client.post('/api/admin/applications/bulk-status', body);
    expect(response.status).toBe(400);
    if (message) expect(response.body.error.message).toBe(message);
  });
});
