import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { createOpportunity, signedInAdmin, signedInPerson } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const creativeAnswers = {
  artistName: 'DJ Nova',
  instagramHandle: '@djnova',
  ticketSales: 'About 300 a night',
  performedLive: 'Weekly residency for two years',
};

async function applicationsOf(opportunityId: string) {
  return t.db.select().from(opportunityApplications).where(eq(opportunityApplications.opportunityId, opportunityId));
}

describe('applying (spec §5, D14)', () => {
  it('refuses an anonymous caller with the sign-up message', async () => {
    const { id } = await createOpportunity(admin);
    const response = await t.client().post(`/api/opportunities/${id}/applications`, {});
    expect(response.status).toBe(401);
    expect(response.body.error.message).toBe('Please sign up to apply for this opportunity');
    expect(await applicationsOf(id)).toEqual([]);
  });

  it('tells a caller whose session was signed out that it expired, not to sign up (issue 8)', async () => {
    const { id } = await createOpportunity(admin);
    const { client } = await signedInPerson(t);
    const cookie = client.cookieHeader;
    await client.signOut();
    const replayed = t.client();
    replayed.setCookieHeader(cookie);
    const response = await replayed.post(`/api/opportunities/${id}/applications`, { coverLetter: 'Hi' });
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired. Please sign in again.',
    });
    expect(await applicationsOf(id)).toEqual([]);
  });

  it('refuses a person without a profile (D3)', async () => {
    const { id } = await createOpportunity(admin);
    const { client } = await signedInPerson(t, { profile: false });
    const response = await client.post(`/api/opportunities/${id}/applications`, { coverLetter: 'Hi' });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      message: 'Complete your profile to apply',
    });
    expect(await applicationsOf(id)).toEqual([]);
  });

  it('takes an optional cover letter for a plain opportunity, as pending', async () => {
    const { id } = await createOpportunity(admin, { title: 'Door Host', opportunityType: 'event' });
    const { client, personId } = await signedInPerson(t);
    const response = await client.post(`/api/opportunities/${id}/applications`, { coverLetter: '  I run doors.  ' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ opportunityId: id, status: 'pending' });
    const [row] = await applicationsOf(id);
    expect(row).toMatchObject({ personId, coverLetter: 'I run doors.', applicationData: null, status: 'pending' });

    const mine = await client.get(`/api/opportunities/${id}/application`);
    expect(mine.body.application).toMatchObject({ id: response.body.id, status: 'pending' });

    const empty = await signedInPerson(t);
    expect((await empty.client.post(`/api/opportunities/${id}/applications`, {})).status).toBe(201);
  });

  it('limits the cover letter to 2000 characters', async () => {
    const { id } = await createOpportunity(admin);
    const { client } = await signedInPerson(t);
    const tooLong = await client.post(`/api/opportunities/${id}/applications`, { coverLetter: 'c'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toBe('Cover letter must be at most 2000 characters');
    expect(await applicationsOf(id)).toEqual([]);
    const exact = await client.post(`/api/opportunities/${id}/applications`, { coverLetter: 'c'.repeat(2000) });
    expect(exact.status).toBe(201);
  });

  it.each([
    ['a creative-type opportunity', { opportunityType: 'creative' as const, title: 'Recap Video Editor' }],
    ['a title containing "dj"', { opportunityType: 'event' as const, title: 'Friday Night Dj set' }],
    ['a title containing "rotation"', { opportunityType: 'marketing' as const, title: 'Sunday ROTATION' }],
  ])('asks %s for the four creative answers', async (_, input) => {
    const { id } = await createOpportunity(admin, input);
    const { client, personId } = await signedInPerson(t);

    const missing = await client.post(`/api/opportunities/${id}/applications`, {
      coverLetter: 'A letter is not enough',
      applicationData: { ...creativeAnswers, ticketSales: '  ' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please fill in all required fields');
    expect(await applicationsOf(id)).toEqual([]);

    const response = await client.post(`/api/opportunities/${id}/applications`, { applicationData: creativeAnswers });
    expect(response.status).toBe(201);
    const [row] = await applicationsOf(id);
    expect(row).toMatchObject({ personId, coverLetter: null, applicationData: creativeAnswers });
  });

  it('limits the creative answers: 200 characters, and 1000 for performedLive', async () => {
    const { id } = await createOpportunity(admin, { opportunityType: 'creative' });
    const { client } = await signedInPerson(t);
    for (const [field, length, message] of [
      ['artistName', 201, 'Artist name must be at most 200 characters'],
      ['instagramHandle', 201, 'Instagram handle must be at most 200 characters'],
      ['ticketSales', 201, 'Ticket sales must be at most 200 characters'],
      ['performedLive', 1001, 'Performed live must be at most 1000 characters'],
    ] as const) {
      const response = await client.post(`/api/opportunities/${id}/applications`, {
        applicationData: { ...creativeAnswers, [field]: 'x'.repeat(length) },
      });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
    expect(await applicationsOf(id)).toEqual([]);
    const atLimits = await client.post(`/api/opportunities/${id}/applications`, {
      applicationData: { ...creativeAnswers, artistName: 'a'.repeat(200), performedLive: 'p'.repeat(1000) },
    });
    expect(atLimits.status).toBe(201);
  });

  it("refuses a second application: 'You've already applied to this opportunity'", async () => {
    const { id } = await createOpportunity(admin);
    const { client } = await signedInPerson(t);
    expect((await client.post(`/api/opportunities/${id}/applications`, {})).status).toBe(201);
    const again = await client.post(`/api/opportunities/${id}/applications`, { coverLetter: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("You've already applied to this opportunity");
    expect(await applicationsOf(id)).toHaveLength(1);
  });

  it('keeps one application when the same person submits twice at the same moment', async () => {
    const { id } = await createOpportunity(admin);
    const { client, personId } = await signedInPerson(t);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => client.post(`/api/opportunities/${id}/applications`, { coverLetter: 'Hi' })),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409]);
    const [row] = await t.db
      .select({ n: count() })
      .from(opportunityApplications)
      .where(and(eq(opportunityApplications.opportunityId, id), eq(opportunityApplications.personId, personId)));
    expect(row?.n).toBe(1);
  });

  it('refuses invite-only, closed, filled and draft opportunities', async () => {
    const { client } = await signedInPerson(t);
    const cases = [
      [{ inviteOnly: true }, 403, 'This opportunity is invite only'],
      [{ status: 'closed' as const }, 409, 'This opportunity is not accepting applications'],
      [{ status: 'filled' as const }, 409, 'This opportunity is already filled'],
      [{ status: 'draft' as const }, 404, 'Opportunity not found'],
    ] as const;
    for (const [input, status, message] of cases) {
      const { id } = await createOpportunity(admin, input);
      const response = await client.post(`/api/opportunities/${id}/applications`, {});
      expect(response.status, JSON.stringify(input)).toBe(status);
      expect(response.body.error.message).toBe(message);
      expect(await applicationsOf(id)).toEqual([]);
    }
  });

  it('refuses an open opportunity whose spots are all taken', async () => {
    const { id } = await createOpportunity(admin, { slotsTotal: 1 });
    await t.db.update(opportunities).set({ slotsFilled: 1 }).where(eq(opportunities.id, id));
    const { client } = await signedInPerson(t);
    const response = await client.post(`/api/opportunities/${id}/applications`, {});
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('This opportunity is already filled');
  });

  it('refuses an open opportunity whose day has passed everywhere (D22), and takes one dated today', async () => {
    const past = await createOpportunity(admin, {});
    await t.db.update(opportunities).set({ date: '2020-01-04' }).where(eq(opportunities.id, past.id));
    const { client } = await signedInPerson(t);
    const refused = await client.post(`/api/opportunities/${past.id}/applications`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This event has already taken place');
    expect(await applicationsOf(past.id)).toEqual([]);

    const today = await createOpportunity(admin, {});
    const utcToday = new Date().toISOString().slice(0, 10);
    await t.db.update(opportunities).set({ date: utcToday }).where(eq(opportunities.id, today.id));
    expect((await client.post(`/api/opportunities/${today.id}/applications`, {})).status).toBe(201);
  });

  it('answers 404 for unknown and malformed ids, and refuses a body that is not JSON', async () => {
    const { client } = await signedInPerson(t);
    for (const id of ['8d1f7b1e-0000-4000-8000-000000000000', 'not-an-id', "1' or '1'='1"]) {
      const response = await client.post(`/api/opportunities/${encodeURIComponent(id)}/applications`, {});
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe('Opportunity not found');
    }
    const { id } = await createOpportunity(admin);
    const raw = await client.request('POST', `/api/opportunities/${id}/applications`, {
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(raw.status).toBe(415);
  });

  it("reads only the caller's own application", async () => {
    const { id } = await createOpportunity(admin);
    const first = await signedInPerson(t);
    await first.client.post(`/api/opportunities/${id}/applications`, {});
    const second = await signedInPerson(t);
    expect((await second.client.get(`/api/opportunities/${id}/application`)).body).toEqual({ application: null });
    expect((await t.client().get(`/api/opportunities/${id}/application`)).status).toBe(401);
  });
});
