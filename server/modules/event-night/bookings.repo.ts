import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/database';

// Issue 42 (D36): the queries of the event night. A booking is an accepted application; `now`
// is the app's clock (tests set it), never the database's.

export type DueBooking = {
  id: string;
  personId: string;
  opportunityId: string;
  title: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
};

const dueColumns = sql`oa.id, oa.person_id as "personId", o.id as "opportunityId", o.title,
  o.starts_at as "startsAt", o.ends_at as "endsAt", o.time_zone as "timeZone"`;

// Raw rows carry timestamps as text.
const asDates = <Row extends DueBooking>(rows: Row[]) =>
  rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) }));

// D36: everyone booked for an event starting within 72 hours, not yet asked to confirm: claimed
// (two processes never take the same) and marked asked in one statement, with whom to write to
// (their account's address, else the one on their record).
export async function claimBookingsToAsk(executor: Executor, now: Date, limit: number) {
  const rows = await queryRows<DueBooking & { email: string | null; name: string | null }>(
    executor,
    sql`with due as (
        select oa.id from opportunities o
        join opportunity_applications oa on oa.opportunity_id = o.id and oa.status = 'accepted'
        where o.starts_at > ${now} and o.starts_at <= ${now}::timestamptz + interval '72 hours'
          and oa.confirm_asked_at is null and oa.confirmed_at is null
        order by o.starts_at, oa.id limit ${limit}
        for update of oa skip locked
      ), asked as (
        update opportunity_applications oa set confirm_asked_at = ${now} from due where oa.id = due.id
        returning oa.id, oa.person_id, oa.opportunity_id
      )
      select ${dueColumns}, coalesce(u.email, p.email) as email, p.name
      from asked oa join opportunities o on o.id = oa.opportunity_id
        join people p on p.id = oa.person_id left join "user" u on u.id = p.user_id
      order by o.starts_at, oa.id`,
  );
  return asDates(rows);
}

// D36: bookings asked in time and not confirmed 24 hours before the start. A booking made later
// (asked after that moment) is asked, never released.
export async function findBookingsToRelease(executor: Executor, now: Date, limit: number) {
  return asDates(
    await queryRows<DueBooking>(
      executor,
      sql`select ${dueColumns} from opportunities o
        join opportunity_applications oa on oa.opportunity_id = o.id and oa.status = 'accepted'
        where o.starts_at > ${now} and o.starts_at <= ${now}::timestamptz + interval '24 hours'
          and oa.confirmed_at is null and oa.confirm_asked_at < o.starts_at - interval '24 hours'
        order by o.starts_at, oa.id limit ${limit}`,
    ),
  );
}

// D36: bookings not checked in 60 minutes after the start. Only those the night asked to confirm:
// a booking of an event held before these rules (never asked, nor checked in at a door that did
// not exist), or one made after the start, is no one's no-show.
export async function findNoShows(executor: Executor, now: Date, limit: number) {
  return asDates(
    await queryRows<DueBooking>(
      executor,
      sql`select ${dueColumns} from opportunities o
        join opportunity_applications oa on oa.opportunity_id = o.id and oa.status = 'accepted'
        where o.starts_at <= ${now}::timestamptz - interval '60 minutes'
          and o.starts_at > ${now}::timestamptz - interval '30 days'
          and oa.checked_in_at is null and oa.confirm_asked_at is not null
        order by o.starts_at, oa.id limit ${limit}`,
    ),
  );
}

// D36: checked-in bookings of events that have ended.
export async function findBookingsToComplete(executor: Executor, now: Date, limit: number) {
  return asDates(
    await queryRows<DueBooking>(
      executor,
      sql`select ${dueColumns} from opportunities o
        join opportunity_applications oa on oa.opportunity_id = o.id and oa.status = 'accepted'
        where o.ends_at <= ${now} and o.ends_at > ${now}::timestamptz - interval '30 days'
          and oa.checked_in_at is not null
        order by o.ends_at, oa.id limit ${limit}`,
    ),
  );
}

