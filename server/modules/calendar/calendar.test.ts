import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opportunityApplications } from '../../db/schema/opportunities';
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
  it('gives an accepted opportunity as a valid .ics with its date, venue, city and a link back', async () => {
    const person = await signedInPerson(t);
    const title = 'Rooftop; sunset, “live” set \\ with a very long title that must fold over several lines ✨✨✨';
    const opportunity = await accepted(person.personId, {
      title,
      date: '2031-07-04',
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
      'DTSTART;VALUE=DATE': '20310704',
      'DTEND;VALUE=DATE': '20310705',
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
});
