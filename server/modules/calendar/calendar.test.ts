import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunities, opportunityApplications } from '../../db/schema/opportunities';
import { createOpportunity, signedInAdmin, signedInPerson } from '../../test/opportunity-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { foldLine } from './ics';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

// RFC 5545 read back: lines unfolded, properties split from values, text unescaped.
function parseIcs(text: string) {
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.split('\r\n').slice(0, -1);
  for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  const unfolded = text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of unfolded) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = undefined;
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at)] = line
        .slice(at + 1)
        .replace(/\\n/g, '\n')
        .replace(/\\([;,\\])/g, '$1');
    }
  }
  expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
  expect(unfolded.at(-1)).toBe('END:VCALENDAR');
  return events;
}

async function accepted(personId: string, input: Parameters<typeof createOpportunity>[1]) {
  const opportunity = await createOpportunity(admin, input);
  await t.db.insert(opportunityApplications).values({ opportunityId: opportunity.id, personId, status: 'accepted' });
  return opportunity;
}

describe('calendars (issue 20)', () => {
  it('gives an accepted opportunity as a valid .ics with its times, venue, city and a link back', async () => {
    const person = await signedInPerson(t);
    const title = 'Rooftop; sunset, “live” set \\ with a very long title that must fold over several lines ✨✨✨';
    const opportunity = await accepted(person.personId, {
      title,
      date: '2031-07-04',
      startTime: '21:30',
      endTime: '02:00',
      timeZone: 'America/Chicago',
      venue: 'The Roof, Level 9',
      city: 'Austin',
    });
    const response = await person.client.get(`/api/calendar/events/${opportunity.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const [event, ...others] = parseIcs(response.text);
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      SUMMARY: title,
      // Issue 42 (D36): the real start and end, in UTC (21:30 to 02:00 in Chicago, summer time).
      DTSTART: '20310705T023000Z',
      DTEND: '20310705T070000Z',
      LOCATION: 'The Roof, Level 9, Austin',
    });
    expect(event?.URL).toMatch(new RegExp(`/opportunity/${opportunity.id}$`));

    // Not accepted (pending), or someone else's: nothing to add.
    const other = await signedInPerson(t);
    expect((await other.client.get(`/api/calendar/events/${opportunity.id}`)).status).toBe(404);
    await t.db
      .update(opportunityApplications)
      .set({ status: 'pending' })
      .where(eq(opportunityApplications.opportunityId, opportunity.id));
    expect((await person.client.get(`/api/calendar/events/${opportunity.id}`)).status).toBe(404);
  });

  it('folds by octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(100)}`);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'é'.repeat(100)}`);
  });

  it('serves a private feed of accepted upcoming events without a session; a new address retires the old', async () => {
    const person = await signedInPerson(t);
    expect((await person.client.get('/api/calendar/feed')).body).toEqual({ active: false, createdAt: null });
    const soon = await accepted(person.personId, { title: 'Soon', date: '2031-02-01' });
    await accepted(person.personId, { title: 'Past', date: '2020-02-01' });
    await accepted(person.personId, { title: 'Undated' });

    const made = await person.client.post('/api/calendar/feed');
    expect(made.status).toBe(201);
    const path = new URL(made.body.url).pathname;
    const feed = await t.client().get(path);
    expect(feed.status).toBe(200);
    expect(parseIcs(feed.text).map((event) => event.SUMMARY)).toEqual(['Soon']);
    expect(feed.text).toContain(`${soon.id}@`);
    expect((await person.client.get('/api/calendar/feed')).body.active).toBe(true);

    const again = await person.client.post('/api/calendar/feed');
    expect(again.body.url).not.toBe(made.body.url);
    expect((await t.client().get(path)).status).toBe(404);
    expect((await t.client().get(new URL(again.body.url).pathname)).status).toBe(200);
  });

  it('leaves a released or cancelled booking out of the feed (D36), and an event once it is over', async () => {
    const person = await signedInPerson(t);
    const start = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const kept = await accepted(person.personId, { title: 'Kept', date: start(40) });
    const released = await accepted(person.personId, { title: 'Released', date: start(41) });
    const cancelled = await accepted(person.personId, { title: 'Cancelled', date: start(42) });
    const made = await person.client.post('/api/calendar/feed');
    const path = new URL(made.body.url).pathname;
    const titles = async () => parseIcs((await t.client().get(path)).text).map((event) => event.SUMMARY);
    expect(await titles()).toEqual(['Kept', 'Released', 'Cancelled']);

    const bookingOf = async (opportunityId: string) => {
      const [row] = await t.db
        .select({ id: opportunityApplications.id })
        .from(opportunityApplications)
        .where(eq(opportunityApplications.opportunityId, opportunityId));
      return row?.id ?? '';
    };
    await t.db
      .update(opportunityApplications)
      .set({ status: 'released', releasedAt: new Date() })
      .where(eq(opportunityApplications.id, await bookingOf(released.id)));
    const cancel = await person.client.post(`/api/bookings/${await bookingOf(cancelled.id)}/cancel`);
    expect(cancel.status, cancel.text).toBe(200);
    expect(await titles()).toEqual(['Kept']);
    expect((await person.client.get(`/api/calendar/events/${cancelled.id}`)).status).toBe(404);

    // Over (ended a minute ago): gone from the feed.
    await t.db
      .update(opportunities)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 60_000) })
      .where(eq(opportunities.id, kept.id));
    expect(await titles()).toEqual([]);
  });
});
