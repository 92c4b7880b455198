import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_HOUR, TOO_MANY_MESSAGES } from '@shared/messages';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { threadEntries } from '../../db/schema/messages';
import { applicant, newOpportunity, personThread, staffThread } from '../../test/message-fixtures';
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

const TRACK = 'track-application';
const OPPORTUNITY = 'opportunity-application';

describe('a person writes in their own threads only', () => {
  it('writes to the team on their track application, and reads it back as text', async () => {
    const pat = await applicant(t);
    const written = await pat.client.post(`${personThread(TRACK, pat.trackApplicationId)}/messages`, {
      body: '  Can I bring my own decks?  ',
    });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({
      kind: 'message',
      body: 'Can I bring my own decks?',
      author: { side: 'person', name: 'Pat Person', mine: true },
      via: 'app',
    });
    const thread = await pat.client.get(personThread(TRACK, pat.trackApplicationId));
    expect(thread.status).toBe(200);
    expect(thread.body).toMatchObject({
      kind: 'track_application',
      title: 'Performer track application',
      person: null,
    });
    expect(thread.body.entries.map((entry: { body: string }) => entry.body)).toEqual(['Can I bring my own decks?']);
  });

  it("cannot read or write another person's thread (not found, nothing written)", async () => {
    const pat = await applicant(t);
    const other = await applicant(t, { name: 'Otto Other' });
    for (const path of [
      personThread(TRACK, other.trackApplicationId),
      personThread(OPPORTUNITY, other.opportunityApplicationId),
    ]) {
      expect((await pat.client.get(path)).status).toBe(404);
      const written = await pat.client.post(`${path}/messages`, { body: 'Hi there' });
      expect(written.status).toBe(404);
      expect(written.body.error.message).toBe('Conversation not found');
      expect((await pat.client.post(`${path}/read`, {})).status).toBe(404);
    }
    expect((await pat.client.get(personThread('nonsense', other.trackApplicationId))).status).toBe(404);
    expect((await pat.client.get(personThread(TRACK, 'not-an-id'))).status).toBe(404);
    expect((await t.client().get(personThread(TRACK, pat.trackApplicationId))).status).toBe(401);
    const own = await pat.client.get('/api/messages/threads');
    expect(own.body.items).toEqual([]);
  });

  it('refuses blank and over-long messages with the rule', async () => {
    const pat = await applicant(t);
    const path = `${personThread(TRACK, pat.trackApplicationId)}/messages`;
    for (const [body, message] of [
      ['', 'Message cannot be empty'],
      ['  \n ', 'Message cannot be empty'],
      ['x'.repeat(5001), 'Message must be at most 5,000 characters'],
    ] as const) {
      const answer = await pat.client.post(path, { body });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(message);
    }
    expect((await pat.client.post(path, { body: 'y'.repeat(5000) })).status).toBe(201);
  });

  it('keeps HTML and script as the text that was written, and answers it as JSON text', async () => {
    const pat = await applicant(t);
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)> <b>bold</b> & https://example.com';
    const written = await pat.client.post(`${personThread(TRACK, pat.trackApplicationId)}/messages`, { body: hostile });
    expect(written.status).toBe(201);
    expect(written.headers.get('content-type')).toContain('application/json');
    const [stored] = await t.db.select().from(threadEntries).where(eq(threadEntries.id, written.body.id));
    expect(stored?.body).toBe(hostile);
    const read = await admin.client.get(staffThread(TRACK, pat.trackApplicationId));
    expect(read.body.entries[0].body).toBe(hostile);
  });
});

