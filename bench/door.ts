import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { Endpoint } from './load-test';

// Issue 42: the door of a busy night at the bench's scale. An event starting within the hour with
// BOOKINGS confirmed bookings, each with its door code; staff type codes at a steady rate (a busy
// door does a few a second; the target is 200, p99 under 50 ms) while LIVE_PAGES door pages and
// back-office tabs hold the live stream open, so that every check-in is announced to them.
export const CHECK_INS_PER_SECOND = 200;
export const LIVE_PAGES = 20;
const BOOKINGS = 5_000;
// The door's event, one more at every run (a reused database keeps the earlier ones).
export const DOOR_NIGHT_TITLE = 'Bench Door Night';
// The door codes' letters and digits (server/modules/event-night/tickets.ts).
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export async function prepareDoor(client: pg.Client): Promise<{ opportunityId: string; codes: string[] }> {
  const event = await client.query<{ id: string }>(
    `insert into opportunities (title, description, city, date, opportunity_type, vertical, status, slots_total,
       slots_filled, starts_at, ends_at)
     values ($2, 'The bench''s door.', 'Austin', (now() at time zone 'America/Chicago')::date,
       'event', 'Nightlife', 'filled', $1, $1, now() + interval '30 minutes', now() + interval '6 hours')
     returning id`,
    [BOOKINGS, DOOR_NIGHT_TITLE],
  );
  const opportunityId = event.rows[0]?.id;
  if (!opportunityId) throw new Error('The door night was not created');
  // Each booking's code spells its number in the codes' alphabet: unique within the event.
  const digit = (power: number) => `substr('${CODE_ALPHABET}', (n / ${32 ** power} % 32)::int + 1, 1)`;
  const codes = await client.query<{ code: string }>(
    `insert into opportunity_applications (opportunity_id, person_id, status, confirm_asked_at, confirmed_at,
       ticket_id, door_code, created_at, updated_at)
     select $1, id, 'accepted', now() - interval '2 days', now() - interval '1 day', md5(random()::text),
       ${[5, 4, 3, 2, 1, 0].map(digit).join(' || ')}, now() - interval '1 week', now() - interval '1 day'
     from (select id, row_number() over (order by id) as n from people limit $2) as chosen
     returning door_code as code`,
    [opportunityId, BOOKINGS],
  );
  return { opportunityId, codes: codes.rows.map((row) => row.code) };
}

// Typed codes, each scan with its own id: the first of each code checks its person in, a later
// one answers "Already checked in" (a second scan is harmless).
export function doorEndpoint(
  door: { opportunityId: string; codes: string[] },
  admin: string,
  origin: string,
): Endpoint {
  const run = randomBytes(6).toString('hex');
  return {
    name: `door check-ins (typed code), ${CHECK_INS_PER_SECOND}/s, ${LIVE_PAGES} live pages open`,
    paths: [`/api/admin/door/${door.opportunityId}/scans`],
    method: 'POST',
    headers: { Cookie: admin, Origin: origin, 'Content-Type': 'application/json' },
    body: (index) =>
      JSON.stringify({
        nonce: `bench-${run}-${index}`.padEnd(16, '0'),
        code: door.codes[index % door.codes.length],
        scannedAt: new Date().toISOString(),
      }),
    rate: CHECK_INS_PER_SECOND,
  };
}

// The live stream as the door's pages hold it open (D17), read and dropped.
export async function openLivePages(baseUrl: string, admin: string): Promise<() => Promise<void>> {
  const readers = await Promise.all(
    Array.from({ length: LIVE_PAGES }, async () => {
      const response = await fetch(`${baseUrl}/api/admin/live`, { headers: { Cookie: admin } });
      if (!response.ok || !response.body) throw new Error(`The live stream answered ${response.status}`);
      const reader = response.body.getReader();
      void (async () => {
        for (;;) if ((await reader.read().catch(() => ({ done: true }))).done) return;
      })();
      return reader;
    }),
  );
  return async () => {
    await Promise.all(readers.map((reader) => reader.cancel().catch(() => undefined)));
  };
}
