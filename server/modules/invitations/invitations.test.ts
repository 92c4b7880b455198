import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema/back-office';
import { emailOutbox } from '../../db/schema/email-outbox';
import { invitations } from '../../db/schema/invitations';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { tinyPng } from '../../test/image-fixtures';
import { fetchMedia, sendImage } from '../../test/image-uploads';
import { createOpportunity, signedInAdmin, signedInPerson } from '../../test/opportunity-fixtures';
import { slotsOf } from '../../test/participant-fixtures';
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

type Person = Awaited<ReturnType<typeof signedInPerson>>;
const people = (count: number, name = 'Invitee') =>
  Promise.all(Array.from({ length: count }, (_, i) => signedInPerson(t, { name: `${name} ${i + 1}` })));

async function invite(opportunityId: string, invitees: Person[], message?: string) {
  return admin.post('/api/admin/invitations', {
    opportunityId,
    personIds: invitees.map((person) => person.personId),
    ...(message === undefined ? {} : { message }),
  });
}

async function invitationOf(person: Person, opportunityId: string) {
  const mine = await person.client.get('/api/invitations');
  expect(mine.status).toBe(200);
  return mine.body.items.find((item: { opportunity: { id: string } }) => item.opportunity.id === opportunityId);
}

// What the invitee's thread of an invitation shows, newest first.
async function threadEvents(person: Person, invitationId: string): Promise<(string | undefined)[]> {
  const thread = await person.client.get(`/api/messages/threads/invitation/${invitationId}`);
  expect(thread.status).toBe(200);
  return thread.body.entries.map((entry: { event: { text: string } | null }) => entry.event?.text);
}

const applicationOf = async (opportunityId: string, personId: string) => {
  const [row] = await t.db
    .select({ status: opportunityApplications.status })
    .from(opportunityApplications)
    .where(
      and(eq(opportunityApplications.opportunityId, opportunityId), eq(opportunityApplications.personId, personId)),
    );
  return row?.status;
};

