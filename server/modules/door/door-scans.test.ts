import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, interactions } from '../../db/schema/back-office';
import { doorScans } from '../../db/schema/event-night';
import { messageThreads, threadEntries } from '../../db/schema/messages';
import { opportunityApplications } from '../../db/schema/opportunities';
import { bookedEvent, type DoorGuest, localTime } from '../../test/door-fixtures';
import { forceStatus, statusOf } from '../../test/participant-fixtures';
import { type SignedIn, signedIn } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 42 (D36, docs/decisions/181): scans at the door — a ticket's QR code, a typed code or a
// name — from 2 hours before the start to the end, each once by its nonce, each ticket once.
// The event is Friday, December 12, 2031, 21:00 to 02:00 in Chicago; the app's clock is moved.

let t: TestApp;
let sam: SignedIn;
let warehouse: { id: string; guests: DoorGuest[] };
let rooftop: { id: string; guests: DoorGuest[] };

beforeAll(async () => {
  t = await createTestApp();
  sam = await signedIn(t, 'admin', 'Sam');
  warehouse = await bookedEvent(t, sam.client, {
    title: 'Warehouse Night',
    guests: ['Lena Marsh', 'Omar Quist', 'Kim Reyes', 'Ivy Stone', 'Noor Vale', 'Pia Lund', 'Ravi Tan', 'Uma Ford'],
  });
  rooftop = await bookedEvent(t, sam.client, { title: 'Rooftop Night', guests: ['Rae Okafor'] });
});
afterEach(() => t.clock.reset());
afterAll(() => t?.close());