describe('staff write in what D12 lets them see', () => {
  it('lets an admin answer; the person sees the answer unread, and reading clears it', async () => {
    const pat = await applicant(t);
    await pat.client.post(`${personThread(OPPORTUNITY, pat.opportunityApplicationId)}/messages`, { body: 'Parking?' });
    expect((await admin.client.get('/api/admin/messages/unread')).body.unread).toBeGreaterThanOrEqual(1);
    const answer = await admin.client.post(`${staffThread(OPPORTUNITY, pat.opportunityApplicationId)}/messages`, {
      body: 'Yes, behind the venue.',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.author).toEqual({ side: 'staff', name: 'Ada Admin', mine: true });
    expect((await pat.client.get('/api/messages/unread')).body).toEqual({ unread: 1 });
    const inbox = await pat.client.get('/api/messages/threads');
    expect(inbox.body.items).toMatchObject([
      { kind: 'opportunity_application', title: 'Warehouse Night', unread: 1, lastMessageBy: 'staff' },
    ]);
    expect((await pat.client.post(`${personThread(OPPORTUNITY, pat.opportunityApplicationId)}/read`, {})).status).toBe(
      204,
    );
    expect((await pat.client.get('/api/messages/unread')).body).toEqual({ unread: 0 });
  });

  it("keeps reviewers to track applications' threads", async () => {
    const pat = await applicant(t);
    expect((await reviewer.client.get(staffThread(TRACK, pat.trackApplicationId))).status).toBe(200);
    const written = await reviewer.client.post(`${staffThread(TRACK, pat.trackApplicationId)}/messages`, {
      body: 'Thanks for applying!',
    });
    expect(written.status).toBe(201);
    for (const path of [staffThread(OPPORTUNITY, pat.opportunityApplicationId)]) {
      expect((await reviewer.client.get(path)).status).toBe(403);
      expect((await reviewer.client.post(`${path}/messages`, { body: 'Hi' })).status).toBe(403);
    }
    await pat.client.post(`${personThread(OPPORTUNITY, pat.opportunityApplicationId)}/messages`, { body: 'Hello' });
    const inbox = await reviewer.client.get('/api/admin/messages/threads?pageSize=50');
    expect(inbox.body.items.every((item: { kind: string }) => item.kind === 'track_application')).toBe(true);
    expect((await pat.client.post('/api/admin/messages/threads', {})).status).toBe(403);
    expect((await pat.client.get('/api/admin/messages/threads')).status).toBe(403);
  });

  it('D31: a team member neither reads nor writes as staff the threads about their own applications', async () => {
    const self = await applicant(t, { role: 'admin', name: 'Sam Self' });
    for (const path of [
      staffThread(TRACK, self.trackApplicationId),
      staffThread(OPPORTUNITY, self.opportunityApplicationId),
    ]) {
      const read = await self.client.get(path);
      expect(read.status).toBe(403);
      expect(read.body.error.message).toBe(OWN_RECORD_MESSAGES.messages);
      expect((await self.client.post(`${path}/messages`, { body: 'About me' })).status).toBe(403);
      expect((await self.client.post(`${path}/read`, {})).status).toBe(403);
    }
    // As the person they are, they do.
    expect(
      (await self.client.post(`${personThread(TRACK, self.trackApplicationId)}/messages`, { body: 'Mine' })).status,
    ).toBe(201);
    const inbox = await self.client.get('/api/admin/messages/threads?pageSize=50');
    expect(inbox.body.items.some((item: { person: { id: string } }) => item.person.id === self.personId)).toBe(false);
    expect((await admin.client.get(staffThread(TRACK, self.trackApplicationId))).status).toBe(200);
  });
});

describe('the staff inbox', () => {
  it('filters unread, waiting for more than 24 hours, by opportunity and by track, paged by the server', async () => {
    const opportunityId = await newOpportunity(t, 'Filter Night');
    const early = await applicant(t, { name: 'Early Bird', opportunityId });
    const late = await applicant(t, { name: 'Late Comer', opportunityId });
    t.clock.set(new Date(Date.now() - 30 * 3_600_000));
    await early.client.post(`${personThread(OPPORTUNITY, early.opportunityApplicationId)}/messages`, {
      body: 'Any news?',
    });
    t.clock.reset();
    await late.client.post(`${personThread(OPPORTUNITY, late.opportunityApplicationId)}/messages`, { body: 'Hi!' });

    const byOpportunity = await admin.client.get(`/api/admin/messages/threads?opportunityId=${opportunityId}`);
    expect(byOpportunity.body.items.map((item: { person: { name: string } }) => item.person.name)).toEqual([
      'Late Comer',
      'Early Bird',
    ]);
    expect(byOpportunity.body.total).toBe(2);
    const waiting = await admin.client.get(`/api/admin/messages/threads?show=waiting&opportunityId=${opportunityId}`);
    expect(waiting.body.items.map((item: { person: { name: string } }) => item.person.name)).toEqual(['Early Bird']);
    const paged = await admin.client.get(
      `/api/admin/messages/threads?opportunityId=${opportunityId}&pageSize=1&page=2`,
    );
    expect(paged.body.items.map((item: { person: { name: string } }) => item.person.name)).toEqual(['Early Bird']);

    await admin.client.post(`${staffThread(OPPORTUNITY, late.opportunityApplicationId)}/read`, {});
    const unread = await admin.client.get(`/api/admin/messages/threads?show=unread&opportunityId=${opportunityId}`);
    expect(unread.body.items.map((item: { person: { name: string } }) => item.person.name)).toEqual(['Early Bird']);
    await admin.client.post(`${staffThread(OPPORTUNITY, early.opportunityApplicationId)}/messages`, { body: 'Soon!' });
    const answered = await admin.client.get(`/api/admin/messages/threads?show=waiting&opportunityId=${opportunityId}`);
    expect(answered.body.items).toEqual([]);

    await early.client.post(`${personThread(TRACK, early.trackApplicationId)}/messages`, { body: 'Track question' });
    const byTrack = await admin.client.get('/api/admin/messages/threads?track=performer&pageSize=50');
    expect(byTrack.body.items.some((item: { subjectId: string }) => item.subjectId === early.trackApplicationId)).toBe(
      true,
    );
    expect(byTrack.body.items.every((item: { kind: string }) => item.kind === 'track_application')).toBe(true);
    expect((await admin.client.get('/api/admin/messages/threads?show=nope')).status).toBe(400);
  });
});

describe('the limit of 30 messages an hour', () => {
  it('answers 429 with the reason past 30, and lets the person write again an hour later', async () => {
    const pat = await applicant(t);
    const path = `${personThread(TRACK, pat.trackApplicationId)}/messages`;
    const answers = await Promise.all(
      Array.from({ length: MESSAGES_PER_HOUR + 2 }, (_, index) => pat.client.post(path, { body: `Message ${index}` })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MESSAGES_PER_HOUR);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]?.body.error).toMatchObject({ code: 'RATE_LIMITED', message: TOO_MANY_MESSAGES });
    // Another person is not held back by it.
    const other = await applicant(t);
    expect(
      (await other.client.post(`${personThread(TRACK, other.trackApplicationId)}/messages`, { body: 'Hi' })).status,
    ).toBe(201);
    t.clock.advance(61 * 60_000);
    try {
      expect((await pat.client.post(path, { body: 'An hour later' })).status).toBe(201);
    } finally {
      t.clock.reset();
    }
  });
});