describe('an invitation from sending to answer (D23)', () => {
  it('emails the invitee, shows on their dashboard with the details, and accepting takes a spot', async () => {
    const opportunity = await createOpportunity(admin, {
      title: 'Warehouse Rave',
      city: 'Austin',
      venue: 'Dock 9',
      slotsTotal: 3,
      date: '2031-06-01',
    });
    const [ana, ben] = await people(2);
    if (!ana || !ben) throw new Error('no people');

    const sent = await invite(opportunity.id, [ana, ben], 'We loved your last set.');
    expect(sent.status).toBe(201);
    expect(sent.body.invited).toHaveLength(2);
    expect(sent.body.skipped).toEqual([]);

    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, ana.email), eq(emailOutbox.kind, 'opportunity_invitation')));
    expect(email?.subject).toBe("You're invited: Warehouse Rave");
    expect(email?.textBody).toContain('We loved your last set.');
    expect(email?.textBody).toContain('/dashboard');

    const seen = await invitationOf(ana, opportunity.id);
    expect(seen).toMatchObject({
      status: 'invited',
      message: 'We loved your last set.',
      opportunity: { title: 'Warehouse Rave', city: 'Austin', venue: 'Dock 9', date: '2031-06-01' },
    });
    const days = (Date.parse(seen.expiresAt) - Date.parse(seen.invitedAt)) / 86_400_000;
    expect(days).toBeCloseTo(14, 3);

    // Only the invitee answers: Ben cannot even see Ana's invitation.
    expect((await ben.client.post(`/api/invitations/${seen.id}/accept`)).status).toBe(404);
    expect((await ben.client.post(`/api/invitations/${seen.id}/decline`)).status).toBe(404);
    expect(await invitationOf(ben, opportunity.id)).toMatchObject({ status: 'invited' });
    expect((await ben.client.get('/api/invitations')).body.items.map((i: { id: string }) => i.id)).not.toContain(
      seen.id,
    );

    const accepted = await ana.client.post(`/api/invitations/${seen.id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      invitation: { status: 'accepted' },
      opportunity: { slotsFilled: 1, slotsTotal: 3, status: 'open' },
    });
    expect(await slotsOf(t, opportunity.id)).toMatchObject({ slotsFilled: 1 });
    expect(await invitationOf(ana, opportunity.id)).toMatchObject({ status: 'accepted' });

    // The participants widget lists the accepted person like an accepted applicant (D11).
    const participants = await admin.get(`/api/admin/opportunities/${opportunity.id}/participants`);
    expect(participants.body.items).toEqual([expect.objectContaining({ personId: ana.personId, status: 'accepted' })]);
    const listed = await admin.get(`/api/admin/opportunities/${opportunity.id}/invitations`);
    expect(listed.body.total).toBe(2);
    expect(listed.body.items.map((item: { status: string }) => item.status).sort()).toEqual(['accepted', 'invited']);

    // Answered once is answered.
    const again = await ana.client.post(`/api/invitations/${seen.id}/decline`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This invitation is no longer open: it is accepted');

    const benInvitation = await invitationOf(ben, opportunity.id);
    expect((await ben.client.post(`/api/invitations/${benInvitation.id}/decline`)).status).toBe(200);
    expect(await invitationOf(ben, opportunity.id)).toMatchObject({ status: 'declined' });
    expect(await slotsOf(t, opportunity.id)).toMatchObject({ slotsFilled: 1 });
    expect(await applicationOf(opportunity.id, ben.personId)).toBeUndefined();

    const logged = await t.db
      .select({ action: activityLog.actionType })
      .from(activityLog)
      .where(sql`${activityLog.details}->>'opportunityId' = ${opportunity.id}`)
      .orderBy(desc(activityLog.createdAt));
    expect(logged.map((row) => row.action).sort()).toEqual([
      'invitation_accepted',
      'invitation_declined',
      'invitation_sent',
      'invitation_sent',
    ]);
  });

  it('turns an earlier application into the accepted one, and skips who already has a spot or an open invitation', async () => {
    const opportunity = await createOpportunity(admin, { slotsTotal: 2 });
    const [cy, di] = await people(2, 'Applicant');
    if (!cy || !di) throw new Error('no people');
    expect(
      (await cy.client.post(`/api/opportunities/${opportunity.id}/applications`, { coverLetter: 'Hi' })).status,
    ).toBe(201);
    await invite(opportunity.id, [cy]);
    const seen = await invitationOf(cy, opportunity.id);
    expect((await cy.client.post(`/api/invitations/${seen.id}/accept`)).status).toBe(200);
    expect(await applicationOf(opportunity.id, cy.personId)).toBe('accepted');

    await invite(opportunity.id, [di]);
    const again = await invite(opportunity.id, [cy, di]);
    expect(again.status).toBe(201);
    expect(again.body.invited).toEqual([]);
    expect(again.body.skipped).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ personId: cy.personId, reason: 'Already has a spot on this opportunity' }),
        expect.objectContaining({ personId: di.personId, reason: 'Already invited and not answered yet' }),
      ]),
    );
  });

  it('refuses bad input with a clear 400 and changes nothing', async () => {
    const opportunity = await createOpportunity(admin);
    const [eve] = await people(1);
    if (!eve) throw new Error('no person');
    const tooLong = await invite(opportunity.id, [eve], 'x'.repeat(1001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.message).toContain('Message must be at most 1000 characters');
    const nobody = await admin.post('/api/admin/invitations', { opportunityId: opportunity.id, personIds: [] });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.message).toContain('Choose at least one person to invite');
    const unknown = await admin.post('/api/admin/invitations', {
      opportunityId: opportunity.id,
      personIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(404);
    const rows = await t.db.select().from(invitations).where(eq(invitations.opportunityId, opportunity.id));
    expect(rows).toEqual([]);
  });

  it('is for admins to send: a reviewer and a person are refused', async () => {
    const opportunity = await createOpportunity(admin);
    const [fay] = await people(1);
    if (!fay) throw new Error('no person');
    const reviewer = await signedIn(t, 'reviewer', 'Rae Reviewer');
    const body = { opportunityId: opportunity.id, personIds: [fay.personId] };
    expect((await reviewer.client.post('/api/admin/invitations', body)).status).toBe(403);
    expect((await fay.client.post('/api/admin/invitations', body)).status).toBe(403);
    expect((await reviewer.client.get(`/api/admin/opportunities/${opportunity.id}/invitations`)).status).toBe(403);
  });
});

describe('accepting under concurrency (D11)', () => {
  it('never fills more spots than there are, and the rest of the invitations end', async () => {
    const opportunity = await createOpportunity(admin, { slotsTotal: 2 });
    const invitees = await people(6, 'Rush');
    await invite(opportunity.id, invitees);
    const ids = await Promise.all(invitees.map(async (person) => (await invitationOf(person, opportunity.id)).id));
    const answers = await Promise.all(
      invitees.map((person, i) => person.client.post(`/api/invitations/${ids[i]}/accept`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await slotsOf(t, opportunity.id)).toEqual({ status: 'filled', slotsFilled: 2, slotsTotal: 2 });
    const accepted = await t.db
      .select({ id: opportunityApplications.id })
      .from(opportunityApplications)
      .where(
        and(eq(opportunityApplications.opportunityId, opportunity.id), eq(opportunityApplications.status, 'accepted')),
      );
    expect(accepted).toHaveLength(2);
    // Filled: the unanswered invitations have ended.
    const losers = invitees.filter((_, i) => answers[i]?.status === 409);
    for (const person of losers) expect(await invitationOf(person, opportunity.id)).toMatchObject({ status: 'ended' });
  });

  it('fills an invite-only opportunity (no public spots) by invitation', async () => {
    const opportunity = await createOpportunity(admin, { inviteOnly: true });
    const [gus, hal] = await people(2, 'Guest');
    if (!gus || !hal) throw new Error('no people');
    await invite(opportunity.id, [gus, hal]);
    for (const person of [gus, hal]) {
      const seen = await invitationOf(person, opportunity.id);
      expect((await person.client.post(`/api/invitations/${seen.id}/accept`)).status).toBe(200);
      expect(await applicationOf(opportunity.id, person.personId)).toBe('accepted');
    }
    expect(await slotsOf(t, opportunity.id)).toEqual({ status: 'open', slotsFilled: 0, slotsTotal: 0 });
  });
});

describe('lapsing and ending (D23)', () => {
  it('lapses after 14 days unanswered; a new invitation may follow; the sweep writes it down', async () => {
    const opportunity = await createOpportunity(admin);
    const [ivy] = await people(1, 'Late');
    if (!ivy) throw new Error('no person');
    await invite(opportunity.id, [ivy]);
    const seen = await invitationOf(ivy, opportunity.id);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, seen.id));
    expect(await invitationOf(ivy, opportunity.id)).toMatchObject({ id: seen.id, status: 'lapsed' });
    const late = await ivy.client.post(`/api/invitations/${seen.id}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This invitation is no longer open: it is lapsed');
    expect(await slotsOf(t, opportunity.id)).toMatchObject({ slotsFilled: 0 });

    // The sweep settles the row; reads said the same before it.
    expect(await t.services.invitations.settleStale()).toBeGreaterThanOrEqual(1);
    const [row] = await t.db
      .select({ status: invitations.status })
      .from(invitations)
      .where(eq(invitations.id, seen.id));
    expect(row?.status).toBe('lapsed');
    expect(await threadEvents(ivy, seen.id)).toEqual([
      'Invitation lapsed: not answered in time',
      `Invited for ${opportunity.title}`,
    ]);

    const again = await invite(opportunity.id, [ivy]);
    expect(again.body.invited).toHaveLength(1);
    expect(await invitationOf(ivy, opportunity.id)).toMatchObject({ status: 'invited' });
  });

  it('ends when the opportunity closes or its day passes, and nobody can be invited to it then', async () => {
    const closing = await createOpportunity(admin, { date: '2031-01-01' });
    const [jo, kim] = await people(2, 'Ended');
    if (!jo || !kim) throw new Error('no people');
    await invite(closing.id, [jo, kim]);
    await t.db.update(opportunities).set({ status: 'closed' }).where(eq(opportunities.id, closing.id));
    const seen = await invitationOf(jo, closing.id);
    expect(seen.status).toBe('ended');
    expect((await jo.client.post(`/api/invitations/${seen.id}/accept`)).status).toBe(409);
    const refused = await invite(closing.id, [kim]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Nobody can be invited: this opportunity is closed');

    await t.db
      .update(opportunities)
      .set({ status: 'open', date: '2020-01-01' })
      .where(eq(opportunities.id, closing.id));
    expect(await invitationOf(kim, closing.id)).toMatchObject({ status: 'ended' });
    expect((await invite(closing.id, [kim])).body.error.message).toBe(
      'Nobody can be invited: this opportunity is past',
    );
  });
});