export type LockedBooking = {
  id: string;
  personId: string;
  opportunityId: string;
  status: string;
  confirmedAt: Date | null;
  confirmAskedAt: Date | null;
  checkedInAt: Date | null;
  ticketId: string | null;
  title: string;
  startsAt: Date | null;
  endsAt: Date | null;
  timeZone: string;
  userId: string | null;
};

// One booking with its event, the booking's row held until the transaction ends.
export async function lockBooking(executor: Executor, applicationId: string) {
  const [row] = await queryRows<LockedBooking>(
    executor,
    sql`select oa.id, oa.person_id as "personId", oa.opportunity_id as "opportunityId", oa.status,
        oa.confirmed_at as "confirmedAt", oa.confirm_asked_at as "confirmAskedAt",
        oa.checked_in_at as "checkedInAt", oa.ticket_id as "ticketId", o.title,
        o.starts_at as "startsAt", o.ends_at as "endsAt", o.time_zone as "timeZone", p.user_id as "userId"
      from opportunity_applications oa
      join opportunities o on o.id = oa.opportunity_id
      join people p on p.id = oa.person_id
      where oa.id = ${applicationId}
      for update of oa`,
  );
  if (!row) return undefined;
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    confirmedAt: date(row.confirmedAt),
    confirmAskedAt: date(row.confirmAskedAt),
    checkedInAt: date(row.checkedInAt),
    startsAt: date(row.startsAt),
    endsAt: date(row.endsAt),
  };
}

// The opportunity's row held (slots change one at a time, D11).
export async function lockOpportunity(executor: Executor, opportunityId: string) {
  const [row] = await queryRows<{ slotsTotal: number; slotsFilled: number; status: string }>(
    executor,
    sql`select slots_total as "slotsTotal", slots_filled as "slotsFilled", status
      from opportunities where id = ${opportunityId} for update`,
  );
  return row;
}

export async function setBookingState(
  executor: Executor,
  applicationId: string,
  change: {
    status?: string;
    confirmedAt?: Date;
    confirmAskedAt?: Date;
    releasedAt?: Date;
    cancelledAt?: Date;
    lateCancellation?: boolean;
    noShowAt?: Date | null;
    checkedInAt?: Date | null;
    checkedInBy?: string | null;
    ticket?: { ticketId: string; doorCode: string };
  },
) {
  const sets = [
    change.status !== undefined ? sql`status = ${change.status}` : undefined,
    change.confirmedAt ? sql`confirmed_at = ${change.confirmedAt}` : undefined,
    change.confirmAskedAt ? sql`confirm_asked_at = coalesce(confirm_asked_at, ${change.confirmAskedAt})` : undefined,
    change.releasedAt ? sql`released_at = ${change.releasedAt}` : undefined,
    change.cancelledAt ? sql`cancelled_at = ${change.cancelledAt}` : undefined,
    change.lateCancellation !== undefined ? sql`late_cancellation = ${change.lateCancellation}` : undefined,
    change.noShowAt !== undefined ? sql`no_show_at = ${change.noShowAt}` : undefined,
    change.checkedInAt !== undefined ? sql`checked_in_at = ${change.checkedInAt}` : undefined,
    change.checkedInBy !== undefined ? sql`checked_in_by = ${change.checkedInBy}` : undefined,
    change.ticket ? sql`ticket_id = ${change.ticket.ticketId}, door_code = ${change.ticket.doorCode}` : undefined,
  ].filter((part) => part !== undefined);
  // `updated_at` is the booking's last decision (the funnel's time to decision reads it): it moves
  // with the status only, not with a confirmation, a ticket or a check-in (docs/decisions/184).
  if (change.status !== undefined) sets.push(sql`updated_at = now()`);
  await executor.execute(
    sql`update opportunity_applications set ${sql.join(sets, sql`, `)} where id = ${applicationId}`,
  );
}