describe('broadcast to an opportunity', () => {
  it('reaches everyone accepted, waitlisted or both, each in their own thread, and nobody else', async () => {
    const opportunityId = await newOpportunity(t, 'Broadcast Night');
    const accepted = await applicant(t, { name: 'Ann Accepted', opportunityId, status: 'accepted' });
    const waitlisted = await applicant(t, { name: 'Wes Waitlisted', opportunityId, status: 'waitlisted' });
    const pending = await applicant(t, { name: 'Pen Pending', opportunityId, status: 'pending' });
    const path = `/api/admin/opportunities/${opportunityId}/broadcasts`;

    const toAccepted = await admin.client.post(path, { audience: 'accepted', body: 'Doors at 9.' });
    expect(toAccepted.status).toBe(201);
    expect(toAccepted.body).toEqual({ sent: 1, skipped: [] });
    const toBoth = await admin.client.post(path, { audience: 'both', body: 'Bring ID.' });
    expect(toBoth.body.sent).toBe(2);
    const toWaitlist = await admin.client.post(path, { audience: 'waitlisted', body: 'Stand by.' });
    expect(toWaitlist.body.sent).toBe(1);

    const bodiesOf = async (who: typeof accepted) => {
      const thread = await who.client.get(personThread(OPPORTUNITY, who.opportunityApplicationId));
      return thread.body.entries.map((entry: { body: string }) => entry.body).reverse();
    };
    expect(await bodiesOf(accepted)).toEqual(['Doors at 9.', 'Bring ID.']);
    expect(await bodiesOf(waitlisted)).toEqual(['Bring ID.', 'Stand by.']);
    expect(await bodiesOf(pending)).toEqual([]);
    // A reply comes back to staff only: in the person's own thread.
    await accepted.client.post(`${personThread(OPPORTUNITY, accepted.opportunityApplicationId)}/messages`, {
      body: 'See you there',
    });
    expect(await bodiesOf(waitlisted)).toEqual(['Bring ID.', 'Stand by.']);

    expect((await reviewer.client.post(path, { audience: 'both', body: 'Hi' })).status).toBe(403);
    expect((await accepted.client.post(path, { audience: 'both', body: 'Hi' })).status).toBe(403);
    expect((await admin.client.post(path, { audience: 'everyone', body: 'Hi' })).status).toBe(400);
    const unknown = await admin.client.post(
      '/api/admin/opportunities/00000000-0000-4000-8000-000000000001/broadcasts',
      {
        audience: 'both',
        body: 'Hi',
      },
    );
    expect(unknown.status).toBe(404);
  });

  it("leaves out the sender's own application (D31)", async () => {
    const opportunityId = await newOpportunity(t, 'Staff Night');
    const self = await applicant(t, { role: 'admin', name: 'Sal Self', opportunityId, status: 'accepted' });
    await applicant(t, { name: 'Gil Guest', opportunityId, status: 'accepted' });
    const sent = await self.client.post(`/api/admin/opportunities/${opportunityId}/broadcasts`, {
      audience: 'accepted',
      body: 'Lineup is out',
    });
    expect(sent.body).toMatchObject({ sent: 1, skipped: [{ personId: self.personId }] });
  });
});