describe('a lapsed invitation in its thread (D35, issue 45)', () => {
  it('shows once when its opportunity closed, however many sweeps run at once; an open one shows none', async () => {
    const closing = await createOpportunity(admin, { title: 'Last Orders' });
    const staying = await createOpportunity(admin, { title: 'Still On' });
    const [lou] = await people(1, 'Thread');
    if (!lou) throw new Error('no person');
    await invite(closing.id, [lou]);
    await invite(staying.id, [lou]);
    const closed = await invitationOf(lou, closing.id);
    const open = await invitationOf(lou, staying.id);
    await t.db.update(opportunities).set({ status: 'closed' }).where(eq(opportunities.id, closing.id));
    // Several processes sweeping at the same moment, then a later round.
    await Promise.all([1, 2, 3, 4].map(() => t.services.invitations.settleStale()));
    await t.services.invitations.settleStale();

    expect(await threadEvents(lou, closed.id)).toEqual([
      'Invitation lapsed: Last Orders is closed',
      'Invited for Last Orders',
    ]);
    expect(await threadEvents(lou, open.id)).toEqual(['Invited for Still On']);
    expect(await invitationOf(lou, staying.id)).toMatchObject({ status: 'invited' });
  });

  it('shows when inviting again settles the lapsed one, and when the day passed; not while it reads open', async () => {
    const night = await createOpportunity(admin, { title: 'Full House', date: '2031-03-01' });
    const [max] = await people(1, 'Again');
    if (!max) throw new Error('no person');
    await invite(night.id, [max]);
    const first = await invitationOf(max, night.id);
    // Filled and reopened before any sweep: the invitation reads open again and its thread is quiet.
    await t.db.update(opportunities).set({ status: 'filled' }).where(eq(opportunities.id, night.id));
    await t.db.update(opportunities).set({ status: 'open' }).where(eq(opportunities.id, night.id));
    expect(await threadEvents(max, first.id)).toEqual(['Invited for Full House']);

    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, first.id));
    expect((await invite(night.id, [max])).body.invited).toHaveLength(1);
    expect(await threadEvents(max, first.id)).toEqual([
      'Invitation lapsed: not answered in time',
      'Invited for Full House',
    ]);

    const second = await invitationOf(max, night.id);
    await t.db.update(opportunities).set({ date: '2020-01-01' }).where(eq(opportunities.id, night.id));
    await t.services.invitations.settleStale();
    expect(await threadEvents(max, second.id)).toEqual([
      'Invitation lapsed: Full House is over',
      'Invited for Full House',
    ]);
    expect(await threadEvents(max, first.id)).toHaveLength(2);
  });
});

