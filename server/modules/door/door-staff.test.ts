import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { OWN_RECORD_MESSAGES } from '@shared/staff-self';
import { activityLog, interactions } from '../../db/schema/back-office';
import { doorScans, reliabilityBlocks } from '../../db/schema/event-night';
import { funnelChanges } from '../../db/schema/funnels';
import { opportunityApplications } from '../../db/schema/opportunities';
import { people } from '../../db/schema/people';
import { applications } from '../../db/schema/track-applications';
import { bookedEvent, type DoorGuest, localTime } from '../../test/door-fixtures';
import { statusOf } from '../../test/participant-fixtures';
import { publishChange } from '../../realtime/change-events';
import { changeOf, SseReader } from '../../test/sse-reader';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 42 (D36, D12, D31, D17, docs/decisions/181): what staff do at the door besides scanning —
// correct a no-show with a reason, check people out, download the hours — who may, and the
// counters' live updates across server processes. The event is Friday, December 12, 2031, 21:00
// to 02:00 in Chicago; the app's clock is moved.

let t: TestApp;
let sam: SignedIn;
let ada: SignedIn;
const streams: SseReader[] = [];

beforeAll(async () => {
  t = await createTestApp();
  sam = await signedIn(t, 'admin', 'Sam');
  ada = await signedIn(t, 'admin', 'Ada Admin');
});
afterEach(() => t.clock.reset());
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.cancel()));
  await t?.close();
});

const door = (eventId: string) => `/api/admin/door/${eventId}`;
const scanBody = (target: Record<string, string>) => ({
  nonce: randomUUID(),
  ...target,
  scannedAt: t.clock.now().toISOString(),
});

async function noShows(title: string, names: string[]) {
  const event = await bookedEvent(t, sam.client, { title, guests: names });
  t.clock.set(localTime('22:05'));
  await t.services.eventNight.runDueSteps();
  for (const guest of event.guests) expect(await statusOf(t, guest.applicationId)).toBe('no_show');
  return event;
}

describe('a no-show corrected (D36)', () => {
  it('needs a reason; then the person is in, the feed and the log say why, and the night completes them', async () => {
    const event = await noShows('Foundry Night', ['Lou Park']);
    const lou = event.guests[0] as DoorGuest;
    const correction = `${door(event.id)}/bookings/${lou.applicationId}/no-show-correction`;
    t.clock.set(localTime('22:40'));
    const blank = await sam.client.post(correction, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('A reason is required');
    expect(await statusOf(t, lou.applicationId)).toBe('no_show');

    const corrected = await sam.client.post(correction, { reason: 'Stuck at the bag check; came in at 22:35.' });
    expect(corrected.status, corrected.text).toBe(200);
    const [row] = await t.db
      .select()
      .from(opportunityApplications)
      .where(eq(opportunityApplications.id, lou.applicationId));
    expect(row).toMatchObject({ status: 'accepted', noShowAt: null, checkedInBy: sam.userId });
    expect(row?.checkedInAt?.getTime()).toBeGreaterThanOrEqual(localTime('22:40').getTime());
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, lou.applicationId), eq(activityLog.actionType, 'no_show_corrected')));
    expect(entry).toMatchObject({
      userId: sam.userId,
      details: { title: 'Foundry Night', reason: 'Stuck at the bag check; came in at 22:35.' },
    });
    const logged = await t.db.select().from(interactions).where(eq(interactions.personId, lou.personId));
    expect(logged).toContainEqual(
      expect.objectContaining({
        type: 'event',
        userId: sam.userId,
        subject: 'No-show corrected: Foundry Night',
        content: 'Stuck at the bag check; came in at 22:35.',
      }),
    );
    const again = await sam.client.post(correction, { reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This booking is not a no-show');

    t.clock.set(localTime('02:05', '2031-12-13'));
    await t.services.eventNight.runDueSteps();
    expect(await statusOf(t, lou.applicationId)).toBe('completed');
    const [person] = await t.db.select().from(people).where(eq(people.id, lou.personId));
    expect(person).toMatchObject({ reliabilityAttended: 1, reliabilityCounted: 1 });
  });

  it('lifts the block that rested on it (D37) and records the reason', async () => {
    const event = await noShows('Basement Night', ['Moe Dunn']);
    const moe = event.guests[0] as DoorGuest;
    // The block two no-shows brought (the other one corrected before, say).
    const now = t.clock.now().getTime();
    await t.db.insert(reliabilityBlocks).values({
      personId: moe.personId,
      reason: 'You missed two bookings within 90 days.',
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 30 * 86_400_000),
    });
    t.clock.set(localTime('23:00'));
    const reason = 'Worked the cloakroom all night; the door list missed him.';
    const corrected = await sam.client.post(`${door(event.id)}/bookings/${moe.applicationId}/no-show-correction`, {
      reason,
    });
    expect(corrected.status, corrected.text).toBe(200);
    const [lifted] = await t.db.select().from(reliabilityBlocks).where(eq(reliabilityBlocks.personId, moe.personId));
    expect(lifted).toMatchObject({
      liftedBy: sam.userId,
      liftNote: `The no-show at Basement Night was corrected: ${reason}`,
    });
  });
});