describe('events in the thread', () => {
  it('shows status changes and invitations, never internal notes or the communication log', async () => {
    const pat = await applicant(t);
    expect(
      (await admin.client.put(`/api/admin/applications/${pat.trackApplicationId}/status`, { status: 'shortlisted' }))
        .status,
    ).toBe(200);
    await admin.client.post(`/api/admin/applications/${pat.trackApplicationId}/notes`, { content: 'SECRET NOTE' });
    await admin.client.post(`/api/admin/people/${pat.personId}/interactions`, { type: 'call', content: 'SECRET CALL' });
    const thread = await pat.client.get(personThread(TRACK, pat.trackApplicationId));
    expect(thread.body.entries).toMatchObject([
      { kind: 'event', event: { type: 'status', text: 'Status changed to shortlisted' }, author: null, body: null },
    ]);
    expect(JSON.stringify(thread.body)).not.toContain('SECRET');

    const opportunityId = await newOpportunity(t, 'Invite Night');
    const invited = await admin.client.post('/api/admin/invitations', { opportunityId, personIds: [pat.personId] });
    const invitationId = invited.body.invited[0].id;
    await pat.client.post(`/api/invitations/${invitationId}/accept`, {});
    const invitation = await pat.client.get(personThread('invitation', invitationId));
    expect(invitation.body.title).toBe('Invitation: Invite Night');
    expect(invitation.body.entries.map((entry: { event: { text: string } }) => entry.event.text)).toEqual([
      'Invitation accepted',
      'Invited for Invite Night',
    ]);
  });
});

describe('D25: a deleted account', () => {
  it("keeps the person's messages for staff under 'Deleted user', closed to new messages", async () => {
    const gone = await applicant(t, { name: 'Gone Soon' });
    await gone.client.post(`${personThread(TRACK, gone.trackApplicationId)}/messages`, { body: 'Before I go' });
    await admin.client.post(`${staffThread(TRACK, gone.trackApplicationId)}/messages`, { body: 'Noted' });
    const deleted = await gone.client.post('/api/account/delete', {
      password: 'secret-password',
      confirmation: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    const thread = await admin.client.get(staffThread(TRACK, gone.trackApplicationId));
    expect(thread.status).toBe(200);
    expect(thread.body).toMatchObject({ person: { id: null, name: 'Deleted user' }, mayWrite: false });
    expect(thread.body.entries.map((entry: { author: { name: string } }) => entry.author.name)).toEqual([
      'Ada Admin',
      'Deleted user',
    ]);
    const refused = await admin.client.post(`${staffThread(TRACK, gone.trackApplicationId)}/messages`, { body: 'Hi?' });
    expect(refused.status).toBe(409);
  });
});