describe("the invite dialog's opportunity picker", () => {
  it('lists open ones not yet past, by a piece of the title (D32: no drafts)', async () => {
    const word = `Picker${Date.now()}`;
    const open = await createOpportunity(admin, { title: `${word} open night` });
    const draft = await createOpportunity(admin, { title: `${word} draft night`, status: 'draft' });
    await createOpportunity(admin, { title: `${word} closed night`, status: 'closed' });
    await createOpportunity(admin, { title: `${word} past night`, date: '2020-01-01' });
    const found = await admin.get(`/api/admin/invitations/opportunities?search=${word.toLowerCase()}`);
    expect(found.status).toBe(200);
    expect(found.body.items.map((item: { id: string }) => item.id)).toEqual([open.id]);
    expect(found.body.items.map((item: { id: string }) => item.id)).not.toContain(draft.id);
  });
});

// Issue 41: an invitation to a draft led the invitee to a 404 (D32).
describe('invitations to drafts and what the email says (issue 41)', () => {
  it('refuses a draft, inviting nobody and emailing nobody', async () => {
    const draft = await createOpportunity(admin, { title: 'Unannounced Loft Party', status: 'draft' });
    const [dee] = await people(1, 'Draft Invitee');
    if (!dee) throw new Error('no person');
    const refused = await invite(draft.id, [dee]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Nobody can be invited to a draft: open the opportunity first');
    expect(await invitationOf(dee, draft.id)).toBeUndefined();
    const emails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, dee.email));
    expect(emails).toEqual([]);

    // Once open, the same invitation goes out.
    const opened = await admin.put(`/api/admin/opportunities/${draft.id}`, {
      title: 'Unannounced Loft Party',
      description: 'Run the door at our Friday night.',
      status: 'open',
    });
    expect(opened.status).toBe(200);
    expect((await invite(draft.id, [dee])).status).toBe(201);
  });

  it('names the date and time, the venue and the pay', async () => {
    const opportunity = await createOpportunity(admin, {
      title: 'Harbour Lights',
      city: 'Austin',
      venue: 'Pier 4',
      budgetRange: '$300 a night',
      date: '2031-06-06',
      startTime: '21:00',
      timeZone: 'America/Chicago',
    });
    const [eve] = await people(1, 'Email Invitee');
    if (!eve) throw new Error('no person');
    expect((await invite(opportunity.id, [eve])).status).toBe(201);
    const [email] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, eve.email));
    expect(email?.textBody).toContain('When: Friday, June 6 at 9:00 PM');
    expect(email?.textBody).toContain('Where: Pier 4, Austin');
    expect(email?.textBody).toContain('Pay: $300 a night');
    expect(email?.htmlBody).toContain('Pay: $300 a night');

    // Without a date, pay or a place: what is not known yet.
    const bare = await createOpportunity(admin, { title: 'Pop-up Night' });
    const [flo] = await people(1, 'Bare Invitee');
    if (!flo) throw new Error('no person');
    expect((await invite(bare.id, [flo])).status).toBe(201);
    const [plain] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, flo.email));
    expect(plain?.textBody).toContain('When: Date to be announced');
    expect(plain?.textBody).toContain('Where: To be announced');
    expect(plain?.textBody).not.toContain('Pay:');
  });
});

