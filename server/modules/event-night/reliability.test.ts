import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { activityLog, interactions } from '../../db/schema/back-office';
import { reliabilityBlocks } from '../../db/schema/event-night';
import { opportunityApplications } from '../../db/schema/opportunities';
import { createOpportunity, signedInPerson } from '../../test/opportunity-fixtures';
import { seedApplication } from '../../test/seed-applications';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 42 (D37): staff see a person's reliability next to them everywhere, and an admin lifts a
// block with a note (never their own: D31), in the activity feed and the communication log.

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin', 'Ada Admin');
});
afterAll(() => t?.close());

async function block(personId: string) {
  const now = t.clock.now().getTime();
  await t.db.insert(reliabilityBlocks).values({
    personId,
    reason: 'You missed two bookings within 90 days: Night one and Night two.',
    startsAt: new Date(now - DAY),
    endsAt: new Date(now + 29 * DAY),
  });
}

const lift = (who: SignedIn, personId: string, note = 'Talked it through: a family emergency.') =>
  who.client.post(`/api/admin/people/${personId}/reliability-block/lift`, { note });

describe('lifting a block (D37)', () => {
  it('lets an admin lift it with a note: the person applies again; the feed and the log say so', async () => {
    const person = await signedInPerson(t, { name: 'Often Absent' });
    await block(person.personId);
    const opportunity = await createOpportunity(admin.client, { slotsTotal: 3 });
    const refused = await person.client.post(`/api/opportunities/${opportunity.id}/applications`, {});
    expect(refused.status).toBe(403);

    const before = await admin.client.get(`/api/admin/people/${person.personId}/reliability`);
    expect(before.status, before.text).toBe(200);
    expect(before.body).toMatchObject({
      reliability: { attended: null, counted: null },
      history: [],
      block: { reason: expect.stringMatching(/^You missed two bookings/), until: expect.any(String) },
    });

    const lifted = await lift(admin, person.personId);
    expect(lifted.status, lifted.text).toBe(200);
    expect(lifted.body.block).toBeNull();
    const [row] = await t.db.select().from(reliabilityBlocks).where(eq(reliabilityBlocks.personId, person.personId));
    expect(row).toMatchObject({ liftedBy: admin.userId, liftNote: 'Talked it through: a family emergency.' });
    expect(row?.liftedAt).toBeInstanceOf(Date);

    const applied = await person.client.post(`/api/opportunities/${opportunity.id}/applications`, {});
    expect(applied.status, applied.text).toBe(201);

    const feed = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, person.personId), eq(activityLog.actionType, 'reliability_block_lifted')));
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ userId: admin.userId, entityType: 'person' });
    const logged = await admin.client.get(`/api/admin/people/${person.personId}/interactions`);
    expect(logged.body.items[0]).toMatchObject({
      type: 'event',
      subject: 'Block on applying lifted',
      content: 'Talked it through: a family emergency.',
      authorName: 'Ada Admin',
    });
    const stored = await t.db.select().from(interactions).where(eq(interactions.personId, person.personId));
    expect(stored).toHaveLength(1);

    // Nothing left to lift.
    const again = await lift(admin, person.personId);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('This person has no block in force');
  });

  it('is for admins only, and wants a note', async () => {
    const person = await signedInPerson(t);
    await block(person.personId);
    const reviewer = await signedIn(t, 'reviewer', 'Rae Reviewer');
    expect((await lift(reviewer, person.personId)).status).toBe(403);
    expect((await reviewer.client.get(`/api/admin/people/${person.personId}/reliability`)).status).toBe(403);
    const someone = await signedIn(t, undefined, 'Sam Someone');
    expect((await lift(someone, person.personId)).status).toBe(403);
    expect((await t.client().post(`/api/admin/people/${person.personId}/reliability-block/lift`, {})).status).toBe(401);
    const blank = await lift(admin, person.personId, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toContain('A note is required');
    const [row] = await t.db.select().from(reliabilityBlocks).where(eq(reliabilityBlocks.personId, person.personId));
    expect(row?.liftedAt).toBeNull();
  });

  it('is never an admin’s on their own record (D31)', async () => {
    const self = await signedIn(t, 'admin', 'Sam Okoro');
    await block(self.personId);
    const refused = await lift(self, self.personId);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      code: API_ERROR_CODES.ownRecord,
      message: OWN_RECORD_MESSAGES.reliabilityBlock,
    });
    const [row] = await t.db.select().from(reliabilityBlocks).where(eq(reliabilityBlocks.personId, self.personId));
    expect(row?.liftedAt).toBeNull();
    // Another admin may.
    expect((await lift(admin, self.personId)).status).toBe(200);
  });
});

describe('reliability next to the person (D37)', () => {
  it('is in the application review and the participants widget', async () => {
    const rita = await seedApplication(t.db, {
      name: 'Reliable Rita',
      person: { reliabilityAttended: 9, reliabilityCounted: 10 },
    });
    const nico = await seedApplication(t.db, { name: 'New Nico' });
    const review = await admin.client.get(`/api/admin/applications/${rita.applicationId}`);
    expect(review.body.applicant.reliability).toEqual({ attended: 9, counted: 10 });

    const opportunity = await createOpportunity(admin.client, { slotsTotal: 2 });
    await t.db.insert(opportunityApplications).values([
      { opportunityId: opportunity.id, personId: rita.personId },
      { opportunityId: opportunity.id, personId: nico.personId },
    ]);
    const participants = await admin.client.get(`/api/admin/opportunities/${opportunity.id}/participants`);
    const byName = Object.fromEntries(
      participants.body.items.map((item: { name: string; reliability: unknown }) => [item.name, item.reliability]),
    );
    expect(byName).toEqual({
      'Reliable Rita': { attended: 9, counted: 10 },
      'New Nico': { attended: null, counted: null },
    });
  });
});
