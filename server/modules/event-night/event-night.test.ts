import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { zonedDateTime } from '@shared/event-times';
import { activityLog, interactions } from '../../db/schema/back-office';
import { emailOutbox } from '../../db/schema/email-outbox';
import { reliabilityBlocks, spotOffers } from '../../db/schema/event-night';
import { opportunityApplications } from '../../db/schema/opportunities';
import { createOpportunity, signedInAdmin, signedInPerson } from '../../test/opportunity-fixtures';
import { slotsOf, standingOf, statusOf } from '../../test/participant-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

// Issue 42 (D36, D37): the event night, driven by the app's clock (tests move it; no test waits).

const HOUR = 60 * 60 * 1000;
const ZONE = 'America/Chicago';
let t: TestApp;
let admin: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterEach(() => t.clock.reset());
afterAll(() => t?.close());

type Person = Awaited<ReturnType<typeof signedInPerson>>;
type Event = { id: string; startsAt: Date; people: Person[]; applications: string[] };

// An event starting `hoursAway` from the clock's now (21:00 where it is, give or take), with
// `booked` people accepted and `waiting` waitlisted, in that order.
async function event(options: { hoursAway: number; booked: number; waiting?: number; slots?: number }): Promise<Event> {
  const target = new Date(t.clock.now().getTime() + options.hoursAway * HOUR);
  const { date, time } = zonedDateTime(target, ZONE);
  const created = await createOpportunity(admin, {
    title: `Night ${Math.random().toString(36).slice(2, 7)}`,
    date,
    startTime: time,
    // Four hours long.
    endTime: `${String((Number(time.slice(0, 2)) + 4) % 24).padStart(2, '0')}${time.slice(2)}`,
    timeZone: ZONE,
    slotsTotal: options.slots ?? options.booked,
  });
  const detail = await admin.get(`/api/admin/opportunities/${created.id}`);
  const people: Person[] = [];
  const applications: string[] = [];
  const total = options.booked + (options.waiting ?? 0);
  // Everyone applies before anyone is booked (a full event takes no applications).
  for (let index = 0; index < total; index += 1) {
    const person = await signedInPerson(t, { name: `Guest ${index}` });
    const applied = await person.client.post(`/api/opportunities/${created.id}/applications`, {});
    expect(applied.status, applied.text).toBe(201);
    people.push(person);
    applications.push(applied.body.id as string);
  }
  for (const [index, id] of applications.entries()) {
    const move = (status: string) =>
      admin.put(`/api/admin/opportunities/${created.id}/participants/${id}/status`, { status });
    expect((await move('under_review')).status).toBe(200);
    expect((await move(index < options.booked ? 'accepted' : 'waitlisted')).status).toBe(200);
  }
  return { id: created.id, startsAt: new Date(detail.body.startsAt), people, applications };
}

const at = (ev: Event, hoursFromStart: number) => new Date(ev.startsAt.getTime() + hoursFromStart * HOUR);
const run = async (now: Date) => {
  t.clock.set(now);
  return t.services.eventNight.runDueSteps();
};
const emailsTo = (email: string, kind: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.kind, kind as never)));