describe('check-out and the hours (D36)', () => {
  it("leaves the booking's last decision and the funnel alone: a door fact is not a decision (decision 184)", async () => {
    const event = await bookedEvent(t, sam.client, { title: 'Quay Night', guests: ['Cai Moss'] });
    const [cai] = event.guests as [DoorGuest];
    const decided = async () => {
      const [row] = await t.db
        .select({ updatedAt: opportunityApplications.updatedAt })
        .from(opportunityApplications)
        .where(eq(opportunityApplications.id, cai.applicationId));
      return row?.updatedAt.toISOString();
    };
    const funnelRows = async () =>
      (await t.db.select().from(funnelChanges).where(eq(funnelChanges.subject, event.id))).length;
    const before = { decided: await decided(), funnel: await funnelRows() };
    expect(before.funnel).toBeGreaterThan(0);

    t.clock.set(localTime('21:10'));
    const checkedIn = await sam.client.post(`${door(event.id)}/scans`, scanBody({ payload: cai.payload }));
    expect(checkedIn.body.outcome).toBe('checked_in');
    t.clock.set(localTime('01:30', '2031-12-13'));
    expect((await sam.client.post(`${door(event.id)}/bookings/${cai.applicationId}/check-out`)).status).toBe(200);
    expect({ decided: await decided(), funnel: await funnelRows() }).toEqual(before);

    // A change of status still moves both: the booking completed, as the night completes it.
    await t.db.execute(sql`update opportunity_applications set status = 'completed', updated_at = now()
      where id = ${cai.applicationId}`);
    expect(await decided()).not.toBe(before.decided);
    expect(await funnelRows()).toBeGreaterThan(before.funnel);
  });

  it('records when a person leaves, once, and only after they came', async () => {
    const event = await bookedEvent(t, sam.client, { title: 'Dock Night', guests: ['Ana Cole', 'Ben Hart'] });
    const [ana, ben] = event.guests as [DoorGuest, DoorGuest];
    t.clock.set(localTime('21:10'));
    await sam.client.post(`${door(event.id)}/scans`, scanBody({ payload: ana.payload }));
    const notIn = await sam.client.post(`${door(event.id)}/bookings/${ben.applicationId}/check-out`);
    expect(notIn.status).toBe(409);
    expect(notIn.body.error.message).toBe('Not checked in yet');

    t.clock.set(localTime('01:30', '2031-12-13'));
    const out = await sam.client.post(`${door(event.id)}/bookings/${ana.applicationId}/check-out`);
    expect(out.status, out.text).toBe(200);
    expect(Date.parse(out.body.checkedOutAt)).toBeGreaterThanOrEqual(localTime('01:30', '2031-12-13').getTime());
    const twice = await sam.client.post(`${door(event.id)}/bookings/${ana.applicationId}/check-out`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('Already checked out at 01:30');

    const state = await sam.client.get(door(event.id));
    expect(state.body).toMatchObject({
      title: 'Dock Night',
      timeZone: 'America/Chicago',
      startsAt: localTime('21:00').toISOString(),
      endsAt: localTime('02:00', '2031-12-13').toISOString(),
      window: { opensAt: localTime('19:00').toISOString(), closesAt: localTime('02:00', '2031-12-13').toISOString() },
      counts: { expected: 2, in: 1, late: 1, noShow: 0 },
      total: 2,
    });
    expect(
      state.body.bookings.map((booking: { name: string; status: string }) => [booking.name, booking.status]),
    ).toEqual([
      ['Ana Cole', 'out'],
      ['Ben Hart', 'expected'],
    ]);
  });

  it('downloads the hours as CSV: check-in and check-out where the event is, name and role', async () => {
    const event = await bookedEvent(t, sam.client, {
      title: 'Hall Night',
      guests: ['Cal Ward', '=HYPERLINK("http://evil.example")', 'Dee Fox'],
    });
    const [cal, formula, dee] = event.guests as [DoorGuest, DoorGuest, DoorGuest];
    await t.db.insert(applications).values({ personId: cal.personId, track: 'ops', consentedAt: new Date() });
    t.clock.set(localTime('20:45'));
    await sam.client.post(`${door(event.id)}/scans`, scanBody({ code: cal.doorCode }));
    t.clock.set(localTime('21:20'));
    await sam.client.post(`${door(event.id)}/scans`, scanBody({ applicationId: formula.applicationId }));
    t.clock.set(localTime('01:15', '2031-12-13'));
    await sam.client.post(`${door(event.id)}/bookings/${cal.applicationId}/check-out`);

    const csv = await sam.client.get(`${door(event.id)}/hours`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="hours-\d{4}-\d\d-\d\d\.csv"$/);
    expect(csv.text.split('\r\n')).toEqual([
      'Check-in,Check-out,Name,Role,Time zone',
      '2031-12-12 20:45,2031-12-13 01:15,Cal Ward,Ops,America/Chicago',
      `2031-12-12 21:20,,"'=HYPERLINK(""http://evil.example"")",,America/Chicago`,
      '',
    ]);
    expect(csv.text).not.toContain(dee.name);
  });
});

describe('who works the door (D12, D31)', () => {
  it('is for admins: reviewers and people are refused, nobody signed in is asked to', async () => {
    const event = await bookedEvent(t, sam.client, { title: 'Guarded Night', guests: ['Eve Lang'] });
    const eve = event.guests[0] as DoorGuest;
    const reviewer = await signedIn(t, 'reviewer', 'Remy Reviewer');
    const requests = [
      (client: SignedIn['client']) => client.get(door(event.id)),
      (client: SignedIn['client']) => client.get(`${door(event.id)}/hours`),
      (client: SignedIn['client']) => client.post(`${door(event.id)}/scans`, scanBody({ payload: eve.payload })),
      (client: SignedIn['client']) => client.post(`${door(event.id)}/bookings/${eve.applicationId}/check-out`),
      (client: SignedIn['client']) =>
        client.post(`${door(event.id)}/bookings/${eve.applicationId}/no-show-correction`, { reason: 'Was there' }),
    ];
    t.clock.set(localTime('21:00'));
    for (const request of requests) {
      expect((await request(reviewer.client)).status).toBe(403);
      expect((await request(eve.client)).status).toBe(403);
      expect((await request(t.client())).status).toBe(401);
    }
    expect(await t.db.select().from(doorScans).where(eq(doorScans.opportunityId, event.id))).toEqual([]);
    const [row] = await t.db
      .select()
      .from(opportunityApplications)
      .where(eq(opportunityApplications.id, eve.applicationId));
    expect(row?.checkedInAt).toBeNull();
  });

  it('never lets an admin check themselves in, out, or correct their own no-show', async () => {
    const event = await noShows('Own Night', ['Placeholder']);
    // An admin who is booked for it (and was marked a no-show with the others).
    const self = await signedIn(t, 'admin', 'Sol Self');
    const [own] = await t.db
      .insert(opportunityApplications)
      .values({ opportunityId: event.id, personId: self.personId, status: 'no_show', noShowAt: localTime('22:05') })
      .returning({ id: opportunityApplications.id });
    const ownId = own?.id ?? '';
    t.clock.set(localTime('22:30'));
    const refusals = [
      await self.client.post(`${door(event.id)}/scans`, scanBody({ applicationId: ownId })),
      await self.client.post(`${door(event.id)}/bookings/${ownId}/no-show-correction`, { reason: 'I was there' }),
      await self.client.post(`${door(event.id)}/bookings/${ownId}/check-out`),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body.error).toEqual({ code: API_ERROR_CODES.ownRecord, message: OWN_RECORD_MESSAGES.door });
    }
    expect(await statusOf(t, ownId)).toBe('no_show');
    expect(await t.db.select().from(doorScans).where(eq(doorScans.applicationId, ownId))).toEqual([]);
    // The list says so in place of the controls; another admin corrects it.
    const list = await self.client.get(`${door(event.id)}?search=sol`);
    expect(list.body.bookings).toEqual([expect.objectContaining({ name: 'Sol Self', ownRecord: true })]);
    const byAda = await ada.client.post(`${door(event.id)}/bookings/${ownId}/no-show-correction`, {
      reason: 'Sol ran the bar all night.',
    });
    expect(byAda.status, byAda.text).toBe(200);
  });

  it('answers an unknown event or booking with 404', async () => {
    const nobody = '00000000-0000-4000-8000-000000000042';
    expect((await sam.client.get(door(nobody))).body.error.message).toBe('Opportunity not found');
    expect((await sam.client.get(door('not-an-id'))).status).toBe(404);
    const event = await bookedEvent(t, sam.client, { title: 'Known Night', guests: ['Fay Moss'] });
    const missing = await sam.client.post(`${door(event.id)}/bookings/${nobody}/check-out`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Booking not found');
    expect((await sam.client.post(`${door(nobody)}/scans`, scanBody({ code: 'ABCDEF' }))).status).toBe(404);
  });
});

describe('the counters on every open door page (D17)', () => {
  it('hear of a check-in made through another server process; reviewers do not', async () => {
    const event = await bookedEvent(t, sam.client, { title: 'Live Night', guests: ['Gus Hale'] });
    const gus = event.guests[0] as DoorGuest;
    const other = await createTestApp({}, { database: t.database });
    try {
      const open = async (who: SignedIn) => {
        const response = await who.client.open('/api/admin/live');
        const stream = new SseReader(response);
        streams.push(stream);
        await stream.next((message) => message.event === 'ready');
        return stream;
      };
      const adminStream = await open(ada);
      const reviewerStream = await open(await signedIn(t, 'reviewer', 'Remy Reviewer'));

      // The same admin's session, on the other process.
      const elsewhere = other.client();
      elsewhere.setCookieHeader(sam.client.cookieHeader);
      other.clock.set(localTime('21:30'));
      const scanned = await elsewhere.post(`${door(event.id)}/scans`, {
        nonce: randomUUID(),
        payload: gus.payload,
        scannedAt: localTime('21:30').toISOString(),
      });
      expect(scanned.body.outcome).toBe('checked_in');
      const change = await adminStream.next((message) => changeOf(message)?.topic === 'door');
      expect(JSON.parse(change.data)).toEqual({ topic: 'door', opportunityId: event.id });
      // The check-in's log entries are announced with it: the feed, the log, the booking's thread.
      const heard = async (topic: string) => changeOf(await adminStream.next((m) => changeOf(m)?.topic === topic));
      expect(await heard('activity')).toEqual({
        topic: 'activity',
        entityType: 'opportunity_application',
        entityId: gus.applicationId,
      });
      expect(await heard('interactions')).toEqual({ topic: 'interactions', personId: gus.personId });
      expect(await heard('messages')).toEqual({
        topic: 'messages',
        threadId: expect.any(String),
        kind: 'opportunity_application',
        personId: gus.personId,
      });
      const counted = await ada.client.get(door(event.id));
      expect(counted.body.counts).toMatchObject({ expected: 1, in: 1 });

      // Reviewers hear nothing of the door: a change they do hear, sent after it, comes alone.
      await publishChange(t.db, { topic: 'notes', applicationId: 'marker', personId: 'someone' });
      await reviewerStream.next((message) => changeOf(message)?.applicationId === 'marker');
      const before = await reviewerStream.collect(0);
      expect(before.filter((message) => changeOf(message)?.topic === 'door')).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