// D11: a spot given back; a filled opportunity takes people again.
export async function freeSlot(executor: Executor, opportunityId: string) {
  await executor.execute(sql`
    update opportunities set slots_filled = greatest(slots_filled - 1, 0),
      status = case when status = 'filled' then 'open' else status end, updated_at = now()
    where id = ${opportunityId}`);
}

// A door code not yet used at this event (the unique index is the last word).
export async function doorCodeTaken(executor: Executor, opportunityId: string, doorCode: string) {
  const rows = await queryRows<{ id: string }>(
    executor,
    sql`select id from opportunity_applications where opportunity_id = ${opportunityId} and door_code = ${doorCode}`,
  );
  return rows.length > 0;
}

// The event an opportunity is: its title and times.
export async function findEvent(executor: Executor, opportunityId: string) {
  const [row] = await queryRows<{ title: string; startsAt: Date | null; endsAt: Date | null; timeZone: string }>(
    executor,
    sql`select title, starts_at as "startsAt", ends_at as "endsAt", time_zone as "timeZone"
      from opportunities where id = ${opportunityId}`,
  );
  if (!row) return undefined;
  return {
    ...row,
    startsAt: row.startsAt ? new Date(row.startsAt) : null,
    endsAt: row.endsAt ? new Date(row.endsAt) : null,
  };
}

export type MyBookingRow = {
  applicationId: string;
  opportunityId: string;
  title: string;
  venue: string | null;
  startsAt: Date;
  endsAt: Date;
  callAt: Date | null;
  timeZone: string;
  confirmAskedAt: Date | null;
  confirmedAt: Date | null;
  checkedInAt: Date | null;
  ticketId: string | null;
  doorCode: string | null;
};

// A person's bookings of events not yet over, soonest first.
export async function listMyBookings(executor: Executor, personId: string, now: Date) {
  const rows = await queryRows<MyBookingRow>(
    executor,
    sql`select oa.id as "applicationId", o.id as "opportunityId", o.title, o.venue, o.starts_at as "startsAt",
        o.ends_at as "endsAt", o.call_at as "callAt", o.time_zone as "timeZone",
        oa.confirm_asked_at as "confirmAskedAt", oa.confirmed_at as "confirmedAt",
        oa.checked_in_at as "checkedInAt", oa.ticket_id as "ticketId", oa.door_code as "doorCode"
      from opportunity_applications oa join opportunities o on o.id = oa.opportunity_id
      where oa.person_id = ${personId} and oa.status = 'accepted' and o.ends_at > ${now}
      order by o.starts_at, oa.id limit 50`,
  );
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    ...row,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    callAt: date(row.callAt),
    confirmAskedAt: date(row.confirmAskedAt),
    confirmedAt: date(row.confirmedAt),
    checkedInAt: date(row.checkedInAt),
  }));
}

// A person's open spot offers.
export async function listMyOffers(executor: Executor, personId: string, now: Date) {
  const rows = await queryRows<{
    offerId: string;
    opportunityId: string;
    title: string;
    startsAt: Date;
    endsAt: Date;
    timeZone: string;
    expiresAt: Date;
  }>(
    executor,
    sql`select so.id as "offerId", o.id as "opportunityId", o.title, o.starts_at as "startsAt",
        o.ends_at as "endsAt", o.time_zone as "timeZone", so.expires_at as "expiresAt"
      from spot_offers so join opportunity_applications oa on oa.id = so.application_id
      join opportunities o on o.id = so.opportunity_id
      where oa.person_id = ${personId} and so.outcome is null and so.expires_at > ${now}
      order by so.expires_at`,
  );
  return rows.map((row) => ({
    ...row,
    startsAt: new Date(row.startsAt),
    endsAt: new Date(row.endsAt),
    expiresAt: new Date(row.expiresAt),
  }));
}