describe('times (D36)', () => {
  it('are taken by the admin API in the event’s time zone and named in the OpenAPI description', async () => {
    const created = await admin.post('/api/admin/opportunities', {
      title: 'Timed night',
      description: 'A night with times.',
      date: '2031-05-02',
      startTime: '22:00',
      endTime: '03:00',
      callTime: '20:00',
      timeZone: ZONE,
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({
      timeZone: ZONE,
      startsAt: '2031-05-03T03:00:00.000Z',
      endsAt: '2031-05-03T08:00:00.000Z',
      callAt: '2031-05-03T01:00:00.000Z',
    });
    const spec = (await t.client().get('/api/openapi.json')).text;
    for (const field of ['startTime', 'endTime', 'callTime', 'timeZone']) expect(spec).toContain(`"${field}"`);
  });
});

describe('confirm or release (D36)', () => {
  it('asks everyone booked 72 hours before, once, by email and on the dashboard', async () => {
    const ev = await event({ hoursAway: 100, booked: 2 });
    await run(at(ev, -73));
    expect(await emailsTo(ev.people[0]?.email ?? '', 'booking_confirm_request')).toHaveLength(0);
    await run(at(ev, -71));
    await run(at(ev, -70));
    const asked = await emailsTo(ev.people[0]?.email ?? '', 'booking_confirm_request');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.subject).toMatch(/^Confirm you're coming to Night \w+ on \w+day, \w+ \d+$/);
    const mine = await ev.people[0]?.client.get('/api/bookings');
    expect(mine?.body.bookings[0]).toMatchObject({
      applicationId: ev.applications[0],
      confirmation: 'asked',
      ticket: null,
    });
  });

  it('releases whoever has not confirmed 24 hours before and offers the spot to the first waitlisted', async () => {
    const ev = await event({ hoursAway: 100, booked: 2, waiting: 2 });
    await run(at(ev, -70));
    t.clock.set(at(ev, -50));
    const decidedAt = async () => {
      const [row] = await t.db
        .select({ updatedAt: opportunityApplications.updatedAt })
        .from(opportunityApplications)
        .where(eq(opportunityApplications.id, ev.applications[0] ?? ''));
      return row?.updatedAt.toISOString();
    };
    const accepted = await decidedAt();
    const confirmed = await ev.people[0]?.client.post(`/api/bookings/${ev.applications[0]}/confirm`);
    expect(confirmed?.status, confirmed?.text).toBe(200);
    // A confirmation is not a decision: the booking's last decision stays (decision 184).
    expect(await decidedAt()).toBe(accepted);
    await run(at(ev, -23.9));
    expect(await statusOf(t, ev.applications[0] ?? '')).toBe('accepted');
    expect(await statusOf(t, ev.applications[1] ?? '')).toBe('released');
    expect(await emailsTo(ev.people[1]?.email ?? '', 'booking_released')).toHaveLength(1);
    expect((await slotsOf(t, ev.id))?.slotsFilled).toBe(1);
    // The spot goes to the first on the waitlist, not the second.
    const offers = await t.db.select().from(spotOffers).where(eq(spotOffers.opportunityId, ev.id));
    expect(offers.map((offer) => offer.applicationId)).toEqual([ev.applications[2]]);
    expect(offers[0]?.expiresAt.toISOString()).toBe(at(ev, -11.9).toISOString());
    // Activity feed and communication log.
    const logged = await t.db
      .select()
      .from(interactions)
      .where(eq(interactions.personId, ev.people[1]?.personId ?? ''));
    expect(logged.some((entry) => entry.type === 'event' && entry.subject.startsWith('Released: Night'))).toBe(true);
    const feed = await t.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, ev.applications[1] ?? ''));
    expect(feed.map((entry) => entry.actionType)).toContain('booking_released');
  });

  it('lapses an offer after 12 hours, or 6 hours before the start, and offers it on', async () => {
    const ev = await event({ hoursAway: 100, booked: 1, waiting: 2 });
    await run(at(ev, -70));
    await run(at(ev, -20));
    const [first] = await t.db.select().from(spotOffers).where(eq(spotOffers.opportunityId, ev.id));
    // 12 hours would be 8 hours before the start; 6 hours before comes first.
    expect(first?.expiresAt.toISOString()).toBe(at(ev, -8).toISOString());
    await run(at(ev, -7.9));
    const offers = await t.db.select().from(spotOffers).where(eq(spotOffers.opportunityId, ev.id));
    expect(offers.map((offer) => [offer.applicationId, offer.outcome])).toEqual([
      [ev.applications[1], 'lapsed'],
      [ev.applications[2], null],
    ]);
    // Too late to offer again: 6 hours before the start.
    await run(at(ev, -5.9));
    expect(await t.db.select().from(spotOffers).where(eq(spotOffers.opportunityId, ev.id))).toHaveLength(2);
  });

  it('lets only one of two people take the one offered spot, and never overfills', async () => {
    const ev = await event({ hoursAway: 100, booked: 1, waiting: 1 });
    await run(at(ev, -70));
    await run(at(ev, -20));
    const [offer] = await t.db.select().from(spotOffers).where(eq(spotOffers.opportunityId, ev.id));
    const taker = ev.people[1]?.client;
    const answers = await Promise.all([
      taker?.post(`/api/spot-offers/${offer?.id}/accept`),
      taker?.post(`/api/spot-offers/${offer?.id}/accept`),
    ]);
    expect(answers.map((answer) => answer?.status).sort()).toEqual([200, 409]);
    const slots = await slotsOf(t, ev.id);
    expect(slots?.slotsFilled).toBe(1);
    expect(await statusOf(t, ev.applications[1] ?? '')).toBe('accepted');
    // Taken: confirmed, with a ticket.
    const mine = await taker?.get('/api/bookings');
    expect(mine?.body.bookings[0]).toMatchObject({
      confirmation: 'confirmed',
      ticket: { doorCode: expect.any(String) },
    });
    // Someone else cannot take another's offer.
    const stranger = await signedInPerson(t);
    expect((await stranger.client.post(`/api/spot-offers/${offer?.id}/accept`)).status).toBe(404);
  });

  it('cancels freely until 24 hours before; later it is a late cancellation, the team is told', async () => {
    const ev = await event({ hoursAway: 100, booked: 2 });
    t.clock.set(at(ev, -30));
    const early = await ev.people[0]?.client.post(`/api/bookings/${ev.applications[0]}/cancel`);
    expect(early?.body).toEqual({ status: 'cancelled', lateCancellation: false });
    t.clock.set(at(ev, -10));
    const late = await ev.people[1]?.client.post(`/api/bookings/${ev.applications[1]}/cancel`);
    expect(late?.body).toEqual({ status: 'cancelled', lateCancellation: true });
    expect((await slotsOf(t, ev.id))?.slotsFilled).toBe(0);
    const told = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'late_cancellation'));
    expect(told.some((mail) => mail.subject.startsWith('Guest 1 can'))).toBe(true);
    // After the start, there is nothing to cancel.
    t.clock.set(at(ev, 1));
    const again = await ev.people[1]?.client.post(`/api/bookings/${ev.applications[1]}/cancel`);
    expect(again?.status).toBe(409);
  });
});