const guest = (name: string) => {
  const found = warehouse.guests.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no guest ${name}`);
  return found;
};

type Scan = { payload?: string; code?: string; applicationId?: string; nonce?: string; scannedAt?: Date };

// A scan sent now (the app's clock), made at `scannedAt` (now unless said: a queued one is older).
function scan(what: Scan, eventId = warehouse.id, who = sam) {
  const { nonce = randomUUID(), scannedAt = t.clock.now(), ...target } = what;
  return who.client.post(`/api/admin/door/${eventId}/scans`, { nonce, ...target, scannedAt: scannedAt.toISOString() });
}

async function bookingRow(applicationId: string) {
  const [row] = await t.db.select().from(opportunityApplications).where(eq(opportunityApplications.id, applicationId));
  return row;
}

const checkInsOf = (applicationId: string) =>
  t.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entityId, applicationId), eq(activityLog.actionType, 'checked_in')));

describe('a ticket scanned at the door (D36)', () => {
  it('checks it in; a second scan is harmless and says when and by whom', async () => {
    const lena = guest('Lena Marsh');
    t.clock.set(localTime('22:14'));
    const first = await scan({ payload: lena.payload, scannedAt: localTime('22:14') });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({
      outcome: 'checked_in',
      tone: 'success',
      message: 'Checked in: Lena Marsh',
      applicationId: lena.applicationId,
      name: 'Lena Marsh',
      scannedAt: localTime('22:14').toISOString(),
    });
    const row = await bookingRow(lena.applicationId);
    expect(row?.checkedInAt?.toISOString()).toBe(localTime('22:14').toISOString());
    expect(row?.checkedInBy).toBe(sam.userId);

    t.clock.set(localTime('23:40'));
    const again = await scan({ payload: lena.payload });
    expect(again.body).toMatchObject({
      outcome: 'already_checked_in',
      tone: 'warning',
      message: 'Already checked in at 22:14 by Sam',
    });
    expect((await bookingRow(lena.applicationId))?.checkedInAt?.toISOString()).toBe(localTime('22:14').toISOString());

    // In the activity feed and the person's communication log, once.
    const feed = await checkInsOf(lena.applicationId);
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({ userId: sam.userId, details: { title: 'Warehouse Night' } });
    const logged = await t.db.select().from(interactions).where(eq(interactions.personId, lena.personId));
    expect(logged.filter((entry) => entry.subject === 'Checked in: Warehouse Night')).toEqual([
      expect.objectContaining({ type: 'event', userId: sam.userId, content: expect.stringContaining('at 22:14') }),
    ]);

    // And in the booking's thread (D35), its newest activity.
    const [thread] = await t.db
      .select()
      .from(messageThreads)
      .where(
        and(
          eq(messageThreads.subjectKind, 'opportunity_application'),
          eq(messageThreads.subjectId, lena.applicationId),
        ),
      );
    expect(thread).toMatchObject({ personId: lena.personId, opportunityId: warehouse.id });
    const events = await t.db
      .select()
      .from(threadEntries)
      .where(eq(threadEntries.threadId, thread?.id ?? ''));
    expect(events.filter((entry) => entry.event === 'checked_in')).toEqual([
      expect.objectContaining({ kind: 'event', details: { title: 'Warehouse Night' } }),
    ]);
    const newest = Math.max(...events.map((entry) => entry.createdAt.getTime()));
    expect(thread?.lastActivityAt.getTime()).toBe(newest);

    // The door's list and counters: in, and late (after the 21:00 start).
    const door = await sam.client.get(`/api/admin/door/${warehouse.id}?search=lena`);
    expect(door.body.bookings).toEqual([
      expect.objectContaining({
        applicationId: lena.applicationId,
        status: 'late',
        checkedInAt: localTime('22:14').toISOString(),
        checkedInBy: 'Sam',
      }),
    ]);
    expect(door.body.counts).toMatchObject({ in: 1, late: 1 });
  });

  it('opens 2 hours before the start and closes at the end, saying when', async () => {
    const omar = guest('Omar Quist');
    t.clock.set(localTime('12:00', '2031-12-10'));
    expect((await scan({ payload: omar.payload })).body).toMatchObject({
      outcome: 'not_open',
      tone: 'refusal',
      message: 'Check-in opens at 19:00 on Friday, December 12',
    });
    t.clock.set(localTime('18:59'));
    expect((await scan({ payload: omar.payload })).body.message).toBe('Check-in opens at 19:00');
    t.clock.set(localTime('02:00', '2031-12-13'));
    expect((await scan({ payload: omar.payload })).body).toMatchObject({
      outcome: 'closed',
      message: 'Check-in has ended: the event ended at 02:00',
    });
    expect((await bookingRow(omar.applicationId))?.checkedInAt).toBeNull();
    t.clock.set(localTime('19:00'));
    expect((await scan({ payload: omar.payload })).body.outcome).toBe('checked_in');
  });

  it('takes the short code as typed: any case, spaces and dashes', async () => {
    const kim = guest('Kim Reyes');
    t.clock.set(localTime('20:30'));
    const typed = `${kim.doorCode.slice(0, 3).toLowerCase()} - ${kim.doorCode.slice(3)}`;
    const answer = await scan({ code: typed });
    expect(answer.body).toMatchObject({ outcome: 'checked_in', message: 'Checked in: Kim Reyes' });
    expect(await scan({ code: 'ZZ-ZZ-ZZ' })).toMatchObject({
      status: 200,
      body: { outcome: 'unknown', tone: 'refusal', message: 'No ticket with this code at this event' },
    });
  });

  it('refuses a forged code, another event’s ticket, a cancelled and a released booking, in plain words', async () => {
    const ivy = guest('Ivy Stone');
    const noor = guest('Noor Vale');
    t.clock.set(localTime('12:00', '2031-12-11'));
    expect((await ivy.client.post(`/api/bookings/${ivy.applicationId}/cancel`)).status).toBe(200);
    await forceStatus(t, noor.applicationId, 'released');

    t.clock.set(localTime('21:30'));
    const tampered = `${noor.payload.slice(0, -1)}${noor.payload.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all([
      scan({ payload: tampered }),
      scan({ payload: 'https://example.com/not-a-ticket' }),
      scan({ payload: rooftop.guests[0]?.payload }),
      scan({ payload: ivy.payload }),
      scan({ applicationId: noor.applicationId }),
    ]);
    expect(
      answers.map((answer) => [answer.status, answer.body.outcome, answer.body.tone, answer.body.message]),
    ).toEqual([
      [200, 'forged', 'refusal', 'Not a valid ticket'],
      [200, 'forged', 'refusal', 'Not a valid ticket'],
      [200, 'other_event', 'refusal', 'This ticket is for another event: Rooftop Night'],
      [200, 'cancelled', 'refusal', 'This booking was cancelled'],
      [200, 'released', 'refusal', 'This booking was released: it was not confirmed in time'],
    ]);
    for (const id of [ivy.applicationId, noor.applicationId, rooftop.guests[0]?.applicationId ?? '']) {
      expect((await bookingRow(id))?.checkedInAt).toBeNull();
    }
  });

  it('checks in by name, found by a search the database does', async () => {
    t.clock.set(localTime('21:05'));
    const found = await sam.client.get(`/api/admin/door/${warehouse.id}?search=${encodeURIComponent('pia l')}`);
    expect(found.status, found.text).toBe(200);
    expect(found.body.bookings.map((booking: { name: string }) => booking.name)).toEqual(['Pia Lund']);
    expect(found.body.total).toBe(1);
    const answer = await scan({ applicationId: found.body.bookings[0].applicationId });
    expect(answer.body).toMatchObject({ outcome: 'checked_in', message: 'Checked in: Pia Lund', name: 'Pia Lund' });
  });
});

