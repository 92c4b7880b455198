import type pg from 'pg';

// Issue 42: the event night's job at the bench's scale. The data set's accepted applications are
// bookings of events spread over months; those starting within 72 hours are due to be asked to
// confirm at the app's first start (every server process runs the job at start and every minute,
// each booking claimed by one). Measured: from the app's start until none is left to ask (the
// target: within a minute), read from the database every quarter second.
export type JobFigures = {
  bookings: number;
  due: number;
  seconds: number;
  finished: boolean;
  // When the emails it wrote (and any other) had all left the outbox, after the start.
  emailsSentSeconds: number | undefined;
};

const DUE = `select count(*)::int as n from opportunities o
  join opportunity_applications oa on oa.opportunity_id = o.id and oa.status = 'accepted'
  where o.starts_at > now() and o.starts_at <= now() + interval '72 hours'
    and oa.confirm_asked_at is null and oa.confirmed_at is null`;

export type BookingsDue = { bookings: number; due: number };

export async function bookingsDue(client: pg.Client): Promise<BookingsDue> {
  const bookings = await client.query<{ n: number }>(
    "select count(*)::int as n from opportunity_applications where status = 'accepted'",
  );
  const due = await client.query<{ n: number }>(DUE);
  return { bookings: bookings.rows[0]?.n ?? 0, due: due.rows[0]?.n ?? 0 };
}

export async function waitForJob(client: pg.Client, startedAt: number, limitMs = 180_000): Promise<number> {
  for (;;) {
    const left = (await client.query<{ n: number }>(DUE)).rows[0]?.n ?? 0;
    const elapsed = Date.now() - startedAt;
    if (left === 0 || elapsed > limitMs) return left;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// The job's emails leave through the outbox worker after it: the rows are measured once they
// have gone, or they would share the cores with them. The seconds since the start, or undefined
// after `limitMs`.
export async function waitForOutbox(client: pg.Client, startedAt: number, limitMs = 300_000) {
  for (;;) {
    const pending = await client.query<{ n: number }>(
      "select count(*)::int as n from email_outbox where status = 'pending'",
    );
    const elapsed = Date.now() - startedAt;
    if ((pending.rows[0]?.n ?? 0) === 0) return elapsed / 1000;
    if (elapsed > limitMs) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