describe('no-shows, completions and reliability (D36, D37)', () => {
  it('marks a no-show 60 minutes after the start, completes the checked-in after the end', async () => {
    const ev = await event({ hoursAway: 100, booked: 2 });
    await t.db
      .update(opportunityApplications)
      .set({ checkedInAt: at(ev, 0.5), confirmedAt: at(ev, -50) })
      .where(eq(opportunityApplications.id, ev.applications[0] ?? ''));
    const before = await standingOf(t, ev.people[0]?.personId ?? '');
    await run(at(ev, -71));
    await run(at(ev, 0.9));
    expect(await statusOf(t, ev.applications[1] ?? '')).toBe('accepted');
    await run(at(ev, 1.1));
    expect(await statusOf(t, ev.applications[1] ?? '')).toBe('no_show');
    await run(at(ev, 6));
    expect(await statusOf(t, ev.applications[0] ?? '')).toBe('completed');
    const after = await standingOf(t, ev.people[0]?.personId ?? '');
    expect((after?.xpTotal ?? 0) - (before?.xpTotal ?? 0)).toBe(100);
    expect((after?.missionsCompleted ?? 0) - (before?.missionsCompleted ?? 0)).toBe(1);
    const mine = await ev.people[0]?.client.get('/api/bookings');
    expect(mine?.body.reliability).toEqual({ attended: 1, counted: 1 });
    expect(mine?.body.history[0]).toMatchObject({ outcome: 'attended' });
  });

  it('never marks a booking the night did not ask about: an event held before these rules, a booking made after the start', async () => {
    const ev = await event({ hoursAway: 100, booked: 1 });
    await run(at(ev, 2));
    expect(await statusOf(t, ev.applications[0] ?? '')).toBe('accepted');
    await run(at(ev, 6));
    expect(await statusOf(t, ev.applications[0] ?? '')).toBe('accepted');
  });

  it('blocks applying and accepting invitations for 30 days after two no-shows in 90 days', async () => {
    const person = await signedInPerson(t, { name: 'Often Absent' });
    // Nights at 21:00 in Chicago (from where the clock stands): their no-shows are marked at
    // 23:00 there, the next day in UTC.
    const toNinePm = () => {
      const { time } = zonedDateTime(t.clock.now(), ZONE);
      return ((21 - Number(time.slice(0, 2)) + 24) % 24) - Number(time.slice(3)) / 60;
    };
    for (const days of [4, 12]) {
      const ev = await event({ hoursAway: days * 24 + toNinePm(), booked: 0, slots: 1 });
      const applied = await person.client.post(`/api/opportunities/${ev.id}/applications`, {});
      const id = applied.body.id as string;
      for (const status of ['under_review', 'accepted']) {
        await admin.put(`/api/admin/opportunities/${ev.id}/participants/${id}/status`, { status });
      }
      await run(at(ev, -71));
      await run(at(ev, 2));
      expect(await statusOf(t, id)).toBe('no_show');
    }
    const [block] = await t.db.select().from(reliabilityBlocks).where(eq(reliabilityBlocks.personId, person.personId));
    expect(block?.reason).toMatch(/^You missed two bookings within 90 days: Night \w+ \(.+\) and Night \w+ \(.+\)\.$/);
    const next = await event({ hoursAway: 200, booked: 0, slots: 3 });
    const refused = await person.client.post(`/api/opportunities/${next.id}/applications`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('RELIABILITY_BLOCK');
    // The day the email named, where the nights were.
    const endsOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: ZONE }).format(block?.endsAt);
    expect(refused.body.error.message).toMatch(
      new RegExp(`You can apply and accept invitations again on ${endsOn}\\.$`),
    );
    const [told] = await emailsTo(person.email, 'reliability_blocked');
    expect(told?.subject).toContain(
      new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: ZONE }).format(block?.endsAt),
    );
    const mine = await person.client.get('/api/bookings');
    expect(mine.body.block).toMatchObject({ reason: block?.reason });
    expect(mine.body.reliability).toEqual({ attended: 0, counted: 2 });
  });
});