describe('scans sent twice (D36)', () => {
  it('counts a scan queued offline once, made in the window and sent after it, with the same answer', async () => {
    const ravi = guest('Ravi Tan');
    const nonce = randomUUID();
    // Made at 01:50, sent when the connection came back after the end, then again.
    t.clock.set(localTime('02:20', '2031-12-13'));
    const first = await scan({ payload: ravi.payload, nonce, scannedAt: localTime('01:50', '2031-12-13') });
    expect(first.body).toMatchObject({
      outcome: 'checked_in',
      scannedAt: localTime('01:50', '2031-12-13').toISOString(),
    });
    t.clock.set(localTime('02:25', '2031-12-13'));
    const replay = await scan({ payload: ravi.payload, nonce, scannedAt: localTime('01:50', '2031-12-13') });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await checkInsOf(ravi.applicationId)).toHaveLength(1);
    expect(await t.db.select().from(doorScans).where(eq(doorScans.nonce, nonce))).toEqual([
      expect.objectContaining({ outcome: 'checked_in', applicationId: ravi.applicationId, scannedBy: sam.userId }),
    ]);
    expect((await bookingRow(ravi.applicationId))?.checkedInAt?.toISOString()).toBe(
      localTime('01:50', '2031-12-13').toISOString(),
    );
    // A nonce belongs to its event.
    const elsewhere = await scan({ payload: ravi.payload, nonce }, rooftop.id);
    expect(elsewhere.status).toBe(409);
  });

  it('repeats a refusal as it was, and takes a phone clock that runs ahead as the arrival', async () => {
    const nonce = randomUUID();
    t.clock.set(localTime('17:00'));
    const early = await scan({ code: guest('Uma Ford').doorCode, nonce, scannedAt: localTime('23:00') });
    expect(early.body.outcome).toBe('not_open');
    expect(Date.parse(early.body.scannedAt) - localTime('17:00').getTime()).toBeLessThan(5_000);
    t.clock.set(localTime('22:00'));
    const replay = await scan({ code: guest('Uma Ford').doorCode, nonce, scannedAt: localTime('23:00') });
    expect(replay.body).toEqual(early.body);
    expect((await bookingRow(guest('Uma Ford').applicationId))?.checkedInAt).toBeNull();
  });

  it('checks a ticket in once when two scans of it arrive at the same moment', async () => {
    const uma = guest('Uma Ford');
    t.clock.set(localTime('21:45'));
    const nonce = randomUUID();
    const answers = await Promise.all([
      scan({ payload: uma.payload }),
      scan({ payload: uma.payload }),
      scan({ code: uma.doorCode }),
      scan({ payload: uma.payload, nonce }),
      scan({ payload: uma.payload, nonce }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    // The two sends of one scan (one nonce) get one answer; of the four scans, whichever the
    // database took first checks the ticket in and the other three hear it already was.
    expect(answers[3]?.body).toEqual(answers[4]?.body);
    const outcomes = answers.slice(0, 4).map((answer) => answer.body.outcome);
    expect(outcomes.filter((outcome) => outcome === 'checked_in')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'already_checked_in')).toHaveLength(3);
    expect(await checkInsOf(uma.applicationId)).toHaveLength(1);
    expect(await t.db.select().from(doorScans).where(eq(doorScans.nonce, nonce))).toHaveLength(1);
  });

  it('checks in a no-show whose scan, made before the mark, arrived after it', async () => {
    const rae = await bookedEvent(t, sam.client, { title: 'Late Night', guests: ['Zed Amari'] });
    const zed = rae.guests[0] as DoorGuest;
    t.clock.set(localTime('22:01'));
    await t.services.eventNight.runDueSteps();
    expect(await statusOf(t, zed.applicationId)).toBe('no_show');
    t.clock.set(localTime('22:30'));
    const late = await scan({ payload: zed.payload, scannedAt: localTime('21:40') }, rae.id);
    expect(late.body).toMatchObject({ outcome: 'checked_in', message: 'Checked in: Zed Amari' });
    const row = await bookingRow(zed.applicationId);
    expect(row).toMatchObject({ status: 'accepted', noShowAt: null });
    expect(row?.checkedInAt?.toISOString()).toBe(localTime('21:40').toISOString());
    const corrected = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, zed.applicationId), eq(activityLog.actionType, 'no_show_corrected')));
    expect(corrected).toHaveLength(1);
    // A scan made after the mark is not enough: the correction needs a reason.
    const other = await bookedEvent(t, sam.client, { title: 'Later Night', guests: ['Yan Bell'] });
    await t.services.eventNight.runDueSteps();
    const refused = await scan({ payload: other.guests[0]?.payload }, other.id);
    expect(refused.body).toMatchObject({
      outcome: 'no_show',
      message: 'Marked a no-show at 22:30: correct it with a reason to check them in',
    });
  });
});