// Issue 44 (D33): the invitation shows the opportunity's flyer; without one it is as it was.
describe('the flyer in the invitation email', () => {
  const emailTo = async (person: Person) =>
    (
      await t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.recipient, person.email), eq(emailOutbox.kind, 'opportunity_invitation')))
    )[0];

  it('is the JPEG at its public address, sized to the card; the rest of the email is unchanged', async () => {
    const opportunity = await createOpportunity(admin, { title: 'Poster Party', city: 'Austin', date: '2031-07-04' });
    // Two invitees of the same name, one invited before the flyer and one after.
    const [before] = await people(1, 'Flyer Invitee');
    const [after] = await people(1, 'Flyer Invitee');
    if (!before || !after) throw new Error('no people');
    expect((await invite(opportunity.id, [before])).status).toBe(201);
    const uploaded = await sendImage(t, admin, {
      method: 'PUT',
      path: `/api/admin/opportunities/${opportunity.id}/flyer`,
      body: await tinyPng(1600, 1200),
      contentType: 'image/png',
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    expect((await invite(opportunity.id, [after])).status).toBe(201);

    const contentKey = (uploaded.body.src as string).slice('/media/'.length, '/media/'.length + 64);
    // 480 × 360 CSS pixels (the card's width), from the narrowest JPEG at least twice as wide.
    const src = `http://localhost:3000/media/${contentKey}-1280.jpg`;
    const img = `<p style="margin:0 0 20px;"><img src="${src}" width="480" height="360" alt="Flyer for Poster Party" style="display:block;width:480px;max-width:100%;height:auto;border:0;"></p>`;
    const [plain, withFlyer] = [await emailTo(before), await emailTo(after)];
    expect(withFlyer?.htmlBody).toContain(img);
    expect(plain?.htmlBody).not.toContain('<img');
    expect(withFlyer?.htmlBody.replace(img, '')).toBe(plain?.htmlBody);
    expect(withFlyer?.textBody).toBe(plain?.textBody);
    expect(withFlyer?.textBody).not.toContain('/media/');

    const image = await fetchMedia(t, new URL(src).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('is never drawn larger than it is', async () => {
    const opportunity = await createOpportunity(admin, { title: 'Small Poster' });
    const uploaded = await sendImage(t, admin, {
      method: 'PUT',
      path: `/api/admin/opportunities/${opportunity.id}/flyer`,
      body: await tinyPng(120, 150),
      contentType: 'image/png',
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    const [guest] = await people(1, 'Small Flyer Invitee');
    if (!guest) throw new Error('no person');
    expect((await invite(opportunity.id, [guest])).status).toBe(201);
    expect((await emailTo(guest))?.htmlBody).toContain(
      `<img src="http://localhost:3000${uploaded.body.src}" width="120" height="150" alt="Flyer for Small Poster"`,
    );
  });
});
